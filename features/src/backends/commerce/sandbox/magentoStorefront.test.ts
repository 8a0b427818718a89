import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD } from '../../../platform/sandbox/demoPassword';
import { handlers, resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from './index';
import { postToSandbox as post, sandboxEndpoint as endpoint } from './testing';

// What a Magento storefront reads beyond the shop's own operations, answered as Magento 2.4.7 answers it.

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetCommerceSandbox());
afterAll(() => server.close());

const ROUTE = `query ($url: String!) {
  route(url: $url) {
    __typename relative_url redirect_code type
    ... on ProductInterface { sku url_key }
    ... on CategoryInterface { uid name url_path }
    ... on CmsPage { identifier title content_heading }
  }
}`;

describe('URL resolution: route and urlResolver', () => {
  it('route: a product url with its suffix is the product, redirect_code 0, type PRODUCT', async () => {
    const { data } = await post(ROUTE, { url: '/leather-case.html' });
    expect(data.route).toEqual({
      __typename: 'ConfigurableProduct',
      relative_url: 'leather-case.html',
      redirect_code: 0,
      type: 'PRODUCT',
      sku: 'CASE',
      url_key: 'leather-case',
    });
  });

  it('route: a category url is its url path with the suffix, type CATEGORY', async () => {
    const { data } = await post(ROUTE, { url: 'sticks/subscriptions.html' });
    expect(data.route).toEqual({
      __typename: 'CategoryTree',
      relative_url: 'sticks/subscriptions.html',
      redirect_code: 0,
      type: 'CATEGORY',
      uid: 'Y2F0LTUw',
      name: 'Subscriptions',
      url_path: 'sticks/subscriptions',
    });
  });

  it('route: a CMS page is its identifier, and / is the home page, type CMS_PAGE', async () => {
    const privacy = await post(ROUTE, { url: 'privacy-policy-cookie-restriction-mode' });
    expect(privacy.data.route).toMatchObject({
      __typename: 'CmsPage',
      relative_url: 'privacy-policy-cookie-restriction-mode',
      type: 'CMS_PAGE',
      title: 'Privacy Policy',
    });
    const home = await post(ROUTE, { url: '/' });
    expect(home.data.route).toMatchObject({ identifier: 'home', relative_url: 'home', redirect_code: 0 });
  });

  it('route: a renamed url answers the new url with redirect_code 301, keeping the query string', async () => {
    const { data } = await post(ROUTE, { url: '/flavour-sticks.html?page=2' });
    expect(data.route).toMatchObject({
      relative_url: 'sticks.html?page=2',
      redirect_code: 301,
      type: 'CATEGORY',
      name: 'Flavour sticks',
    });
  });

  it('route: an unknown url, or a product another store view does not sell, is null', async () => {
    expect((await post(ROUTE, { url: 'no-such-page.html' })).data).toEqual({ route: null });
    // The Aurora trial kit is sold in the trial store view only.
    expect((await post(ROUTE, { url: 'aurora-trial-kit.html' })).data).toEqual({ route: null });
    const trial = await post(ROUTE, { url: 'aurora-trial-kit.html' }, { Store: 'trial' });
    expect(trial.data.route).toMatchObject({ sku: 'TRIAL-KIT', type: 'PRODUCT' });
  });

  it('route: an empty url is refused with Magento’s words', async () => {
    const { errors } = await post(ROUTE, { url: ' ' });
    expect(errors?.[0]).toMatchObject({
      message: '"url" argument should be specified and not empty',
      extensions: { category: 'graphql-input' },
    });
  });

  it('urlResolver (deprecated): the entity’s id and uid, relative_url, redirectCode and type', async () => {
    const query =
      'query ($url: String!) { urlResolver(url: $url) { id entity_uid relative_url canonical_url redirectCode type } }';
    expect((await post(query, { url: 'aurora.html' })).data.urlResolver).toEqual({
      id: 10,
      entity_uid: btoa('product-AURORA'),
      relative_url: 'aurora-device.html',
      canonical_url: 'aurora-device.html',
      redirectCode: 301,
      type: 'PRODUCT',
    });
    expect((await post(query, { url: 'enable-cookies' })).data.urlResolver).toMatchObject({
      id: 3,
      type: 'CMS_PAGE',
      redirectCode: 0,
    });
    expect((await post(query, { url: 'nowhere' })).data).toEqual({ urlResolver: null });
  });
});

const CATEGORY_FIELDS = `uid name url_key url_path level position product_count children_count
  breadcrumbs { category_uid category_name category_level category_url_key category_url_path }`;

describe('categories, breadcrumbs and children', () => {
  it('categories without filters is the store’s root category, its children the top of the menu', async () => {
    const { data } = await post(
      `{ categories { total_count items { uid name level children { url_key children { url_key } } } } }`,
    );
    expect(data.categories.total_count).toBe(1);
    expect(data.categories.items[0]).toMatchObject({ uid: 'Mg==', name: 'Default Category', level: 1 });
    expect(data.categories.items[0].children).toEqual([
      { url_key: 'devices', children: [] },
      { url_key: 'sticks', children: [{ url_key: 'subscriptions' }] },
      { url_key: 'accessories', children: [] },
      { url_key: 'bundles', children: [] },
    ]);
  });

  it('categories(filters: url_key): the category with url_path, breadcrumbs of the categories above, page_info', async () => {
    const { data } = await post(
      `{ categories(filters: { url_key: { eq: "subscriptions" } }) { total_count page_info { current_page page_size total_pages } items { ${CATEGORY_FIELDS} } } }`,
    );
    expect(data.categories).toEqual({
      total_count: 1,
      page_info: { current_page: 1, page_size: 20, total_pages: 1 },
      items: [
        {
          uid: 'Y2F0LTUw',
          name: 'Subscriptions',
          url_key: 'subscriptions',
          url_path: 'sticks/subscriptions',
          level: 3,
          position: 1,
          product_count: 1,
          children_count: '0',
          breadcrumbs: [
            {
              category_uid: 'Y2F0LTIw',
              category_name: 'Flavour sticks',
              category_level: 2,
              category_url_key: 'sticks',
              category_url_path: 'sticks',
            },
          ],
        },
      ],
    });
  });

  it('breadcrumbs: a top category has none (null, as Magento answers), and names follow the store view', async () => {
    const { data } = await post(
      `{ categories(filters: { category_uid: { in: ["Y2F0LTIw", "Y2F0LTUw"] } }) { items { name breadcrumbs { category_name } } } }`,
      {},
      { Store: 'default_de' },
    );
    expect(data.categories.items).toEqual([
      { name: 'Geschmackssticks', breadcrumbs: null },
      { name: 'Abos', breadcrumbs: [{ category_name: 'Geschmackssticks' }] },
    ]);
  });

  it('categories(filters: parent_category_uid / name): the children of a parent, a name containing the words', async () => {
    const children = await post(
      `{ categories(filters: { parent_category_uid: { eq: "Y2F0LTIw" } }) { items { url_key } } }`,
    );
    expect(children.data.categories.items).toEqual([{ url_key: 'subscriptions' }]);
    const named = await post(`{ categories(filters: { name: { match: "access" } }) { items { url_key } } }`);
    expect(named.data.categories.items).toEqual([{ url_key: 'accessories' }]);
  });

  it('categories: a page past the last is refused with Magento’s words', async () => {
    const { errors } = await post(
      `{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 2, currentPage: 3) { total_count } }`,
    );
    expect(errors?.[0]?.message).toBe(
      'currentPage value 3 specified is greater than the 2 page(s) available.',
    );
  });

  it('a product’s categories carry url_path and breadcrumbs too', async () => {
    const { data } = await post(
      `{ products(filter: { sku: { eq: "STICKS-SUBSCRIPTION" } }) { items { categories { url_path breadcrumbs { category_url_key } } } } }`,
    );
    expect(data.products.items[0].categories).toEqual([
      { url_path: 'sticks/subscriptions', breadcrumbs: [{ category_url_key: 'sticks' }] },
    ]);
  });
});

const SIGN_IN = `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const SIGN_IN_REFUSED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

describe('customer sign-in: generateCustomerToken, revokeCustomerToken, isEmailAvailable, is_subscribed', () => {
  it('generateCustomerToken: the right password gives a token that reads the customer, is_subscribed included', async () => {
    const { data } = await post(SIGN_IN, { email: 'ADA@example.com', password: SANDBOX_PASSWORD });
    const token = data.generateCustomerToken.token as string;
    expect(token).toMatch(/^sandbox-customer-/);
    const customer = await post(
      '{ customer { email is_subscribed } }',
      {},
      { Authorization: `Bearer ${token}` },
    );
    expect(customer.data.customer).toEqual({ email: 'ada@example.com', is_subscribed: true });
  });

  it('generateCustomerToken: a wrong password and an unknown address are refused alike, graphql-authentication', async () => {
    for (const attempt of [
      { email: 'ada@example.com', password: 'wrong' },
      { email: 'nobody@example.com', password: SANDBOX_PASSWORD },
    ]) {
      const { data, errors } = await post(SIGN_IN, attempt);
      expect(data).toEqual({ generateCustomerToken: null });
      expect(errors?.[0]).toMatchObject({
        message: SIGN_IN_REFUSED,
        extensions: { category: 'graphql-authentication' },
      });
    }
  });

  it('generateCustomerToken: an empty address or password is refused with Magento’s words', async () => {
    expect((await post(SIGN_IN, { email: '', password: 'x' })).errors?.[0]?.message).toBe(
      'Specify the "email" value.',
    );
    expect((await post(SIGN_IN, { email: 'ada@example.com', password: '' })).errors?.[0]?.message).toBe(
      'Specify the "password" value.',
    );
  });

  it('revokeCustomerToken: the token is refused afterwards; without one, the customer is not authorized', async () => {
    const { data } = await post(SIGN_IN, { email: 'new@example.com', password: SANDBOX_PASSWORD });
    const auth = { Authorization: `Bearer ${data.generateCustomerToken.token}` };
    expect((await post('mutation { revokeCustomerToken { result } }', {}, auth)).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    expect((await post('{ customer { email } }', {}, auth)).errors?.[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
    const anonymous = await post('mutation { revokeCustomerToken { result } }');
    expect(anonymous.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('isEmailAvailable: false for a customer’s address, true for a new one, refused when empty or malformed', async () => {
    const query = 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';
    expect((await post(query, { email: 'Ada@Example.com' })).data.isEmailAvailable.is_email_available).toBe(
      false,
    );
    expect(
      (await post(query, { email: 'someone@example.com' })).data.isEmailAvailable.is_email_available,
    ).toBe(true);
    expect((await post(query, { email: '' })).errors?.[0]?.message).toBe('Email must be specified');
    expect((await post(query, { email: 'not-an-address' })).errors?.[0]?.message).toBe('Email is invalid');
  });

  it('is_subscribed: false for a customer who never subscribed', async () => {
    const auth = { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.newcomer}` };
    expect((await post('{ customer { is_subscribed } }', {}, auth)).data.customer.is_subscribed).toBe(false);
  });
});

describe('orders, configurable options, store configuration and the deprecated price', () => {
  const ada = { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}` };

  it('CustomerOrder.state: the Magento state each status belongs to', async () => {
    const { data } = await post(
      '{ customer { orders(pageSize: 10) { items { number status state } } } }',
      {},
      ada,
    );
    expect(data.customer.orders.items).toEqual([
      { number: '000000006', status: 'processing', state: 'processing' },
      { number: '000000003', status: 'pending', state: 'new' },
      { number: '000000002', status: 'processing', state: 'processing' },
      { number: '000000001', status: 'complete', state: 'complete' },
      { number: '000000004', status: 'canceled', state: 'canceled' },
    ]);
  });

  it('OrderItemInterface.selected_options / entered_options: a variant’s colour, nothing entered', async () => {
    const { data } = await post(
      `{ customer { orders(filter: { number: { eq: "000000001" } }) { items { items { product_sku selected_options { label value } entered_options { label value } } } } } }`,
      {},
      ada,
    );
    expect(data.customer.orders.items[0].items).toEqual([
      {
        product_sku: 'AURORA-BLUE',
        selected_options: [{ label: 'Colour', value: 'Ocean Blue' }],
        entered_options: [],
      },
      { product_sku: 'STICKS-AMBER', selected_options: [], entered_options: [] },
    ]);
  });

  it('SelectedConfigurableOption: the deprecated id and value_id beside the uids, matching the product’s option', async () => {
    const cartId = (await post('mutation { createGuestCart { cart { id } } }')).data.createGuestCart.cart.id;
    const { data } = await post(
      `mutation ($cartId: String!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: "CASE-BLACK", quantity: 1 }]) {
        cart { items { ... on ConfigurableCartItem { configurable_options {
          id value_id configurable_product_option_uid configurable_product_option_value_uid option_label value_label } } } } } }`,
      { cartId },
    );
    const [option] = data.addProductsToCart.cart.items[0].configurable_options;
    const product = await post(
      `{ products(filter: { sku: { eq: "CASE" } }) { items { ... on ConfigurableProduct { configurable_options { uid values { uid value_index } } } } } }`,
    );
    const [productOption] = product.data.products.items[0].configurable_options;
    const black = productOption.values.find(
      (value: { uid: string }) => value.uid === option.configurable_product_option_value_uid,
    );
    expect(option).toMatchObject({
      id: 93,
      value_id: black.value_index,
      configurable_product_option_uid: productOption.uid,
      option_label: 'Colour',
      value_label: 'Black',
    });
  });

  it('StoreConfig: url suffixes, the root category and the password rules, as Magento installs them', async () => {
    const { data } = await post(
      '{ storeConfig { product_url_suffix category_url_suffix root_category_uid minimum_password_length required_character_classes_number } }',
    );
    expect(data.storeConfig).toEqual({
      product_url_suffix: '.html',
      category_url_suffix: '.html',
      root_category_uid: 'Mg==',
      minimum_password_length: '8',
      required_character_classes_number: '3',
    });
  });

  it('Products.sort_fields: position by default, then name and price, labelled in the store view’s language', async () => {
    const { data } = await post(
      '{ products(search: "") { sort_fields { default options { value label } } } }',
      {},
      {
        Store: 'default_de',
      },
    );
    expect(data.products.sort_fields).toEqual({
      default: 'position',
      options: [
        { value: 'position', label: 'Position' },
        { value: 'name', label: 'Produktname' },
        { value: 'price', label: 'Preis' },
      ],
    });
  });

  it('ProductInterface.price (deprecated ProductPrices): final price as minimal and maximal, the regular price', async () => {
    const { data } = await post(
      `{ products(filter: { sku: { eq: "AURORA" } }) { items { price {
        minimalPrice { amount { value currency } adjustments { code } }
        maximalPrice { amount { value } }
        regularPrice { amount { value currency } } } } } }`,
    );
    expect(data.products.items[0].price).toEqual({
      minimalPrice: { amount: { value: 49, currency: 'EUR' }, adjustments: [] },
      maximalPrice: { amount: { value: 49 } },
      regularPrice: { amount: { value: 69, currency: 'EUR' } },
    });
  });
});

describe('GET reads answer like Magento’s GraphQL cache', () => {
  const get = (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    fetch(
      `${endpoint}?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
      {
        headers: { Store: 'default', ...headers },
      },
    );
  const PUBLIC = 'public, max-age=86400, s-maxage=86400';
  const NO_STORE = 'no-store, no-cache, must-revalidate, max-age=0';

  it('X-Magento-Tags: a category read carries cat_c and cat_c_<id> of each category read', async () => {
    const response = await get(
      '{ categories(filters: { category_uid: { in: ["Y2F0LTEw", "Y2F0LTUw"] } }) { items { name } } }',
    );
    expect(response.headers.get('X-Magento-Tags')).toBe('cat_c,cat_c_10,cat_c_50');
  });

  it('X-Magento-Tags: a product read with its categories carries the products’ and the categories’ tags', async () => {
    const response = await get(
      '{ products(filter: { sku: { eq: "CHARGER" } }) { items { sku categories { name } } } }',
    );
    expect(response.headers.get('X-Magento-Tags')).toBe('cat_p,cat_p_31,cat_c,cat_c_30');
  });

  it('X-Magento-Tags: a CMS page read carries cms_p and cms_p_<id>, by route and by cmsPage', async () => {
    const routed = await get('{ route(url: "enable-cookies") { relative_url } }');
    expect(routed.headers.get('X-Magento-Tags')).toBe('cms_p,cms_p_3');
    const page = await get('{ cmsPage(identifier: "home") { title } }');
    expect(page.headers.get('X-Magento-Tags')).toBe('cms_p,cms_p_2');
  });

  it('Cache-Control: a tagged GET read is public for Magento’s default day, with Pragma cache', async () => {
    const response = await get('{ route(url: "sticks.html") { type } }');
    expect(response.headers.get('X-Magento-Tags')).toBe('cat_c,cat_c_20');
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC);
    expect(response.headers.get('Pragma')).toBe('cache');
    expect(Date.parse(response.headers.get('Expires')!)).toBeGreaterThan(Date.now() + 86_000_000);
  });

  it('Cache-Control: a POST, an untagged read, a failed read and a read of a cart or customer are never stored', async () => {
    const posted = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Store: 'default' },
      body: JSON.stringify({ query: '{ route(url: "sticks.html") { type } }' }),
    });
    const untagged = await get('{ countries { id } }');
    const failed = await get('{ categories(pageSize: 0) { total_count } }');
    const privateRead = await get(
      '{ customer { email } categories { total_count } }',
      {},
      { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}` },
    );
    for (const response of [posted, untagged, failed, privateRead]) {
      expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
      expect(response.headers.get('Pragma')).toBe('no-cache');
      expect(response.headers.get('X-Magento-Tags')).toBeNull();
    }
  });

  it('a browser gets what the cache in front of Magento gives it: no-store, no tags, the cache id', async () => {
    const response = await get(
      '{ route(url: "sticks.html") { type } }',
      {},
      { 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
    expect(response.headers.get('X-Magento-Tags')).toBeNull();
    expect(response.headers.get('X-Magento-Cache-Id')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('X-Magento-Cache-Id: the same for two guests of a store view, another for a customer or another view', async () => {
    const query = '{ storeConfig { store_code } }';
    const idOf = async (headers: Record<string, string> = {}) =>
      (await get(query, {}, headers)).headers.get('X-Magento-Cache-Id');
    const guest = await idOf();
    expect(guest).toMatch(/^[0-9a-f]{64}$/);
    expect(await idOf()).toBe(guest);
    expect(await idOf({ Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}` })).not.toBe(guest);
    expect(await idOf({ Store: 'default_de' })).not.toBe(guest);
  });
});

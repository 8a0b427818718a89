import { OperationTypeNode, getOperationAST, parse, validate } from 'graphql';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PASSWORD } from '../../../platform/sandbox/demoPassword';
import { commerceSchema, handlers, resetCommerceSandbox } from './index';
import { sandboxEndpoint as endpoint } from './testing';

/*
 * The compatibility check of issue #32: storefront operations written the way Magento clients write them (standard
 * Magento 2.4.7 queries and mutations, named, with fragments and deprecated fields a client still sends; the shop's
 * own selection, not any client's files), for a guest's whole purchase and a customer's sign-in to order history.
 * Each is validated against the contract, then sent as a client sends it (queries as GET, mutations as POST) to the
 * sandbox in sequence, and Magento's answer is asserted.
 */

const server = setupServer(...handlers);

type Data = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** How many operations were validated and answered without an error, of both journeys. */
let sent = 0;

/** What a Magento client does with one document: refuses it if the schema does not, sends it, reads data. */
async function send(
  document: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Data> {
  const ast = parse(document);
  expect(validate(commerceSchema, ast).map((error) => error.message)).toEqual([]);
  const operation = getOperationAST(ast);
  const headers: Record<string, string> = {
    Store: 'default',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
  const response =
    operation?.operation === OperationTypeNode.QUERY
      ? await fetch(
          `${endpoint}?${new URLSearchParams({
            query: document,
            operationName: operation.name?.value ?? '',
            variables: JSON.stringify(variables),
          })}`,
          { headers },
        )
      : await fetch(endpoint, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: document, variables }),
        });
  const body = (await response.json()) as { data?: Data; errors?: Array<{ message: string }> };
  expect(body.errors?.map((error) => error.message) ?? []).toEqual([]);
  sent += 1;
  return body.data;
}

const PRICE = `fragment ProductPriceFragment on ProductInterface {
  price_range { minimum_price { final_price { value currency } regular_price { value currency } discount { amount_off percent_off } } }
  price { regularPrice { amount { value currency } } }
}`;

const CART = `fragment CartPageFragment on Cart {
  id
  total_quantity
  applied_coupons { code }
  items {
    uid
    quantity
    product { uid sku name url_key small_image { url label } stock_status }
    prices { price { value currency } row_total { value currency } total_item_discount { value } }
    ... on ConfigurableCartItem {
      configurable_options { id configurable_product_option_uid option_label value_id configurable_product_option_value_uid value_label }
    }
  }
  prices {
    grand_total { value currency }
    subtotal_excluding_tax { value currency }
    subtotal_including_tax { value currency }
    discounts { amount { value currency } label }
    applied_taxes { label amount { value currency } }
  }
}`;

const ADDRESS = {
  firstname: 'Grace',
  lastname: 'Hopper',
  street: ['Friedrichstraße 43'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
  telephone: '+49301234567',
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  resetCommerceSandbox();
});
afterAll(() => server.close());

describe('a Magento client’s guest journey runs on the sandbox with Magento’s answers', () => {
  const journey: { cartId?: string; caseUid?: string; blackUid?: string; orderNumber?: string } = {};

  it('store configuration: url suffixes, root category, currency and password rules', async () => {
    const data = await send(`query GetStoreConfigData {
      storeConfig { store_code store_name locale base_currency_code default_display_currency_code
        product_url_suffix category_url_suffix root_category_uid minimum_password_length required_character_classes_number }
    }`);
    expect(data.storeConfig).toMatchObject({
      store_code: 'default',
      base_currency_code: 'EUR',
      product_url_suffix: '.html',
      category_url_suffix: '.html',
      root_category_uid: 'Mg==',
    });
  });

  it('url resolution: the product page’s url is the configurable product', async () => {
    const data = await send(
      `query ResolveURL($url: String!) {
        route(url: $url) {
          relative_url redirect_code type
          ... on ProductInterface { uid __typename }
          ... on CategoryInterface { uid }
          ... on CmsPage { identifier }
        }
      }`,
      { url: '/leather-case.html' },
    );
    expect(data.route).toMatchObject({
      relative_url: 'leather-case.html',
      redirect_code: 0,
      type: 'PRODUCT',
      __typename: 'ConfigurableProduct',
    });
    journey.caseUid = data.route.uid;
  });

  it('product page: price, gallery, breadcrumbs and configurable options by uid', async () => {
    const data = await send(
      `query GetProductDetailForProductPage($urlKey: String!) {
        products(filter: { url_key: { eq: $urlKey } }) {
          items {
            __typename uid sku name url_key url_suffix stock_status
            description { html }
            media_gallery { url label position disabled }
            categories { uid name url_path url_suffix breadcrumbs { category_uid category_name } }
            ...ProductPriceFragment
            ... on ConfigurableProduct {
              configurable_options { uid attribute_code label values { uid value_index label swatch_data { value } } }
              variants { attributes { code value_index uid } product { uid sku stock_status } }
            }
          }
        }
      }
      ${PRICE}`,
      { urlKey: 'leather-case' },
    );
    const [product] = data.products.items;
    expect(product).toMatchObject({
      uid: journey.caseUid,
      sku: 'CASE',
      url_suffix: '.html',
      categories: [{ url_path: 'accessories', url_suffix: '.html', breadcrumbs: null }],
      price: { regularPrice: { amount: { value: 19.9, currency: 'EUR' } } },
    });
    const black = product.configurable_options[0].values.find(
      (value: { label: string }) => value.label === 'Black',
    );
    expect(black).toBeDefined();
    journey.blackUid = black.uid;
  });

  it('category page: the category with its children, then its products with layered navigation', async () => {
    const category = await send(
      `query GetCategoryData($id: String!) {
        categories(filters: { category_uid: { in: [$id] } }) {
          items { uid name url_path breadcrumbs { category_uid } children { uid name url_path } }
        }
      }`,
      { id: 'Y2F0LTMw' },
    );
    expect(category.categories.items).toEqual([
      {
        uid: 'Y2F0LTMw',
        name: 'Accessories',
        url_path: 'accessories',
        breadcrumbs: null,
        children: [],
      },
    ]);
    const products = await send(
      `query GetProductsForCategory($id: String!, $pageSize: Int!, $currentPage: Int!) {
        products(filter: { category_uid: { eq: $id } }, pageSize: $pageSize, currentPage: $currentPage, sort: { price: ASC }) {
          items { uid sku name url_key small_image { url } ...ProductPriceFragment }
          page_info { current_page total_pages }
          total_count
          aggregations { attribute_code label options { label value count } }
          sort_fields { default options { value label } }
        }
      }
      ${PRICE}`,
      { id: 'Y2F0LTMw', pageSize: 12, currentPage: 1 },
    );
    expect(products.products.items).toHaveLength(12);
    expect(products.products.page_info).toEqual({ current_page: 1, total_pages: 3 });
    expect(products.products.sort_fields).toEqual({
      default: 'position',
      options: [
        { value: 'position', label: 'Position' },
        { value: 'name', label: 'Product Name' },
        { value: 'price', label: 'Price' },
      ],
    });
  });

  it('cart: a guest cart, a configurable added by its selected option uid, read back with its options', async () => {
    const created = await send('mutation CreateCart { cartId: createEmptyCart }');
    journey.cartId = created.cartId;
    const added = await send(
      `mutation AddProductToCart($cartId: String!, $product: CartItemInput!) {
        addProductsToCart(cartId: $cartId, cartItems: [$product]) {
          user_errors { code message }
          cart { id total_quantity }
        }
      }`,
      { cartId: journey.cartId, product: { sku: 'CASE', quantity: 1, selected_options: [journey.blackUid] } },
    );
    expect(added.addProductsToCart).toEqual({
      user_errors: [],
      cart: { id: journey.cartId, total_quantity: 1 },
    });
    await send(
      `mutation AddSimpleProduct($cartId: String!, $sku: String!, $quantity: Float!) {
        addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { cart { total_quantity } user_errors { code } }
      }`,
      { cartId: journey.cartId, sku: 'CHARGER', quantity: 2 },
    );
    const cart = await send(
      `query GetCartDetails($cartId: String!) { cart(cart_id: $cartId) { ...CartPageFragment } } ${CART}`,
      {
        cartId: journey.cartId,
      },
    );
    expect(cart.cart.total_quantity).toBe(3);
    expect(cart.cart.items[0]).toMatchObject({
      product: { sku: 'CASE' },
      configurable_options: [
        {
          id: 93,
          option_label: 'Colour',
          value_label: 'Black',
          configurable_product_option_value_uid: journey.blackUid,
        },
      ],
    });
  });

  it('coupon: applied, listed and taken off the prices', async () => {
    const data = await send(
      `mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
        applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) { cart { ...CartPageFragment } }
      } ${CART}`,
      { cartId: journey.cartId, couponCode: 'WELCOME10' },
    );
    expect(data.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(data.applyCouponToCart.cart.prices.discounts).toEqual([
      { label: 'WELCOME10', amount: { value: expect.any(Number), currency: 'EUR' } },
    ]);
  });

  it('shipping estimate: a placeholder address of the country and postcode lists the methods with prices', async () => {
    const data = await send(
      `mutation SetShippingAddressForEstimate($cartId: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
          cart { id shipping_addresses { country { code } postcode available_shipping_methods { carrier_code carrier_title method_code method_title amount { value currency } available } } }
        }
      }`,
      {
        cartId: journey.cartId,
        address: {
          ...ADDRESS,
          firstname: 'firstname',
          lastname: 'lastname',
          street: ['street'],
          city: 'city',
          telephone: '000-000-0000',
        },
      },
    );
    const [address] = data.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address.country.code).toBe('DE');
    expect(address.available_shipping_methods).toContainEqual(
      expect.objectContaining({ carrier_code: 'freeshipping', method_code: 'freeshipping', available: true }),
    );
  });

  it('guest e-mail, addresses, methods and place order: Magento’s order number', async () => {
    const email = await send(
      `mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
        setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { id email } }
      }`,
      { cartId: journey.cartId, email: 'grace@example.com' },
    );
    expect(email.setGuestEmailOnCart.cart.email).toBe('grace@example.com');
    await send(
      `mutation SetShippingAddress($cartId: String!, $address: CartAddressInput!) {
        setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
          cart { shipping_addresses { firstname lastname street city postcode country { code label } telephone } }
        }
      }`,
      { cartId: journey.cartId, address: ADDRESS },
    );
    const billing = await send(
      `mutation SetBillingAddress($cartId: String!) {
        setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) {
          cart { billing_address { firstname city country { code } } }
        }
      }`,
      { cartId: journey.cartId },
    );
    expect(billing.setBillingAddressOnCart.cart.billing_address).toEqual({
      firstname: 'Grace',
      city: 'Berlin',
      country: { code: 'DE' },
    });
    const shipping = await send(
      `mutation SetShippingMethod($cartId: String!, $method: ShippingMethodInput!) {
        setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [$method] }) {
          cart { shipping_addresses { selected_shipping_method { carrier_code method_code amount { value currency } } } }
        }
      }`,
      { cartId: journey.cartId, method: { carrier_code: 'freeshipping', method_code: 'freeshipping' } },
    );
    expect(shipping.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'freeshipping',
      method_code: 'freeshipping',
      amount: { value: 0, currency: 'EUR' },
    });
    const methods = await send(
      `query GetPaymentMethods($cartId: String!) { cart(cart_id: $cartId) { available_payment_methods { code title } } }`,
      { cartId: journey.cartId },
    );
    expect(methods.cart.available_payment_methods.map((method: { code: string }) => method.code)).toContain(
      'banktransfer',
    );
    await send(
      `mutation SetPaymentMethod($cartId: String!) {
        setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "banktransfer" } }) {
          cart { selected_payment_method { code title } }
        }
      }`,
      { cartId: journey.cartId },
    );
    const placed = await send(
      `mutation PlaceOrder($cartId: String!) {
        placeOrder(input: { cart_id: $cartId }) { order { order_number } orderV2 { number state status } errors { code message } }
      }`,
      { cartId: journey.cartId },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.order.order_number).toMatch(/^\d{9}$/);
    expect(placed.placeOrder.orderV2).toEqual({
      number: placed.placeOrder.order.order_number,
      state: 'new',
      status: 'pending',
    });
  });
});

describe('a Magento client’s customer journey runs on the sandbox with Magento’s answers', () => {
  const journey: { token?: string; guestCartId?: string } = {};

  it('sign in: generateCustomerToken, then the customer', async () => {
    const data = await send(
      `mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      { email: 'ada@example.com', password: SANDBOX_PASSWORD },
    );
    journey.token = data.generateCustomerToken.token;
    const customer = await send(
      `query GetCustomer { customer { firstname lastname email is_subscribed } }`,
      {},
      journey.token,
    );
    expect(customer.customer).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      is_subscribed: true,
    });
  });

  it('merge carts: the guest cart’s lines move into the customer’s cart', async () => {
    const guest = await send('mutation CreateCart { cartId: createEmptyCart }');
    journey.guestCartId = guest.cartId;
    await send(
      `mutation AddProductToCart($cartId: String!, $product: CartItemInput!) {
        addProductsToCart(cartId: $cartId, cartItems: [$product]) { cart { total_quantity } user_errors { code } }
      }`,
      { cartId: journey.guestCartId, product: { sku: 'CHARGER', quantity: 1 } },
    );
    const customerCart = await send(`query GetCustomerCart { customerCart { id } }`, {}, journey.token);
    const merged = await send(
      `mutation MergeCarts($sourceCartId: String!, $destinationCartId: String!) {
        mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) { ...CartPageFragment }
      } ${CART}`,
      { sourceCartId: journey.guestCartId, destinationCartId: customerCart.customerCart.id },
      journey.token,
    );
    expect(merged.mergeCarts.id).toBe(customerCart.customerCart.id);
    expect(merged.mergeCarts.items.map((item: { product: { sku: string } }) => item.product.sku)).toContain(
      'CHARGER',
    );
  });

  it('order history: orders with state, totals and each line’s selected options', async () => {
    const data = await send(
      `query GetCustomerOrders($filter: CustomerOrdersFilterInput, $pageSize: Int!) {
        customer {
          orders(filter: $filter, pageSize: $pageSize) {
            items {
              id number order_date status state
              total { grand_total { value currency } subtotal { value } total_shipping { value } }
              items { id product_name product_sku quantity_ordered selected_options { label value } entered_options { label value } }
              shipping_address { firstname lastname city postcode country_code }
              payment_methods { name type }
            }
            page_info { current_page total_pages }
            total_count
          }
        }
      }`,
      { filter: {}, pageSize: 10 },
      journey.token,
    );
    const { orders } = data.customer;
    expect(orders.total_count).toBe(5);
    const first = orders.items.find((order: { number: string }) => order.number === '000000001');
    expect(first).toMatchObject({ status: 'complete', state: 'complete' });
    expect(first.items[0]).toMatchObject({
      product_sku: 'AURORA-BLUE',
      selected_options: [{ label: 'Colour', value: 'Ocean Blue' }],
      entered_options: [],
    });
  });

  it('sign out: revokeCustomerToken', async () => {
    const data = await send('mutation SignOut { revokeCustomerToken { result } }', {}, journey.token);
    expect(data.revokeCustomerToken).toEqual({ result: true });
  });

  it('every operation of both journeys validated and answered without an error', () => {
    expect(sent).toBe(26);
  });
});

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, resetCommerceSandbox } from './index';

const endpoint = 'http://shop.test/sandbox/commerce/graphql';
const server = setupServer(...handlers);

async function post(store: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: store },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    errors?: Array<{ message: string }>;
  };
}

const productQuery = `{ products(filter: { sku: { eq: "AURORA" } }) { items { uid sku name price_range { minimum_price { final_price { value } } } stock_status short_description { html }
  ... on ConfigurableProduct { configurable_options { label values { label } } variants { product { sku name only_x_left_in_stock } } } } } }`;

async function cartWith(store: string, ...skus: string[]) {
  const cartId = (await post(store, 'mutation { createGuestCart { cart { id } } }')).data.createGuestCart.cart
    .id as string;
  for (const sku of skus)
    await post(
      store,
      'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }',
      { id: cartId, sku },
    );
  return cartId;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetCommerceSandbox());
afterAll(() => server.close());

describe('commerce sandbox: store views per language', () => {
  it('commerce: the German store view answers the same product (uid, SKU, price, stock) with German names and descriptions', async () => {
    const english = (await post('default', productQuery)).data.products.items[0];
    const german = (await post('default_de', productQuery)).data.products.items[0];
    expect(english.name).toBe('Aurora Device');
    expect(german.name).toBe('Aurora-Gerät');
    expect(german.short_description.html).toContain('zwei Tage');
    expect(german.configurable_options[0].label).toBe('Farbe');
    expect(german.configurable_options[0].values.map((value: { label: string }) => value.label)).toEqual([
      'Ozeanblau',
      'Sonnenrot',
      'Moosgrün',
    ]);
    expect(german.variants[0].product.name).toBe('Aurora-Gerät Ozeanblau');
    expect({ ...german, name: '', short_description: '', configurable_options: [], variants: [] }).toEqual({
      ...english,
      name: '',
      short_description: '',
      configurable_options: [],
      variants: [],
    });
    expect(german.variants.map((variant: { product: object }) => ({ ...variant.product, name: '' }))).toEqual(
      english.variants.map((variant: { product: object }) => ({ ...variant.product, name: '' })),
    );
  });

  it('commerce: a German store view names countries, and both store views of a store say which they are', async () => {
    const countries =
      '{ countries { id full_name_locale full_name_english } storeConfig { store_code locale } }';
    const german = (await post('default_de', countries)).data;
    expect(german.countries.find((country: { id: string }) => country.id === 'DE')).toEqual({
      id: 'DE',
      full_name_locale: 'Deutschland',
      full_name_english: 'Germany',
    });
    expect(german.storeConfig).toEqual({ store_code: 'default_de', locale: 'de_DE' });
    expect((await post('trial_de', countries)).data.storeConfig.store_code).toBe('trial_de');
    expect((await post('default', countries)).data.countries[0].full_name_locale).toBe('Germany');
  });

  it('commerce: a German cart says its coupon refusal, tax, shipping and payment titles and gift in German', async () => {
    const cartId = await cartWith('default_de', 'CHARGER', 'CASE-BLACK', 'STICKS-AMBER');
    const apply = await post(
      'default_de',
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WELCOME10,EXPIRED2023" }) { cart { applied_coupons { code } } } }`,
      { id: cartId },
    );
    expect(apply.errors?.[0]?.message).toBe('Der Gutscheincode "EXPIRED2023" ist ungültig.');
    const refused = await post(
      'default_de',
      `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "EXPIRED2023" }) { cart { id } } }`,
      { id: cartId },
    );
    expect(refused.errors?.[0]?.message).toBe(
      'Der Gutscheincode ist ungültig. Prüfen Sie den Code und versuchen Sie es erneut.',
    );
    await post(
      'default_de',
      `mutation ($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Ada", lastname: "L", street: ["Main 1"], city: "Berlin", postcode: "10115", country_code: "DE", telephone: "1" } }] }) { cart { id } } }`,
      { id: cartId },
    );
    const cart = (
      await post(
        'default_de',
        `query ($id: String!) { cart(cart_id: $id) { free_gifts { name } prices { applied_taxes { label } }
          items { ... on ConfigurableCartItem { configurable_options { option_label value_label } } }
          shipping_addresses { available_shipping_methods { carrier_code carrier_title method_title description } }
          available_payment_methods { code title } } }`,
        { id: cartId },
      )
    ).data.cart;
    expect(cart.prices.applied_taxes[0].label).toBe('MwSt. 19 %');
    expect(cart.free_gifts[0].name).toBe('Reiseetui (Geschenk)');
    expect(cart.items[1].configurable_options[0]).toEqual({ option_label: 'Farbe', value_label: 'Schwarz' });
    expect(cart.shipping_addresses[0].available_shipping_methods[1]).toEqual({
      carrier_code: 'freeshipping',
      carrier_title: 'Kostenloser Versand',
      method_title: 'Standard, 3–5 Werktage',
      description: 'Zustellung per Post.',
    });
    expect(cart.available_payment_methods).toEqual([
      { code: 'jtipayment', title: 'Karte oder Wallet' },
      { code: 'banktransfer', title: 'Banküberweisung' },
    ]);
  });

  it('commerce: the language views of one store share a cart, and another store still refuses it', async () => {
    const cartId = await cartWith('default', 'CHARGER');
    const query = 'query ($id: String!) { cart(cart_id: $id) { items { product { name } } } }';
    expect((await post('default_de', query, { id: cartId })).data.cart.items[0].product.name).toBe(
      'Schnellladegerät',
    );
    expect((await post('trial_de', query, { id: cartId })).errors?.[0]?.message).toContain(
      'Wrong store code',
    );
  });

  it('commerce: order status labels come in the store view language', async () => {
    const statuses = '{ orderStatuses { status_value status_label } }';
    const german = (await post('default_de', statuses)).data.orderStatuses;
    expect(german.map((status: { status_label: string }) => status.status_label)).toEqual([
      'Ausstehend',
      'In Bearbeitung',
      'Stornierung angefragt',
      'Abgeschlossen',
      'Storniert',
      'Geschlossen',
    ]);
    expect((await post('default', statuses)).data.orderStatuses[0].status_label).toBe('Pending');
  });

  it('commerce: a store code the shop does not have is refused as Magento refuses it', async () => {
    const result = await post('default_fr', '{ storeConfig { store_code } }');
    expect(result.errors?.[0]?.message).toBe('Requested store is not found');
  });
});

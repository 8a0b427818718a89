import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_STORE_LIMIT } from '../../../platform/sandbox/bounded';
import { handlers, resetCommerceSandbox, SANDBOX_CUSTOMER_TOKENS } from './index';
import { postToSandbox as post, sandboxEndpoint as endpoint } from './testing';
import { seedCustomers, seedProducts } from './seed';
import { labelsOf } from './storeViews';
import {
  addCustomer,
  addOrder,
  createCart,
  createSandboxState,
  customerCartOf,
  type RequestContext,
} from './store';

const server = setupServer(...handlers);

const newCart = async () =>
  (await post('mutation { createGuestCart { cart { id } } }')).data.createGuestCart.cart.id as string;
const add = (cartId: string, sku: string, quantity: number, extra = '') =>
  post(
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) { addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity ${extra} }]) { cart { total_quantity items { uid quantity errors { code message } } } user_errors { code message } } }`,
    { cartId, sku, quantity },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetCommerceSandbox());
afterAll(() => server.close());

describe('commerce sandbox', () => {
  it('fails an unknown field with the graphql-js validation error', async () => {
    const result = await post('{ storeConfig { no_such_field } }');
    expect(result.errors?.[0]?.message).toBe('Cannot query field "no_such_field" on type "StoreConfig".');
    expect(result.data).toBeUndefined();
  });

  it('refuses a wrong customer token with the graphql-authorization category', async () => {
    const result = await post('{ customer { email } }', {}, { Authorization: 'Bearer not-a-token' });
    expect(result.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it('knows both seeded demo customers by their Magento tokens', async () => {
    const ada = await post(
      '{ customer { email } }',
      {},
      { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}` },
    );
    const newcomer = await post(
      '{ customer { email orders { total_count } } }',
      {},
      { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.newcomer}` },
    );
    expect(ada.data.customer.email).toBe('ada@example.com');
    expect(newcomer.data.customer).toEqual({ email: 'new@example.com', orders: { total_count: 1 } });
  });

  it('answers an unknown cart id the way Magento does', async () => {
    const result = await post('query ($id: String!) { cart(cart_id: $id) { id } }', { id: 'missing' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "missing"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('refuses a guest access to a customer cart', async () => {
    const customerCart = await post(
      '{ customerCart { id } }',
      {},
      { Authorization: `Bearer ${SANDBOX_CUSTOMER_TOKENS.ada}` },
    );
    const result = await post('query ($id: String!) { cart(cart_id: $id) { id } }', {
      id: customerCart.data.customerCart.id,
    });
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
  });

  it('reports stock problems as CartUserInputError codes', async () => {
    const cartId = await newCart();
    expect((await add(cartId, 'NOPE', 1)).data.addProductsToCart.user_errors[0].code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await add(cartId, 'STICKS-ARCTIC', 1)).data.addProductsToCart.user_errors[0].code).toBe(
      'NOT_SALABLE',
    );
    expect((await add(cartId, 'STICKS-MINT', 6)).data.addProductsToCart.user_errors[0].code).toBe(
      'INSUFFICIENT_STOCK',
    );
  });

  it('flags cartons above the store limit on the items', async () => {
    const cartId = await newCart();
    const result = await add(cartId, 'STICKS-AMBER', 11);
    expect(result.data.addProductsToCart.cart.items[0].errors).toEqual([
      { code: 'CARTONS_LIMIT', message: 'The maximum number of cartons per order is 10.' },
    ]);
  });

  it('applies WELCOME10 and refuses the expired coupon', async () => {
    const cartId = await newCart();
    await add(cartId, 'STICKS-AMBER', 2);
    const apply =
      'mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } } }';
    expect(
      (await post(apply, { id: cartId, code: 'WELCOME10' })).data.applyCouponToCart.cart.applied_coupons,
    ).toEqual([{ code: 'WELCOME10' }]);
    const expired = await post(apply, { id: cartId, code: 'EXPIRED2023' });
    expect(expired.errors?.[0]?.message).toBe("The coupon code isn't valid. Verify the code and try again.");
  });

  it('refuses mutations sent as GET', async () => {
    const response = await fetch(`${endpoint}?query=${encodeURIComponent('mutation { createEmptyCart }')}`, {
      headers: { Store: 'default' },
    });
    const result = (await response.json()) as { errors: Array<{ message: string }> };
    expect(result.errors[0]?.message).toBe('Mutation requests allowed only for POST requests');
  });

  it('resets to the seed with resetCommerceSandbox()', async () => {
    const cartId = await newCart();
    resetCommerceSandbox();
    const result = await post('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId });
    expect(result.errors?.[0]?.message).toContain('Could not find a cart');
  });

  it('refuses a negative quantity in updateCartItems with INVALID_PARAMETER_VALUE', async () => {
    const cartId = await newCart();
    const added = await add(cartId, 'STICKS-AMBER', 2);
    const uid = added.data.addProductsToCart.cart.items[0].uid;
    const update = await post(
      'mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: -5 }] }) { cart { total_quantity } errors { code } } }',
      { id: cartId, uid },
    );
    expect(update.data.updateCartItems).toEqual({
      cart: { total_quantity: 2 },
      errors: [{ code: 'INVALID_PARAMETER_VALUE' }],
    });
  });

  it('answers a Store header naming a prototype property as an unknown store', async () => {
    for (const store of ['constructor', '__proto__', 'toString']) {
      const result = await post('{ storeConfig { store_code } }', {}, { Store: store });
      expect(result.errors?.[0]?.message).toBe('Requested store is not found');
    }
  });

  describe('X-Magento-Tags on GET catalogue reads', () => {
    const get = (query: string, variables: Record<string, unknown>) =>
      fetch(
        `${endpoint}?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
        { headers: { Store: 'default' } },
      );
    const productsBySku =
      'query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { items { sku } } }';

    it('tags a GET read of products with cat_p and cat_p_<id> of each product read, as Magento does', async () => {
      const [first, second] = seedProducts;
      const response = await get(productsBySku, { skus: [first!.sku, second!.sku] });
      expect(response.headers.get('X-Magento-Tags')).toBe(`cat_p,cat_p_${first!.id},cat_p_${second!.id}`);
    });

    it('tags only the products of the page read', async () => {
      const response = await get(
        '{ products(search: "", pageSize: 1, currentPage: 2) { items { id } } }',
        {},
      );
      const { data } = (await response.json()) as { data: { products: { items: Array<{ id: number }> } } };
      expect(response.headers.get('X-Magento-Tags')).toBe(`cat_p,cat_p_${data.products.items[0]!.id}`);
    });

    it('leaves untagged a read that found no product, a POST and a read that failed', async () => {
      expect((await get(productsBySku, { skus: ['no-such-sku'] })).headers.get('X-Magento-Tags')).toBeNull();
      const posted = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Store: 'default' },
        body: JSON.stringify({ query: productsBySku, variables: { skus: [seedProducts[0]!.sku] } }),
      });
      expect(posted.headers.get('X-Magento-Tags')).toBeNull();
      const failed = await get('{ products(search: "", pageSize: 0) { items { sku } } }', {});
      expect(failed.headers.get('X-Magento-Tags')).toBeNull();
    });
  });

  it('refuses GET variables that are not JSON with a 400 GraphQL error', async () => {
    const response = await fetch(
      `${endpoint}?query=${encodeURIComponent('{ storeConfig { store_code } }')}&variables=%7B`,
      { headers: { Store: 'default' } },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Unable to parse the variables.',
    );
  });
});

describe('commerce sandbox stores are bounded', () => {
  const PAST_LIMIT = SANDBOX_STORE_LIMIT + 25;

  it("bounded: guest carts past the limit push out the oldest, never a seeded customer's cart", () => {
    const state = createSandboxState();
    const ada = state.customers[0]!;
    const adaCart = customerCartOf({ state, storeCode: 'default', customer: ada } as RequestContext);
    const guest: RequestContext = {
      state,
      storeCode: 'default',
      labels: labelsOf('en'),
      cacheTags: new Set(),
    };
    const first = createCart(guest);
    for (let index = 0; index < PAST_LIMIT; index += 1) createCart(guest);
    expect(state.carts.size).toBe(SANDBOX_STORE_LIMIT);
    expect(state.carts.has(first.id)).toBe(false);
    expect(state.carts.get(adaCart.id)).toBe(adaCart);
  });

  it('bounded: placed orders past the limit push out the oldest placed, never a seeded order', () => {
    const state = createSandboxState();
    const seeded = [...state.orders];
    for (let index = 0; index < PAST_LIMIT; index += 1)
      addOrder(state, { ...seeded[0]!, number: String(100 + index) });
    expect(state.orders).toHaveLength(SANDBOX_STORE_LIMIT);
    expect(state.orders.slice(0, seeded.length)).toEqual(seeded);
    expect(state.orders.at(-1)?.number).toBe(String(100 + PAST_LIMIT - 1));
  });

  it('bounded: customers signed in past the limit push out the oldest added, never a seeded one, and ids stay unique', () => {
    const state = createSandboxState();
    for (let index = 0; index < PAST_LIMIT; index += 1) {
      addCustomer(state, {
        email: `c${index}@example.com`,
        firstname: 'C',
        lastname: 'C',
        uuid: `u${index}`,
      });
    }
    expect(state.customers).toHaveLength(SANDBOX_STORE_LIMIT);
    expect(state.customers.slice(0, seedCustomers.length).map((customer) => customer.uuid)).toEqual(
      seedCustomers.map((customer) => customer.uuid),
    );
    expect(new Set(state.customers.map((customer) => customer.id)).size).toBe(SANDBOX_STORE_LIMIT);
  });
});

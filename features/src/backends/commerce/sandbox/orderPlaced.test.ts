import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxPaths } from '../../../platform';
import { callAsShopper, sandboxServerForTests } from '../../../platform/sandbox/testing';
import { markAgeVerified, resetAccountSandbox, sandboxIdentityOf } from '../../account/sandbox';
import { resetLoyaltySandbox } from '../../loyalty/sandbox';
import { resetSubscriptionsSandbox } from '../../subscriptions/sandbox';
import { resetCommerceSandbox } from './index';

/**
 * What a placed order tells the tenant's other services, as the real commerce backend does: the loyalty service
 * credits the points the order states, the subscriptions service starts the subscriptions it sold.
 */
sandboxServerForTests();

beforeEach(() => {
  resetAccountSandbox();
  resetCommerceSandbox();
  resetLoyaltySandbox();
  resetSubscriptionsSandbox();
});

async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await fetch(`http://shop.test${sandboxPaths.commerce}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Store: 'default', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await answer.json()) as { data: any; errors?: unknown }; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(errors).toBeUndefined();
  return data;
}

/** Noor (new@example.com, no demo history) buys one product with her commerce customer cart; answers the order. */
async function noorOrders(sku: string) {
  markAgeVerified('new@example.com');
  const noor = sandboxIdentityOf('new@example.com');
  const cartId = (await graphql(noor.commerceToken, '{ customerCart { id } }')).customerCart.id as string;
  const address = `{ firstname: "Noor", lastname: "Newman", street: ["Main 1"], city: "Berlin", postcode: "10117",
    country_code: "DE", telephone: "+49301234567" }`;
  const placed = await graphql(
    noor.commerceToken,
    `mutation ($cartId: String!, $sku: String!) {
      addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { code message } }
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: ${address} }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { same_as_shipping: true } }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $cartId,
        shipping_methods: [{ carrier_code: "freeshipping", method_code: "freeshipping" }] }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: "jtipayment" } }) { cart { id } }
      placeOrder(input: { cart_id: $cartId }) { order { order_number } errors { code message } }
    }`,
    { cartId, sku },
  );
  expect(placed.addProductsToCart.user_errors).toEqual([]);
  expect(placed.placeOrder.errors).toEqual([]);
  const number = placed.placeOrder.order.order_number as string;
  const order = await graphql(
    noor.commerceToken,
    `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) {
      items { number loyalty_info { points_earned } } } } }`,
    { number },
  );
  return { noor, number, pointsEarned: order.customer.orders.items[0].loyalty_info.points_earned as number };
}

const json = async (answer: Response) => ((await answer.json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a placed order tells the other services', () => {
  it("points: an order credits the loyalty balance with the points the order states, once, under the order's number", async () => {
    const { noor, number, pointsEarned } = await noorOrders('CHARGER');
    expect(pointsEarned).toBe(14);
    const loyalty = `${sandboxPaths.loyalty}/consumers/${noor.uuid}`;
    expect((await json(await callAsShopper(loyalty, noor.token))).points).toBe(pointsEarned);
    expect((await json(await callAsShopper(`${loyalty}/orders/${number}`, noor.token))).points).toBe(
      pointsEarned,
    );
    const history = await json(await callAsShopper(`${loyalty}/points`, noor.token));
    expect(history).toEqual([
      expect.objectContaining({ event: 'order', order_id: number, points: pointsEarned }),
    ]);
  });

  it("subscriptions: a bought subscription product starts the customer's subscription at the catalogue's price", async () => {
    const { noor } = await noorOrders('STICKS-SUBSCRIPTION');
    const subscriptions = await json(
      await callAsShopper(`${sandboxPaths.subscriptions}/api/subscriptions/user`, noor.token),
    );
    expect(subscriptions).toEqual([
      expect.objectContaining({
        configuration_id: 'sticks-monthly',
        status: 'active',
        products: [{ sku: 'STICKS-SUBSCRIPTION', options: [], qty: 1 }],
        price: { value: 55, currency: 'EUR' },
      }),
    ]);
  });

  it('subscriptions: an order without a subscription product starts none', async () => {
    const { noor } = await noorOrders('CHARGER');
    expect(
      await json(await callAsShopper(`${sandboxPaths.subscriptions}/api/subscriptions/user`, noor.token)),
    ).toEqual([]);
  });
});

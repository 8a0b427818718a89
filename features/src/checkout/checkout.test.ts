import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordGraphqlOperations, sandboxServerForTests } from '../platform/sandbox/testing';
import { createCommerceClient, getStoreConfig } from '../backends/commerce';
import {
  ageVerificationOf,
  createSandboxState,
  reportSandboxAgeCheck,
  resetCommerceSandbox,
  SANDBOX_CUSTOMER_TOKENS,
  sandboxStores,
} from '../backends/commerce/sandbox';
import { addSimpleProducts, createGuestCart, getCustomerCart } from '../cart';
import { getCheckoutCart, getDeliveryLimits, getOrderAttributes } from './api';
import {
  DEFAULT_PAYMENT_METHOD,
  placeOrder,
  setAgeVerification,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './stepApi';
import type { Address } from '../address';
import { toCheckoutView } from './checkoutView';
import { orderAttributesByPlacement } from './orderAttributes';
import { postcodeRulesOf } from '../platform';
import { choosableShippingMethods, type ShippingMethod } from './shippingMethods';

const endpoint = 'http://shop.test/sandbox/commerce/graphql';
const server = sandboxServerForTests();
let token: string | undefined;
const client = createCommerceClient({ endpoint, storeView: 'default', getCustomerToken: () => token });
const operations = recordGraphqlOperations(server);

beforeEach(() => {
  resetCommerceSandbox();
  token = undefined;
});

export const berlin: Address = {
  firstname: 'Grace',
  lastname: 'Hopper',
  streetName: 'Unter den Linden',
  streetNumber: '5a',
  streetAdditional: 'c/o Hopper\n3rd floor',
  city: 'Berlin',
  postcode: '10117',
  countryCode: 'DE',
  telephone: '+4930123456',
};

async function cartWith(...skus: string[]) {
  const cart = await createGuestCart(client);
  await addSimpleProducts(
    client,
    cart.id,
    skus.map((sku) => ({ sku })),
  );
  return cart.id;
}

async function readyToPlace(cartId: string) {
  await setGuestEmail(client, cartId, 'grace@example.com');
  await setShippingAddress(client, cartId, berlin);
  await setBillingAddress(client, cartId, 'same_as_shipping');
  await setShippingMethod(client, cartId, { carrierCode: 'freeshipping', methodCode: 'freeshipping' });
  await setPaymentMethod(client, cartId);
}

const method = (carrierCode: string, value: number, disableForSubscription = false): ShippingMethod => ({
  carrierCode,
  methodCode: carrierCode,
  carrierTitle: carrierCode,
  methodTitle: carrierCode,
  description: '',
  amount: { value, currency: 'EUR' },
  priceInclTax: { value, currency: 'EUR' },
  priceExclTax: { value, currency: 'EUR' },
  available: true,
  disableForSubscription,
});

describe('checkout addresses', () => {
  it('address: pickup in store sends the store id as pickup location and save_in_address_book as asked', async () => {
    const cartId = await cartWith('CHARGER');
    await setShippingAddress(client, cartId, {
      ...berlin,
      is_pickup_address: true,
      pickup: { storeId: 'store-berlin-mitte', storeName: 'Berlin Mitte' },
      save_in_address_book: true,
    });
    const sent = operations.at(-1)?.variables as {
      pickupLocationCode: string;
      address: { save_in_address_book: boolean };
    };
    expect(sent.pickupLocationCode).toBe('store-berlin-mitte');
    expect(sent.address.save_in_address_book).toBe(true);
  });

  it('address: a failed address rethrows the first error message of the server', async () => {
    const cartId = await cartWith('CHARGER');
    await expect(setShippingAddress(client, cartId, { ...berlin, postcode: '1' })).rejects.toThrow(
      'Provided postcode "1" is not valid.',
    );
  });

  it('billing: the same-as-shipping billing address copies the shipping address', async () => {
    const cartId = await cartWith('CHARGER');
    await setShippingAddress(client, cartId, berlin);
    const cart = await setBillingAddress(client, cartId, 'same_as_shipping');
    expect(cart.billing_address?.street).toEqual(['Unter den Linden 5a', 'c/o Hopper', '3rd floor']);
  });
});

describe('checkout shipping and payment', () => {
  it('shipping: methods are sorted by ascending price', async () => {
    expect(
      choosableShippingMethods([method('b', 4.5), method('a', 0), method('c', 2.99)], false).map(
        (m) => m.carrierCode,
      ),
    ).toEqual(['a', 'c', 'b']);
    const cartId = await cartWith('CHARGER');
    const view = toCheckoutView(await setShippingAddress(client, cartId, berlin));
    const prices = choosableShippingMethods(view.shippingMethods, view.hasSubscription).map(
      (m) => m.amount.value,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('shipping: methods disabled for subscription are hidden when the cart has a subscription item', async () => {
    const cartId = await cartWith('STICKS-SUBSCRIPTION');
    const view = toCheckoutView(await setShippingAddress(client, cartId, berlin));
    expect(view.hasSubscription).toBe(true);
    const shown = choosableShippingMethods(view.shippingMethods, view.hasSubscription).map(
      (m) => m.carrierCode,
    );
    expect(shown).not.toContain('tablerate');
    expect(shown).not.toContain('instore');
    expect(choosableShippingMethods(view.shippingMethods, false).map((m) => m.carrierCode)).toContain(
      'tablerate',
    );
  });

  it('payment: the default payment method code is jtipayment', async () => {
    const cartId = await cartWith('CHARGER');
    const cart = await setPaymentMethod(client, cartId);
    expect(DEFAULT_PAYMENT_METHOD).toBe('jtipayment');
    expect(cart.selected_payment_method?.code).toBe('jtipayment');
  });

  it('order attributes: only the eight known placements are kept, others dropped with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cartId = await cartWith('CHARGER');
    const grouped = await getOrderAttributes(client, cartId);
    expect(grouped.shippingAddress_after?.map((a) => a.code)).toEqual(['delivery_note']);
    expect(grouped.billingaddress_after?.map((a) => a.code)).toEqual(['tax_id']);
    expect(
      Object.values(grouped)
        .flat()
        .map((a) => a.code),
    ).not.toContain('gift_message');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gift_message'));
    warn.mockRestore();
  });

  it('order attributes: each placement lists its attributes in sort order', () => {
    const base = { label: 'x', input_type: 'text', is_required: false, placement: 'contactDetails_after' };
    const grouped = orderAttributesByPlacement([
      { ...base, code: 'second', sort_order: 20 },
      { ...base, code: 'first', sort_order: 10 },
    ]);
    expect(grouped.contactDetails_after?.map((a) => a.code)).toEqual(['first', 'second']);
  });

  it('delivery limits: getOrderDeliveryLimits gives the limits, what remains and the mode', async () => {
    const cartId = await cartWith('STICKS-AMBER');
    const limits = await getDeliveryLimits(client, cartId);
    expect(limits?.mode).toBe('per_customer');
    expect(limits?.limits[0]).toMatchObject({
      periodDays: 30,
      maxQuantity: 30,
      usedQuantity: 1,
      remaining: 29,
    });
  });
});

describe('checkout postcode rules', () => {
  it("fields: a postcode's rules come from the store configuration", async () => {
    expect(postcodeRulesOf(await getStoreConfig(client))).toEqual({
      required: true,
      minLength: 5,
      maxLength: 5,
      pattern: '^[0-9]{5}$',
    });
  });
});

describe('checkout place order', () => {
  it('place order: reads entity_id and order_number', async () => {
    const cartId = await cartWith('CHARGER');
    await readyToPlace(cartId);
    const result = await placeOrder(client, cartId);
    expect(result.errors).toEqual([]);
    expect(result.placed).toEqual({ entity_id: expect.stringMatching(/^\d+$/), order_number: '000000010' });
  });

  it('place order: order attributes go as additional_attributes, empty ones left out', async () => {
    const cartId = await cartWith('CHARGER');
    await readyToPlace(cartId);
    await placeOrder(client, cartId, { delivery_note: 'Back door', tax_id: '' });
    expect(operations.at(-1)?.variables.additionalAttributes).toEqual([
      { code: 'delivery_note', value: 'Back door' },
    ]);
  });

  it('no English on German pages: an order the commerce service did not place, without saying why, comes back without words for the checkout to say', async () => {
    server.use(
      graphql.mutation('PlaceOrder', () =>
        HttpResponse.json({ data: { placeOrder: { errors: [], order: null } } }),
      ),
    );
    expect(await placeOrder(client, await cartWith('CHARGER'))).toEqual({
      errors: [{ code: 'UNABLE_TO_PLACE_ORDER' }],
    });
  });

  it('place order: a guest cart without e-mail comes back with GUEST_EMAIL_MISSING', async () => {
    const cartId = await cartWith('CHARGER');
    await setShippingAddress(client, cartId, berlin);
    await setBillingAddress(client, cartId, 'same_as_shipping');
    await setShippingMethod(client, cartId, { carrierCode: 'freeshipping', methodCode: 'freeshipping' });
    await setPaymentMethod(client, cartId);
    const result = await placeOrder(client, cartId);
    expect(result.errors.map((error) => error.code)).toEqual(['GUEST_EMAIL_MISSING']);
  });

  it('place order: a signed-in customer needs no guest e-mail', async () => {
    token = SANDBOX_CUSTOMER_TOKENS.newcomer;
    const customerCart = await getCustomerCart(client);
    await addSimpleProducts(client, customerCart.id, [{ sku: 'CHARGER' }]);
    await setShippingAddress(client, customerCart.id, berlin);
    await setBillingAddress(client, customerCart.id, 'same_as_shipping');
    await setShippingMethod(client, customerCart.id, {
      carrierCode: 'freeshipping',
      methodCode: 'freeshipping',
    });
    await setPaymentMethod(client, customerCart.id);
    expect((await placeOrder(client, customerCart.id)).placed?.order_number).toBeTruthy();
  });

  it('place order: the checkout view carries what purchase tracking needs', async () => {
    const cartId = await cartWith('CHARGER');
    await readyToPlace(cartId);
    const view = toCheckoutView(await getCheckoutCart(client, cartId));
    expect(view.items).toEqual([
      { sku: 'CHARGER', name: 'Fast Charger', price: 14.9, quantity: 1, category: 'Accessories' },
    ]);
    expect(view.selectedShippingMethod?.carrierCode).toBe('freeshipping');
    expect(view.selectedPaymentMethod).toBe('jtipayment');
  });
});

describe('the age rule at the commerce backend', () => {
  const ageOf = async (cartId: string) => toCheckoutView(await getCheckoutCart(client, cartId)).ageCheck;

  it('age: an order with age-restricted items is refused without a verified age', async () => {
    const cartId = await cartWith('STICKS-MINT');
    await readyToPlace(cartId);
    expect(await ageOf(cartId)).toBe('needed');
    const result = await placeOrder(client, cartId);
    expect(result.placed).toBeUndefined();
    expect(result.errors.map((error) => error.code)).toEqual(['AGE_VERIFICATION_REQUIRED']);
    // Refused, not placed: the cart is still there to verify and order.
    expect((await getCheckoutCart(client, cartId)).items).toHaveLength(1);
  });

  it('age: a cart without age-restricted items needs no verification', async () => {
    const cartId = await cartWith('CHARGER');
    expect(await ageOf(cartId)).toBe('not-needed');
  });

  it("age: a passed check for the cart's e-mail address lets the guest's order through", async () => {
    const cartId = await cartWith('STICKS-MINT');
    await readyToPlace(cartId);
    reportSandboxAgeCheck({ uuid: 'check-grace', email: 'Grace@Example.com' });
    const cart = await setAgeVerification(client, cartId, 'check-grace');
    expect(toCheckoutView(cart).ageCheck).toBe('verified');
    expect((await placeOrder(client, cartId)).placed?.order_number).toBeTruthy();
  });

  it('age: a check that is unknown, or was made for another e-mail address, is not taken by the cart', async () => {
    const cartId = await cartWith('STICKS-MINT');
    await readyToPlace(cartId);
    await expect(setAgeVerification(client, cartId, 'no-such-check')).rejects.toThrow(
      'This age verification is unknown or did not pass.',
    );
    reportSandboxAgeCheck({ uuid: 'check-ada', email: 'ada@example.com' });
    await expect(setAgeVerification(client, cartId, 'check-ada')).rejects.toThrow(
      'This age verification was made for another e-mail address than the order’s.',
    );
    expect(await ageOf(cartId)).toBe('needed');
  });

  it("age: a guest who changes the cart's e-mail address after the check must verify again", async () => {
    const cartId = await cartWith('STICKS-MINT');
    await readyToPlace(cartId);
    reportSandboxAgeCheck({ uuid: 'check-grace', email: 'grace@example.com' });
    await setAgeVerification(client, cartId, 'check-grace');
    await setGuestEmail(client, cartId, 'someone.else@example.com');
    expect(await ageOf(cartId)).toBe('needed');
    expect((await placeOrder(client, cartId)).errors.map((error) => error.code)).toEqual([
      'AGE_VERIFICATION_REQUIRED',
    ]);
  });

  it("age: a verified customer's order goes through, an unverified customer's is refused", async () => {
    const placeAs = async (customerToken: string) => {
      token = customerToken;
      const cart = await getCustomerCart(client);
      await addSimpleProducts(client, cart.id, [{ sku: 'STICKS-MINT' }]);
      await setShippingAddress(client, cart.id, berlin);
      await setBillingAddress(client, cart.id, 'same_as_shipping');
      await setShippingMethod(client, cart.id, { carrierCode: 'freeshipping', methodCode: 'freeshipping' });
      await setPaymentMethod(client, cart.id);
      return placeOrder(client, cart.id);
    };
    expect((await placeAs(SANDBOX_CUSTOMER_TOKENS.ada)).placed?.order_number).toBeTruthy();
    expect((await placeAs(SANDBOX_CUSTOMER_TOKENS.newcomer)).errors.map((error) => error.code)).toEqual([
      'AGE_VERIFICATION_REQUIRED',
    ]);
  });

  it('age: where the store configuration does not verify ages, age-restricted products need no check', () => {
    const state = createSandboxState();
    const cart = {
      id: 'cart',
      storeCode: 'default' as const,
      active: true,
      items: [{ uid: 'i1', numericId: 1, sku: 'STICKS-MINT', quantity: 1 }],
      coupons: [],
    };
    expect(ageVerificationOf(state, cart).is_required).toBe(true);
    expect(
      ageVerificationOf(state, cart, { ...sandboxStores.default, is_age_verification_enabled: false }),
    ).toEqual({ is_required: false, is_verified: false });
  });
});

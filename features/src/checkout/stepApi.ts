import { graphql, isCommerceError, requireCartPayload, type CommerceClient } from '../backends/commerce';
import { DEFAULT_PAYMENT_METHOD } from '../payments';
import { toCartAddressInput, type Address } from '../address';
import type { CheckoutCart } from './api';
import type { PlacedOrder, PlaceOrderProblem } from './placedOrder';
import type { ShippingMethod } from './shippingMethods';

// What each checkout step sends (api.ts holds what the checkout reads): apart, so that the page's first load,
// which only reads, does not bring the steps' mutations and what they stand on (issue #14).

const SetGuestEmailMutation = graphql(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const SetShippingAddressMutation = graphql(`
  mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!, $pickupLocationCode: String) {
    setShippingAddressesOnCart(
      input: { cart_id: $cartId, shipping_addresses: [{ address: $address, pickup_location_code: $pickupLocationCode }] }
    ) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const SetBillingAddressMutation = graphql(`
  mutation SetBillingAddressOnCart($cartId: String!, $billingAddress: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billingAddress }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const SetShippingMethodMutation = graphql(`
  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const SetPaymentMethodMutation = graphql(`
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const SetAgeVerificationMutation = graphql(`
  mutation SetAgeVerificationOnCart($cartId: String!, $verificationUuid: String!) {
    setAgeVerificationOnCart(input: { cart_id: $cartId, verification_uuid: $verificationUuid }) {
      cart {
        ...CheckoutCartFields
      }
    }
  }
`);

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($cartId: String!, $additionalAttributes: [OrderAttributeInput!]) {
    placeOrder(input: { cart_id: $cartId, additional_attributes: $additionalAttributes }) {
      order {
        entity_id
        order_number
      }
      errors {
        code
        message
      }
    }
  }
`);

export { DEFAULT_PAYMENT_METHOD };

/** Spec section 8: a failed address is explained by the first error message the server gave. */
async function settingAddress<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (isCommerceError(error) && error.errors[0]) throw new Error(error.errors[0].message, { cause: error });
    throw error;
  }
}

export async function setGuestEmail(
  client: CommerceClient,
  cartId: string,
  email: string,
): Promise<CheckoutCart> {
  const data = await client.request(SetGuestEmailMutation, { cartId, email });
  return requireCartPayload(data.setGuestEmailOnCart).cart;
}

/** Sets where the order goes; a pickup address sends the store's id as Magento's pickup location code. */
export function setShippingAddress(
  client: CommerceClient,
  cartId: string,
  address: Address,
): Promise<CheckoutCart> {
  return settingAddress(async () => {
    const pickupLocationCode = address.is_pickup_address && address.pickup ? address.pickup.storeId : null;
    const data = await client.request(SetShippingAddressMutation, {
      cartId,
      address: toCartAddressInput(address),
      pickupLocationCode,
    });
    return requireCartPayload(data.setShippingAddressesOnCart).cart;
  });
}

/** The billing address: the shipping address unless the shopper gives another one. */
export function setBillingAddress(
  client: CommerceClient,
  cartId: string,
  address: Address | 'same_as_shipping',
): Promise<CheckoutCart> {
  return settingAddress(async () => {
    const billingAddress =
      address === 'same_as_shipping' ? { same_as_shipping: true } : { address: toCartAddressInput(address) };
    const data = await client.request(SetBillingAddressMutation, { cartId, billingAddress });
    return requireCartPayload(data.setBillingAddressOnCart).cart;
  });
}

export async function setShippingMethod(
  client: CommerceClient,
  cartId: string,
  method: Pick<ShippingMethod, 'carrierCode' | 'methodCode'>,
): Promise<CheckoutCart> {
  const data = await client.request(SetShippingMethodMutation, {
    cartId,
    carrierCode: method.carrierCode,
    methodCode: method.methodCode,
  });
  return requireCartPayload(data.setShippingMethodsOnCart).cart;
}

export async function setPaymentMethod(
  client: CommerceClient,
  cartId: string,
  code = DEFAULT_PAYMENT_METHOD,
): Promise<CheckoutCart> {
  const data = await client.request(SetPaymentMethodMutation, { cartId, code });
  return requireCartPayload(data.setPaymentMethodOnCart).cart;
}

/** Hands the cart the shopper's passed age verification; the commerce backend checks it with the verification service. */
export async function setAgeVerification(
  client: CommerceClient,
  cartId: string,
  verificationUuid: string,
): Promise<CheckoutCart> {
  const data = await client.request(SetAgeVerificationMutation, { cartId, verificationUuid });
  return requireCartPayload(data.setAgeVerificationOnCart).cart;
}

/** The commerce backend's side of a placed order; the payment comes after (useCheckout). */
export type PlaceOrderResult =
  { placed: Omit<PlacedOrder, 'payment'>; errors: [] } | { placed?: undefined; errors: PlaceOrderProblem[] };

/** Places the order with the order attributes the shopper filled in; reads entity_id, order_number and errors. */
export async function placeOrder(
  client: CommerceClient,
  cartId: string,
  attributes: Record<string, string> = {},
): Promise<PlaceOrderResult> {
  const additionalAttributes = Object.entries(attributes)
    .filter(([, value]) => value.trim() !== '')
    .map(([code, value]) => ({ code, value }));
  const data = await client.request(PlaceOrderMutation, { cartId, additionalAttributes });
  const result = data.placeOrder;
  if (result?.errors.length)
    return { errors: result.errors.map((error) => ({ code: error.code, message: error.message })) };
  // No order and no reason: a problem without words, which the checkout says in the page's language.
  if (!result?.order) return { errors: [{ code: 'UNABLE_TO_PLACE_ORDER' }] };
  return {
    placed: { entity_id: result.order.entity_id, order_number: result.order.order_number },
    errors: [],
  };
}

import {
  CommerceError,
  graphql,
  type CheckoutCartFieldsFragment,
  type CommerceClient,
} from '../backends/commerce';
import type { DeliveryLimits } from './deliveryLimits';
import { orderAttributesByPlacement } from './orderAttributes';

/** An address on the cart as the checkout reads it back, the delivery address and the billing address alike. */
export const CheckoutAddressFields = graphql(`
  fragment CheckoutAddressFields on CartAddressInterface {
    firstname
    lastname
    street
    city
    postcode
    telephone
    country {
      code
    }
  }
`);

export const CheckoutCartFields = graphql(`
  fragment CheckoutCartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    applied_coupons {
      code
    }
    items {
      __typename
      uid
      quantity
      is_subscription
      prices {
        price {
          ...MoneyFields
        }
      }
      product {
        sku
        name
        categories {
          name
        }
      }
      ... on ConfigurableCartItem {
        configured_variant {
          sku
        }
      }
    }
    prices {
      grand_total {
        ...MoneyFields
      }
      subtotal_including_tax {
        ...MoneyFields
      }
      discounts {
        label
        amount {
          ...MoneyFields
        }
      }
      applied_taxes {
        amount {
          ...MoneyFields
        }
      }
    }
    shipping_addresses {
      ...CheckoutAddressFields
      region {
        code
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        description
        available
        disable_for_subscription
        amount {
          ...MoneyFields
        }
        price_incl_tax {
          ...MoneyFields
        }
        price_excl_tax {
          ...MoneyFields
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          ...MoneyFields
        }
      }
    }
    billing_address {
      ...CheckoutAddressFields
    }
    available_payment_methods {
      code
      title
    }
    age_verification {
      is_required
      is_verified
    }
    selected_payment_method {
      code
      title
    }
  }
`);

export type CheckoutCart = CheckoutCartFieldsFragment;

const CheckoutCartQuery = graphql(`
  query CheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutCartFields
    }
  }
`);

const OrderAttributesQuery = graphql(`
  query CheckoutOrderAttributes($cartId: String) {
    orderAttributes(cart_id: $cartId) {
      code
      label
      input_type
      data_type
      is_required
      min_length
      max_length
      validate_regex
      value
      description
      placeholder
      placement
      sort_order
    }
  }
`);

const DeliveryLimitsQuery = graphql(`
  query OrderDeliveryLimits($cartId: String!) {
    getOrderDeliveryLimits(cart_id: $cartId) {
      mode
      limits {
        sku
        period_days
        max_quantity
        used_quantity
      }
    }
  }
`);

export async function getCheckoutCart(client: CommerceClient, cartId: string): Promise<CheckoutCart> {
  const data = await client.request(CheckoutCartQuery, { cartId });
  if (!data.cart) throw new CommerceError(`Could not find a cart with ID "${cartId}"`, []);
  return data.cart;
}

export async function getOrderAttributes(client: CommerceClient, cartId: string) {
  const data = await client.request(OrderAttributesQuery, { cartId }, { method: 'GET' });
  return orderAttributesByPlacement(data.orderAttributes);
}

export async function getDeliveryLimits(
  client: CommerceClient,
  cartId: string,
): Promise<DeliveryLimits | undefined> {
  const data = await client.request(DeliveryLimitsQuery, { cartId });
  const limits = data.getOrderDeliveryLimits;
  if (!limits) return undefined;
  return {
    mode: limits.mode,
    limits: limits.limits.map((limit) => ({
      ...(limit.sku ? { sku: limit.sku } : {}),
      periodDays: limit.period_days,
      maxQuantity: limit.max_quantity,
      usedQuantity: limit.used_quantity,
      remaining: Math.max(0, limit.max_quantity - limit.used_quantity),
    })),
  };
}

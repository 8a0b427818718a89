import { graphql } from '../backends/commerce';

/**
 * The cart as every cart operation answers it (spec section 7), in one place: each operation in api.ts, written beside
 * the call that sends it, spreads it, so the drawer and the cart page read the same fields.
 */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    email
    total_quantity
    is_virtual
    can_apply_coupons
    messages
    applied_coupons {
      code
    }
    free_gifts {
      sku
      name
      parent_gift_id
      parent_gift_sku
      max_quantity
    }
    items {
      __typename
      uid
      quantity
      is_subscription
      subscription_format
      order_quantity_limit
      errors {
        code
        message
      }
      gift_data {
        is_gift
        parent_gift_sku
        parent_gift_id
      }
      prices {
        price {
          ...MoneyFields
        }
        row_total_including_tax {
          ...MoneyFields
        }
      }
      product {
        __typename
        uid
        sku
        name
        url_key
        only_x_left_in_stock
        categories {
          name
          url_key
        }
        thumbnail {
          url
          label
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          option_label
          value_label
        }
        configured_variant {
          sku
          only_x_left_in_stock
          thumbnail {
            url
            label
          }
        }
      }
      ... on BundleCartItem {
        bundle_options {
          uid
          label
          values {
            label
            quantity
          }
        }
      }
    }
    prices {
      grand_total {
        ...MoneyFields
      }
      subtotal_excluding_tax {
        ...MoneyFields
      }
      subtotal_including_tax {
        ...MoneyFields
      }
      applied_taxes {
        label
        amount {
          ...MoneyFields
        }
      }
      discounts {
        label
        amount {
          ...MoneyFields
        }
      }
      applied_campaign {
        loyalty_discount_uuid
        points
        amount {
          ...MoneyFields
        }
      }
      subscription_amount {
        ...MoneyFields
      }
      total_after_trial {
        ...MoneyFields
      }
      minimum_payable_amount {
        ...MoneyFields
      }
    }
    shipping_addresses {
      selected_shipping_method {
        carrier_title
        method_title
        amount {
          ...MoneyFields
        }
      }
    }
  }
`);

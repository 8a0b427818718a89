/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  same_as_shipping?: boolean | null | undefined;
  use_for_shipping?: boolean | null | undefined;
};

export type BundleOptionInput = {
  id: number;
  quantity: number;
  value: Array<string | null | undefined>;
};

export type BundleProductCartItemInput = {
  bundle_options: Array<BundleOptionInput>;
  data: CartItemInput;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  firstname: string;
  lastname: string;
  postcode?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  save_in_address_book?: boolean | null | undefined;
  street: Array<string>;
  telephone?: string | null | undefined;
};

export type CartItemErrorType =
  | 'CARTONS_LIMIT'
  | 'FREEGIFTS_LIMIT'
  | 'FREEGIFTS_NOT_ELIGIBLE'
  | 'ITEM_INCREMENTS'
  | 'ITEM_QTY'
  | 'ONGOING_SUBSCRIPTION'
  | 'TRADEIN_LIMIT'
  | 'UNDEFINED';

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string> | null | undefined;
  sku: string;
};

export type CartItemUpdateInput = {
  cart_item_id?: number | null | undefined;
  cart_item_uid?: string | null | undefined;
  quantity?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'COULD_NOT_FIND_CART_ITEM'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_PARAMETER_VALUE'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REQUIRED_PARAMETER_MISSING'
  | 'UNDEFINED';

export type CheckoutUserInputErrorCodes =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'REORDER_NOT_AVAILABLE'
  | 'UNDEFINED';

export type CountryCodeEnum =
  | 'AT'
  | 'CH'
  | 'CZ'
  | 'DE'
  | 'ES'
  | 'FR'
  | 'GB'
  | 'IT'
  | 'JP'
  | 'KR'
  | 'NL'
  | 'PL'
  | 'US';

export type CurrencyEnum =
  | 'CHF'
  | 'CZK'
  | 'EUR'
  | 'GBP'
  | 'JPY'
  | 'KRW'
  | 'PLN'
  | 'USD';

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type OrderAttributeInput = {
  code: string;
  value: string;
};

export type PlaceOrderErrorCodes =
  /** The cart holds age-restricted products and the buyer is not a verified adult. */
  | 'AGE_VERIFICATION_REQUIRED'
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type ProductAttributeFilterInput = {
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  flavor?: FilterEqualTypeInput | null | undefined;
  intensity?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type ProductAttributeSortInput = {
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type SimpleProductCartItemInput = {
  data: CartItemInput;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type CheckoutCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCountriesQuery = { countries: Array<{ id: string | null, full_name_locale: string | null } | null> | null };

export type StoreCodeProbeQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreCodeProbeQuery = { storeConfig: { store_code: string | null } | null };

export type CustomerProbeQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerProbeQuery = { customer: { email: string | null } | null };

export type ProductTagsProbeQueryVariables = Exact<{
  skus: Array<string | null | undefined> | string;
}>;


export type ProductTagsProbeQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', id: number | null, sku: string | null }
      | { __typename: 'ConfigurableProduct', id: number | null, sku: string | null }
      | { __typename: 'SimpleProduct', id: number | null, sku: string | null }
      | { __typename: 'VirtualProduct', id: number | null, sku: string | null }
     | null> | null } | null };

export type MoneyFieldsFragment = { value: number | null, currency: CurrencyEnum | null };

export type ShopStoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopStoreConfigQuery = { storeConfig: { store_code: string | null, store_group_code: string | null, website_code: string | null, base_currency_code: string | null, is_order_limit_enabled: boolean | null, order_limit_value: number | null, is_age_verification_enabled: boolean | null, is_free_gifts_enabled: boolean | null, gift_basket_quantity_limitation: number | null, postcode_is_required: boolean | null, postcode_min_length: number | null, postcode_max_length: number | null, postcode_validate_regex: string | null, postcode_validation_enabled: boolean | null, allow_empty_firstname: boolean | null, cartons_limit_value: number | null, timezone: string | null } | null };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestCartMutation = { createGuestCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { customerCart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } };

export type CartQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuery = { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: string;
  destinationCartId?: string | null | undefined;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
         }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } };

export type AddSimpleProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<SimpleProductCartItemInput> | SimpleProductCartItemInput;
}>;


export type AddSimpleProductsToCartMutation = { addSimpleProductsToCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type AddBundleProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<BundleProductCartItemInput> | BundleProductCartItemInput;
}>;


export type AddBundleProductsToCartMutation = { addBundleProductsToCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> }, user_errors: Array<
      | { code: CartUserInputErrorType, message: string }
      | { code: CartUserInputErrorType, message: string }
    > } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  itemUid: string;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string;
  items: Array<CartItemUpdateInput> | CartItemUpdateInput;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> }, errors: Array<{ code: CartUserInputErrorType, message: string }> } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  couponCode: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type ApplyCampaignToCartMutationVariables = Exact<{
  cartId: string;
  campaignUuid: string;
}>;


export type ApplyCampaignToCartMutation = { applyCampaignToCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type RemoveCampaignFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCampaignFromCartMutation = { removeCampaignFromCart: { cart: { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
            | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
          , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } } | null };

export type CartFieldsFragment = { id: string, email: string | null, total_quantity: number, is_virtual: boolean, can_apply_coupons: boolean, messages: Array<string>, applied_coupons: Array<{ code: string } | null> | null, free_gifts: Array<{ sku: string, name: string, parent_gift_id: string, parent_gift_sku: string, max_quantity: number }>, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
       }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, configurable_options: Array<{ option_label: string, value_label: string } | null>, configured_variant:
        | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
        | { sku: string | null, only_x_left_in_stock: number | null, thumbnail: { url: string | null, label: string | null } | null }
      , errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
       }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
       }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, subscription_format: string | null, order_quantity_limit: number | null, errors: Array<{ code: CartItemErrorType, message: string }> | null, gift_data: { is_gift: boolean, parent_gift_sku: string | null, parent_gift_id: string | null } | null, prices: { price: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, only_x_left_in_stock: number | null, categories: Array<{ name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null }
       }
   | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_campaign: { loyalty_discount_uuid: string, points: number, amount: { value: number | null, currency: CurrencyEnum | null } } | null, subscription_amount: { value: number | null, currency: CurrencyEnum | null } | null, total_after_trial: { value: number | null, currency: CurrencyEnum | null } | null, minimum_payable_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null> };

type ProductPriceRange_BundleProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductPriceRange_ConfigurableProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductPriceRange_SimpleProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductPriceRange_VirtualProduct_Fragment = { price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

export type ProductPriceRangeFragment =
  | ProductPriceRange_BundleProduct_Fragment
  | ProductPriceRange_ConfigurableProduct_Fragment
  | ProductPriceRange_SimpleProduct_Fragment
  | ProductPriceRange_VirtualProduct_Fragment
;

type ProductOffer_BundleProduct_Fragment = { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductOffer_ConfigurableProduct_Fragment = { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductOffer_SimpleProduct_Fragment = { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductOffer_VirtualProduct_Fragment = { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

export type ProductOfferFragment =
  | ProductOffer_BundleProduct_Fragment
  | ProductOffer_ConfigurableProduct_Fragment
  | ProductOffer_SimpleProduct_Fragment
  | ProductOffer_VirtualProduct_Fragment
;

type ProductEssentials_BundleProduct_Fragment = { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductEssentials_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
        | { __typename: 'ColorSwatchData', value: string | null }
        | { __typename: 'ImageSwatchData', value: string | null }
        | { __typename: 'TextSwatchData', value: string | null }
       | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductEssentials_SimpleProduct_Fragment = { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

type ProductEssentials_VirtualProduct_Fragment = { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } };

export type ProductEssentialsFragment =
  | ProductEssentials_BundleProduct_Fragment
  | ProductEssentials_ConfigurableProduct_Fragment
  | ProductEssentials_SimpleProduct_Fragment
  | ProductEssentials_VirtualProduct_Fragment
;

export type CatalogProductsQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
}>;


export type CatalogProductsQuery = { products: { total_count: number | null, aggregations: Array<{ attribute_code: string, label: string | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
     | null> | null } | null };

export type LinkedProductsQueryVariables = Exact<{
  sku: string;
}>;


export type LinkedProductsQuery = { products: { items: Array<
      | { sku: string | null, related_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null }
      | { sku: string | null, related_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null }
      | { sku: string | null, related_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null }
      | { sku: string | null, related_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null, crosssell_products: Array<
          | { __typename: 'BundleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, options: Array<{ uid: string, id: number | null, quantity: number | null, label: string | null } | null> | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'ConfigurableProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } } | null } | null> | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'SimpleProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
          | { __typename: 'VirtualProduct', url_key: string | null, flavor: string | null, is_subscription: boolean | null, uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, min_sale_qty: number | null, max_sale_qty: number | null, short_description: { html: string } | null, description: { html: string } | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null, thumbnail: { url: string | null, label: string | null } | null, media_gallery: Array<{ url: string | null, label: string | null, position: number | null, disabled: boolean | null } | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { percent_off: number | null, amount_off: number | null } | null } } }
         | null> | null }
     | null> | null } | null };

export type CatalogIndexQueryVariables = Exact<{
  pageSize?: number | null | undefined;
  currentPage?: number | null | undefined;
}>;


export type CatalogIndexQuery = { products: { page_info: { total_pages: number | null } | null, items: Array<
      | { sku: string | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null }
      | { sku: string | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null }
      | { sku: string | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null }
      | { sku: string | null, categories: Array<{ uid: string, name: string | null, url_key: string | null } | null> | null }
     | null> | null } | null };

export type StockStatusesQueryVariables = Exact<{
  skus: Array<string | null | undefined> | string;
}>;


export type StockStatusesQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', sku: string | null, stock_status: ProductStockStatus | null }
      | { __typename: 'ConfigurableProduct', sku: string | null, stock_status: ProductStockStatus | null, variants: Array<{ product: { sku: string | null, stock_status: ProductStockStatus | null } | null } | null> | null }
      | { __typename: 'SimpleProduct', sku: string | null, stock_status: ProductStockStatus | null }
      | { __typename: 'VirtualProduct', sku: string | null, stock_status: ProductStockStatus | null }
     | null> | null } | null };

export type ProductPriceBySkuQueryVariables = Exact<{
  sku: string;
  quantity: number;
}>;


export type ProductPriceBySkuQuery = { getProductPrice: { sku: string, quantity: number, unit_price: { value: number | null, currency: CurrencyEnum | null }, row_total: { value: number | null, currency: CurrencyEnum | null } } | null };

export type UrlKeysBySkuQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type UrlKeysBySkuQuery = { urlKeysBySku: Array<{ sku: string, url_key: string }> };

export type SticksMatrixQueryVariables = Exact<{ [key: string]: never; }>;


export type SticksMatrixQuery = { getSticksMatrix: Array<{ flavor: string, sku: string, pack_sizes: Array<number>, intensity: number, freshness: number, sweetness: number }> };

export type ConsumablesMatrixQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsumablesMatrixQuery = { getConsumablesMatrix: Array<{ device_family: string, consumable_skus: Array<string> }> };

type CheckoutAddressFields_BillingCartAddress_Fragment = { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } };

type CheckoutAddressFields_ShippingCartAddress_Fragment = { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } };

export type CheckoutAddressFieldsFragment =
  | CheckoutAddressFields_BillingCartAddress_Fragment
  | CheckoutAddressFields_ShippingCartAddress_Fragment
;

export type CheckoutCartFieldsFragment = { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
       }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
        | { sku: string | null }
        | { sku: string | null }
        | { sku: string | null }
        | { sku: string | null }
      , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
       }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
       }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
        | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
       }
   | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null };

export type CheckoutCartQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutCartQuery = { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
        , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
          | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
         }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } | null };

export type CheckoutOrderAttributesQueryVariables = Exact<{
  cartId?: string | null | undefined;
}>;


export type CheckoutOrderAttributesQuery = { orderAttributes: Array<{ code: string, label: string, input_type: string, data_type: string, is_required: boolean, min_length: number | null, max_length: number | null, validate_regex: string | null, value: string | null, description: string | null, placeholder: string | null, placement: string, sort_order: number }> };

export type OrderDeliveryLimitsQueryVariables = Exact<{
  cartId: string;
}>;


export type OrderDeliveryLimitsQuery = { getOrderDeliveryLimits: { mode: string, limits: Array<{ sku: string | null, period_days: number, max_quantity: number, used_quantity: number }> } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetShippingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  address: CartAddressInput;
  pickupLocationCode?: string | null | undefined;
}>;


export type SetShippingAddressOnCartMutation = { setShippingAddressesOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: string;
  billingAddress: BillingAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { setBillingAddressOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetShippingMethodOnCartMutationVariables = Exact<{
  cartId: string;
  carrierCode: string;
  methodCode: string;
}>;


export type SetShippingMethodOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type SetPaymentMethodOnCartMutation = { setPaymentMethodOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type SetAgeVerificationOnCartMutationVariables = Exact<{
  cartId: string;
  verificationUuid: string;
}>;


export type SetAgeVerificationOnCartMutation = { setAgeVerificationOnCart: { cart: { id: string, email: string | null, is_virtual: boolean, total_quantity: number, applied_coupons: Array<{ code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_subscription: boolean, configured_variant:
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
            | { sku: string | null }
          , prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_subscription: boolean, prices: { price: { value: number | null, currency: CurrencyEnum | null } } | null, product:
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
            | { sku: string | null, name: string | null, categories: Array<{ name: string | null } | null> | null }
           }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, applied_taxes: Array<{ amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, description: string | null, available: boolean, disable_for_subscription: boolean, amount: { value: number | null, currency: CurrencyEnum | null }, price_incl_tax: { value: number | null, currency: CurrencyEnum | null }, price_excl_tax: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, country: { code: string } } | null>, billing_address: { firstname: string, lastname: string, street: Array<string>, city: string, postcode: string | null, telephone: string | null, country: { code: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, age_verification: { is_required: boolean, is_verified: boolean }, selected_payment_method: { code: string, title: string } | null } } | null };

export type PlaceOrderMutationVariables = Exact<{
  cartId: string;
  additionalAttributes?: Array<OrderAttributeInput> | OrderAttributeInput | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { order: { entity_id: string, order_number: string } | null, errors: Array<{ code: PlaceOrderErrorCodes, message: string }> } | null };

export type OrderAddressFieldsFragment = { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type OrderDetailFieldsFragment = { id: string, uuid: string, number: string, order_date: string, status: string, status_reason: string | null, email: string | null, shipping_method: string | null, carrier: string | null, items: Array<{ id: string, product_name: string | null, product_sku: string, product_url_key: string | null, product_type: string | null, quantity_ordered: number | null, status: string | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, product:
      | { thumbnail: { url: string | null, label: string | null } | null }
      | { thumbnail: { url: string | null, label: string | null } | null }
      | { thumbnail: { url: string | null, label: string | null } | null }
      | { thumbnail: { url: string | null, label: string | null } | null }
     | null } | null> | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, shipments: Array<{ number: string, tracking: Array<{ carrier: string, number: string | null, title: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, invoices: Array<{ id: string, number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, loyalty_info: { points_earned: number, points_spent: number } | null, additional_attributes: Array<{ code: string, label: string, value: string | null }> };

export type CustomerOrdersQueryVariables = Exact<{
  currentPage?: number | null | undefined;
  pageSize?: number | null | undefined;
  number?: string | null | undefined;
}>;


export type CustomerOrdersQuery = { customer: { orders: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<{ id: string, uuid: string, number: string, order_date: string, status: string, status_reason: string | null, email: string | null, shipping_method: string | null, carrier: string | null, items: Array<{ id: string, product_name: string | null, product_sku: string, product_url_key: string | null, product_type: string | null, quantity_ordered: number | null, status: string | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, product:
            | { thumbnail: { url: string | null, label: string | null } | null }
            | { thumbnail: { url: string | null, label: string | null } | null }
            | { thumbnail: { url: string | null, label: string | null } | null }
            | { thumbnail: { url: string | null, label: string | null } | null }
           | null } | null> | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, subtotal: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null }, total_tax: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, shipments: Array<{ number: string, tracking: Array<{ carrier: string, number: string | null, title: string } | null> | null } | null> | null, payment_methods: Array<{ name: string, type: string } | null> | null, invoices: Array<{ id: string, number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, loyalty_info: { points_earned: number, points_spent: number } | null, additional_attributes: Array<{ code: string, label: string, value: string | null }> } | null> } | null } | null };

export type OrderStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderStatusesQuery = { orderStatuses: Array<{ status_label: string, status_value: string, cancelable: boolean }> };

export type CancelOrderMutationVariables = Exact<{
  orderNumber: string;
  uuid: string;
  reason?: string | null | undefined;
}>;


export type CancelOrderMutation = { cancelorder: { success: boolean, message: string | null } | null };

export type ReorderItemsMutationVariables = Exact<{
  orderNumber: string;
}>;


export type ReorderItemsMutation = { reorderItems: { cart: { id: string, total_quantity: number }, userInputErrors: Array<{ code: CheckoutUserInputErrorCodes, message: string } | null> } | null };

export type UpdatePaymentMethodMutationVariables = Exact<{
  orderId: string;
  methodCode: string;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { success: boolean, payment_method: string | null, message: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on Money {
  value
  currency
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const ProductPriceRangeFragmentDoc = new TypedDocumentString(`
    fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        ...MoneyFields
      }
      regular_price {
        ...MoneyFields
      }
      discount {
        percent_off
        amount_off
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`, {"fragmentName":"ProductPriceRange"}) as unknown as TypedDocumentString<ProductPriceRangeFragment, unknown>;
export const ProductOfferFragmentDoc = new TypedDocumentString(`
    fragment ProductOffer on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  min_sale_qty
  max_sale_qty
  thumbnail {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  ...ProductPriceRange
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        ...MoneyFields
      }
      regular_price {
        ...MoneyFields
      }
      discount {
        percent_off
        amount_off
      }
    }
  }
}`, {"fragmentName":"ProductOffer"}) as unknown as TypedDocumentString<ProductOfferFragment, unknown>;
export const ProductEssentialsFragmentDoc = new TypedDocumentString(`
    fragment ProductEssentials on ProductInterface {
  __typename
  ...ProductOffer
  url_key
  flavor
  is_subscription
  short_description {
    html
  }
  description {
    html
  }
  categories {
    uid
    name
    url_key
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      values {
        uid
        label
        swatch_data {
          __typename
          value
        }
      }
    }
    variants {
      attributes {
        code
        uid
        label
      }
      product {
        ...ProductOffer
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      options {
        uid
        id
        quantity
        label
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        ...MoneyFields
      }
      regular_price {
        ...MoneyFields
      }
      discount {
        percent_off
        amount_off
      }
    }
  }
}
fragment ProductOffer on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  min_sale_qty
  max_sale_qty
  thumbnail {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  ...ProductPriceRange
}`, {"fragmentName":"ProductEssentials"}) as unknown as TypedDocumentString<ProductEssentialsFragment, unknown>;
export const CheckoutAddressFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CheckoutAddressFields"}) as unknown as TypedDocumentString<CheckoutAddressFieldsFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = new TypedDocumentString(`
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
    fragment MoneyFields on Money {
  value
  currency
}
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
}`, {"fragmentName":"CheckoutCartFields"}) as unknown as TypedDocumentString<CheckoutCartFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  street
  city
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"OrderAddressFields"}) as unknown as TypedDocumentString<OrderAddressFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on CustomerOrder {
  id
  uuid
  number
  order_date
  status
  status_reason
  email
  shipping_method
  carrier
  items {
    id
    product_name
    product_sku
    product_url_key
    product_type
    quantity_ordered
    product_sale_price {
      ...MoneyFields
    }
    status
    product {
      thumbnail {
        url
        label
      }
    }
  }
  total {
    grand_total {
      ...MoneyFields
    }
    subtotal {
      ...MoneyFields
    }
    total_shipping {
      ...MoneyFields
    }
    total_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
  }
  shipping_address {
    ...OrderAddressFields
  }
  billing_address {
    ...OrderAddressFields
  }
  shipments {
    number
    tracking {
      carrier
      number
      title
    }
  }
  payment_methods {
    name
    type
  }
  invoices {
    id
    number
    total {
      grand_total {
        ...MoneyFields
      }
    }
  }
  loyalty_info {
    points_earned
    points_spent
  }
  additional_attributes {
    code
    label
    value
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  street
  city
  postcode
  country_code
  telephone
}`, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const CheckoutCountriesDocument = new TypedDocumentString(`
    query CheckoutCountries {
  countries {
    id
    full_name_locale
  }
}
    `) as unknown as TypedDocumentString<CheckoutCountriesQuery, CheckoutCountriesQueryVariables>;
export const StoreCodeProbeDocument = new TypedDocumentString(`
    query StoreCodeProbe {
  storeConfig {
    store_code
  }
}
    `) as unknown as TypedDocumentString<StoreCodeProbeQuery, StoreCodeProbeQueryVariables>;
export const CustomerProbeDocument = new TypedDocumentString(`
    query CustomerProbe {
  customer {
    email
  }
}
    `) as unknown as TypedDocumentString<CustomerProbeQuery, CustomerProbeQueryVariables>;
export const ProductTagsProbeDocument = new TypedDocumentString(`
    query ProductTagsProbe($skus: [String]!) {
  products(filter: {sku: {in: $skus}}) {
    items {
      __typename
      id
      sku
    }
  }
}
    `) as unknown as TypedDocumentString<ProductTagsProbeQuery, ProductTagsProbeQueryVariables>;
export const ShopStoreConfigDocument = new TypedDocumentString(`
    query ShopStoreConfig {
  storeConfig {
    store_code
    store_group_code
    website_code
    base_currency_code
    is_order_limit_enabled
    order_limit_value
    is_age_verification_enabled
    is_free_gifts_enabled
    gift_basket_quantity_limitation
    postcode_is_required
    postcode_min_length
    postcode_max_length
    postcode_validate_regex
    postcode_validation_enabled
    allow_empty_firstname
    cartons_limit_value
    timezone
  }
}
    `) as unknown as TypedDocumentString<ShopStoreConfigQuery, ShopStoreConfigQueryVariables>;
export const CreateGuestCartDocument = new TypedDocumentString(`
    mutation CreateGuestCart {
  createGuestCart {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<CreateGuestCartMutation, CreateGuestCartMutationVariables>;
export const CustomerCartDocument = new TypedDocumentString(`
    query CustomerCart {
  customerCart {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<CustomerCartQuery, CustomerCartQueryVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
  mergeCarts(
    source_cart_id: $sourceCartId
    destination_cart_id: $destinationCartId
  ) {
    ...CartFields
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const AddSimpleProductsToCartDocument = new TypedDocumentString(`
    mutation AddSimpleProductsToCart($cartId: String!, $cartItems: [SimpleProductCartItemInput!]!) {
  addSimpleProductsToCart(input: {cart_id: $cartId, cart_items: $cartItems}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<AddSimpleProductsToCartMutation, AddSimpleProductsToCartMutationVariables>;
export const AddBundleProductsToCartDocument = new TypedDocumentString(`
    mutation AddBundleProductsToCart($cartId: String!, $cartItems: [BundleProductCartItemInput!]!) {
  addBundleProductsToCart(input: {cart_id: $cartId, cart_items: $cartItems}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<AddBundleProductsToCartMutation, AddBundleProductsToCartMutationVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $itemUid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $items: [CartItemUpdateInput!]!) {
  updateCartItems(input: {cart_id: $cartId, cart_items: $items}) {
    cart {
      ...CartFields
    }
    errors {
      code
      message
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $couponCode}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const ApplyCampaignToCartDocument = new TypedDocumentString(`
    mutation ApplyCampaignToCart($cartId: String!, $campaignUuid: String!) {
  applyCampaignToCart(input: {cart_id: $cartId, campaign_uuid: $campaignUuid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<ApplyCampaignToCartMutation, ApplyCampaignToCartMutationVariables>;
export const RemoveCampaignFromCartDocument = new TypedDocumentString(`
    mutation RemoveCampaignFromCart($cartId: String!) {
  removeCampaignFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<RemoveCampaignFromCartMutation, RemoveCampaignFromCartMutationVariables>;
export const CatalogProductsDocument = new TypedDocumentString(`
    query CatalogProducts($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $search: String, $sort: ProductAttributeSortInput) {
  products(
    filter: $filter
    pageSize: $pageSize
    currentPage: $currentPage
    search: $search
    sort: $sort
  ) {
    total_count
    aggregations {
      attribute_code
      label
      options {
        label
        value
        count
      }
    }
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductEssentials
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        ...MoneyFields
      }
      regular_price {
        ...MoneyFields
      }
      discount {
        percent_off
        amount_off
      }
    }
  }
}
fragment ProductOffer on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  min_sale_qty
  max_sale_qty
  thumbnail {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  ...ProductPriceRange
}
fragment ProductEssentials on ProductInterface {
  __typename
  ...ProductOffer
  url_key
  flavor
  is_subscription
  short_description {
    html
  }
  description {
    html
  }
  categories {
    uid
    name
    url_key
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      values {
        uid
        label
        swatch_data {
          __typename
          value
        }
      }
    }
    variants {
      attributes {
        code
        uid
        label
      }
      product {
        ...ProductOffer
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      options {
        uid
        id
        quantity
        label
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogProductsQuery, CatalogProductsQueryVariables>;
export const LinkedProductsDocument = new TypedDocumentString(`
    query LinkedProducts($sku: String!) {
  products(filter: {sku: {eq: $sku}}, pageSize: 1) {
    items {
      sku
      related_products {
        ...ProductEssentials
      }
      crosssell_products {
        ...ProductEssentials
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment ProductPriceRange on ProductInterface {
  price_range {
    minimum_price {
      final_price {
        ...MoneyFields
      }
      regular_price {
        ...MoneyFields
      }
      discount {
        percent_off
        amount_off
      }
    }
  }
}
fragment ProductOffer on ProductInterface {
  uid
  sku
  name
  stock_status
  only_x_left_in_stock
  min_sale_qty
  max_sale_qty
  thumbnail {
    url
    label
  }
  media_gallery {
    url
    label
    position
    disabled
  }
  ...ProductPriceRange
}
fragment ProductEssentials on ProductInterface {
  __typename
  ...ProductOffer
  url_key
  flavor
  is_subscription
  short_description {
    html
  }
  description {
    html
  }
  categories {
    uid
    name
    url_key
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      values {
        uid
        label
        swatch_data {
          __typename
          value
        }
      }
    }
    variants {
      attributes {
        code
        uid
        label
      }
      product {
        ...ProductOffer
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      options {
        uid
        id
        quantity
        label
      }
    }
  }
}`) as unknown as TypedDocumentString<LinkedProductsQuery, LinkedProductsQueryVariables>;
export const CatalogIndexDocument = new TypedDocumentString(`
    query CatalogIndex($pageSize: Int, $currentPage: Int) {
  products(pageSize: $pageSize, currentPage: $currentPage) {
    page_info {
      total_pages
    }
    items {
      sku
      categories {
        uid
        name
        url_key
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogIndexQuery, CatalogIndexQueryVariables>;
export const StockStatusesDocument = new TypedDocumentString(`
    query StockStatuses($skus: [String]!) {
  products(filter: {sku: {in: $skus}}, pageSize: 100) {
    items {
      __typename
      sku
      stock_status
      ... on ConfigurableProduct {
        variants {
          product {
            sku
            stock_status
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StockStatusesQuery, StockStatusesQueryVariables>;
export const ProductPriceBySkuDocument = new TypedDocumentString(`
    query ProductPriceBySku($sku: String!, $quantity: Float!) {
  getProductPrice(sku: $sku, quantity: $quantity) {
    sku
    quantity
    unit_price {
      ...MoneyFields
    }
    row_total {
      ...MoneyFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}`) as unknown as TypedDocumentString<ProductPriceBySkuQuery, ProductPriceBySkuQueryVariables>;
export const UrlKeysBySkuDocument = new TypedDocumentString(`
    query UrlKeysBySku($skus: [String!]!) {
  urlKeysBySku(skus: $skus) {
    sku
    url_key
  }
}
    `) as unknown as TypedDocumentString<UrlKeysBySkuQuery, UrlKeysBySkuQueryVariables>;
export const SticksMatrixDocument = new TypedDocumentString(`
    query SticksMatrix {
  getSticksMatrix {
    flavor
    sku
    pack_sizes
    intensity
    freshness
    sweetness
  }
}
    `) as unknown as TypedDocumentString<SticksMatrixQuery, SticksMatrixQueryVariables>;
export const ConsumablesMatrixDocument = new TypedDocumentString(`
    query ConsumablesMatrix {
  getConsumablesMatrix {
    device_family
    consumable_skus
  }
}
    `) as unknown as TypedDocumentString<ConsumablesMatrixQuery, ConsumablesMatrixQueryVariables>;
export const CheckoutCartDocument = new TypedDocumentString(`
    query CheckoutCart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CheckoutCartFields
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const CheckoutOrderAttributesDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<CheckoutOrderAttributesQuery, CheckoutOrderAttributesQueryVariables>;
export const OrderDeliveryLimitsDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<OrderDeliveryLimitsQuery, OrderDeliveryLimitsQueryVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetShippingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!, $pickupLocationCode: String) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [{address: $address, pickup_location_code: $pickupLocationCode}]}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetShippingAddressOnCartMutation, SetShippingAddressOnCartMutationVariables>;
export const SetBillingAddressOnCartDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCart($cartId: String!, $billingAddress: BillingAddressInput!) {
  setBillingAddressOnCart(
    input: {cart_id: $cartId, billing_address: $billingAddress}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetBillingAddressOnCartMutation, SetBillingAddressOnCartMutationVariables>;
export const SetShippingMethodOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetShippingMethodOnCartMutation, SetShippingMethodOnCartMutationVariables>;
export const SetPaymentMethodOnCartDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetPaymentMethodOnCartMutation, SetPaymentMethodOnCartMutationVariables>;
export const SetAgeVerificationOnCartDocument = new TypedDocumentString(`
    mutation SetAgeVerificationOnCart($cartId: String!, $verificationUuid: String!) {
  setAgeVerificationOnCart(
    input: {cart_id: $cartId, verification_uuid: $verificationUuid}
  ) {
    cart {
      ...CheckoutCartFields
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
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
}`) as unknown as TypedDocumentString<SetAgeVerificationOnCartMutation, SetAgeVerificationOnCartMutationVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($cartId: String!, $additionalAttributes: [OrderAttributeInput!]) {
  placeOrder(
    input: {cart_id: $cartId, additional_attributes: $additionalAttributes}
  ) {
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
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($currentPage: Int, $pageSize: Int, $number: String) {
  customer {
    orders(
      currentPage: $currentPage
      pageSize: $pageSize
      filter: {number: {eq: $number}}
    ) {
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
      items {
        ...OrderDetailFields
      }
    }
  }
}
    fragment MoneyFields on Money {
  value
  currency
}
fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  street
  city
  postcode
  country_code
  telephone
}
fragment OrderDetailFields on CustomerOrder {
  id
  uuid
  number
  order_date
  status
  status_reason
  email
  shipping_method
  carrier
  items {
    id
    product_name
    product_sku
    product_url_key
    product_type
    quantity_ordered
    product_sale_price {
      ...MoneyFields
    }
    status
    product {
      thumbnail {
        url
        label
      }
    }
  }
  total {
    grand_total {
      ...MoneyFields
    }
    subtotal {
      ...MoneyFields
    }
    total_shipping {
      ...MoneyFields
    }
    total_tax {
      ...MoneyFields
    }
    discounts {
      label
      amount {
        ...MoneyFields
      }
    }
  }
  shipping_address {
    ...OrderAddressFields
  }
  billing_address {
    ...OrderAddressFields
  }
  shipments {
    number
    tracking {
      carrier
      number
      title
    }
  }
  payment_methods {
    name
    type
  }
  invoices {
    id
    number
    total {
      grand_total {
        ...MoneyFields
      }
    }
  }
  loyalty_info {
    points_earned
    points_spent
  }
  additional_attributes {
    code
    label
    value
  }
}`) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const OrderStatusesDocument = new TypedDocumentString(`
    query OrderStatuses {
  orderStatuses {
    status_label
    status_value
    cancelable
  }
}
    `) as unknown as TypedDocumentString<OrderStatusesQuery, OrderStatusesQueryVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($orderNumber: String!, $uuid: String!, $reason: String) {
  cancelorder(input: {order_number: $orderNumber, uuid: $uuid, reason: $reason}) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const ReorderItemsDocument = new TypedDocumentString(`
    mutation ReorderItems($orderNumber: String!) {
  reorderItems(orderNumber: $orderNumber) {
    cart {
      id
      total_quantity
    }
    userInputErrors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReorderItemsMutation, ReorderItemsMutationVariables>;
export const UpdatePaymentMethodDocument = new TypedDocumentString(`
    mutation UpdatePaymentMethod($orderId: String!, $methodCode: String!) {
  updatePaymentMethod(orderId: $orderId, methodCode: $methodCode) {
    success
    payment_method
    message
  }
}
    `) as unknown as TypedDocumentString<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
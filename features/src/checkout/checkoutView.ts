import type { CheckoutCartFieldsFragment as CheckoutCart } from '../backends/commerce';
import { toMoney, type Money, type TrackedProduct } from '../platform';
import type { ShippingMethod } from './shippingMethods';

export interface CheckoutView {
  cartId: string;
  email: string;
  isVirtual: boolean;
  hasSubscription: boolean;
  isEmpty: boolean;
  currency: string;
  items: TrackedProduct[];
  grandTotal: Money;
  subtotal: Money;
  /** The coupons' reductions, each with the label the backend gives it. */
  discounts: Array<{ label: string; amount: Money }>;
  tax: number;
  coupon?: string;
  shippingAddressSet: boolean;
  billingAddressSet: boolean;
  /** Every method the backend offers for the address; `choosableShippingMethods` picks what is shown. */
  shippingMethods: ShippingMethod[];
  selectedShippingMethod?: ShippingMethod;
  paymentMethods: Array<{ code: string; title: string }>;
  selectedPaymentMethod?: string;
  /**
   * The age rule as the commerce backend states it for this cart: `needed` while it holds age-restricted products,
   * the store verifies ages and the buyer is not a verified adult; no order is sent then (docs/age-rule.md).
   */
  ageCheck: AgeCheck;
}

export type AgeCheck = 'not-needed' | 'needed' | 'verified';

function ageCheckOf(cart: CheckoutCart): AgeCheck {
  if (!cart.age_verification.is_required) return 'not-needed';
  return cart.age_verification.is_verified ? 'verified' : 'needed';
}

export function toCheckoutView(cart: CheckoutCart): CheckoutView {
  const currency = cart.prices?.grand_total?.currency ?? 'EUR';
  const items = (cart.items ?? []).flatMap((item) => {
    if (!item) return [];
    const variantSku = item.__typename === 'ConfigurableCartItem' ? item.configured_variant.sku : undefined;
    const category = item.product.categories?.[0]?.name;
    return [
      {
        sku: variantSku ?? item.product.sku ?? '',
        name: item.product.name ?? '',
        price: item.prices?.price.value ?? 0,
        quantity: item.quantity,
        ...(category ? { category } : {}),
        ...(variantSku ? { variant: variantSku } : {}),
      },
    ];
  });
  const address = cart.shipping_addresses[0];
  const shippingMethods: ShippingMethod[] = (address?.available_shipping_methods ?? []).flatMap((method) =>
    method
      ? [
          {
            carrierCode: method.carrier_code,
            methodCode: method.method_code ?? '',
            carrierTitle: method.carrier_title,
            methodTitle: method.method_title ?? '',
            description: method.description ?? '',
            amount: toMoney(method.amount, currency),
            priceInclTax: toMoney(method.price_incl_tax, currency),
            priceExclTax: toMoney(method.price_excl_tax, currency),
            available: method.available,
            disableForSubscription: method.disable_for_subscription,
          },
        ]
      : [],
  );
  const selected = address?.selected_shipping_method;
  const coupon = (cart.applied_coupons ?? []).flatMap((applied) => (applied ? [applied.code] : [])).join(',');
  return {
    cartId: cart.id,
    email: cart.email ?? '',
    isVirtual: cart.is_virtual,
    hasSubscription: (cart.items ?? []).some((item) => item?.is_subscription),
    isEmpty: (cart.items ?? []).length === 0,
    currency,
    items,
    grandTotal: toMoney(cart.prices?.grand_total, currency),
    subtotal: toMoney(cart.prices?.subtotal_including_tax, currency),
    discounts: (cart.prices?.discounts ?? []).flatMap((discount) =>
      discount ? [{ label: discount.label, amount: toMoney(discount.amount, currency) }] : [],
    ),
    tax: (cart.prices?.applied_taxes ?? []).reduce((sum, tax) => sum + (tax?.amount.value ?? 0), 0),
    ...(coupon ? { coupon } : {}),
    shippingAddressSet: Boolean(address),
    billingAddressSet: Boolean(cart.billing_address),
    shippingMethods,
    ...(selected
      ? {
          selectedShippingMethod: shippingMethods.find(
            (method) =>
              method.carrierCode === selected.carrier_code && method.methodCode === selected.method_code,
          ) ?? {
            carrierCode: selected.carrier_code,
            methodCode: selected.method_code,
            carrierTitle: selected.carrier_title,
            methodTitle: selected.method_title,
            description: '',
            amount: toMoney(selected.amount, currency),
            priceInclTax: toMoney(selected.amount, currency),
            priceExclTax: toMoney(selected.amount, currency),
            available: true,
            disableForSubscription: false,
          },
        }
      : {}),
    paymentMethods: (cart.available_payment_methods ?? []).flatMap((method) =>
      method ? [{ code: method.code, title: method.title }] : [],
    ),
    ...(cart.selected_payment_method?.code
      ? { selectedPaymentMethod: cart.selected_payment_method.code }
      : {}),
    ageCheck: ageCheckOf(cart),
  };
}

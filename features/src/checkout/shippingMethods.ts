import type { Money } from '../platform';

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  description: string;
  amount: Money;
  priceInclTax: Money;
  priceExclTax: Money;
  available: boolean;
  disableForSubscription: boolean;
}

/** Spec section 9: shipping methods sorted by ascending price. */
export function sortByPrice(methods: readonly ShippingMethod[]): ShippingMethod[] {
  return [...methods].sort((a, b) => a.amount.value - b.amount.value);
}

/** Methods the shopper may choose: available ones, without those disabled for subscriptions when the cart has one, cheapest first. */
export function choosableShippingMethods(
  methods: readonly ShippingMethod[],
  cartHasSubscription: boolean,
): ShippingMethod[] {
  return sortByPrice(
    methods.filter((method) => method.available && !(cartHasSubscription && method.disableForSubscription)),
  );
}

export const shippingMethodId = (method: Pick<ShippingMethod, 'carrierCode' | 'methodCode'>) =>
  `${method.carrierCode}:${method.methodCode}`;

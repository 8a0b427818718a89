import type { CheckoutView } from '../checkoutView';

/** What every checkout tracking event carries about the cart: its currency, items and coupon. */
export function trackedCheckout(view: CheckoutView | undefined) {
  return {
    currency: view?.currency ?? 'EUR',
    items: view?.items ?? [],
    ...(view?.coupon ? { coupon: view.coupon } : {}),
  };
}

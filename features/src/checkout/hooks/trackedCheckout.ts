import { track } from '../../platform';
import type { CheckoutView } from '../checkoutView';
import type { CheckoutStep } from '../steps';

/** What every checkout tracking event carries about the cart: its currency, items and coupon. */
export function trackedCheckout(view: CheckoutView | undefined) {
  return {
    currency: view?.currency ?? 'EUR',
    items: view?.items ?? [],
    ...(view?.coupon ? { coupon: view.coupon } : {}),
  };
}

/** A checkout step seen: its page view and the checkout's progress. */
export function reportCheckoutStep(step: CheckoutStep, view: CheckoutView | undefined): void {
  track('tracking:activity:checkout_page_view', { step });
  track('tracking:commerce:checkout_progress', { ...trackedCheckout(view), step });
}

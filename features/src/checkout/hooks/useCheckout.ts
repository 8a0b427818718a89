import { useCallback, useEffect, useRef } from 'react';
import { useCommerceClient } from '../../backends/commerce';
import { useCheckoutCall } from './useCheckoutCall';
import { useCheckoutData } from './useCheckoutData';
import { usePaymentChoice } from './usePaymentChoice';
import { usePlaceOrder } from './usePlaceOrder';
import { useStepActions } from './useStepActions';

/** What the checkout reads (useCheckoutData), read once per page and handed to the talon. */
export type CheckoutData = ReturnType<typeof useCheckoutData>;

/**
 * The checkout talon: what the checkout reads (useCheckoutData) and one action per step. Every failure becomes
 * `error` text; the cart and whatever the shopper typed stay where they are.
 */
export function useCheckout() {
  return useCheckoutTalon(useCheckoutData());
}

/**
 * The talon's actions around data already read: the checkout page reads its data with the first step and brings
 * the actions (with the payment service they need) once the shopper starts on the form (issue #14).
 */
export function useCheckoutTalon({ cartId, key, ...data }: CheckoutData) {
  const client = useCommerceClient();
  const call = useCheckoutCall(cartId, key);
  // Actions read the latest checkout through a ref, so a double click's second call sees what the first saw.
  const latest = useRef(data.checkout);
  useEffect(() => {
    latest.current = data.checkout;
  }, [data.checkout]);
  const latestCheckout = useCallback(() => latest.current, []);
  const steps = useStepActions(call.run, latestCheckout);
  const choosePaymentMethod = usePaymentChoice(call.run, call, latestCheckout);
  const { placeOrder, placed } = usePlaceOrder(cartId, call, latestCheckout);

  return {
    ...data,
    isGuest: !client.hasCustomerToken,
    ...steps,
    choosePaymentMethod,
    placeOrder,
    placed,
    isPending: call.isPending,
    error: call.error,
    clearError: () => call.setError(undefined),
  };
}

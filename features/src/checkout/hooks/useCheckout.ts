import { useCallback, useEffect, useRef } from 'react';
import { useCommerceClient } from '../../backends/commerce';
import { useCheckoutCall } from './useCheckoutCall';
import { useCheckoutData } from './useCheckoutData';
import { usePaymentChoice } from './usePaymentChoice';
import { usePlaceOrder } from './usePlaceOrder';
import { useStepActions } from './useStepActions';

/**
 * The checkout talon: what the checkout reads (useCheckoutData) and one action per step. Every failure becomes
 * `error` text; the cart and whatever the shopper typed stay where they are.
 */
export function useCheckout() {
  const client = useCommerceClient();
  const { cartId, key, ...data } = useCheckoutData();
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

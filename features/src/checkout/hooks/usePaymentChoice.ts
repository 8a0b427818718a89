import { useCallback } from 'react';
import { shopFailure, track, type ShopperFailure } from '../../platform';
import { useCommerceClient } from '../../backends/commerce';
import { usePaymentStartCheck } from '../../payments';
import type { CheckoutCart } from '../api';
import { DEFAULT_PAYMENT_METHOD, setPaymentMethod } from '../stepApi';
import type { CheckoutView } from '../checkoutView';
import { trackedCheckout } from './trackedCheckout';

type Run = (
  operation: (cartId: string) => Promise<CheckoutCart | undefined>,
) => Promise<CheckoutCart | undefined>;

interface CallState {
  setPending: (pending: boolean) => void;
  setError: (error: ShopperFailure | undefined) => void;
}

/** The failure of a payment method that cannot start, naming it as the checkout shows it. */
export function useCannotStartFailure(latest: () => CheckoutView | undefined) {
  return useCallback(
    (code: string): ShopperFailure => {
      const method = latest()?.paymentMethods.find((candidate) => candidate.code === code)?.title || code;
      return shopFailure('checkout.error.paymentCannotStart', { method });
    },
    [latest],
  );
}

/** The payment step goes on only with a method whose payment can start (or one that needs no payment service). */
export function usePaymentChoice(run: Run, call: CallState, latest: () => CheckoutView | undefined) {
  const client = useCommerceClient();
  const paymentCanStart = usePaymentStartCheck();
  const cannotStart = useCannotStartFailure(latest);
  const { setPending, setError } = call;

  return useCallback(
    async (code: string = DEFAULT_PAYMENT_METHOD) => {
      setPending(true);
      setError(undefined);
      const canStart = await paymentCanStart(code);
      setPending(false);
      if (!canStart) {
        setError(cannotStart(code));
        return false;
      }
      const cart = await run((id) => setPaymentMethod(client, id, code));
      if (cart)
        track('tracking:commerce:add_payment_info', {
          ...trackedCheckout(latest()),
          payment_type: code,
        });
      return Boolean(cart);
    },
    [cannotStart, client, paymentCanStart, run, setPending, setError, latest],
  );
}

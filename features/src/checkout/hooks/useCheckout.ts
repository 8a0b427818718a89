import { useCallback, useEffect, useRef } from 'react';
import { useAddressBook } from '../../account';
import type { Address } from '../../address';
import { useCommerceClient } from '../../backends/commerce';
import { shopFailure } from '../../platform';
import { useCheckoutCall } from './useCheckoutCall';
import { useCheckoutData } from './useCheckoutData';
import { usePaymentChoice } from './usePaymentChoice';
import { usePlaceOrder } from './usePlaceOrder';
import { useStepActions } from './useStepActions';

/** What the checkout reads (useCheckoutData), read once per page and handed to the talon. */
export type CheckoutData = ReturnType<typeof useCheckoutData>;

/**
 * The checkout talon: what the checkout reads (useCheckoutData) and one action per step. Every failure becomes
 * `error`, a state the widget words; the cart and whatever the shopper typed stay where they are.
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
  const { setError } = call;
  /** The age step goes on only once the commerce backend counts the buyer as a verified adult. */
  const ageSettled = useCallback(() => {
    if (latest.current?.ageCheck !== 'needed') return true;
    setError(shopFailure('checkout.error.AGE_VERIFICATION_REQUIRED'));
    return false;
  }, [setError]);
  /**
   * "Save this address in my address book": the account's book, where the shopper finds it again. A refusal is said
   * but does not hold up the order, whose address is already on the cart.
   */
  const { run: changeAddressBook, addresses } = useAddressBook();
  const saveToAddressBook = useCallback(
    async (address: Address) => {
      if (await changeAddressBook('save', address)) return true;
      setError(shopFailure('checkout.error.addressBook'));
      return false;
    },
    [changeAddressBook, setError],
  );

  return {
    ...data,
    // The account's address book, read with the steps' code: the page's first chunk carries no account code.
    addressBook: addresses ?? [],
    isGuest: !client.hasCustomerToken,
    ...steps,
    choosePaymentMethod,
    ageSettled,
    saveToAddressBook,
    placeOrder,
    placed,
    isPending: call.isPending,
    error: call.error,
    clearError: () => call.setError(undefined),
  };
}

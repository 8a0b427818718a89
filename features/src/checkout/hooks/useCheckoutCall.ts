import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CheckoutCart } from '../api';
import { checkoutFailureText, useCheckoutWords } from './useCheckoutWords';

/**
 * One checkout call at a time, with its pending state and the shopper's words for its failure. `run` sends a
 * step's call for the cart; the cart it answers with replaces the cached one under `key`.
 */
export function useCheckoutCall(cartId: string | undefined, key: readonly unknown[] | null) {
  const words = useCheckoutWords();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const run = useCallback(
    async (
      operation: (cartId: string) => Promise<CheckoutCart | undefined>,
    ): Promise<CheckoutCart | undefined> => {
      if (!cartId || !key) return undefined;
      setPending(true);
      setError(undefined);
      try {
        const cart = await operation(cartId);
        if (cart) await mutate(key, cart, { revalidate: false });
        return cart;
      } catch (failure) {
        setError(checkoutFailureText(failure, words));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [cartId, key, mutate, words],
  );

  return { run, isPending: pending, setPending, error, setError };
}

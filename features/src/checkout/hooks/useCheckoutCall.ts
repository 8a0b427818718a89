import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ShopperFailure } from '../../platform';
import type { CheckoutCart } from '../api';
import { checkoutFailureOf } from '../failures';

/**
 * One checkout call at a time, with its pending state and its failure (the widget words it). `run` sends a
 * step's call for the cart; the cart it answers with replaces the cached one under `key`.
 */
export function useCheckoutCall(cartId: string | undefined, key: readonly unknown[] | null) {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShopperFailure>();

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
        setError(checkoutFailureOf(failure));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [cartId, key, mutate],
  );

  return { run, isPending: pending, setPending, error, setError };
}

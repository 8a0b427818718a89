import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useConfig, useStoredUser, type ShopperFailure, identityOf } from '../platform';
import { useCommerceClient } from '../backends/commerce';
import { cartFailureOf, putInCartOnce } from '../cart';
import { createTrialsApi } from './api';

/**
 * The signed-in shopper's eligibility for a trial programme, asked as the widget opens (the call needs no captcha).
 * A guest has no consumer to ask about: `signedIn` is false and nothing is called.
 */
export function useTrialEligibility(program: string) {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createTrialsApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  const result = useSWR(uuid && program ? ['trials', 'is-eligible', api.side, program, uuid] : null, () =>
    api.isEligible(program),
  );
  return {
    signedIn: Boolean(uuid),
    eligibility: result.data,
    failed: result.error !== undefined,
    checking: Boolean(uuid) && result.isLoading,
    retry: () => void result.mutate(),
    storeView: config.storeView,
  };
}

/**
 * Puts the programme's trial kit in the shopper's cart of the trial store view, the one they are about to enter, so
 * the trial shop opens on the kit and its after-trial price rather than on an empty cart. Resolves true when the kit
 * is in the cart; on a failure the words say why and the shopper stays on the page.
 */
export function usePutTrialKitInCart(kitSku: string | undefined) {
  const client = useCommerceClient('trial');
  const [failure, setFailure] = useState<ShopperFailure>();
  const [pending, setPending] = useState(false);
  const putKitInCart = useCallback(async () => {
    if (!kitSku) return true;
    setPending(true);
    setFailure(undefined);
    try {
      await putInCartOnce(client, kitSku);
      return true;
    } catch (error) {
      setFailure(cartFailureOf(error));
      return false;
    } finally {
      setPending(false);
    }
  }, [client, kitSku]);
  return { putKitInCart, pending, failure };
}

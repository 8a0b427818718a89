import { useMemo } from 'react';
import useSWR from 'swr';
import { HttpError, useConfig, useStoredUser, identityOf } from '../platform';
import { createOfflinePurchasesApi } from './api';

/** The signed-in shopper's purchases in shops; a guest has none to ask for. */
export function useOfflinePurchases() {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createOfflinePurchasesApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  const result = useSWR(uuid ? ['offline-purchases', api.side, uuid] : null, () => api.purchases());
  const error = result.error as unknown;
  return {
    signedIn: Boolean(uuid),
    purchases: result.data,
    /** An expired session asks the shopper to sign in again; anything else may be retried. */
    failure: error
      ? error instanceof HttpError && error.status === 401
        ? ('signedOut' as const)
        : ('failed' as const)
      : undefined,
    retry: () => void result.mutate(),
  };
}

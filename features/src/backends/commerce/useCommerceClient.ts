import { useMemo } from 'react';
import { useConfig } from '../../platform';
import { createCommerceClient, type CommerceClient } from './client';
import { readCustomerToken } from './session';

/** The commerce client for the configured endpoint and store view; the token is read on every request. */
export function useCommerceClient(): CommerceClient {
  const config = useConfig();
  return useMemo(
    () =>
      createCommerceClient({
        endpoint: config.backends.commerce,
        storeView: config.storeView,
        getCustomerToken: readCustomerToken,
      }),
    [config.backends.commerce, config.storeView],
  );
}

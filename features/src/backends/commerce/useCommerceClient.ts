import { useMemo } from 'react';
import { expireStoredUser, useConfig, type StoreView } from '../../platform';
import { createCommerceClient, type CommerceClient } from './client';
import { readCustomerToken } from './session';

/**
 * The commerce client for the configured endpoint and the page's store view in its language, or another view where a widget works in
 * one the shopper is about to enter (the free trial fills the trial cart); the token is read on every request.
 */
export function useCommerceClient(view?: StoreView): CommerceClient {
  const config = useConfig();
  const storeView = view ?? config.storeView;
  return useMemo(
    () =>
      createCommerceClient({
        endpoint: config.backends.commerce,
        storeView,
        language: config.language,
        getCustomerToken: readCustomerToken,
        // Magento issues no new token without a new sign-in: a refused one ends the shopper's session.
        onCustomerTokenRefused: expireStoredUser,
      }),
    [config.backends.commerce, storeView, config.language],
  );
}

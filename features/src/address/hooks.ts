import { useMemo } from 'react';
import useSWR from 'swr';
import { postcodeRulesOf, type AddressRules } from '../platform';
import { getStoreConfig, useCommerceClient } from '../backends/commerce';
import { getCountries } from './api';

/**
 * The store's address rules (postcode rules and countries, from the store configuration) and the countries with their
 * names for a country list. Undefined rules until both have come: the form then leaves them to the backend.
 */
export function useAddressRules(): {
  rules: AddressRules | undefined;
  countries: ReadonlyArray<{ code: string; name: string }>;
} {
  const client = useCommerceClient();
  const storeConfig = useSWR(['commerce:storeConfig', client.storeCode], () => getStoreConfig(client));
  const countries = useSWR(['commerce:countries', client.storeCode], () => getCountries(client));
  return useMemo(
    () => ({
      rules:
        storeConfig.data && countries.data
          ? {
              postcode: postcodeRulesOf(storeConfig.data),
              countries: countries.data.map((country) => country.code),
            }
          : undefined,
      countries: countries.data ?? [],
    }),
    [storeConfig.data, countries.data],
  );
}

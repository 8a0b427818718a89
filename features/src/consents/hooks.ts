import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  HttpError,
  swrPresets,
  useConfig,
  shopFailure,
  useStoredUser,
  type ShopperFailure,
  type StorefrontConfig,
} from '../platform';
import { consentsBackendFor } from './api';
import { consentChoices, groupPurposes, type Purpose, type PurposeGrouping } from './types';

/** The signed-in shopper's purposes, grouped and ordered, and saving their answers. */
export function useConsents({ groupBy = 'category' }: { groupBy?: PurposeGrouping } = {}) {
  const config = useConfig();
  const user = useStoredUser();
  const backend = useMemo(() => consentsBackendFor(config), [config]);
  const uuid = user?.uuid;
  const token = user?.session_token;
  const result = useSWR(
    uuid && token ? ['consents', uuid, config.language] : null,
    () => backend.getPurposes({ uuid: uuid!, token: token! }),
    swrPresets.consents,
  );
  const [saving, setSaving] = useState<{ pending: boolean; failure?: ShopperFailure; saved?: boolean }>({
    pending: false,
  });

  let groups;
  let loadFailure: ShopperFailure | undefined;
  try {
    groups = result.data ? groupPurposes(result.data, groupBy) : undefined;
  } catch (error) {
    // Spec section 8: an empty purposes list is said in the service's own words.
    loadFailure = { kind: 'said', message: (error as Error).message };
  }

  const save = useCallback(
    async (purposes: readonly Purpose[], accepted: ReadonlySet<string>) => {
      if (!uuid || !token) return;
      setSaving({ pending: true });
      try {
        await backend.updateConsents({ uuid, token }, consentChoices(purposes, accepted));
        await result.mutate();
        setSaving({ pending: false, saved: true });
      } catch (error) {
        // The HTTP core has reported the failure; the shopper reads what happened to their choices. Trying again
        // cannot help a lapsed session, so that one says to sign in again instead.
        const expired = error instanceof HttpError && error.status === 401;
        setSaving({
          pending: false,
          failure: shopFailure(expired ? 'consents.sessionExpired' : 'consents.saveFailed'),
        });
      }
    },
    [backend, result, uuid, token],
  );

  return {
    signedIn: Boolean(uuid && token),
    groups,
    purposes: result.data,
    isLoading: result.isLoading,
    loadFailure: loadFailure ?? (result.error ? shopFailure('consents.loadFailed') : undefined),
    retry: () => void result.mutate(),
    save,
    isSaving: saving.pending,
    saveFailure: saving.failure,
    saved: saving.saved === true,
  };
}

/** The cache key of the registration purposes, so a route can hand them in with the first HTML. */
export const registrationPurposesKey = (config: StorefrontConfig) => [
  'registration-purposes',
  config.backends.account,
  config.language,
];

/** The purposes a new shopper answers while registering, grouped; an empty list is 'Failed to fetch from OT'. */
export function useRegistrationPurposes() {
  const config = useConfig();
  const backend = useMemo(() => consentsBackendFor(config), [config]);
  const result = useSWR(
    registrationPurposesKey(config),
    () => backend.getRegistrationPurposes(),
    swrPresets.consents,
  );
  return { purposes: result.data, error: result.error as Error | undefined, isLoading: result.isLoading };
}

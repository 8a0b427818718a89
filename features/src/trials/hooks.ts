import { useMemo } from 'react';
import useSWR from 'swr';
import { useConfig, useStoredUser } from '../platform';
import { identityOf } from '../loyalty';
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

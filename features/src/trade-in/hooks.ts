import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { swrPresets, useConfig, useStoredUser, identityOf } from '../platform';
import { createTradeInApi } from './api';
import { qualifyingCategory } from './types';

function useTradeInApi() {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createTradeInApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  return { api, uuid };
}

/** The programme; spec section 9: stale for 5 s and never retried (the platform's trade-in preset). */
export function useTradeInProgramme() {
  const { api } = useTradeInApi();
  const result = useSWR(['trade-in', 'configuration', api.side], () => api.configuration(), {
    ...swrPresets.tradeInConfiguration,
  });
  return { programme: result.data, error: result.error as unknown };
}

export type EligibilityCheck = 'idle' | 'checking' | 'eligible' | 'not-eligible' | 'failed';

/**
 * The trade-in a device of these categories qualifies for, and the shopper's check of their own eligibility. The check
 * carries a captcha token (spec section 6), so it runs when the shopper asks, never on page load.
 */
export function useTradeInOffer(categoryIds: readonly string[]) {
  const { api, uuid } = useTradeInApi();
  const { programme } = useTradeInProgramme();
  const category = qualifyingCategory(programme, categoryIds);
  const [check, setCheck] = useState<EligibilityCheck>('idle');
  return {
    programme: category ? programme : undefined,
    signedIn: Boolean(uuid),
    check,
    checkEligibility: async () => {
      if (!category) return;
      setCheck('checking');
      try {
        setCheck((await api.isEligibleInCategory(category)) ? 'eligible' : 'not-eligible');
      } catch {
        setCheck('failed');
      }
    },
  };
}

import { useCallback, useMemo, useState } from 'react';
import useSWR from 'swr';
import { track, useConfig, useStoredUser, identityOf } from '../platform';
import { createReferralApi, friendReferralCode, type FriendReferralCode } from './api';

/** The referral client for the signed-in shopper (or a guest), rebuilt when either changes. */
function useReferralApi() {
  const config = useConfig();
  const identity = identityOf(useStoredUser());
  const uuid = identity?.uuid;
  const token = identity?.token;
  const api = useMemo(
    () => createReferralApi(config, () => (uuid && token ? { uuid, token } : null)),
    [config, uuid, token],
  );
  return { api, uuid };
}

/** Whether the programme runs, and for a signed-in shopper their code and how their referrals went. */
export function useReferral() {
  const { api, uuid } = useReferralApi();
  const status = useSWR(['referral', 'status'], () => api.isActive());
  const customer = useSWR(uuid ? ['referral', 'customer', uuid] : null, () => api.customer());
  const stats = useSWR(uuid ? ['referral', 'stats', uuid] : null, () => api.stats());
  return { signedIn: Boolean(uuid), isActive: status.data, customer: customer.data, stats: stats.data };
}

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the shopper's code to the clipboard and tracks it as referral_code_copy. */
export function useCopyReferralCode(code: string | undefined) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      track('tracking:activity:referral_code_copy', {});
      setState('copied');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the code stays on screen to copy by hand.
      setState('failed');
    }
  }, [code]);
  return { copy, state };
}

/**
 * A friend's code entered at registration: checked before the account is created (so a typo never costs the
 * shopper the referral), then recorded once the new shopper is signed in ("registration" as its source). Used by the
 * registration form in the browser and by its route's action before the page hydrated.
 */
export function useFriendReferralCode(): FriendReferralCode {
  const config = useConfig();
  return useMemo(() => friendReferralCode(config), [config]);
}

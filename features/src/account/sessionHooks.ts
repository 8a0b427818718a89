import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  clearStoredUser,
  createHttpClient,
  HttpError,
  InvalidAnswerError,
  isNewerAccountBackend,
  reportError,
  track,
  useConfig,
  useStoredUser,
  type StorefrontConfig,
} from '../platform';
import { useAccountCall } from './accountCall';
import type { AccountBackend } from './accountBackend';
import type { SignedInUser } from './types';

// What every account page runs as it opens (the session check) and the overview's closing actions, apart from
// hooks.ts: these never bring the account backends and their answer schemas (zod) into a page's first load. The
// session is checked through the shop's server, and a closing action loads the backend when it is pressed (issue #14).

/** The configured account backend, loaded when a shopper's action needs it rather than with the page. */
export const loadAccountBackend = (config: StorefrontConfig): Promise<AccountBackend> =>
  import('./api').then((api) => api.accountBackendFor(config));

/** The shop's own route that asks the account service whether a session is still valid (site/app/routes). */
export const SESSION_CHECK_PATH = '/account/session';

/**
 * Whether the account service still knows this session, asked of the shop's server: the token goes in a posted body,
 * and the browser needs neither account backend for it.
 */
export async function sessionValidityFromShop(token: string): Promise<boolean> {
  const form = new FormData();
  form.set('token', token);
  const shop = createHttpClient({ service: 'shop', baseUrl: '' });
  const { data } = await shop.post<{ valid?: unknown }>(SESSION_CHECK_PATH, form);
  if (typeof data?.valid !== 'boolean')
    throw new InvalidAnswerError('shop', [{ path: ['valid'], message: 'expected a boolean' }]);
  return data.valid;
}

/** The signed-in shopper as the account calls need them, or null for a guest. */
export function useSignedInUser(): SignedInUser | null {
  const stored = useStoredUser();
  const uuid = stored?.uuid;
  const token = stored?.session_token;
  return useMemo(() => (uuid && token ? { uuid, token } : null), [uuid, token]);
}

/**
 * Session validation: a stored user whose session the account service no longer knows is signed out on this device,
 * so the shop never shows a shopper as signed in whom it cannot serve. An unreachable service changes nothing.
 */
export function useSessionCheck({ onExpired }: { onExpired?: () => void } = {}) {
  const account = useConfig().backends.account;
  const token = useStoredUser()?.session_token;
  const { data: isValid } = useSWR(
    token ? ['account-session', account, token] : null,
    () => sessionValidityFromShop(token!),
    { shouldRetryOnError: false },
  );
  useEffect(() => {
    if (isValid !== false) return;
    clearStoredUser();
    onExpired?.();
  }, [isValid, onExpired]);
  return { isValid };
}

/** Signs out: the stored user goes even when the account service cannot be reached, so the device is signed out. */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const config = useConfig();
  const sessionToken = useStoredUser()?.session_token;
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      if (sessionToken) await (await loadAccountBackend(config)).signOut({ token: sessionToken });
    } catch (error) {
      reportError(error, { step: 'sign out' });
    }
    clearStoredUser();
    track('tracking:activity:logout_success', {});
    await mutate(() => true);
    setPending(false);
    onSignedOut?.();
  }, [config, mutate, onSignedOut, sessionToken]);

  return { signOut, isSigningOut: pending };
}

/**
 * Cancelling (both backends) or deactivating (newer only) ends the account; the stored user goes with it. Which
 * backend is configured says whether deactivating is offered, so the page knows without loading it.
 */
export function useCloseAccount({ onClosed }: { onClosed?: () => void } = {}) {
  const config = useConfig();
  const user = useSignedInUser();
  const close = useCallback(
    async (how: 'cancel' | 'deactivate') => {
      if (!user) throw new HttpError(401, null, 'Not signed in');
      const backend = await loadAccountBackend(config);
      if (how === 'cancel') await backend.cancelAccount(user);
      else await backend.deactivateAccount(user);
      clearStoredUser();
      onClosed?.();
    },
    [config, onClosed, user],
  );
  return { ...useAccountCall(close), canDeactivate: isNewerAccountBackend(config.backends.account) };
}

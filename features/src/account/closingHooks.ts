import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { clearStoredUser, HttpError, reportError, track, useConfig, useStoredUser } from '../platform';
import { accountBackendSupports } from './accountBackend';
import { loadAccountBackend } from './loadAccountBackend';
import { useAccountCall, useSignedInUser } from './sessionHooks';

// The account overview's closing actions: the account backend (and zod with it) is loaded when the shopper presses one,
// not with the page (issue #14). Only the overview uses these, so they travel in its own file.

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
 * Cancelling (both backends) or deactivating (newer only) ends the account; the stored user goes with it. Whether
 * deactivating is offered is read from configuration, so the page knows without loading the backend.
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
  return { ...useAccountCall(close), canDeactivate: accountBackendSupports(config).deactivateAccount };
}

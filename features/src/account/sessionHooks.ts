import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  createShopClient,
  expireStoredUser,
  HttpError,
  InvalidAnswerError,
  subscribeToSessionExpiry,
  useConfig,
  failureOf,
  shopFailure,
  useStoredUser,
  type ShopperFailure,
} from '../platform';
import { AccountCallUnavailableError } from './accountBackend';
import type { SignedInUser } from './types';

// The account's hooks that need no account backend in a page's first load, apart from hooks.ts, which brings both
// backends and their answer schemas (zod): the session check every account page runs as it opens asks the shop's
// server (issue #14). How an account call runs and what its failure says live here too, for the overview's closing
// actions (closingHooks.ts) as well as hooks.ts.

/**
 * For a call that sends one thing the server can refuse: `refused` names what a 400 means (a one-time code), `gone`
 * what a 404 means (a reset link that expired or was used), where trying again would not help; `unauthorized` what a
 * 401 means (a lapsed session, or wrong credentials when signing in); `failed` what any other failure says.
 */
export interface AccountErrorKeys {
  refused?: string;
  gone?: string;
  unauthorized?: string;
  failed?: string;
}

/**
 * What went wrong with an account call, for the widget (or the posted form's answer) to word: a lapsed session, a
 * taken address, refused details, the wait the shop asks for, or a try-again.
 */
export function accountFailureOf(
  error: unknown,
  {
    refused = 'account.checkFields',
    gone,
    unauthorized = 'account.sessionExpired',
    failed = 'account.saveFailed',
  }: AccountErrorKeys = {},
): ShopperFailure {
  // The backend has no such call: its English reason is for monitoring, the shopper reads the shop's words.
  if (error instanceof AccountCallUnavailableError) return shopFailure('account.callUnavailable');
  // The shop's throttle says how long to wait, in the page's language (a one-time code sent through the shop).
  if (error instanceof HttpError && error.status === 429 && error.userMessage)
    return { kind: 'said', message: error.userMessage };
  if (error instanceof HttpError && error.status === 401) return shopFailure(unauthorized);
  if (error instanceof HttpError && error.status === 409) return shopFailure('account.emailTaken');
  if (error instanceof HttpError && error.status === 400) return shopFailure(refused);
  if (error instanceof HttpError && error.status === 404 && gone) return shopFailure(gone);
  if (error instanceof HttpError) return shopFailure(failed);
  return failureOf(error, shopFailure(failed));
}

/**
 * Runs one account call for a widget: pending while it runs, its failure (the widget words it) when it fails. The caller's form
 * keeps what was typed, because nothing here resets it. Pass `keys` as a constant: it is a dependency of `run`.
 */
export function useAccountCall<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  keys: AccountErrorKeys = {},
) {
  const [state, setState] = useState<{
    pending: boolean;
    error?: ShopperFailure;
    status?: number;
    done?: boolean;
  }>({
    pending: false,
  });
  const run = useCallback(
    async (...args: Args): Promise<Result | undefined> => {
      setState({ pending: true });
      try {
        const result = await call(...args);
        setState({ pending: false, done: true });
        return result;
      } catch (error) {
        setState({
          pending: false,
          error: accountFailureOf(error, keys),
          ...(error instanceof HttpError ? { status: error.status } : {}),
        });
        return undefined;
      }
    },
    [call, keys],
  );
  // status: the HTTP status of the last failure, for a widget that marks a field for it (a refused code: useConfirmCode).
  return { run, pending: state.pending, error: state.error, status: state.status, done: state.done === true };
}

/** The shop's own route that asks the account service whether a session is still valid (site/app/routes). */
export const SESSION_CHECK_PATH = '/account/session';

/**
 * Whether the account service still knows this session, asked of the shop's server: the token goes in a posted body,
 * and the browser needs neither account backend for it.
 */
export async function sessionValidityFromShop(token: string): Promise<boolean> {
  const form = new FormData();
  form.set('token', token);
  const shop = createShopClient();
  const { data } = await shop.post<{ valid?: unknown }>(SESSION_CHECK_PATH, form);
  // Checked by hand, not with a schema library the page would download for one field: an answer without a yes or no
  // fails, and a failed check signs nobody out.
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
 * `onExpired` hears that, and any other service refusing the session while the page is open (the commerce backend
 * refusing the customer token).
 */
export function useSessionCheck({ onExpired }: { onExpired?: () => void } = {}) {
  const account = useConfig().backends.account;
  const token = useStoredUser()?.session_token;
  const { data: isValid } = useSWR(
    token ? ['account-session', account, token] : null,
    () => sessionValidityFromShop(token!),
    { shouldRetryOnError: false },
  );
  useEffect(() => (onExpired ? subscribeToSessionExpiry(onExpired) : undefined), [onExpired]);
  useEffect(() => {
    if (isValid === false) expireStoredUser();
  }, [isValid]);
  return { isValid };
}

import { useCallback, useState } from 'react';
import { HttpError, userMessageOf, useTranslation } from '../platform';
import { AccountCallUnavailableError } from './callUnavailable';

// Apart from hooks.ts, which brings the account backends and their answer schemas (zod): the overview's closing
// actions run their calls through these and load a backend only when the shopper presses one (issue #14).

/**
 * For a call that sends one thing the server can refuse: `refused` names what a 400 means (a one-time code), `gone`
 * what a 404 means (a reset link that expired or was used), where trying again would not help.
 */
export interface AccountErrorKeys {
  refused?: string;
  gone?: string;
}

/** What a shopper reads when an account call fails: a lapsed session, a taken address, refused details, or a try-again. */
export function accountErrorMessage(
  error: unknown,
  t: (key: string) => string,
  { refused = 'account.checkFields', gone }: AccountErrorKeys = {},
): string {
  if (error instanceof AccountCallUnavailableError) return error.message;
  if (error instanceof HttpError && error.status === 401) return t('account.sessionExpired');
  if (error instanceof HttpError && error.status === 409) return t('account.emailTaken');
  if (error instanceof HttpError && error.status === 400) return t(refused);
  if (error instanceof HttpError && error.status === 404 && gone) return t(gone);
  if (error instanceof HttpError) return t('account.saveFailed');
  return userMessageOf(error, t('account.saveFailed'));
}

/**
 * Runs one account call for a widget: pending while it runs, the shopper's message when it fails. The caller's form
 * keeps what was typed, because nothing here resets it. Pass `keys` as a constant: it is a dependency of `run`.
 */
export function useAccountCall<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  keys: AccountErrorKeys = {},
) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ pending: boolean; error?: string; status?: number; done?: boolean }>({
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
          error: accountErrorMessage(error, t, keys),
          ...(error instanceof HttpError ? { status: error.status } : {}),
        });
        return undefined;
      }
    },
    [call, keys, t],
  );
  // status: the HTTP status of the last failure, for a widget that marks a field for it (a refused code: useConfirmCode).
  return { run, pending: state.pending, error: state.error, status: state.status, done: state.done === true };
}

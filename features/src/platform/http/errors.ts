import type { TranslationVars } from '../i18n/translate';

/** A non-2xx answer: the body and the status travel with the error. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /**
     * The server's words a shopper may read; none on the newer backend, whose words give way to the shop's generic
     * fallback (spec section 8), nor when the body has no message.
     */
    readonly userMessage: string | undefined,
  ) {
    super(`HTTP ${status}: ${userMessage ?? 'no message for the shopper'}`);
  }
}

/** An error the product defines itself: the body carries an `error_code`. */
export class ProductError extends HttpError {
  override readonly name = 'ProductError';
  constructor(
    status: number,
    body: unknown,
    userMessage: string | undefined,
    readonly errorCode: string,
  ) {
    super(status, body, userMessage);
  }
}

/** No answer at all: the network failed or the request timed out. */
export class ConnectionError extends Error {
  override readonly name = 'ConnectionError';
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A 2xx answer whose body is not what the call expects (broken JSON, another shape): a failure, never believed. The
 * shopper reads the caller's own fallback; `issues` say what was wrong, for monitoring.
 */
/** Where an answer failed its schema and why, as the schema library reports it. */
export interface AnswerIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
  constructor(
    readonly service: string,
    readonly issues: readonly AnswerIssue[],
  ) {
    const where = (issue: AnswerIssue) => issue.path.map(String).join('.') || 'the answer';
    super(
      `${service} answered a success the shop cannot read: ${issues.map((issue) => `${where(issue)}: ${issue.message}`).join('; ')}`,
    );
  }
}

export function isProductError(error: unknown): error is ProductError {
  return error instanceof ProductError;
}

/**
 * A failure a shopper sees, as a state: what went wrong, never its words. Calls, sessions and hooks hand it on; the
 * widget words it with failureWords in the page's language.
 * - `offline`: the shopper's browser has no network, the one failure where checking their connection is the advice;
 * - `unreachable`: our server or a backend behind it did not answer, not the shopper's fault nor their connection's;
 * - `said`: words already written, shown as they are: a server's message a shopper may read (spec section 8) or a
 *   message the spec keeps word for word (section 5);
 * - `shop`: one of the shop's messages (a domain's messages.ts key) with its parameters.
 */
export type ShopperFailure =
  | { readonly kind: 'offline' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'said'; readonly message: string }
  | { readonly kind: 'shop'; readonly key: string; readonly vars?: TranslationVars };

/** One of the shop's messages as a failure state. */
export const shopFailure = (key: string, vars?: TranslationVars): ShopperFailure =>
  vars ? { kind: 'shop', key, vars } : { kind: 'shop', key };

/** Whether a value carried from elsewhere (a history entry's state) is a failure state the shop can word. */
export function isShopperFailure(value: unknown): value is ShopperFailure {
  if (!value || typeof value !== 'object') return false;
  const { kind, message, key, vars } = value as Record<string, unknown>;
  if (kind === 'offline' || kind === 'unreachable') return true;
  if (kind === 'said') return typeof message === 'string';
  return (
    kind === 'shop' &&
    typeof key === 'string' &&
    (vars === undefined || (typeof vars === 'object' && vars !== null))
  );
}

/** The shop's fallback when nothing better can be said. */
export const GENERIC_FAILURE = shopFailure('platform.error.generic');

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The failure a shopper sees for any error, never a stack trace nor a server's raw words: an HTTP answer's message a
 * shopper may read, an unanswered call as offline or unreachable, anything else the caller's fallback.
 */
export function failureOf(error: unknown, fallback: ShopperFailure = GENERIC_FAILURE): ShopperFailure {
  if (error instanceof HttpError)
    return error.userMessage ? { kind: 'said', message: error.userMessage } : fallback;
  if (error instanceof ConnectionError) return { kind: browserOffline() ? 'offline' : 'unreachable' };
  return fallback;
}

/** A failure in the page's language: the widget passes its `t` (useTranslation). */
export function failureWords(
  t: (key: string, vars?: TranslationVars) => string,
  failure: ShopperFailure,
): string {
  switch (failure.kind) {
    case 'offline':
      return t('platform.error.offline');
    case 'unreachable':
      return t('platform.error.unreachable');
    case 'said':
      return failure.message;
    case 'shop':
      return t(failure.key, failure.vars);
  }
}

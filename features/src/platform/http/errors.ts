/** Shown instead of the server's words when the newer account backend fails (spec section 8). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** A non-2xx answer: the body and the status travel with the error. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** What a shopper may read: the server's message, or the generic fallback on the newer backend. */
    readonly userMessage: string,
  ) {
    super(`HTTP ${status}: ${userMessage}`);
  }
}

/** An error the product defines itself: the body carries an `error_code`. */
export class ProductError extends HttpError {
  override readonly name = 'ProductError';
  constructor(
    status: number,
    body: unknown,
    userMessage: string,
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

/** The shopper's browser has no network: the one failure where checking their connection is the right advice. */
export const OFFLINE_MESSAGE = 'You seem to be offline. Check your connection and try again.';
/** Our own server or a backend behind it did not answer: not the shopper's fault, so not their connection's. */
export const UNREACHABLE_MESSAGE = 'We cannot reach our service just now. Please try again in a moment.';

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The message a shopper sees for any failure, never a stack trace nor a server's raw words. */
export function userMessageOf(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof HttpError) return error.userMessage;
  if (error instanceof ConnectionError) return browserOffline() ? OFFLINE_MESSAGE : UNREACHABLE_MESSAGE;
  return fallback;
}

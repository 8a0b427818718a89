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

export function isProductError(error: unknown): error is ProductError {
  return error instanceof ProductError;
}

/** The message a shopper sees for any failure, never a stack trace. */
export function userMessageOf(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof HttpError) return error.userMessage;
  if (error instanceof ConnectionError) return 'We could not reach the server. Check your connection and try again.';
  return fallback;
}

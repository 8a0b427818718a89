import { ConnectionError, HttpError, shopFailure, type ShopperFailure } from '../platform';
import { isCommerceError } from '../backends/commerce';

/**
 * What went wrong with a checkout call, for the widget to word: the server's own words where it gave some (spec
 * section 8: address setting errors rethrow the first message), never a stack trace.
 */
export function checkoutFailureOf(error: unknown): ShopperFailure {
  if (error instanceof ConnectionError)
    return shopFailure(error.timedOut ? 'checkout.error.timeout' : 'checkout.error.connection');
  if (error instanceof HttpError) return shopFailure('checkout.error.server');
  if (isCommerceError(error)) {
    const message = error.errors[0]?.message;
    return message ? { kind: 'said', message } : shopFailure('checkout.error.generic');
  }
  if (error instanceof Error && error.cause && isCommerceError(error.cause))
    return { kind: 'said', message: error.message };
  return shopFailure('checkout.error.generic');
}

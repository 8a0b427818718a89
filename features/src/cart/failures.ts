import { ConnectionError, shopFailure, type ShopperFailure } from '../platform';
import { isCommerceError } from '../backends/commerce';
import { cartMessages } from './messages';

/** A cart, cart item or stock error code as the shopper's failure; FREEGIFTS_* codes share one message. */
export function cartCodeFailure(code: string): ShopperFailure {
  if (`cart.error.${code}` in cartMessages) return shopFailure(`cart.error.${code}`);
  if (code.startsWith('FREEGIFTS_')) return shopFailure('cart.error.FREEGIFTS');
  return shopFailure('cart.error.generic');
}

/**
 * What went wrong with a cart call, for the widget to word: never a stack trace, a status code or Magento's
 * "Internal server error". An unreachable or silent shop says the cart is safe; a known cart code reads in the shop's
 * words; any other GraphQL error shows the server's first message (spec section 8).
 */
export function cartFailureOf(error: unknown): ShopperFailure {
  if (error instanceof ConnectionError) return shopFailure('cart.error.unreachable');
  if (!isCommerceError(error)) return shopFailure('cart.error.generic');
  const known = error.codes.find(
    (code) => code !== 'UNDEFINED' && (`cart.error.${code}` in cartMessages || code.startsWith('FREEGIFTS_')),
  );
  if (known) return cartCodeFailure(known);
  // Magento hides what went wrong behind category "internal"; its message is no use to a shopper.
  if (error.hasCode('internal')) return shopFailure('cart.error.generic');
  return { kind: 'said', message: error.userMessage };
}

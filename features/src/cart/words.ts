import { ConnectionError, en, translate, type TranslationVars } from '../platform';
import { isCommerceError } from '../backends/commerce';
import { cartMessages, type CartMessageKey } from './messages';

/**
 * A cart message for code outside React (calls, cart session, mappers), from the platform's English
 * dictionary, where messages.ts is registered. Widgets use useTranslation().t with the same keys.
 */
export function cartMessage(key: CartMessageKey, vars?: TranslationVars): string {
  return translate(en, key, vars);
}

/** Words for a cart, cart item or stock error code; FREEGIFTS_* codes share one fallback. */
export function cartErrorWords(code: string): string {
  const key = `cart.error.${code}`;
  if (key in cartMessages) return cartMessage(key as CartMessageKey);
  if (code.startsWith('FREEGIFTS_')) return cartMessage('cart.error.FREEGIFTS');
  return cartMessage('cart.error.generic');
}

/**
 * What a shopper reads when a cart call failed: never a stack trace, a status code or Magento's "Internal server
 * error". An unreachable or silent shop says the cart is safe; a known cart code reads in the shop's words;
 * any other GraphQL error shows the server's first message (spec section 8).
 */
export function cartFailureText(error: unknown): string {
  if (error instanceof ConnectionError) return cartMessage('cart.error.unreachable');
  if (!isCommerceError(error)) return cartMessage('cart.error.generic');
  const known = error.codes.find(
    (code) => code !== 'UNDEFINED' && (`cart.error.${code}` in cartMessages || code.startsWith('FREEGIFTS_')),
  );
  if (known) return cartErrorWords(known);
  // Magento hides what went wrong behind category "internal"; its message is no use to a shopper.
  if (error.hasCode('internal')) return cartMessage('cart.error.generic');
  return error.userMessage;
}

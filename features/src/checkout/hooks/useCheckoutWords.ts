import { useCallback } from 'react';
import { ConnectionError, HttpError, useTranslation } from '../../platform';
import { isCommerceError } from '../../backends/commerce';
import { fieldMessages } from '../../platform/fields/messages';
import { checkoutMessages, type CheckoutMessageKey } from '../messages';

/** The checkout's words and the shared field rules', each with its English. */
const englishWords: Readonly<Record<string, string>> = { ...fieldMessages, ...checkoutMessages };

/** The checkout's words through the platform translator, falling back to their own English. */
export function useCheckoutWords() {
  const { t } = useTranslation();
  return useCallback(
    (key: CheckoutMessageKey | keyof typeof fieldMessages, vars?: Record<string, string | number>) =>
      t(key, vars, englishWords[key]),
    [t],
  );
}

export type CheckoutWords = ReturnType<typeof useCheckoutWords>;

/** What the shopper reads when a checkout call failed: the server's own words where it gave some, never a stack trace. */
export function checkoutFailureText(error: unknown, words: CheckoutWords): string {
  if (error instanceof ConnectionError)
    return words(error.timedOut ? 'checkout.error.timeout' : 'checkout.error.connection');
  if (error instanceof HttpError) return words('checkout.error.server');
  if (isCommerceError(error)) return error.errors[0]?.message ?? words('checkout.error.generic');
  if (error instanceof Error && error.cause && isCommerceError(error.cause)) return error.message;
  return words('checkout.error.generic');
}

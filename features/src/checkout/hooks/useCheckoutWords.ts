import { useCallback } from 'react';
import { failureWords, useTranslation, type ShopperFailure, type TranslationVars } from '../../platform';
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

/** A checkout failure in the page's language, for the widget that shows it. */
export function useCheckoutFailureWords() {
  const { t } = useTranslation();
  return useCallback(
    (failure: ShopperFailure) =>
      failureWords((key: string, vars?: TranslationVars) => t(key, vars, englishWords[key]), failure),
    [t],
  );
}

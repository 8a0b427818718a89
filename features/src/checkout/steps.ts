import type { AgeCheck } from './checkoutView';

/**
 * The checkout's steps in order. The age step comes right after contact: the check needs the guest's e-mail address,
 * and a shopper who cannot buy the cart learns it before typing an address.
 */
export type CheckoutStep = 'contact' | 'age' | 'shipping' | 'delivery' | 'payment' | 'review';
export const checkoutSteps: readonly CheckoutStep[] = [
  'contact',
  'age',
  'shipping',
  'delivery',
  'payment',
  'review',
];

/**
 * The steps of this checkout: a virtual cart (nothing to ship) skips delivery; the age step is there while the cart
 * needs a verified adult, and stays (`keepAgeStep`) for a shopper who is on it or verified there, so the steps do not
 * renumber under them.
 */
export function stepsOf(
  checkout: { isVirtual: boolean; ageCheck: AgeCheck } | undefined,
  keepAgeStep = false,
): readonly CheckoutStep[] {
  return checkoutSteps.filter(
    (candidate) =>
      !(candidate === 'delivery' && checkout?.isVirtual) &&
      !(candidate === 'age' && checkout?.ageCheck !== 'needed' && !keepAgeStep),
  );
}

/** The checkout's steps in order; a virtual cart (nothing to ship) skips delivery. */
export type CheckoutStep = 'contact' | 'shipping' | 'delivery' | 'payment' | 'review';
export const checkoutSteps: readonly CheckoutStep[] = [
  'contact',
  'shipping',
  'delivery',
  'payment',
  'review',
];

/** The steps of this checkout: a virtual cart (nothing to ship) skips delivery. */
export function stepsOf(checkout: { isVirtual: boolean } | undefined): readonly CheckoutStep[] {
  return checkout?.isVirtual ? checkoutSteps.filter((candidate) => candidate !== 'delivery') : checkoutSteps;
}

/** The checkout's steps in order; a virtual cart (nothing to ship) skips delivery. */
export type CheckoutStep = 'contact' | 'shipping' | 'delivery' | 'payment' | 'review';
export const checkoutSteps: readonly CheckoutStep[] = [
  'contact',
  'shipping',
  'delivery',
  'payment',
  'review',
];

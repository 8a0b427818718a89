export { useCheckout } from './useCheckout';
export { checkoutFailureText, useCheckoutWords } from './useCheckoutWords';
export type { CheckoutWords } from './useCheckoutWords';

export { useCheckout, useCheckoutTalon } from './useCheckout';
export type { CheckoutData } from './useCheckout';
export { useCheckoutData } from './useCheckoutData';
export { useCheckoutFailureWords, useCheckoutWords } from './useCheckoutWords';
export type { CheckoutWords } from './useCheckoutWords';
export { reportCheckoutStep } from './trackedCheckout';

import type { CheckoutWords, useCheckoutTalon } from '../hooks';
import type { CheckoutForm } from './formErrors';

/** What every step's fields are drawn from: the checkout form, the talon and the checkout's words. */
export interface StepProps {
  form: CheckoutForm;
  talon: ReturnType<typeof useCheckoutTalon>;
  words: CheckoutWords;
}

import { AgeVerificationFlow } from '../../age-verification/widgets';
import type { VerificationWorkflow } from '../../age-verification';
import type { CheckoutWords, useCheckoutTalon } from '../hooks';
import * as styles from './CheckoutWidget.css';

export interface AgeStepProps {
  talon: ReturnType<typeof useCheckoutTalon>;
  words: CheckoutWords;
  /** The tenant's verification workflow (the site's configuration). */
  workflow: VerificationWorkflow;
  /** The check passed, with its uuid: the cart takes it as proof. */
  onVerified: (verificationId: string | undefined) => void;
}

/**
 * The age check of a cart with age-restricted products: the account's age verification (any method, async ones
 * followed until the provider answers) for the order's e-mail address, a guest's too. Once the commerce backend
 * counts the buyer as verified, the step says so and the shopper goes on.
 */
export function AgeStep({ talon, words, workflow, onVerified }: AgeStepProps) {
  const checkout = talon.checkout;
  if (!checkout) return null;
  if (checkout.ageCheck !== 'needed')
    return (
      <p role="status" className={styles.muted}>
        {words('checkout.age.confirmed')}
      </p>
    );
  return (
    <AgeVerificationFlow
      workflow={workflow}
      titled={false}
      onVerified={onVerified}
      {...(checkout.email ? { email: checkout.email } : {})}
    />
  );
}

import { Button } from '@storefront/design-system';
import { useCheckout, useCheckoutWords } from '../hooks';
import type { CheckoutMessageKey } from '../messages';
import type { PaymentOutcome } from '../placedOrder';
import type { CheckoutStep } from '../steps';
import { ContactStep } from './ContactStep';
import { DeliveryStep } from './DeliveryStep';
import { OrderConfirmation } from './OrderConfirmation';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { ShippingAddressStep } from './ShippingAddressStep';
import type { StepProps } from './stepProps';
import { useCheckoutSteps } from './useCheckoutSteps';
import * as styles from './CheckoutWidget.css';

export interface CheckoutWidgetProps {
  /**
   * Called once the order is placed, with what happened to its payment; the site navigates to
   * /checkout/confirmation/:number. Without it the widget thanks the shopper itself.
   */
  onPlaced?: (orderNumber: string, payment: PaymentOutcome) => void;
}

const stepTitle: Record<CheckoutStep, CheckoutMessageKey> = {
  contact: 'checkout.step.contact',
  shipping: 'checkout.step.shipping',
  delivery: 'checkout.step.delivery',
  payment: 'checkout.step.payment',
  review: 'checkout.step.review',
};

const stepFields: Record<CheckoutStep, (props: StepProps) => React.ReactNode> = {
  contact: ContactStep,
  shipping: ShippingAddressStep,
  delivery: DeliveryStep,
  payment: PaymentStep,
  review: ReviewStep,
};

/**
 * The checkout in five steps (contact, shipping, delivery, payment, review), one file each; useCheckoutSteps
 * moves between them. Each step checks its own fields, announces what is wrong and moves focus to the next
 * step's heading when done.
 */
export function CheckoutWidget({ onPlaced }: CheckoutWidgetProps) {
  const words = useCheckoutWords();
  const talon = useCheckout();
  const { form, step, steps, position, showSummary, headingRef, continueFrom, goBack, goTo } =
    useCheckoutSteps(talon, onPlaced);

  if (talon.placed && !onPlaced)
    return <OrderConfirmation orderNumber={talon.placed.order_number} payment={talon.placed.payment} />;
  if (talon.loadError && !talon.checkout) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{talon.loadError}</p>
        <Button onClick={talon.retryLoad}>{words('checkout.retry')}</Button>
      </div>
    );
  }
  if (!talon.checkout) return <p role="status">{words('checkout.loading')}</p>;
  if (talon.checkout.isEmpty && !talon.placed) return <p>{words('checkout.empty')}</p>;

  const StepFields = stepFields[step];
  return (
    <div className={styles.checkout}>
      <nav aria-label={words('checkout.steps')}>
        <ol className={styles.stepList}>
          {steps.map((candidate, index) => (
            <li
              key={candidate}
              className={styles.stepItem}
              aria-current={candidate === step ? 'step' : undefined}
            >
              {index < position ? (
                <button type="button" className={styles.stepLink} onClick={() => goTo(candidate)}>
                  {words(stepTitle[candidate])}
                </button>
              ) : (
                <span>{words(stepTitle[candidate])}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <form className={styles.form} noValidate onSubmit={continueFrom} aria-busy={talon.isPending}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {words(stepTitle[step])}
        </h2>
        <p className={styles.muted}>
          {words('checkout.step.position', { current: position + 1, total: steps.length })}
        </p>
        {showSummary ? (
          <p role="alert" className={styles.error}>
            {words('checkout.error.summary')}
          </p>
        ) : null}
        {talon.error ? (
          <p role="alert" className={styles.alert}>
            {talon.error}
          </p>
        ) : null}

        <StepFields form={form} talon={talon} words={words} />

        <div className={styles.actions}>
          {position > 0 ? (
            <Button variant="secondary" onClick={goBack}>
              {words('checkout.back')}
            </Button>
          ) : null}
          <Button type="submit" loading={talon.isPending}>
            {step === 'review'
              ? words(talon.isPending ? 'checkout.placing' : 'checkout.placeOrder')
              : words('checkout.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}

import { Button } from '@storefront/design-system';
import { useCheckout, useCheckoutWords } from '../hooks';
import type { CheckoutMessageKey } from '../messages';
import type { PaymentOutcome } from '../placedOrder';
import type { CheckoutStep } from '../steps';
import { lazy, Suspense } from 'react';
import { stepFields } from './stepFields';
import { useCheckoutSteps } from './useCheckoutSteps';
import * as styles from './CheckoutWidget.css';

// Shown only once an order is placed (and the site usually navigates away instead), so it loads then.
const OrderConfirmation = lazy(() =>
  import('./OrderConfirmation').then((m) => ({ default: m.OrderConfirmation })),
);

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

/**
 * The checkout in five steps (contact, shipping, delivery, payment, review), one file each, each loaded when the
 * shopper reaches it (stepFields); useCheckoutSteps moves between them. Each step checks its own fields, announces
 * what is wrong and moves focus to the next step's heading when done.
 */
export function CheckoutWidget({ onPlaced }: CheckoutWidgetProps) {
  const words = useCheckoutWords();
  const talon = useCheckout();
  const { form, step, steps, position, showSummary, headingRef, continueFrom, goBack, goTo } =
    useCheckoutSteps(talon, onPlaced);

  if (talon.placed && !onPlaced)
    return (
      <Suspense fallback={<p role="status">{words('checkout.placing')}</p>}>
        <OrderConfirmation orderNumber={talon.placed.order_number} payment={talon.placed.payment} />
      </Suspense>
    );
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

        {/* Only a page opened on a later step (a reload) waits here, in the room a step takes; moving on keeps the
            step on screen until the next one's code is in (useCheckoutSteps moves in a transition). */}
        <Suspense
          fallback={
            <p role="status" className={styles.stepPending}>
              {words('checkout.loading')}
            </p>
          }
        >
          <StepFields form={form} talon={talon} words={words} />
        </Suspense>

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

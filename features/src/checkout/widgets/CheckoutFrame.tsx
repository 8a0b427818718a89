import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '@storefront/design-system';
import type { CheckoutView } from '../checkoutView';
import type { ShopperFailure } from '../../platform';
import { useCheckoutFailureWords, type CheckoutData, type CheckoutWords } from '../hooks';
import type { CheckoutMessageKey } from '../messages';
import type { CheckoutStep } from '../steps';
import { CheckoutSummary } from './CheckoutSummary';
import * as styles from './CheckoutWidget.css';

const stepTitle: Record<CheckoutStep, CheckoutMessageKey> = {
  contact: 'checkout.step.contact',
  age: 'checkout.step.age',
  shipping: 'checkout.step.shipping',
  delivery: 'checkout.step.delivery',
  payment: 'checkout.step.payment',
  review: 'checkout.step.review',
};

/** A checkout failure in the page's language. */
function CheckoutFailure({ failure }: { failure: ShopperFailure }) {
  return <>{useCheckoutFailureWords()(failure)}</>;
}

/** What shows instead of the steps while the checkout is not there: its load failure, loading or an empty cart. */
export function checkoutUnready(
  data: Pick<CheckoutData, 'checkout' | 'loadError' | 'retryLoad'>,
  words: CheckoutWords,
): ReactNode {
  if (data.loadError && !data.checkout) {
    return (
      <div role="alert" className={styles.alert}>
        <p>
          <CheckoutFailure failure={data.loadError} />
        </p>
        <Button onClick={data.retryLoad}>{words('checkout.retry')}</Button>
      </div>
    );
  }
  if (!data.checkout) return <p role="status">{words('checkout.loading')}</p>;
  if (data.checkout.isEmpty) return <p>{words('checkout.empty')}</p>;
  return null;
}

export interface CheckoutFrameProps {
  words: CheckoutWords;
  /** The order beside the steps; absent while it loads. */
  checkout?: CheckoutView | undefined;
  steps: readonly CheckoutStep[];
  step: CheckoutStep;
  /** Goes back to an earlier step; absent, earlier steps show as plain text. */
  goTo?: ((step: CheckoutStep) => void) | undefined;
  onBack?: (() => void) | undefined;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /**
   * False for a step that brings a form of its own (the age check): the frame is then no form, since forms do not
   * nest, and its Continue is a plain button.
   */
  asForm?: boolean;
  /** False where the step's own form moves the shopper on (the age check before it passed): no second button. */
  canContinue?: boolean;
  formRef?: Ref<HTMLFormElement> | undefined;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  isPending?: boolean | undefined;
  showSummary?: boolean | undefined;
  /** A call's failure, worded here in the page's language. */
  error?: ShopperFailure | undefined;
  /** What else the form listens to (the plain first step: the shopper starting on it). */
  formEvents?: Pick<
    FormHTMLAttributes<HTMLFormElement>,
    'onFocus' | 'onPointerDown' | 'onKeyDown' | 'onInput'
  >;
  children: ReactNode;
}

/**
 * The checkout's frame around a step's fields: the list of steps, the step's heading and position, what is wrong
 * and the buttons, with the order summary beside them. The same markup before the form's code has loaded (CheckoutWidget) and after (CheckoutSteps).
 */
export function CheckoutFrame({
  words,
  checkout,
  steps,
  step,
  goTo,
  onBack,
  onSubmit,
  formRef,
  headingRef,
  isPending = false,
  showSummary = false,
  error,
  formEvents,
  asForm = true,
  canContinue = true,
  children,
}: CheckoutFrameProps) {
  const position = steps.indexOf(step);
  const body = (
    <>
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
      {error ? (
        <p role="alert" className={styles.alert}>
          <CheckoutFailure failure={error} />
        </p>
      ) : null}
      {children}
      <div className={styles.actions}>
        {position > 0 && onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {words('checkout.back')}
          </Button>
        ) : null}
        {canContinue ? (
          <Button
            {...(asForm ? { type: 'submit' as const } : { onClick: () => onSubmit() })}
            loading={isPending}
          >
            {step === 'review'
              ? words(isPending ? 'checkout.placing' : 'checkout.placeOrder')
              : words('checkout.continue')}
          </Button>
        ) : null}
      </div>
    </>
  );
  return (
    <div className={styles.checkout}>
      <nav aria-label={words('checkout.steps')} className={styles.stepsNav}>
        <ol className={styles.stepList}>
          {steps.map((candidate, index) => (
            <li
              key={candidate}
              className={styles.stepItem}
              aria-current={candidate === step ? 'step' : undefined}
            >
              {index < position && goTo ? (
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
      {asForm ? (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={onSubmit}
          aria-busy={isPending}
          {...formEvents}
        >
          {body}
        </form>
      ) : (
        <div className={styles.form} aria-busy={isPending}>
          {body}
        </div>
      )}
      {checkout && !checkout.isEmpty ? <CheckoutSummary checkout={checkout} words={words} /> : null}
    </div>
  );
}

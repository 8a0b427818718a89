import { lazyWithWords } from '../../platform';
import { Suspense, useLayoutEffect, useRef } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useCheckoutTalon, useCheckoutWords, type CheckoutData } from '../hooks';
import type { VerificationWorkflow } from '../../age-verification';
import type { PaymentOutcome } from '../placedOrder';
import type { CheckoutStep } from '../steps';
import type { CheckoutFormValues } from './checkoutForm';
import { CheckoutFrame, checkoutUnready } from './CheckoutFrame';
import { restoreFocus, type Handover } from './handover';
import { AgeStepFields, stepFields } from './stepFields';
import type { StepProps } from './stepProps';
import { useCheckoutSteps } from './useCheckoutSteps';
import * as styles from './CheckoutWidget.css';

// Shown only once an order is placed (and the site usually navigates away instead), so it loads then.
const OrderConfirmation = lazyWithWords(() =>
  import('./OrderConfirmation').then((m) => ({ default: m.OrderConfirmation })),
);

export interface CheckoutStepsProps {
  data: CheckoutData;
  onPlaced?: ((orderNumber: string, payment: PaymentOutcome) => void) | undefined;
  /** What the plain first step handed over, if anything (taken once). */
  takeHandover: () => Handover | undefined;
  /** The step the page already reported. */
  reported: CheckoutStep;
  /** The tenant's age-verification workflow, for a cart that needs a verified adult. */
  ageVerificationWorkflow: VerificationWorkflow;
}

/**
 * The checkout's steps with their form, rules and actions (react-hook-form, zod, the payment service): CheckoutWidget
 * loads this once the shopper starts on the first step. Each step checks its own fields, announces what is wrong
 * and moves focus to the next step's heading when done; useCheckoutSteps moves between them.
 */
export function CheckoutSteps({
  data,
  onPlaced,
  takeHandover,
  reported,
  ageVerificationWorkflow,
}: CheckoutStepsProps) {
  const words = useCheckoutWords();
  const talon = useCheckoutTalon(data);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, step, steps, showSummary, headingRef, continueFrom, confirmAge, goBack, goTo } =
    useCheckoutSteps(talon, onPlaced, reported);

  // Takes over what was typed before this code came, puts the focus back and goes on if Continue was pressed.
  const takeOver = useRef(() => {
    const given = formRef.current ? takeHandover() : undefined;
    if (!given || !formRef.current) return;
    for (const [name, value] of Object.entries(given.values)) {
      const field = name as FieldPath<CheckoutFormValues>;
      if (form.getValues(field) !== value) form.setValue(field, value);
    }
    restoreFocus(formRef.current, given.focus);
    if (given.submit) void continueFrom();
  });
  useLayoutEffect(() => takeOver.current(), []);

  if (talon.placed && !onPlaced)
    return (
      <Suspense fallback={<p role="status">{words('checkout.placing')}</p>}>
        <OrderConfirmation orderNumber={talon.placed.order_number} payment={talon.placed.payment} />
      </Suspense>
    );
  const unready = checkoutUnready(talon, words);
  if (unready && !(talon.checkout?.isEmpty && talon.placed)) return unready;

  return (
    <CheckoutFrame
      asForm={step !== 'age'}
      canContinue={step !== 'age' || talon.checkout?.ageCheck !== 'needed'}
      words={words}
      checkout={talon.checkout}
      steps={steps}
      step={step}
      goTo={goTo}
      onBack={goBack}
      onSubmit={continueFrom}
      formRef={formRef}
      headingRef={headingRef}
      isPending={talon.isPending}
      showSummary={showSummary}
      error={talon.error}
    >
      {/* Only a page opened on a later step (a reload) waits here, in the room a step takes; moving on keeps the
          step on screen until the next one's code is in (useCheckoutSteps moves in a transition). */}
      <Suspense
        fallback={
          <p role="status" className={styles.stepPending}>
            {words('checkout.loading')}
          </p>
        }
      >
        {step === 'age' ? (
          <AgeStepFields
            talon={talon}
            words={words}
            workflow={ageVerificationWorkflow}
            onVerified={(verificationId) => void confirmAge(verificationId)}
          />
        ) : (
          <StepOwnFields step={step} form={form} talon={talon} words={words} />
        )}
      </Suspense>
    </CheckoutFrame>
  );
}

/** A step whose fields belong to the checkout's form. */
function StepOwnFields({ step, ...props }: StepProps & { step: Exclude<CheckoutStep, 'age'> }) {
  const Fields = stepFields[step];
  return <Fields {...props} />;
}

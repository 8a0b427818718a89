import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { shopFailure } from '../../platform';
import { useCommerceClient } from '../../backends/commerce';
import { reportCheckoutStep, useCheckoutData, useCheckoutWords, type CheckoutData } from '../hooks';
import type { VerificationWorkflow } from '../../age-verification';
import type { PaymentOutcome } from '../placedOrder';
import { stepsOf, type CheckoutStep } from '../steps';
import { readRawCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { CheckoutFrame, checkoutUnready } from './CheckoutFrame';
import type { CheckoutStepsProps } from './CheckoutSteps';
import { ContactFields, type Bind } from './fields';
import { captureHandover, type Handover } from './handover';
import * as styles from './CheckoutWidget.css';

export interface CheckoutWidgetProps {
  /**
   * Called once the order is placed, with what happened to its payment; the site navigates to
   * /checkout/confirmation/:number. Without it the widget thanks the shopper itself.
   */
  onPlaced?: (orderNumber: string, payment: PaymentOutcome) => void;
  /** The tenant's age-verification workflow, for the age step of a cart with age-restricted products. */
  ageVerificationWorkflow: VerificationWorkflow;
}

const loadSteps = () => import('./CheckoutSteps').then((m) => m.CheckoutSteps);

/**
 * The checkout in five steps (contact, shipping, delivery, payment, review; an age check after contact where the
 * cart needs a verified adult), each loaded when the shopper reaches
 * it (issue #14). The first step comes with the page as plain inputs that keep what is typed; the form's rules,
 * react-hook-form, zod and the payment service (CheckoutSteps) load once the shopper focuses, types or presses
 * Continue there, and take over the typed values, the focus and a Continue already pressed. A page opened on a
 * later step (a reload) loads them at once.
 */
export function CheckoutWidget({ onPlaced, ageVerificationWorkflow }: CheckoutWidgetProps) {
  const words = useCheckoutWords();
  const data = useCheckoutData();
  const draft = useMemo(() => readRawCheckoutDraft(), []);
  const step = draft?.step ?? 'contact';
  const [Steps, setSteps] = useState<ComponentType<CheckoutStepsProps>>();
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);
  const handover = useRef<Handover | undefined>(undefined);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setLoadFailed(false);
    loadSteps().then(
      (component) => setSteps(() => component),
      () => {
        loading.current = false;
        setLoadFailed(true);
      },
    );
  }, []);

  // What the plain form held as it left the page, for the full form to take over once.
  const leave = useCallback((given: Handover) => {
    handover.current = given;
  }, []);
  const takeHandover = useCallback(() => {
    const given = handover.current;
    handover.current = undefined;
    return given;
  }, []);

  // Reported once, for the step the page opens on (the data may still be on its way); CheckoutSteps reports the rest.
  const openedWith = useRef(data.checkout);
  useEffect(() => {
    reportCheckoutStep(step, openedWith.current);
    if (step !== 'contact') load();
  }, [step, load]);

  if (Steps)
    return (
      <Steps
        data={data}
        onPlaced={onPlaced}
        takeHandover={takeHandover}
        reported={step}
        ageVerificationWorkflow={ageVerificationWorkflow}
      />
    );
  const unready = checkoutUnready(data, words);
  if (unready) return unready;
  return (
    <PlainCheckout
      data={data}
      step={step}
      typed={draft?.values ?? {}}
      load={load}
      loadFailed={loadFailed}
      onLeave={leave}
    />
  );
}

/**
 * The step the page opens on, once the checkout is there and before the form's code is in: the first step as plain
 * inputs whose values go to the session draft as they are typed, or a later step's place while its code loads.
 */
function PlainCheckout({
  data,
  step,
  typed,
  load,
  loadFailed,
  onLeave,
}: {
  data: CheckoutData;
  step: CheckoutStep;
  typed: Partial<Record<string, unknown>>;
  load: () => void;
  loadFailed: boolean;
  /** Takes what the plain form held as it leaves the page. */
  onLeave: (given: Handover) => void;
}) {
  const words = useCheckoutWords();
  const client = useCommerceClient();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useRef(false);
  const [submitted, setSubmitted] = useState(false);

  // Read as this form leaves the page, before it does: the full form takes over what it held.
  useLayoutEffect(() => {
    const form = formRef.current;
    return () => {
      if (form) onLeave(captureHandover(form, submit.current));
    };
  }, [onLeave]);

  const typedAttributes =
    typed.attributes && typeof typed.attributes === 'object'
      ? (typed.attributes as Record<string, unknown>)
      : {};
  const typedText = (value: unknown) => (typeof value === 'string' ? value : '');
  const bind: Bind = (name) => ({
    input: {
      name,
      defaultValue:
        name === 'email'
          ? typedText(typed.email)
          : typedText(typedAttributes[name.slice('attributes.'.length)]),
    },
  });
  // Every keystroke lands in the session draft, as it does once the form's code is in.
  const keepTyped = (event: FormEvent<HTMLFormElement>) => {
    const { values } = captureHandover(event.currentTarget, false);
    const attributes: Record<string, unknown> = { ...typedAttributes };
    for (const [name, value] of Object.entries(values))
      if (name.startsWith('attributes.')) attributes[name.slice('attributes.'.length)] = value;
    const email = values.email ?? typed.email;
    // The form's code checks the draft's values when it reads them (readCheckoutDraft).
    saveCheckoutDraft({ values: { ...typed, email, attributes }, step });
  };

  return (
    <CheckoutFrame
      words={words}
      checkout={data.checkout}
      steps={stepsOf(data.checkout, step === 'age')}
      step={step}
      formRef={formRef}
      isPending={submitted && !loadFailed}
      error={loadFailed ? shopFailure('checkout.error.generic') : undefined}
      formEvents={{ onFocus: load, onPointerDown: load, onKeyDown: load, onInput: keepTyped }}
      onSubmit={(event) => {
        // Continue waits for the form's rules and goes on as soon as they are in.
        event?.preventDefault();
        submit.current = true;
        setSubmitted(true);
        load();
      }}
    >
      {step === 'contact' ? (
        <ContactFields
          bind={bind}
          attributes={data.orderAttributes}
          isGuest={!client.hasCustomerToken}
          email={data.checkout?.email ?? ''}
          words={words}
        />
      ) : (
        <p role="status" className={styles.stepPending}>
          {words('checkout.loading')}
        </p>
      )}
    </CheckoutFrame>
  );
}

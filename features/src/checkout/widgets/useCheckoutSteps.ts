import { zodResolver } from '@hookform/resolvers/zod';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { DEFAULT_PAYMENT_METHOD, initialPaymentMethodOf } from '../../payments';
import { useCheckoutWords, type useCheckoutTalon } from '../hooks';
import { shippingMethodId } from '../shippingMethods';
import { stepsOf, type CheckoutStep } from '../steps';
import { savedAddressOf } from '../savedAddresses';
import { pickupAddressOf, STORE_PICKUP_METHOD_ID } from '../storePickup';
import {
  checkoutFormRules,
  emptyCheckoutForm,
  placementsOfStep,
  readCheckoutDraft,
  toProductAddress,
  type CheckoutFormValues,
} from './checkoutForm';
import { clearCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { firstInvalid } from './formErrors';
import { preloadStep } from './stepFields';
import type { PaymentOutcome } from '../placedOrder';

type Talon = ReturnType<typeof useCheckoutTalon>;

/**
 * The checkout's step machine. One form holds everything the shopper types; it is kept in sessionStorage, so an
 * error or a reload never loses a value. `continueFrom` checks the step's own fields (announcing what is wrong and
 * focusing the first), sends the step to the backend and moves on; focus then goes to the next step's heading.
 */
export function useCheckoutSteps(
  talon: Talon,
  onPlaced: ((orderNumber: string, payment: PaymentOutcome) => void) | undefined,
  /** The step the page already reported, shown before the form's code came (CheckoutWidget). */
  reported?: CheckoutStep,
) {
  const words = useCheckoutWords();
  const draft = useMemo(() => readCheckoutDraft(), []);
  const [step, setStep] = useState<CheckoutStep>(draft?.step ?? 'contact');
  const [showSummary, setShowSummary] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const attributes = useMemo(() => Object.values(talon.orderAttributes).flat(), [talon.orderAttributes]);
  const rules = useMemo(
    () =>
      checkoutFormRules({
        words,
        attributes,
        isGuest: talon.isGuest,
        ...(talon.addressRules ? { addressRules: talon.addressRules } : {}),
      }),
    [words, attributes, talon.isGuest, talon.addressRules],
  );
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(rules),
    defaultValues: draft?.values ?? emptyCheckoutForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // Set once the shopper verified on the age step, so the step stays in the list when the cart no longer needs it.
  const [verifiedHere, setVerifiedHere] = useState(false);
  const steps = stepsOf(talon.checkout, verifiedHere || step === 'age');
  const position = steps.indexOf(step);

  // Every keystroke lands in the session draft, so a failed call or a reload keeps what the shopper typed.
  useEffect(() => {
    saveCheckoutDraft({ values: form.getValues(), step });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => saveCheckoutDraft({ values, step }),
    });
  }, [form, step]);

  // The cheapest delivery method and the shop's default payment method are chosen for the shopper, who may change them.
  const cheapest = talon.shippingMethods[0];
  const selectedPayment = talon.checkout?.selectedPaymentMethod;
  const paymentMethods = talon.checkout?.paymentMethods;
  useEffect(() => {
    if (step === 'delivery' && cheapest && !form.getValues('shippingMethod'))
      form.setValue('shippingMethod', shippingMethodId(cheapest));
    const payment = paymentMethods && initialPaymentMethodOf(paymentMethods, selectedPayment);
    if (step === 'payment' && payment && !form.getValues('paymentMethod'))
      form.setValue('paymentMethod', payment);
  }, [step, cheapest, selectedPayment, paymentMethods, form]);

  const { reportStep } = talon;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (step !== reported) reportStep(step);
      return;
    }
    reportStep(step);
    // Shown with its ring whatever the browser guesses from the last input: the code that moves on may have loaded
    // after the press, and a press the browser no longer links to the move left the heading focused without a ring.
    headingRef.current?.focus({ focusVisible: true });
  }, [step, reportStep, reported]);

  function fieldsOf(current: CheckoutStep): FieldPath<CheckoutFormValues>[] {
    const own = placementsOfStep[current].flatMap((placement) =>
      (talon.orderAttributes[placement] ?? []).map((attribute) => `attributes.${attribute.code}` as const),
    );
    const values = form.getValues();
    switch (current) {
      case 'contact':
        return [...(talon.isGuest ? (['email'] as const) : []), ...own];
      case 'age':
        return [];
      case 'shipping':
        // An address chosen from the book is the account's, already checked when it was saved there.
        return [
          ...(savedAddressOf(talon.addressBook, values.shippingAddressId) ? [] : (['shipping'] as const)),
          ...(values.billingSameAsShipping || savedAddressOf(talon.addressBook, values.billingAddressId)
            ? []
            : (['billing'] as const)),
          ...own,
        ];
      case 'delivery':
        return [
          'shippingMethod',
          ...(values.shippingMethod === STORE_PICKUP_METHOD_ID ? (['pickupStore'] as const) : []),
          ...own,
        ];
      case 'payment':
        return ['paymentMethod'];
      case 'review':
        return own;
    }
  }

  const isSaved = (values: CheckoutFormValues) =>
    savedAddressOf(talon.addressBook, values.shippingAddressId) !== undefined;

  /** Where the order ships: the address chosen from the book, else the one typed. */
  function shippingAddressOf(values: CheckoutFormValues) {
    return (
      savedAddressOf(talon.addressBook, values.shippingAddressId) ??
      toProductAddress(values.shipping, { save_in_address_book: values.shipping.save_in_address_book })
    );
  }

  async function saveStep(values: CheckoutFormValues): Promise<boolean> {
    switch (step) {
      case 'contact':
        return talon.saveContact(values.email);
      case 'shipping': {
        const shipped = await talon.saveShippingAddress(shippingAddressOf(values));
        const billed =
          shipped &&
          (await talon.saveBillingAddress(
            values.billingSameAsShipping
              ? 'same_as_shipping'
              : (savedAddressOf(talon.addressBook, values.billingAddressId) ??
                  toProductAddress(values.billing)),
          ));
        if (billed && !talon.isGuest && !isSaved(values) && values.shipping.save_in_address_book)
          await talon.saveToAddressBook(toProductAddress(values.shipping));
        return billed;
      }
      case 'delivery': {
        const method = talon.shippingMethods.find(
          (candidate) => shippingMethodId(candidate) === values.shippingMethod,
        );
        if (!method) return false;
        // A pickup order ships to the chosen store: its address, under the shopper's name, carries the store's code.
        // Once a store was chosen, any other method sends the shopper's own address again, as the cart may still
        // hold the store's (the commerce backend does not say whether its address is a pickup location).
        const pickup = values.shippingMethod === STORE_PICKUP_METHOD_ID;
        if (values.pickupStore) {
          const address = pickup
            ? pickupAddressOf(values.pickupStore, values.shipping)
            : shippingAddressOf(values);
          if (!(await talon.saveShippingAddress(address))) return false;
        }
        return talon.chooseShippingMethod(method);
      }
      case 'age':
        return talon.ageSettled();
      case 'payment':
        return talon.choosePaymentMethod(values.paymentMethod || DEFAULT_PAYMENT_METHOD);
      case 'review': {
        const placed = await talon.placeOrder(values.attributes, values.paymentCard);
        if (!placed) return false;
        clearCheckoutDraft();
        onPlaced?.(placed.order_number, placed.payment);
        return true;
      }
    }
  }

  /** Also called without an event, for a Continue pressed before the form's code came. */
  async function continueFrom(event?: React.FormEvent) {
    event?.preventDefault();
    if (talon.isPending) return;
    const names = fieldsOf(step);
    const valid = names.length === 0 || (await form.trigger(names));
    if (!valid) {
      setShowSummary(true);
      const invalid = firstInvalid(form, names);
      if (invalid) form.setFocus(invalid);
      return;
    }
    setShowSummary(false);
    const next = steps[position + 1];
    // The next step's code downloads while this one is saved.
    if (next) preloadStep(next);
    if (!(await saveStep(form.getValues()))) return;
    if (next) moveTo(next);
  }

  // In a transition, so the current step stays on screen until the next step's code has loaded.
  function moveTo(target: CheckoutStep) {
    startTransition(() => setStep(target));
  }

  /** The age check passed: the cart takes it as proof, and the shopper goes on to the next step. */
  async function confirmAge(verificationId: string | undefined) {
    if (!verificationId) {
      talon.ageSettled();
      return;
    }
    if (!(await talon.confirmAge(verificationId))) return;
    setVerifiedHere(true);
    const next = steps[position + 1];
    if (next) moveTo(next);
  }

  function goBack() {
    const previous = steps[position - 1];
    talon.clearError();
    setShowSummary(false);
    if (previous) moveTo(previous);
  }

  return {
    form,
    step,
    steps,
    position,
    /** Whether the "correct the marked fields" summary shows: after a refused Continue, while errors remain. */
    showSummary: showSummary && Object.keys(form.formState.errors).length > 0,
    headingRef,
    continueFrom,
    confirmAge,
    goBack,
    goTo: moveTo,
  };
}

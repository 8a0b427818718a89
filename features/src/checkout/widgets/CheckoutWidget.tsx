import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { get, useController, useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Button } from '@storefront/design-system';
import { DEFAULT_PAYMENT_METHOD, initialPaymentMethodOf, PaymentMethods } from '../../payments';
import { useCheckout, useCheckoutWords } from '../hooks';
import { checkoutSteps, type CheckoutStep } from '../steps';
import type { CheckoutMessageKey } from '../messages';
import type { OrderAttribute, OrderAttributePlacement } from '../orderAttributes';
import type { PaymentOutcome } from '../placedOrder';
import { shippingMethodId, type Money } from '../shippingMethods';
import { pickupAddressOf, STORE_PICKUP_METHOD_ID } from '../storePickup';
import {
  checkoutFormRules,
  clearCheckoutDraft,
  emptyCheckoutForm,
  placementsOfStep,
  readCheckoutDraft,
  saveCheckoutDraft,
  toProductAddress,
  type CheckoutFormValues,
} from './checkoutForm';
import { OrderConfirmation } from './OrderConfirmation';
import { PickupStorePicker } from './PickupStorePicker';
import * as styles from './CheckoutWidget.css';

export interface CheckoutWidgetProps {
  /**
   * Called once the order is placed, with what happened to its payment; the site navigates to
   * /checkout/confirmation/:number. Without it the widget thanks the shopper itself.
   */
  onPlaced?: (orderNumber: string, payment: PaymentOutcome) => void;
}

type Form = UseFormReturn<CheckoutFormValues>;
type Words = ReturnType<typeof useCheckoutWords>;

const stepTitle: Record<CheckoutStep, CheckoutMessageKey> = {
  contact: 'checkout.step.contact',
  shipping: 'checkout.step.shipping',
  delivery: 'checkout.step.delivery',
  payment: 'checkout.step.payment',
  review: 'checkout.step.review',
};

const formatMoney = (amount: Money) =>
  new Intl.NumberFormat('en-DE', { style: 'currency', currency: amount.currency }).format(amount.value);

function errorText(form: Form, name: string): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The first field of `names` that has an error, for focusing it. */
function firstInvalid(
  form: Form,
  names: FieldPath<CheckoutFormValues>[],
): FieldPath<CheckoutFormValues> | undefined {
  const errors = form.formState.errors;
  for (const name of names) {
    const error = get(errors, name) as Record<string, unknown> | undefined;
    if (!error) continue;
    if (typeof error.message === 'string') return name;
    const nested = Object.keys(error).find((key) => errorText(form, `${name}.${key}`));
    if (nested) return `${name}.${nested}` as FieldPath<CheckoutFormValues>;
  }
  return undefined;
}

/**
 * The checkout in five steps (contact, shipping, delivery, payment, review). One form holds everything the
 * shopper types; it is kept in sessionStorage, so an error or a reload never loses a value. Each step checks
 * its own fields, announces what is wrong and moves focus to the next step's heading when done.
 */
export function CheckoutWidget({ onPlaced }: CheckoutWidgetProps) {
  const words = useCheckoutWords();
  const talon = useCheckout();
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
        ...(talon.postcodeRules ? { postcodeRules: talon.postcodeRules } : {}),
      }),
    [words, attributes, talon.isGuest, talon.postcodeRules],
  );
  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(rules),
    defaultValues: draft?.values ?? emptyCheckoutForm,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const shippingMethod = useWatch({ control: form.control, name: 'shippingMethod' });
  const pickupStore = useWatch({ control: form.control, name: 'pickupStore' });
  const steps = talon.checkout?.isVirtual
    ? checkoutSteps.filter((candidate) => candidate !== 'delivery')
    : checkoutSteps;

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
    reportStep(step);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, reportStep]);

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

  const checkout = talon.checkout;
  const position = steps.indexOf(step);
  const attributesAt = (placement: OrderAttributePlacement) => (
    <OrderAttributeFields attributes={talon.orderAttributes[placement] ?? []} form={form} />
  );

  function fieldsOf(current: CheckoutStep): FieldPath<CheckoutFormValues>[] {
    const own = placementsOfStep[current].flatMap((placement) =>
      (talon.orderAttributes[placement] ?? []).map((attribute) => `attributes.${attribute.code}` as const),
    );
    const values = form.getValues();
    switch (current) {
      case 'contact':
        return [...(talon.isGuest ? (['email'] as const) : []), ...own];
      case 'shipping':
        return ['shipping', ...(values.billingSameAsShipping ? [] : (['billing'] as const)), ...own];
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

  async function saveStep(values: CheckoutFormValues): Promise<boolean> {
    switch (step) {
      case 'contact':
        return talon.saveContact(values.email);
      case 'shipping': {
        const shipped = await talon.saveShippingAddress(
          toProductAddress(values.shipping, { save_in_address_book: values.shipping.save_in_address_book }),
        );
        return (
          shipped &&
          talon.saveBillingAddress(
            values.billingSameAsShipping ? 'same_as_shipping' : toProductAddress(values.billing),
          )
        );
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
            : toProductAddress(values.shipping, {
                save_in_address_book: values.shipping.save_in_address_book,
              });
          if (!(await talon.saveShippingAddress(address))) return false;
        }
        return talon.chooseShippingMethod(method);
      }
      case 'payment':
        return talon.choosePaymentMethod(values.paymentMethod || DEFAULT_PAYMENT_METHOD);
      case 'review': {
        const placed = await talon.placeOrder(values.attributes);
        if (!placed) return false;
        clearCheckoutDraft();
        onPlaced?.(placed.order_number, placed.payment);
        return true;
      }
    }
  }

  async function continueFrom(event: React.FormEvent) {
    event.preventDefault();
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
    if (!(await saveStep(form.getValues()))) return;
    const next = steps[position + 1];
    if (next) setStep(next);
  }

  function goBack() {
    const previous = steps[position - 1];
    talon.clearError();
    setShowSummary(false);
    if (previous) setStep(previous);
  }

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
                <button type="button" className={styles.stepLink} onClick={() => setStep(candidate)}>
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
        {showSummary && Object.keys(form.formState.errors).length > 0 ? (
          <p role="alert" className={styles.error}>
            {words('checkout.error.summary')}
          </p>
        ) : null}
        {talon.error ? (
          <p role="alert" className={styles.alert}>
            {talon.error}
          </p>
        ) : null}

        {step === 'contact' ? (
          <>
            {attributesAt('contactDetails_before')}
            {talon.isGuest ? (
              <TextInput
                form={form}
                name="email"
                label={words('checkout.field.email')}
                type="email"
                autoComplete="email"
                required
              />
            ) : (
              // A signed-in shopper has nothing to type here, but should see where the confirmation goes.
              <p>{words('checkout.contact.signedIn', { email: talon.checkout?.email ?? '' })}</p>
            )}
            {attributesAt('contactDetails_after')}
          </>
        ) : null}

        {step === 'shipping' ? (
          <>
            {attributesAt('shippingAddress_before')}
            <AddressFields
              form={form}
              prefix="shipping"
              words={words}
              countries={talon.countries}
              section="shipping"
            />
            <Checkbox
              form={form}
              name="shipping.save_in_address_book"
              label={words('checkout.field.saveInAddressBook')}
            />
            {attributesAt('shippingAddress_after')}
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{words('checkout.billing.heading')}</legend>
              {attributesAt('billingaddress_before')}
              <Checkbox
                form={form}
                name="billingSameAsShipping"
                label={words('checkout.field.billingSame')}
              />
              <BillingFields form={form} words={words} countries={talon.countries} />
              {attributesAt('billingaddress_after')}
            </fieldset>
          </>
        ) : null}

        {step === 'delivery' ? (
          <>
            <DeliveryLimitNote limits={talon.deliveryLimits} words={words} />
            {talon.shippingMethods.length === 0 ? (
              <p role="alert">{words('checkout.delivery.none')}</p>
            ) : (
              <RadioList
                form={form}
                name="shippingMethod"
                legend={words('checkout.delivery.legend')}
                options={talon.shippingMethods.map((method) => ({
                  value: shippingMethodId(method),
                  label: `${method.carrierTitle}: ${method.methodTitle}`,
                  detail: `${method.amount.value === 0 ? words('checkout.delivery.free') : formatMoney(method.amount)}${method.description ? ` · ${method.description}` : ''}`,
                }))}
              />
            )}
            {shippingMethod === STORE_PICKUP_METHOD_ID ? (
              <PickupStorePicker form={form} words={words} />
            ) : null}
            {attributesAt('buttonDelivery_before')}
          </>
        ) : null}

        {step === 'payment' ? (
          <PaymentMethodField form={form} available={checkout.paymentMethods} words={words} />
        ) : null}

        {step === 'review' ? (
          <>
            <ul className={styles.summary}>
              {checkout.items.map((item) => (
                <li key={item.sku}>
                  {item.quantity} × {item.name}
                </li>
              ))}
            </ul>
            {shippingMethod === STORE_PICKUP_METHOD_ID && pickupStore ? (
              <p>
                {words('checkout.review.pickup', {
                  store: pickupStore.name,
                  street: pickupStore.street,
                  postcode: pickupStore.postcode,
                  city: pickupStore.city,
                })}
              </p>
            ) : null}
            <p>
              {words('checkout.total')}: <strong>{formatMoney(checkout.grandTotal)}</strong>
            </p>
            {attributesAt('buttonPlaceOrder_before')}
          </>
        ) : null}

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

// ---------------------------------------------------------------- fields

function useFieldIds(name: string) {
  const base = useId();
  const id = `${base}-${name.replace(/\W/g, '-')}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

interface TextInputProps {
  form: Form;
  name: FieldPath<CheckoutFormValues>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby) and read out where it appears. */
function TextInput({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  hint,
  placeholder,
  multiline,
  maxLength,
}: TextInputProps) {
  const { id, errorId, hintId } = useFieldIds(name);
  const message = errorText(form, name);
  const describedBy = [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: styles.input,
    ...(placeholder ? { placeholder } : {}),
    ...(maxLength ? { maxLength } : {}),
    ...form.register(name),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={2} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({ form, name, label }: { form: Form; name: FieldPath<CheckoutFormValues>; label: string }) {
  const { id } = useFieldIds(name);
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function CountrySelect({
  form,
  name,
  label,
  countries,
}: {
  form: Form;
  name: FieldPath<CheckoutFormValues>;
  label: string;
  countries: Array<{ code: string; name: string }>;
}) {
  const { id } = useFieldIds(name);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} autoComplete="country" {...form.register(name)}>
        {(countries.length ? countries : [{ code: 'DE', name: 'Germany' }]).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddressFields({
  form,
  prefix,
  words,
  countries,
  section,
}: {
  form: Form;
  prefix: 'shipping' | 'billing';
  words: Words;
  countries: Array<{ code: string; name: string }>;
  section: 'shipping' | 'billing';
}) {
  const auto = (token: string) => `section-${section} ${section} ${token}`;
  return (
    <div className={styles.grid}>
      <TextInput
        form={form}
        name={`${prefix}.firstname`}
        label={words('checkout.field.firstname')}
        autoComplete={auto('given-name')}
        required
      />
      <TextInput
        form={form}
        name={`${prefix}.lastname`}
        label={words('checkout.field.lastname')}
        autoComplete={auto('family-name')}
        required
      />
      <TextInput
        form={form}
        name={`${prefix}.streetName`}
        label={words('checkout.field.streetName')}
        autoComplete={auto('address-line1')}
        required
      />
      <TextInput
        form={form}
        name={`${prefix}.streetNumber`}
        label={words('checkout.field.streetNumber')}
        required
      />
      <TextInput
        form={form}
        name={`${prefix}.streetAdditional`}
        label={words('checkout.field.streetAdditional')}
        hint={words('checkout.field.streetAdditional.hint')}
        autoComplete={auto('address-line2')}
        multiline
      />
      <TextInput
        form={form}
        name={`${prefix}.postcode`}
        label={words('checkout.field.postcode')}
        autoComplete={auto('postal-code')}
        required
      />
      <TextInput
        form={form}
        name={`${prefix}.city`}
        label={words('checkout.field.city')}
        autoComplete={auto('address-level2')}
        required
      />
      <CountrySelect
        form={form}
        name={`${prefix}.countryCode`}
        label={words('checkout.field.country')}
        countries={countries}
      />
      <TextInput
        form={form}
        name={`${prefix}.telephone`}
        label={words('checkout.field.telephone')}
        type="tel"
        autoComplete={auto('tel')}
        required
      />
    </div>
  );
}

function BillingFields({
  form,
  words,
  countries,
}: {
  form: Form;
  words: Words;
  countries: Array<{ code: string; name: string }>;
}) {
  const same = useWatch({ control: form.control, name: 'billingSameAsShipping' });
  return same ? null : (
    <AddressFields form={form} prefix="billing" words={words} countries={countries} section="billing" />
  );
}

function RadioList({
  form,
  name,
  legend,
  options,
}: {
  form: Form;
  name: 'shippingMethod';
  legend: string;
  options: Array<{ value: string; label: string; detail?: string }>;
}) {
  const { id, errorId } = useFieldIds(name);
  const message = errorText(form, name);
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={message ? errorId : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option, index) => (
        <div key={option.value} className={styles.radio}>
          <input id={`${id}-${index}`} type="radio" value={option.value} {...form.register(name)} />
          <label htmlFor={`${id}-${index}`}>
            {option.label}
            {option.detail ? <span className={styles.muted}> {option.detail}</span> : null}
          </label>
        </div>
      ))}
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The payment step: the payments domain's method list, bound to the checkout form so the choice survives a reload. */
function PaymentMethodField({
  form,
  available,
  words,
}: {
  form: Form;
  available: ReadonlyArray<{ code: string; title: string }>;
  words: Words;
}) {
  const { field } = useController({ control: form.control, name: 'paymentMethod' });
  return (
    <PaymentMethods
      available={available}
      value={field.value || undefined}
      onValueChange={field.onChange}
      legend={words('checkout.payment.legend')}
    />
  );
}

function OrderAttributeFields({ attributes, form }: { attributes: OrderAttribute[]; form: Form }): ReactNode {
  return attributes.map((attribute) => (
    <TextInput
      key={attribute.code}
      form={form}
      name={`attributes.${attribute.code}`}
      label={attribute.label}
      required={attribute.isRequired}
      multiline={attribute.inputType === 'textarea'}
      {...(attribute.description ? { hint: attribute.description } : {})}
      {...(attribute.placeholder ? { placeholder: attribute.placeholder } : {})}
      {...(attribute.maxLength ? { maxLength: attribute.maxLength } : {})}
    />
  ));
}

function DeliveryLimitNote({
  limits,
  words,
}: {
  limits: ReturnType<typeof useCheckout>['deliveryLimits'];
  words: Words;
}) {
  const limit = limits?.limits[0];
  if (!limit) return null;
  return (
    <p className={styles.muted}>
      {words('checkout.delivery.limit', { remaining: limit.remaining, days: limit.periodDays })}
    </p>
  );
}

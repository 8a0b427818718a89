import type { ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { Checkbox, FieldError, FieldHint, TextField, useFieldIds } from '@storefront/design-system';
import type { OrderAttribute, OrderAttributePlacement } from '../orderAttributes';
import type { CheckoutFormValues } from './checkoutForm';
import { errorText, type CheckoutForm } from './formErrors';
import * as styles from './CheckoutWidget.css';

type Name = FieldPath<CheckoutFormValues>;

interface FormTextFieldProps {
  form: CheckoutForm;
  name: Name;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
}

/** The design system's text field bound to the checkout form; its error is tied to it and read out with it. */
export function FormTextField({ form, name, label, required, hint, ...input }: FormTextFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={errorText(form, name)}
      aria-required={required || undefined}
      {...input}
      {...form.register(name)}
    />
  );
}

/**
 * A several-line text field (street additions, textarea order attributes). The design system has no text area,
 * so it takes the design system's ids, hint and error around a textarea.
 */
export function FormTextArea({
  form,
  name,
  label,
  required,
  hint,
  placeholder,
  maxLength,
  autoComplete,
}: Omit<FormTextFieldProps, 'type'>) {
  const error = errorText(form, name);
  const ids = useFieldIds({ hint, error });
  return (
    <div className={styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        id={ids.controlId}
        rows={2}
        className={styles.input}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        {...(placeholder ? { placeholder } : {})}
        {...(maxLength ? { maxLength } : {})}
        {...form.register(name)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** The design system's checkbox bound to a yes/no value of the checkout form. */
export function FormCheckbox({
  form,
  name,
  label,
}: {
  form: CheckoutForm;
  name: 'billingSameAsShipping' | 'shipping.save_in_address_book';
  label: string;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <Checkbox
      label={label}
      checked={field.value}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      onBlur={field.onBlur}
    />
  );
}

/** The order attributes the backend places at `placement`, each a field with its own rules. */
export function OrderAttributeFields({
  form,
  attributes,
  placement,
}: {
  form: CheckoutForm;
  attributes: Partial<Record<OrderAttributePlacement, OrderAttribute[]>>;
  placement: OrderAttributePlacement;
}): ReactNode {
  return (attributes[placement] ?? []).map((attribute) => {
    const Field = attribute.inputType === 'textarea' ? FormTextArea : FormTextField;
    return (
      <Field
        key={attribute.code}
        form={form}
        name={`attributes.${attribute.code}`}
        label={attribute.label}
        required={attribute.isRequired}
        {...(attribute.description ? { hint: attribute.description } : {})}
        {...(attribute.placeholder ? { placeholder: attribute.placeholder } : {})}
        {...(attribute.maxLength ? { maxLength: attribute.maxLength } : {})}
      />
    );
  });
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, FieldHint, TextField, useFieldIds } from '@storefront/design-system';
import type { CheckoutWords } from '../hooks';
import type { OrderAttribute, OrderAttributePlacement } from '../orderAttributes';
import * as styles from './CheckoutWidget.css';

/**
 * What ties a field to the form: its input's props (name and, once the form's code is in, react-hook-form's
 * handlers) and its error. The checkout's first step draws its fields through it before that code has loaded
 * (plain inputs that keep what is typed) and after (formFields.tsx), with the same markup both times.
 */
export type Bind = (name: string) => {
  input: { name: string } & Pick<
    ComponentPropsWithRef<'input'>,
    'ref' | 'onChange' | 'onBlur' | 'defaultValue'
  >;
  error?: string | undefined;
};

export interface BoundFieldProps {
  bind: Bind;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  maxLength?: number;
}

/** The design system's text field bound to the form; its error is tied to it and read out with it. */
export function BoundTextField({ bind, name, label, required, hint, ...input }: BoundFieldProps) {
  const bound = bind(name);
  return (
    <TextField
      label={label}
      hint={hint}
      error={bound.error}
      aria-required={required || undefined}
      {...input}
      {...bound.input}
    />
  );
}

/**
 * A several-line text field (street additions, textarea order attributes). The design system has no text area,
 * so it takes the design system's ids, hint and error around a textarea.
 */
export function BoundTextArea({
  bind,
  name,
  label,
  required,
  hint,
  placeholder,
  maxLength,
  autoComplete,
}: Omit<BoundFieldProps, 'type'>) {
  const bound = bind(name);
  const ids = useFieldIds({ hint, error: bound.error });
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
        {...(bound.input as ComponentPropsWithRef<'textarea'>)}
      />
      <FieldError id={ids.errorId}>{bound.error}</FieldError>
    </div>
  );
}

/** The order attributes the backend places at `placement`, each a field with its own rules. */
export function AttributeFields({
  bind,
  attributes,
  placement,
}: {
  bind: Bind;
  attributes: Partial<Record<OrderAttributePlacement, OrderAttribute[]>>;
  placement: OrderAttributePlacement;
}): ReactNode {
  return (attributes[placement] ?? []).map((attribute) => {
    const Field = attribute.inputType === 'textarea' ? BoundTextArea : BoundTextField;
    return (
      <Field
        key={attribute.code}
        bind={bind}
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

/** Contact: a guest gives an e-mail address; a signed-in shopper reads where the confirmation goes. */
export function ContactFields({
  bind,
  attributes,
  isGuest,
  email,
  words,
}: {
  bind: Bind;
  attributes: Partial<Record<OrderAttributePlacement, OrderAttribute[]>>;
  isGuest: boolean;
  /** The address the confirmation goes to, for a signed-in shopper. */
  email: string;
  words: CheckoutWords;
}) {
  return (
    <>
      <AttributeFields bind={bind} attributes={attributes} placement="contactDetails_before" />
      {isGuest ? (
        <BoundTextField
          bind={bind}
          name="email"
          label={words('checkout.field.email')}
          type="email"
          autoComplete="email"
          required
        />
      ) : (
        // A signed-in shopper has nothing to type here, but should see where the confirmation goes.
        <p>{words('checkout.contact.signedIn', { email })}</p>
      )}
      <AttributeFields bind={bind} attributes={attributes} placement="contactDetails_after" />
    </>
  );
}

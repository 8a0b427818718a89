import type { ReactNode } from 'react';
import { useController, type FieldPath } from 'react-hook-form';
import { Checkbox } from '@storefront/design-system';
import type { OrderAttribute, OrderAttributePlacement } from '../orderAttributes';
import type { CheckoutFormValues } from './checkoutForm';
import { AttributeFields, BoundTextArea, BoundTextField, type Bind, type BoundFieldProps } from './fields';
import { errorText, type CheckoutForm } from './formErrors';

type Name = FieldPath<CheckoutFormValues>;

/** Binds fields to the checkout form: react-hook-form's handlers and each field's error. */
export function formBinding(form: CheckoutForm): Bind {
  return (name) => ({ input: form.register(name as Name), error: errorText(form, name) });
}

type FormFieldProps = Omit<BoundFieldProps, 'bind' | 'name'> & { form: CheckoutForm; name: Name };

/** The design system's text field bound to the checkout form; its error is tied to it and read out with it. */
export function FormTextField({ form, ...field }: FormFieldProps) {
  return <BoundTextField bind={formBinding(form)} {...field} />;
}

/** A several-line text field bound to the checkout form (fields.tsx's BoundTextArea). */
export function FormTextArea({ form, ...field }: Omit<FormFieldProps, 'type'>) {
  return <BoundTextArea bind={formBinding(form)} {...field} />;
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

/** The order attributes the backend places at `placement`, each a field of the checkout form with its own rules. */
export function OrderAttributeFields({
  form,
  attributes,
  placement,
}: {
  form: CheckoutForm;
  attributes: Partial<Record<OrderAttributePlacement, OrderAttribute[]>>;
  placement: OrderAttributePlacement;
}): ReactNode {
  return <AttributeFields bind={formBinding(form)} attributes={attributes} placement={placement} />;
}

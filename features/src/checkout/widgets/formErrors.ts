import { get, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { CheckoutFormValues } from './checkoutForm';

export type CheckoutForm = UseFormReturn<CheckoutFormValues>;

/** The error message of one field, if it has one. */
export function errorText(form: CheckoutForm, name: string): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** The first field of `names` that has an error, for focusing it. */
export function firstInvalid(
  form: CheckoutForm,
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

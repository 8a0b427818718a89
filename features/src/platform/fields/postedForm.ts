import { useMemo } from 'react';
import { set, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * What a form sent before the page hydrated (a native POST to its route's action) comes back with: the values typed
 * (passwords never), the errors in the shop's words and whether it was done. The widget starts from it; once hydrated
 * it works in the browser as always (react-hook-form with the same zod schema the action checked).
 */
export interface PostedForm<Values extends FieldValues = FieldValues> {
  values: Partial<Values>;
  /** Field messages by the field's name (dotted for nested fields: extra.code, consents.id). */
  fieldErrors?: Record<string, string>;
  /** The form's own message (the service refused or failed). */
  error?: string;
  done?: boolean;
}

/**
 * react-hook-form fills its inputs only once the page runs, so a value the server HTML must show (what a form sent
 * before hydration came back with) is also given to the input itself. It stays the same for the page's life.
 */
export const postedValue = (value: unknown): { defaultValue?: string } =>
  typeof value === 'string' ? { defaultValue: value } : {};

/** The posted field messages as react-hook-form's errors, kept the same object while the posted form is. */
export function usePostedErrors<Values extends FieldValues>(
  posted: Pick<PostedForm, 'fieldErrors'> | undefined,
): FieldErrors<Values> | undefined {
  return useMemo(() => {
    if (!posted?.fieldErrors) return undefined;
    const errors: FieldErrors<Values> = {};
    for (const [name, message] of Object.entries(posted.fieldErrors))
      set(errors, name, { type: 'server', message });
    return errors;
  }, [posted]);
}

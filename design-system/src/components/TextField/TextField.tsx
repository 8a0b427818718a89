import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled text input whose hint and error are announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, hint, error, className, type = 'text', ...inputProps }: TextFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <input
        id={ids.controlId}
        type={type}
        className={fieldStyles.control}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        {...inputProps}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

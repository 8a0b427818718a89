import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** TextField's multi-line sibling: a labelled text area whose hint and error are announced with it. */
export function TextArea({ label, hint, error, className, rows = 4, ...textareaProps }: TextAreaProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        id={ids.controlId}
        rows={rows}
        className={clsx(fieldStyles.control, styles.textArea)}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        {...textareaProps}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Field.css';

export interface FieldMessages {
  /** Helps before the shopper types; read out with the field. */
  hint?: ReactNode;
  /** What is wrong; marks the field invalid and is read out with it. */
  error?: ReactNode;
}

/** Ids that tie a control to its hint and error, so screen readers read them with the field. */
export function useFieldIds({ hint, error }: FieldMessages) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId: `${id}-control`,
    labelId: `${id}-label`,
    hintId,
    errorId,
    describedBy,
    invalid: Boolean(error),
  };
}

export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

/** What is wrong. `role="alert"` when the message stands alone (not tied to a field) and must be heard at once. */
export function FieldError({ id, role, children }: { id?: string; role?: 'alert'; children?: ReactNode }) {
  return children ? (
    <p id={id} role={role} className={styles.error}>
      <Icon name="alert" size="sm" />
      <span>{children}</span>
    </p>
  ) : null;
}

export { styles as fieldStyles };

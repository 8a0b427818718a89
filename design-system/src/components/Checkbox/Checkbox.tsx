import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixCheckbox.Root>,
  'id' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Radix's checkbox, styled once, with label, hint and error wired for screen readers. */
export function Checkbox({ label, hint, error, className, ...rootProps }: CheckboxProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <div className={className}>
      <div className={fieldStyles.choice}>
        <RadixCheckbox.Root
          id={ids.controlId}
          className={styles.box}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          {...rootProps}
        >
          <RadixCheckbox.Indicator>
            <Icon name={rootProps.checked === 'indeterminate' ? 'minus' : 'check'} size="sm" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

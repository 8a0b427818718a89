import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixRadioGroup.Root>,
  'children'
> {
  legend: ReactNode;
  options: ReadonlyArray<RadioOption>;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Radix's radio group (arrow keys move between options), with a legend, hint and error for screen readers. */
export function RadioGroup({ legend, options, hint, error, className, ...rootProps }: RadioGroupProps) {
  const ids = useFieldIds({ hint, error });
  const optionId = useId();
  return (
    <fieldset className={`${styles.group} ${className ?? ''}`} aria-describedby={ids.describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <RadixRadioGroup.Root className={styles.options} aria-invalid={ids.invalid || undefined} {...rootProps}>
        {options.map((option, index) => (
          <div key={option.value} className={fieldStyles.choice}>
            <RadixRadioGroup.Item
              id={`${optionId}-${index}`}
              className={styles.radio}
              value={option.value}
              disabled={option.disabled}
              aria-invalid={ids.invalid || undefined}
            >
              <RadixRadioGroup.Indicator className={styles.dot} />
            </RadixRadioGroup.Item>
            <label htmlFor={`${optionId}-${index}`}>{option.label}</label>
          </div>
        ))}
      </RadixRadioGroup.Root>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}

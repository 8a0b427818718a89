import { Switch as RadixSwitch } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixSwitch.Root>,
  'id' | 'children'
> {
  label: ReactNode;
  hint?: ReactNode;
}

/** An on/off setting that applies at once (Radix's switch), with its label and hint. */
export function Switch({ label, hint, className, ...rootProps }: SwitchProps) {
  const ids = useFieldIds({ hint });
  return (
    <div className={className}>
      <div className={fieldStyles.choice}>
        <RadixSwitch.Root
          id={ids.controlId}
          className={styles.track}
          aria-describedby={ids.describedBy}
          {...rootProps}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
}

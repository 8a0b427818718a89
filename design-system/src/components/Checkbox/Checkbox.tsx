import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'type' | 'children' | 'checked' | 'defaultChecked' | 'onChange'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Radix's shape: true, false or 'indeterminate' (shown as a dash; the box reads as mixed). */
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox, styled once, with label, hint and error wired for screen readers. Native rather than Radix's
 * button: the shop's pages hydrate after they have loaded, and a native box ticks, and posts with its form, before
 * that and without JavaScript at all. A box ticked before hydration hands its state to the controlling widget.
 */
export function Checkbox({
  label,
  hint,
  error,
  className,
  checked,
  onCheckedChange,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ hint, error });
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  // Once, at hydration: what the shopper ticked while the page was still server HTML wins over the initial state.
  useLayoutEffect(() => {
    const box = input.current;
    if (box && checked !== undefined && !indeterminate && box.checked !== checked)
      onCheckedChange?.(box.checked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the state the server's HTML was left in
  }, []);
  return (
    <div className={className}>
      <label className={fieldStyles.choice}>
        <span className={styles.control}>
          <input
            ref={input}
            type="checkbox"
            id={ids.controlId}
            className={styles.box}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            checked={checked === undefined ? undefined : checked === true}
            data-state={indeterminate ? 'indeterminate' : undefined}
            onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
            {...inputProps}
          />
          <Icon name={indeterminate ? 'minus' : 'check'} size="sm" className={styles.mark} />
        </span>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

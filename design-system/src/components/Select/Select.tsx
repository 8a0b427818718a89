import { clsx } from 'clsx';
import { Select as RadixSelect } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../Field/Field';
import { usePortalThemeClass } from '../../theme/ThemeScope';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithoutRef<typeof RadixSelect.Root>, 'children'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  placeholder?: string;
  /**
   * An optional select's first choice, named so (e.g. "No answer"): choosing it clears the select, whose value is then
   * `''` (what a cleared field posts). Radix has no item of an empty value, so it stands for one.
   */
  emptyChoice?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Stands for the empty value among Radix's items, which may not have one. */
const EMPTY_CHOICE = '\u0000empty';

/** Radix's select (type-ahead, arrow keys, portal), styled like the text fields, with label, hint and error. */
export function Select({
  label,
  options,
  placeholder,
  emptyChoice,
  hint,
  error,
  className,
  onValueChange,
  ...rootProps
}: SelectProps) {
  const ids = useFieldIds({ hint, error });
  const portalTheme = usePortalThemeClass();
  const choices =
    emptyChoice === undefined ? options : [{ value: EMPTY_CHOICE, label: emptyChoice }, ...options];
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={fieldStyles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <RadixSelect.Root
        {...rootProps}
        onValueChange={(value) => onValueChange?.(value === EMPTY_CHOICE ? '' : value)}
      >
        <RadixSelect.Trigger
          id={ids.controlId}
          className={clsx(fieldStyles.control, styles.trigger)}
          aria-labelledby={ids.labelId}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <Icon name="chevronDown" size="sm" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={clsx(portalTheme, styles.content)} position="popper" sideOffset={4}>
            <RadixSelect.Viewport className={styles.viewport}>
              {choices.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator>
                    <Icon name="check" size="sm" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

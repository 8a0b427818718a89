import { useId, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '@storefront/design-system';
import type { AddressSuggestion } from '../types';
import * as styles from './AddressCombobox.css';

export interface AddressComboboxProps {
  label: string;
  hint: string;
  /** Names the list of suggestions for screen readers. */
  suggestionsLabel: string;
  /** Said when suggestions appear, e.g. "5 suggestions available". */
  announceCount: (count: number) => string;
  value: string;
  onValueChange: (text: string) => void;
  suggestions: AddressSuggestion[];
  /** Said beside the field while the suggest service fails; typing goes on as in any text field. */
  unavailable?: string | undefined;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The WAI-ARIA 1.2 combobox with a list popup (APG "list autocomplete" pattern): focus stays in the field,
 * the arrow keys move the active option (aria-activedescendant), Enter chooses it, Escape closes the list or,
 * when it is closed, clears the field. Enter without an active option submits the surrounding form.
 */
export function AddressCombobox({
  label,
  hint,
  suggestionsLabel,
  announceCount,
  value,
  onValueChange,
  suggestions,
  unavailable,
  onChoose,
}: AddressComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(suggestion: AddressSuggestion) {
    onValueChange(suggestion.label);
    onChoose(suggestion);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From "no option" Down goes to the first and Up to the last; both wrap around.
        setActive((current) =>
          current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
        );
        return;
      }
      case 'Enter': {
        const suggestion = expanded ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        } else close();
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else onValueChange('');
        return;
      case 'Tab':
        close();
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-describedby={unavailable ? `${id}-hint ${id}-unavailable` : `${id}-hint`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {unavailable && (
        <p id={`${id}-unavailable`} role="alert" className={styles.unavailable}>
          {unavailable}
        </p>
      )}
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={suggestionsLabel}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keys reach the options through the field (aria-activedescendant), as the APG combobox pattern prescribes
            <li
              key={`${suggestion.label}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps focus in the field, so the click chooses instead of blurring (which would close the list first).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span>{suggestion.label}</span>
              {/* The space keeps "Köln Germany" two words for screen readers; the grid does not render it. */}
              {suggestion.detail && (
                <>
                  {' '}
                  <span className={styles.optionDetail}>{suggestion.detail}</span>
                </>
              )}
            </li>
          ))}
      </ul>
      <VisuallyHidden role="status">{expanded ? announceCount(suggestions.length) : ''}</VisuallyHidden>
    </div>
  );
}

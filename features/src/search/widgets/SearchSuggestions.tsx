import { useLayoutEffect, useState, type RefObject } from 'react';
import { useCombobox } from 'downshift';
import { VisuallyHidden } from '@storefront/design-system';
import { trackThenNavigate } from '../../platform';
import { useProductPageMapping } from '../../catalog';
import { useSearchSuggestions, useSearchWords, type SearchSuggestion, type SuggestedPlace } from '../hooks';
import * as styles from './SearchSuggestions.css';

// The field's props live here, beside the part that uses most of them: SearchField loads this file lazily.
export interface SearchFieldProps {
  id: string;
  /** The field's name for screen readers ("Search the shop"), in the page's language. */
  label: string;
  /** The search form's parameter for the words. */
  name: string;
  className?: string;
  placeholder?: string;
  /** The shop's own places to suggest by name (its categories, in the page's language). */
  places: ReadonlyArray<SuggestedPlace>;
  /** Leads to a chosen suggestion; the site passes its router's navigate. */
  onChoose: (url: string) => void;
}

/** What the plain field held as it left the page: read as it is removed, so no keystroke is lost to the switch. */
export interface CarriedField {
  value: string;
  focused: boolean;
}

export interface SearchSuggestionsProps extends SearchFieldProps {
  /** What the plain field this one replaces held: its typed words and its focus carry over. */
  carried: RefObject<CarriedField>;
}

/**
 * The search field as a WAI-ARIA combobox (downshift): suggestions open under it as the shopper types, the arrow keys
 * move through them, Enter opens the one chosen, and Enter with none chosen submits the search form as before. Loaded
 * only once a shopper reaches the field (SearchField), so no page pays for it up front.
 */
export default function SearchSuggestions({
  carried,
  id,
  label,
  name,
  className,
  placeholder,
  places,
  onChoose,
}: SearchSuggestionsProps) {
  const { t } = useSearchWords();
  const [typed, setTyped] = useState('');
  const suggestions = useSearchSuggestions(typed, places);
  const { linkFor } = useProductPageMapping();
  // A product with a Builder page of its own (the mapping file) leads there, as on the search page.
  const linkOf = (suggestion: SearchSuggestion) =>
    suggestion.sku ? linkFor(suggestion.sku) : suggestion.url;

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    setInputValue,
    openMenu,
  } = useCombobox({
    items: suggestions,
    inputId: id,
    // The field's words stay downshift's own: a controlled value, updated after each render, loses fast keystrokes.
    // Choosing keeps the typed words in the field: the shopper is leaving, and new words would ask for suggestions.
    stateReducer: (state, { type, changes }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
      type === useCombobox.stateChangeTypes.ItemClick
        ? { ...changes, inputValue: state.inputValue }
        : changes,
    // Never kept as chosen: choosing the same suggestion twice leads there twice.
    selectedItem: null,
    itemToString: (suggestion) => suggestion?.title ?? '',
    onInputValueChange: ({ inputValue }) => setTyped(inputValue),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      const url = linkOf(selectedItem);
      const position = suggestions.indexOf(selectedItem) + 1;
      void trackThenNavigate('tracking:activity:search_result_click', {
        search_term: typed.trim(),
        url,
        position,
      }).then(() => onChoose(url));
    },
  });

  // Before the first paint: the plain field's words are this field's, and a shopper typing there goes on typing here,
  // the cursor after the words, their suggestions open without another keystroke. (By id: the field's ref is downshift's.)
  useLayoutEffect(() => {
    const { value, focused } = carried.current;
    if (value) setInputValue(value);
    const field = document.getElementById(id);
    if (!focused || !(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(value.length, value.length);
    if (value.trim()) openMenu();
    // Once, as the field takes the plain one's place (downshift's actions keep their identity).
  }, [carried, id, setInputValue, openMenu]);

  const open = isOpen && suggestions.length > 0;
  return (
    <div className={styles.box}>
      <label {...getLabelProps()}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <input
        {...getInputProps({
          name,
          type: 'search',
          className,
          placeholder,
          onKeyDown: (event) => {
            // Enter with no suggestion chosen is the form's: it searches, as it did before suggestions loaded.
            if (event.key === 'Enter' && highlightedIndex < 0) {
              (
                event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
            }
          },
        })}
      />
      <ul {...getMenuProps({ 'aria-label': t('search.suggestions') })} className={styles.list}>
        {open &&
          suggestions.map((suggestion, index) => (
            <li key={suggestion.id} className={styles.option} {...getItemProps({ item: suggestion, index })}>
              <span>{suggestion.title}</span>
              <span className={styles.kind}>{t(`search.type.${suggestion.type}`)}</span>
            </li>
          ))}
      </ul>
      {/* Announced as it changes; a live region, not a status landmark: the page's own status stays its only one. */}
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {typed.trim() && isOpen ? t('search.suggestions.count', { count: suggestions.length }) : ''}
        </span>
      </VisuallyHidden>
    </div>
  );
}

import { lazyWithWords } from '../../platform';
import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@storefront/design-system';
import type { CarriedField, SearchFieldProps } from './SearchSuggestions';
import * as styles from './SearchSuggestions.css';

const loadSuggestions = () => import('./SearchSuggestions');
const SearchSuggestions = lazyWithWords(loadSuggestions);

export type { SearchFieldProps };

/**
 * The header's search field. It is a plain field in the server's HTML (its form searches without JavaScript); the
 * first time a shopper reaches it, it loads its suggestions (SearchSuggestions) and becomes that field, keeping what
 * was typed and the focus. Its words come from the host: this part is in every page's first load, so it carries none
 * of search's code. The switch is a transition, so the plain field stays in place until the new one is ready.
 */

export function SearchField(props: SearchFieldProps) {
  const [wanted, setWanted] = useState(false);
  const plain = useRef<HTMLInputElement>(null);
  const carried = useRef<CarriedField>({ value: '', focused: false });
  // React detaches a ref before it removes the element: the words and the focus are read at the last moment.
  const plainRef = useCallback((node: HTMLInputElement | null) => {
    plain.current = node;
    if (!node) return;
    return () => {
      carried.current = { value: node.value, focused: node === document.activeElement };
    };
  }, []);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  // A shopper who reached the field before the page hydrated gets its suggestions as well.
  useEffect(() => {
    if (plain.current === document.activeElement) startTransition(() => setWanted(true));
  }, []);
  const plainField = (
    <div className={styles.box}>
      <label htmlFor={props.id}>
        <VisuallyHidden>{props.label}</VisuallyHidden>
      </label>
      <input
        ref={plainRef}
        id={props.id}
        name={props.name}
        type="search"
        className={props.className}
        placeholder={props.placeholder}
        onFocus={want}
        // A pointer on its way fetches the code early; the field itself changes only once it has the focus.
        onPointerEnter={() => void loadSuggestions()}
      />
    </div>
  );
  return (
    <Suspense fallback={plainField}>
      {wanted ? <SearchSuggestions {...props} carried={carried} /> : plainField}
    </Suspense>
  );
}

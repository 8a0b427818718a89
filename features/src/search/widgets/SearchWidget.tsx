import { useId, useState, type FormEvent } from 'react';
import { Button, Icon } from '@storefront/design-system';
import { track } from '../../platform';
import { useSearchWords } from '../hooks';
import type { SearchContentType, SearchResultsPage } from '../types';
import { SearchResults } from './SearchResults';
import * as styles from './SearchResults.css';

export interface SearchWidgetProps {
  /** The query of the page (/search?q=...), already searched on the server when `initialResults` is given. */
  initialQuery?: string;
  initialResults?: SearchResultsPage;
  /** The server could not search for `initialQuery`: the error shows at once, the browser asks only on Try again. */
  failedOnServer?: boolean;
  /** Results per page. */
  perPage?: number;
  type?: SearchContentType;
  /** Tells the host about a new query or page, so it can keep the address bar in step. */
  onSearchChange?: (search: { query: string; page: number }) => void;
  hrefForPage?: (query: string, page: number) => string;
  navigate?: (url: string) => void;
}

/** The search page's field and results; each submitted search is tracked as 'search'. */
export function SearchWidget({
  initialQuery = '',
  initialResults,
  failedOnServer = false,
  perPage = 10,
  type,
  onSearchChange,
  hrefForPage,
  navigate,
}: SearchWidgetProps) {
  const { t } = useSearchWords();
  const fieldId = useId();
  const [draft, setDraft] = useState(initialQuery);
  const [search, setSearch] = useState({ query: initialQuery.trim(), page: initialResults?.page ?? 1 });

  function change(next: { query: string; page: number }) {
    setSearch(next);
    onSearchChange?.(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const query = draft.trim();
    if (!query) return;
    track('tracking:activity:search', { search_term: query });
    change({ query, page: 1 });
  }

  return (
    <div className={styles.widget}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {t('search.field.label')}
          </label>
          <input
            id={fieldId}
            className={styles.input}
            type="search"
            name="q"
            enterKeyHint="search"
            placeholder={t('search.field.placeholder')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">
          <Icon name="search" size="sm" />
          {t('search.submit')}
        </Button>
      </form>
      {search.query && (
        <SearchResults
          query={search.query}
          page={search.page}
          perPage={perPage}
          {...(type ? { type } : {})}
          {...(initialResults ? { initial: initialResults } : {})}
          // Only the search the server tried; one the shopper starts here is asked in the browser.
          failedOnServer={failedOnServer && search.query === initialQuery.trim()}
          onPageChange={(page) => change({ query: search.query, page })}
          {...(hrefForPage ? { hrefForPage: (page: number) => hrefForPage(search.query, page) } : {})}
          {...(navigate ? { navigate } : {})}
        />
      )}
    </div>
  );
}

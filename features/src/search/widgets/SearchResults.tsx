import { useRef, type MouseEvent } from 'react';
import { Button, RichText, Spinner } from '@storefront/design-system';
import { isPlainClick, track, trackThenNavigate } from '../../platform';
import { useProductPageMapping } from '../../catalog';
import type { SearchParams } from '../api';
import { useSearchWords, useSiteSearch } from '../hooks';
import { pagerPages, type SearchResult, type SearchResultsPage } from '../types';
import * as styles from './SearchResults.css';

export interface SearchResultsProps extends SearchParams {
  /** The page the server rendered, shown without a request. */
  initial?: SearchResultsPage;
  /** The server could not search for this page: say so at once, ask again only on Try again. */
  failedOnServer?: boolean;
  onPageChange: (page: number) => void;
  /** Where each pager link points, so paging works before hydration and opens in a new tab. */
  hrefForPage?: (page: number) => string;
  /** Leaves for a result after its click was tracked; the site passes its router's navigate. */
  navigate?: (url: string) => void;
}

export function SearchResults({
  initial,
  failedOnServer = false,
  onPageChange,
  hrefForPage,
  navigate = (url) => window.location.assign(url),
  ...params
}: SearchResultsProps) {
  const { t } = useSearchWords();
  const { page, isLoading, failure, retry } = useSiteSearch(params, initial, failedOnServer);
  const { linkFor } = useProductPageMapping();
  // A product with a Builder page of its own (the mapping file) links there rather than to the shop's product page.
  const linkOf = (result: SearchResult) => (result.sku ? linkFor(result.sku) : result.url);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const query = params.query.trim();
  const href = hrefForPage ?? ((number: number) => `?q=${encodeURIComponent(query)}&page=${number}`);

  if (failure) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('search.error')}</p>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('search.retry')}
        </Button>
      </div>
    );
  }
  if (!page) return <Spinner label={t('search.searching')} />;

  function goTo(event: MouseEvent, number: number) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPageChange(number);
    // Keyboard and screen reader users land on the new page's summary, not back at the top of the document.
    summaryRef.current?.focus();
  }

  function openResult(event: MouseEvent, result: SearchResult, position: number) {
    const url = linkOf(result);
    const payload = { search_term: page?.query ?? query, url, position };
    if (!isPlainClick(event)) {
      // A new tab or window: this page stays, so there is nothing to wait for.
      track('tracking:activity:search_result_click', payload);
      return;
    }
    event.preventDefault();
    void trackThenNavigate('tracking:activity:search_result_click', payload).then(() => navigate(url));
  }

  const first = (page.page - 1) * page.perPage + 1;
  const summary =
    page.total === 0
      ? t('search.empty', { query: page.query })
      : t('search.results.count', { count: page.total, query: page.query });

  return (
    <div className={styles.results} aria-busy={isLoading}>
      <div role="status">
        <h2 ref={summaryRef} tabIndex={-1} className={styles.summary}>
          {summary}
        </h2>
      </div>
      {page.total === 0 && <p className={styles.hint}>{t('search.empty.hint')}</p>}
      {page.results.length > 0 && (
        <ol className={styles.list} aria-label={t('search.results.list')} start={first}>
          {page.results.map((result, index) => (
            <li key={result.id}>
              <article className={styles.result}>
                <p className={styles.kind}>{t(`search.type.${result.type}`)}</p>
                <h3 className={styles.title}>
                  <a
                    href={linkOf(result)}
                    className={styles.titleLink}
                    onClick={(event) => openResult(event, result, first + index)}
                  >
                    {result.titleHtml ? <RichText as="span" html={result.titleHtml} /> : result.title}
                  </a>
                </h3>
                {result.excerptHtml ? (
                  <RichText html={result.excerptHtml} className={styles.excerpt} />
                ) : (
                  <p className={styles.excerpt}>{result.excerpt}</p>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      {page.pageCount > 1 && (
        <nav aria-label={t('search.pages')}>
          <ul className={styles.pager}>
            {page.page > 1 && (
              <li>
                <a
                  className={styles.pageLink}
                  href={href(page.page - 1)}
                  rel="prev"
                  onClick={(event) => goTo(event, page.page - 1)}
                >
                  {t('search.previous')}
                </a>
              </li>
            )}
            {pagerPages(page.page, page.pageCount).map((entry, index) =>
              entry === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={entry}>
                  <a
                    className={styles.pageLink}
                    href={href(entry)}
                    aria-label={t('search.page', { page: entry })}
                    aria-current={entry === page.page ? 'page' : undefined}
                    onClick={(event) => goTo(event, entry)}
                  >
                    {entry}
                  </a>
                </li>
              ),
            )}
            {page.page < page.pageCount && (
              <li>
                <a
                  className={styles.pageLink}
                  href={href(page.page + 1)}
                  rel="next"
                  onClick={(event) => goTo(event, page.page + 1)}
                >
                  {t('search.next')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}

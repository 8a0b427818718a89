import type { MouseEvent } from 'react';
import { VisuallyHidden } from '@storefront/design-system';
import { trackThenNavigate, useFormat, useTranslation, type Translator } from '../../platform';
import type { CatalogAggregation } from '../api';
import {
  filterCodes,
  isFilterSelected,
  listingSearch,
  priceRangeLabel,
  sortOptions,
  toggleFilter,
  type FilterCode,
  type Listing,
} from '../listing';
import * as styles from './Product.css';

export interface ListingControlsProps {
  listing: Listing;
  /** The catalogue's aggregations of the current result: the filters it supports and how many products each keeps. */
  aggregations: CatalogAggregation[];
  /** The category page's path: every control leads to it with the listing in the query. */
  path: string;
  currency: string;
}

const isFilterCode = (code: string): code is FilterCode => (filterCodes as readonly string[]).includes(code);

/** A filter value in the shop's words: a price range as money, an intensity as its level. */
function optionLabel(
  code: FilterCode,
  option: { label?: string | null; value: string },
  currency: string,
  { t, locale }: Translator,
) {
  if (code === 'price') return priceRangeLabel(option.value, currency, locale);
  if (code === 'intensity') return t('catalog.filter.level', { level: option.label ?? option.value });
  return option.label ?? option.value;
}

/**
 * Sorting and filters as plain links, so they work before (and without) JavaScript, every choice is its own URL and
 * applies as it is chosen (no Sort button; unlike a select's change, moving through the choices by keyboard changes
 * nothing until one is followed). With JavaScript each change is tracked as `shop filter` before the page changes.
 */
export function ListingControls({ listing, aggregations, path, currency }: ListingControlsProps) {
  const translator = useTranslation();
  const { t } = translator;
  const { locale } = useFormat();
  const hrefOf = (next: Listing) => `${path}${listingSearch(next)}`;
  async function go(next: Listing, filter: string, value: string) {
    await trackThenNavigate('tracking:activity:shop_filter', { filter, value });
    window.location.assign(hrefOf(next));
  }
  // A click that opens a new tab or window keeps this page: the link does it alone.
  const opensElsewhere = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey;
  function sort(event: MouseEvent<HTMLAnchorElement>, value: Listing['sort']) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void go({ ...listing, sort: value }, 'sort', value);
  }
  function filter(event: MouseEvent<HTMLAnchorElement>, code: FilterCode, value: string) {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void go(toggleFilter(listing, code, value), code, value);
  }
  const facets = aggregations.filter((aggregation) => isFilterCode(aggregation.attribute_code));
  const filtered = Object.keys(listing.filters).length > 0;
  return (
    <div className={styles.controls}>
      <nav className={styles.facet} aria-label={t('catalog.sort.label')}>
        <p className={styles.facetTitle} aria-hidden="true">
          {t('catalog.sort.label')}
        </p>
        <ul className={styles.facetOptions}>
          {sortOptions.map((option) => {
            const chosen = option.value === listing.sort;
            return (
              <li key={option.value}>
                <a
                  className={styles.facetOption}
                  href={hrefOf({ ...listing, sort: option.value })}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={(event) => sort(event, option.value)}
                >
                  {t(`catalog.sort.${option.value}`)}
                  {chosen ? <VisuallyHidden>{t('catalog.filter.chosen')}</VisuallyHidden> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {facets.map((facet) => {
        const code = facet.attribute_code as FilterCode;
        return (
          <nav
            key={code}
            className={styles.facet}
            aria-label={t('catalog.filter.by', { name: t(`catalog.filter.${code}`) })}
          >
            <p className={styles.facetTitle} aria-hidden="true">
              {t(`catalog.filter.${code}`)}
            </p>
            <ul className={styles.facetOptions}>
              {(facet.options ?? []).map((option) => {
                if (!option) return null;
                const selected = isFilterSelected(listing, code, option.value);
                const label = optionLabel(code, option, currency, { t, locale });
                return (
                  <li key={option.value}>
                    <a
                      className={styles.facetOption}
                      href={hrefOf(toggleFilter(listing, code, option.value))}
                      aria-current={selected ? 'true' : undefined}
                      onClick={(event) => filter(event, code, option.value)}
                    >
                      {label} ({option.count ?? 0})
                      {selected ? <VisuallyHidden>{t('catalog.filter.chosen')}</VisuallyHidden> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        );
      })}
      {filtered ? (
        <a className={styles.facetOption} href={hrefOf({ ...listing, filters: {} })}>
          {t('catalog.filter.clear')}
        </a>
      ) : null}
    </div>
  );
}

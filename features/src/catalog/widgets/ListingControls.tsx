import type { MouseEvent, ReactNode } from 'react';
import { Badge, Disclosure, Icon, Link, VisuallyHidden } from '@storefront/design-system';
import { isPlainClick, trackThenNavigate, useFormat, useTranslation, type Translator } from '../../platform';
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

/** A link among a listing's choices: where it leads, and how its following is tracked (shop filter, value). */
interface Choice {
  label: ReactNode;
  next: Listing;
  chosen: boolean;
  filter: string;
  value: string;
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
 * On a phone they wait behind one "Sort and filter" button that counts the filters on, so the first screen shows
 * products; from medium width up they are shown as they are.
 */
export function ListingControls({ listing, aggregations, path, currency }: ListingControlsProps) {
  const translator = useTranslation();
  const { t } = translator;
  const { locale } = useFormat();
  const hrefOf = (next: Listing) => `${path}${listingSearch(next)}`;
  // A click that opens a new tab or window keeps this page: the link does it alone.
  function follow(event: MouseEvent<HTMLAnchorElement>, { next, filter, value }: Choice) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void trackThenNavigate('tracking:activity:shop_filter', { filter, value }).then(() =>
      window.location.assign(hrefOf(next)),
    );
  }
  /** One list of choices, the sort orders or a filter's values: each a link, the current ones marked. */
  const choiceLinks = (name: string, title: string, choices: Choice[]) => (
    <nav key={name} className={styles.facet} aria-label={name}>
      <p className={styles.facetTitle} aria-hidden="true">
        {title}
      </p>
      <ul className={styles.facetOptions}>
        {choices.map((choice) => (
          <li key={choice.value}>
            <Link
              variant="choice"
              href={hrefOf(choice.next)}
              aria-current={choice.chosen ? 'true' : undefined}
              onClick={(event) => follow(event, choice)}
            >
              {choice.label}
              {choice.chosen ? <VisuallyHidden>{t('catalog.filter.chosen')}</VisuallyHidden> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  const facets = aggregations.filter((aggregation) => isFilterCode(aggregation.attribute_code));
  const filtersOn = Object.values(listing.filters).reduce((count, values) => count + values.length, 0);
  return (
    <Disclosure
      openFrom="mediumUp"
      className={styles.controlsPanel}
      summary={
        <>
          {t('catalog.filter.panel')}
          {filtersOn > 0 ? (
            <>
              <Badge tone="accent">
                <span aria-hidden="true">{filtersOn}</span>
              </Badge>
              <VisuallyHidden>({t('catalog.filter.active', { count: filtersOn })})</VisuallyHidden>
            </>
          ) : null}
          <Icon name="chevronDown" className={styles.controlsChevron} />
        </>
      }
    >
      <div className={styles.controls}>
        {choiceLinks(
          t('catalog.sort.label'),
          t('catalog.sort.label'),
          sortOptions.map((option) => ({
            label: t(`catalog.sort.${option.value}`),
            next: { ...listing, sort: option.value, page: 1 },
            chosen: option.value === listing.sort,
            filter: 'sort',
            value: option.value,
          })),
        )}
        {facets.map((facet) => {
          const code = facet.attribute_code as FilterCode;
          return choiceLinks(
            t('catalog.filter.by', { name: t(`catalog.filter.${code}`) }),
            t(`catalog.filter.${code}`),
            (facet.options ?? []).flatMap((option) =>
              option
                ? [
                    {
                      label: (
                        <>
                          {optionLabel(code, option, currency, { t, locale })} ({option.count ?? 0})
                        </>
                      ),
                      next: toggleFilter(listing, code, option.value),
                      chosen: isFilterSelected(listing, code, option.value),
                      filter: code,
                      value: option.value,
                    },
                  ]
                : [],
            ),
          );
        })}
        {filtersOn > 0 ? (
          <Link variant="choice" href={hrefOf({ ...listing, filters: {}, page: 1 })}>
            {t('catalog.filter.clear')}
          </Link>
        ) : null}
      </div>
    </Disclosure>
  );
}

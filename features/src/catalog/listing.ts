import type { ProductAttributeFilterInput, ProductAttributeSortInput } from '../backends/commerce';
import type { ProductListRequest } from './api';
import { formatterFor, readRequestNumber } from '../platform';

/** The orders a category page offers: the catalogue's sort fields position, price and name. */
export const sortOptions = [
  { value: 'position', label: 'Recommended', sort: { position: 'ASC' } },
  { value: 'price-asc', label: 'Price: low to high', sort: { price: 'ASC' } },
  { value: 'price-desc', label: 'Price: high to low', sort: { price: 'DESC' } },
  { value: 'name-asc', label: 'Name: A to Z', sort: { name: 'ASC' } },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: ProductAttributeSortInput }>;

export type SortValue = (typeof sortOptions)[number]['value'];

/**
 * The catalogue's filterable attributes a category page offers, as they appear in its aggregations and in the URL.
 * Price is a range (one at a time, value `from_to`); the others may take several values.
 */
export const filterCodes = ['price', 'flavor', 'intensity'] as const;
export type FilterCode = (typeof filterCodes)[number];

/** How a shopper narrowed and ordered a category, and which page of it they read: what its URL's query says. */
export interface Listing {
  sort: SortValue;
  filters: Partial<Record<FilterCode, string[]>>;
  /** From 1. A new sort or filter starts again at the first page. */
  page: number;
}

export const defaultListing: Listing = { sort: 'position', filters: {}, page: 1 };

/** Products on one page of a category. */
export const LISTING_PAGE_SIZE = 24;
/** A page number past this is no page of any category: the URL reads as the first page. */
const MOST_PAGES = 10_000;

const isSortValue = (value: string | null): value is SortValue =>
  sortOptions.some((option) => option.value === value);
/** A price range's bounds are whole amounts the catalogue could hold, each written as the shop writes it. */
const PRICE_BOUND = { min: 0, max: 1_000_000, fallback: 0 };
const isPriceBound = (written: string | undefined) =>
  written !== undefined && String(readRequestNumber(written, PRICE_BOUND).value) === written;
const isPriceRange = (value: string) => {
  const [from, to, ...rest] = value.split('_');
  return rest.length === 0 && isPriceBound(from) && isPriceBound(to);
};

/**
 * The listing a URL's query asks for. An unknown sort is the default; values are trimmed, de-duplicated and sorted, a
 * malformed price range is dropped, and only the last price range counts.
 */
export function listingFromSearch(search: URLSearchParams): Listing {
  const sort = search.get('sort');
  const filters: Listing['filters'] = {};
  for (const code of filterCodes) {
    let values = [...new Set(search.getAll(code).map((value) => value.trim()))].filter(Boolean);
    if (code === 'price') values = values.filter(isPriceRange).slice(-1);
    if (values.length > 0) filters[code] = values.sort();
  }
  const page = Number(search.get('page') ?? 1);
  return {
    sort: isSortValue(sort) ? sort : 'position',
    filters,
    page: Number.isInteger(page) && page >= 1 && page <= MOST_PAGES ? page : 1,
  };
}

/** The one query string of a listing (sort, the filters in a fixed order, then the page); '' for the default listing. */
export function listingSearch(listing: Listing): string {
  const search = new URLSearchParams();
  if (listing.sort !== 'position') search.set('sort', listing.sort);
  for (const code of filterCodes) for (const value of listing.filters[code] ?? []) search.append(code, value);
  if (listing.page > 1) search.set('page', String(listing.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The query of a listing's canonical URL: its page number alone. A page past the first shows other products, so it is
 * its own canonical (search engines' advice for a paginated series); a sorted or filtered copy shows the same products
 * as the unfiltered page of its number and names that page.
 */
export const canonicalListingSearch = (listing: Listing): string =>
  listingSearch({ ...defaultListing, page: listing.page });

const listingKeys = new Set<string>(['sort', ...filterCodes, 'page']);

/** Whether a query parameter is part of the listing (sort, a filter, the page), not another of the URL's. */
export const isListingParameter = (key: string) => listingKeys.has(key);

/** The listing parameters of a URL's query as they were written, to compare with their one canonical form. */
export function listingPartOf(search: URLSearchParams): string {
  const kept = new URLSearchParams([...search].filter(([key]) => isListingParameter(key)));
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export const isFilterSelected = (listing: Listing, code: FilterCode, value: string) =>
  listing.filters[code]?.includes(value) ?? false;

/** The listing with one filter value switched on or off; a price range replaces the one chosen before. */
export function toggleFilter(listing: Listing, code: FilterCode, value: string): Listing {
  const current = listing.filters[code] ?? [];
  const next = current.includes(value)
    ? current.filter((candidate) => candidate !== value)
    : code === 'price'
      ? [value]
      : [...current, value].sort();
  const filters = { ...listing.filters, [code]: next };
  if (next.length === 0) delete filters[code];
  return { ...listing, filters, page: 1 };
}

/** The catalogue request of a category page for a listing. */
export function listingRequest(categoryId: string, listing: Listing): ProductListRequest {
  const filter: ProductAttributeFilterInput = { category_uid: { eq: categoryId } };
  if (listing.filters.flavor) filter.flavor = { in: listing.filters.flavor };
  if (listing.filters.intensity) filter.intensity = { in: listing.filters.intensity };
  const price = listing.filters.price?.[0]?.split('_');
  if (price) filter.price = { from: price[0], to: price[1] };
  const sort = sortOptions.find((option) => option.value === listing.sort)!.sort;
  return {
    filter,
    pageSize: LISTING_PAGE_SIZE,
    currentPage: listing.page,
    ...(listing.sort === 'position' ? {} : { sort }),
  };
}

/** A price range value (`10_20`) as the shop writes it, e.g. "€10 – €20". */
export function priceRangeLabel(value: string, currency: string, locale = 'en-DE'): string {
  const { number } = formatterFor(locale);
  const options = { style: 'currency', currency, maximumFractionDigits: 0 } as const;
  const [from, to] = value.split('_').map(Number);
  return `${number(from ?? 0, options)} – ${number(to ?? 0, options)}`;
}

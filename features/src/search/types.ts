/** Site search (spec section 7: GET /api/search returns data and meta). Wire shapes first, then the shop's. */

import type { SearchContentType, SearchHitWire, SearchResponse } from '../backends/search';

export { searchContentTypes } from '../backends/search';
export type { SearchContentType, SearchHitWire, SearchResponse } from '../backends/search';

export interface SearchResult {
  id: string;
  type: SearchContentType;
  title: string;
  /** Product hits: the SKU, so the result can link to the product's Builder page. */
  sku?: string;
  url: string;
  excerpt: string;
  image?: { url: string; alt: string };
  /** The service's highlighted HTML; render only through the design system's RichText, which sanitises it. */
  titleHtml?: string;
  excerptHtml?: string;
}

export interface SearchResultsPage {
  query: string;
  results: SearchResult[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export function toSearchResult(wire: SearchHitWire): SearchResult {
  return {
    id: wire.id,
    type: wire.type,
    title: wire.title,
    ...(wire.sku ? { sku: wire.sku } : {}),
    url: wire.url,
    excerpt: wire.excerpt,
    ...(wire.image ? { image: wire.image } : {}),
    ...(wire.highlight?.title ? { titleHtml: wire.highlight.title } : {}),
    ...(wire.highlight?.excerpt ? { excerptHtml: wire.highlight.excerpt } : {}),
  };
}

export function toSearchResultsPage(response: SearchResponse): SearchResultsPage {
  return {
    query: response.meta.query,
    results: response.data.map(toSearchResult),
    total: response.meta.total,
    page: response.meta.current_page,
    perPage: response.meta.per_page,
    pageCount: response.meta.last_page,
  };
}

/**
 * The pages a pager shows: the first, the last, and a window around the current one, with `'gap'` where pages are
 * skipped. Short lists show every page. The window is counted in steps, not by comparing pages: above 2^53 a page
 * plus one is the same page, and a loop up to `current + around` never ended for a service's `current_page` of 1e300.
 */
export function pagerPages(current: number, pageCount: number, around = 1): Array<number | 'gap'> {
  const shown = new Set<number>([1, pageCount]);
  for (let step = -around; step <= around; step += 1) {
    const page = current + step;
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].filter((page) => page >= 1).sort((a, b) => a - b);
  const withGaps: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) withGaps.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) withGaps.push('gap');
    withGaps.push(page);
  });
  return withGaps;
}

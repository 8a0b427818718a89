import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { useDebounce } from 'use-debounce';
import { failureOf, useConfig, useTranslation, type TranslationVars } from '../platform';
import { searchSite, type SearchParams } from './api';
import { searchMessages, type SearchMessageKey } from './messages';
import type { SearchResult, SearchResultsPage } from './types';

/** Search's words: the active dictionary's, else search's own English (so a widget never shows a key). */
export function useSearchWords() {
  const { t } = useTranslation();
  return useMemo(
    () => ({ t: (key: SearchMessageKey, vars?: TranslationVars) => t(key, vars, searchMessages[key]) }),
    [t],
  );
}

const sameRequest = (params: SearchParams, page: SearchResultsPage) =>
  page.query === params.query.trim() && page.page === params.page && page.perPage === params.perPage;

/**
 * One page of site search results. `initial` is the page the server already rendered (the /search loader calls
 * `searchSite`); it is shown without a request, and paging on from it fetches in the browser. `failedOnServer` says
 * the loader could not search: the error shows at once and the browser asks only on Try again.
 */
export function useSiteSearch(params: SearchParams, initial?: SearchResultsPage, failedOnServer = false) {
  const config = useConfig();
  const query = params.query.trim();
  const request = { ...params, query };
  // When the server already waited the full timeout, asking again unprompted would make the shopper wait twice.
  const [retried, setRetried] = useState(false);
  const held = failedOnServer && !retried;
  const key =
    query && !held
      ? [
          'search',
          config.backends.search,
          params.lang ?? config.language,
          query,
          params.page,
          params.perPage,
          params.type ?? '',
          params.highlight !== false,
        ]
      : null;
  const fallbackData = initial && sameRequest(request, initial) ? initial : undefined;
  const result = useSWR(key, () => searchSite(config, request), {
    keepPreviousData: true,
    ...(fallbackData ? { fallbackData, revalidateOnMount: false } : {}),
  });
  return {
    page: key ? result.data : undefined,
    /** True while the shown page is not yet the one asked for. */
    isLoading:
      result.isLoading ||
      (result.isValidating && result.data !== undefined && !sameRequest(request, result.data)),
    failure: held ? ({ kind: 'unreachable' } as const) : result.error ? failureOf(result.error) : undefined,
    retry: () => (held ? setRetried(true) : void result.mutate()),
  };
}

/** A place a suggestion leads to that the shop names itself, without asking the search service (its categories). */
export interface SuggestedPlace {
  title: string;
  url: string;
}

export interface SearchSuggestion {
  id: string;
  /** 'category' for the shop's own places; the search service's content types for its hits. */
  type: 'category' | SearchResult['type'];
  title: string;
  url: string;
  /** Product hits: the SKU, whose page may be a Builder page of its own (the product-page mapping). */
  sku?: string;
}

/** Typing pauses this long before suggestions are asked for: one request per pause, none per keystroke. */
export const SUGGESTION_PAUSE_MS = 250;
/** Fewer letters than this match too much to be worth a request. */
export const SUGGESTION_MIN_LETTERS = 2;
const SUGGESTED_HITS = 6;

/**
 * Suggestions while a shopper types a search: the shop's places whose name contains the words (at once, no request),
 * then the search service's first hits for them, asked once typing pauses (SUGGESTION_PAUSE_MS) and kept per query, so
 * typing back to an earlier query asks nothing. A failed request leaves just the places: the search page still works.
 */
export function useSearchSuggestions(typed: string, places: ReadonlyArray<SuggestedPlace>) {
  const config = useConfig();
  const query = typed.trim();
  const [paused] = useDebounce(query, SUGGESTION_PAUSE_MS);
  const asked = paused.length >= SUGGESTION_MIN_LETTERS && paused === query;
  const key = asked ? ['search-suggestions', config.backends.search, config.language, paused] : null;
  const hits = useSWR(
    key,
    () => searchSite(config, { query: paused, page: 1, perPage: SUGGESTED_HITS, highlight: false }),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (query.length < SUGGESTION_MIN_LETTERS) return [];
  const needle = query.toLocaleLowerCase(config.locale);
  const matchingPlaces = places
    .filter((place) => place.title.toLocaleLowerCase(config.locale).includes(needle))
    .map((place): SearchSuggestion => ({ id: `place:${place.url}`, type: 'category', ...place }));
  const found = (hits.data?.results ?? []).map(({ id, type, title, url, sku }): SearchSuggestion => ({
    id,
    type,
    title,
    url,
    ...(sku ? { sku } : {}),
  }));
  return [...matchingPlaces, ...found];
}

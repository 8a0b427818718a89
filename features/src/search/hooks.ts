import { useMemo, useState } from 'react';
import useSWR from 'swr';
import {
  UNREACHABLE_MESSAGE,
  useConfig,
  useTranslation,
  userMessageOf,
  type TranslationVars,
} from '../platform';
import { searchSite, type SearchParams } from './api';
import { searchMessages, type SearchMessageKey } from './messages';
import type { SearchResultsPage } from './types';

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
    error: held ? UNREACHABLE_MESSAGE : result.error ? userMessageOf(result.error) : undefined,
    retry: () => (held ? setRetried(true) : void result.mutate()),
  };
}

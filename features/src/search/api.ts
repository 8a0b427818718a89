import { createSearchClient } from '../backends/search';
import type { ShareRead, StorefrontConfig } from '../platform';
import { toSearchResultsPage, type SearchContentType, type SearchResultsPage } from './types';

export interface SearchParams {
  query: string;
  /** Spec section 9: page and page size are the caller's to choose. */
  page: number;
  perPage: number;
  type?: SearchContentType;
  /** Spec section 9: on unless the caller turns it off. */
  highlight?: boolean;
  /** Defaults to the shop's language. */
  lang?: string;
}

type BackendConfig = Pick<StorefrontConfig, 'backends' | 'language'>;

/**
 * GET /api/search. A plain async function so the site's /search loader renders the first page on the server (with
 * the server's shared reads as `share`); `useSiteSearch` pages on from there in the browser.
 */
export async function searchSite(
  config: BackendConfig,
  params: SearchParams,
  { signal, share }: { signal?: AbortSignal; share?: ShareRead } = {},
): Promise<SearchResultsPage> {
  const query = {
    q: params.query,
    per_page: params.perPage,
    page: params.page,
    lang: params.lang ?? config.language,
    type: params.type,
    highlight: params.highlight === false ? 0 : 1,
  };
  return toSearchResultsPage(await createSearchClient(config, share).search(query, signal));
}

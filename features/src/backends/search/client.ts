import { createHttpClient, type StorefrontConfig } from '../../platform';
import type { SearchResponse } from './contract/wire';

/**
 * The site search service's one call, `GET /api/search`, on the configured base (spec section 9's parameters).
 * `fetch` is what calls go through (the server's shared reads of public answers); the global one by default.
 */
export function createSearchClient(
  config: Pick<StorefrontConfig, 'backends'>,
  fetch?: typeof globalThis.fetch,
) {
  const http = createHttpClient({
    service: 'search',
    baseUrl: config.backends.search,
    ...(fetch ? { fetch } : {}),
  });
  return {
    search: async (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
      (await http.get<SearchResponse>('/api/search', { query, ...(signal ? { signal } : {}) })).data,
  };
}

import { createHttpClient, type ShareRead, type StorefrontConfig } from '../../platform';
import type { SearchResponse } from './contract/wire';

/**
 * The site search service's one call, `GET /api/search`, on the configured base (spec section 9's parameters).
 * `share` shares its answers among callers (the server's shared reads).
 */
export function createSearchClient(config: Pick<StorefrontConfig, 'backends'>, share?: ShareRead) {
  const http = createHttpClient({
    service: 'search',
    baseUrl: config.backends.search,
    ...(share ? { share } : {}),
  });
  return {
    search: async (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
      (await http.get<SearchResponse>('/api/search', { query, ...(signal ? { signal } : {}) })).data,
  };
}

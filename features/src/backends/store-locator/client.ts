import { createHttpClient, type StorefrontConfig } from '../../platform';

type BackendConfig = Pick<StorefrontConfig, 'backends'>;

/**
 * The content service that holds the stores (spec section 9: every store at once). `fetch` is what calls go through
 * (the server's shared reads of public answers); the global one by default.
 */
export const createStoreSearchClient = (config: BackendConfig, fetch?: typeof globalThis.fetch) =>
  createHttpClient({
    service: 'storeSearch',
    baseUrl: config.backends.storeSearch,
    ...(fetch ? { fetch } : {}),
  });

/** The address suggest service the locator's search box asks. */
export const createAddressSuggestClient = (config: BackendConfig) =>
  createHttpClient({ service: 'addressSuggest', baseUrl: config.backends.addressSuggest });

import { createHttpClient, type ShareRead, type StorefrontConfig } from '../../platform';

type BackendConfig = Pick<StorefrontConfig, 'backends'>;

/**
 * The content service that holds the stores (spec section 9: every store at once). `share` shares its answers
 * among callers (the server's shared reads).
 */
export const createStoreSearchClient = (config: BackendConfig, share?: ShareRead) =>
  createHttpClient({
    service: 'storeSearch',
    baseUrl: config.backends.storeSearch,
    ...(share ? { share } : {}),
  });

/** The address suggest service the locator's search box asks. */
export const createAddressSuggestClient = (config: BackendConfig) =>
  createHttpClient({ service: 'addressSuggest', baseUrl: config.backends.addressSuggest });

import { createHttpClient, type StorefrontConfig } from '../../platform';

type BackendConfig = Pick<StorefrontConfig, 'backends'>;

/** The content service that holds the stores (spec section 9: every store at once). */
export const createStoreSearchClient = (config: BackendConfig) =>
  createHttpClient({ service: 'storeSearch', baseUrl: config.backends.storeSearch });

/** The address suggest service the locator's search box asks. */
export const createAddressSuggestClient = (config: BackendConfig) =>
  createHttpClient({ service: 'addressSuggest', baseUrl: config.backends.addressSuggest });

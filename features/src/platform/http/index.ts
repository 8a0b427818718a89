export { absoluteUrl, buildUrl, createHttpClient, DEFAULT_TIMEOUT_MS, errorFromResponse } from './client';
export type { BackendKind, HttpClient, HttpClientOptions, HttpResponse, QueryValue, RequestOptions } from './client';
export { createApiClient } from './api-client';
export {
  ConnectionError,
  GENERIC_ERROR_MESSAGE,
  HttpError,
  isProductError,
  ProductError,
  userMessageOf,
} from './errors';

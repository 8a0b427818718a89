export {
  absoluteUrl,
  buildUrl,
  createHttpClient,
  createShopClient,
  DEFAULT_TIMEOUT_MS,
  errorFromResponse,
  validAnswer,
} from './client';
export type {
  BackendKind,
  HttpClient,
  HttpClientOptions,
  HttpResponse,
  QueryValue,
  RequestOptions,
  ShareRead,
} from './client';
export { createApiClient, createServicePair, type ServicePair } from './api-client';
export { startBackendCall, urlTemplate, watchBackendCalls } from './backendCalls';
export type { BackendCall, BackendCallOutcome, BackendCallWatch, BackendCallWatcher } from './backendCalls';
export { formText } from './formFields';
export { tenantAndIdentityHeaders } from './headers';
export { FETCH_CACHE_PENDING_LIMIT_MS, FETCH_CACHE_POLL_MS, sessionCachedFetch } from './fetchCache';
export {
  ConnectionError,
  failureOf,
  failureWords,
  GENERIC_FAILURE,
  HttpError,
  InvalidAnswerError,
  isProductError,
  isShopperFailure,
  ProductError,
  shopFailure,
} from './errors';
export type { AnswerIssue, ShopperFailure } from './errors';

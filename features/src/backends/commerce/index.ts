export { createCommerceClient, storeCodeOf, COMMERCE_TIMEOUT_MS } from './client';
export { isCacheTag, magentoTagsOfData, tagsOfHeader } from './cacheTags';
export type {
  CommerceClient,
  CommerceClientOptions,
  CommerceErrorPolicy,
  CommerceRequestOptions,
  CommerceResult,
} from './client';
export {
  CommerceError,
  errorCodeOf,
  isCommerceError,
  isCustomerTokenRefused,
  MagentoErrorCategory,
  requireCartPayload,
  ShopErrorCode,
} from './errors';
export type { CommerceGraphQLError } from './errors';
export { readCustomerToken } from './session';
export { useCommerceClient } from './useCommerceClient';
export { graphql } from './generated';
export type * from './generated/graphql';
export { getStoreConfig } from './storeConfig';

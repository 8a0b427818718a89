import type { Client } from 'openapi-fetch';
import {
  createServicePair,
  isNewerAccountBackend,
  type ServicePair,
  type StorefrontConfig,
  tenantAndIdentityHeaders,
} from '../../platform';
import type { paths as NewerPaths } from './generated/offline-purchases-evo';
import type { paths as OlderPaths } from './generated/offline-purchases-legacy';

/** One side of the offline-purchases pair, with the generated client for its own paths. */
export type OfflinePurchasesClient = ServicePair<NewerPaths, OlderPaths>;

/** Each side's generated client, for the domain's file of that side. */
export type NewerOfflinePurchasesApi = Client<NewerPaths>;
export type OlderOfflinePurchasesApi = Client<OlderPaths>;

/**
 * The offline-purchases calls (spec section 7: a legacy and newer service pair). Both sides live under
 * ENGAGEMENT_API_URL; one containing `evo` is the newer API (paths under /api), any other the older one at its root.
 * Every call carries the tenant token, and the shopper's identity token when there is one.
 */
export function createOfflinePurchasesClient(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  identityToken: () => string | undefined = () => undefined,
): OfflinePurchasesClient {
  const baseUrl = config.backends.engagement.replace(/\/$/, '');
  const headers = tenantAndIdentityHeaders(config.tenantToken, identityToken);
  return createServicePair<NewerPaths, OlderPaths>(isNewerAccountBackend(baseUrl), {
    service: 'offline-purchases',
    baseUrl,
    headers,
  });
}

import type { Client } from 'openapi-fetch';
import {
  createServicePair,
  isNewerAccountBackend,
  type ServicePair,
  type StorefrontConfig,
  tenantAndIdentityHeaders,
} from '../../platform';
import type { paths as NewerPaths } from './generated/coupons-evo';
import type { paths as OlderPaths } from './generated/coupons-legacy';

/** One side of the pair, with the generated client for its own paths. */
export type CouponsClient = ServicePair<NewerPaths, OlderPaths>;

/** Each side's generated client, for the domain's file of that side. */
export type NewerCouponsApi = Client<NewerPaths>;
export type OlderCouponsApi = Client<OlderPaths>;

/**
 * External coupons are account-service calls (spec section 7), so the account URL (ACCOUNT_API_URL) chooses the side
 * as it does for accounts: evo in it is the newer backend. Every call carries the tenant token and the shopper's
 * identity token, read at call time.
 */
export function createCouponsClient(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>,
  identityToken: () => string | undefined,
): CouponsClient {
  const baseUrl = config.backends.account;
  const headers = tenantAndIdentityHeaders(config.tenantToken, identityToken);
  return createServicePair<NewerPaths, OlderPaths>(isNewerAccountBackend(baseUrl), {
    service: 'coupons',
    baseUrl,
    headers,
  });
}

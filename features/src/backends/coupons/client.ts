import type { Client } from 'openapi-fetch';
import {
  createApiClient,
  isNewerAccountBackend,
  type StorefrontConfig,
  tenantAndIdentityHeaders,
} from '../../platform';
import type { paths as NewerPaths } from './generated/coupons-evo';
import type { paths as OlderPaths } from './generated/coupons-legacy';

/** One side of the pair, with the generated client for its own paths. */
export type CouponsClient = { side: 'newer'; api: NewerCouponsApi } | { side: 'older'; api: OlderCouponsApi };

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
  return isNewerAccountBackend(baseUrl)
    ? {
        side: 'newer',
        api: createApiClient<NewerPaths>({ service: 'coupons', baseUrl, backend: 'newer', headers }),
      }
    : {
        side: 'older',
        api: createApiClient<OlderPaths>({ service: 'coupons', baseUrl, backend: 'older', headers }),
      };
}

import {
  failureOf,
  HttpError,
  type ShopperFailure,
  type StorefrontConfig,
  storedIdentity,
  type ShopperIdentity,
} from '../platform';
import { createCouponsClient } from '../backends/coupons';
import type { CouponProvider, ExternalCoupon } from './types';
import type { CouponsBackend } from './backend';
import { newerCouponsBackend } from './newerBackend';
import { olderCouponsBackend } from './olderBackend';

export class CouponsSignInError extends Error {
  override readonly name = 'CouponsSignInError';
  constructor() {
    super('External coupons need a signed-in shopper');
  }
}

export type CouponsConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** The side of the pair the account URL chooses (evo in it: the newer backend), as for accounts. */
export function couponsBackendFor(
  config: CouponsConfig,
  identityToken: () => string | undefined,
): CouponsBackend {
  const client = createCouponsClient(config, identityToken);
  return client.side === 'newer' ? newerCouponsBackend(client.api) : olderCouponsBackend(client.api);
}

/** External coupons for the signed-in shopper, on the configured side of the pair. */
export function createCouponsApi(
  config: CouponsConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const backend = couponsBackendFor(config, () => identity()?.token);
  const consumer = () => {
    const current = identity();
    if (!current) throw new CouponsSignInError();
    return current.uuid;
  };

  return {
    side: backend.kind,
    /** The partners offering the shopper a coupon, each with the coupon the shopper holds from it. */
    providers: async (): Promise<CouponProvider[]> => backend.providers(consumer()),
    /** Asks the partner for a coupon for the signed-in shopper. */
    request: async (providerId: string): Promise<ExternalCoupon> => backend.request(consumer(), providerId),
  };
}

export type CouponsApi = ReturnType<typeof createCouponsApi>;

/**
 * Spec section 8: a coupon provider failure shows the server's own message, else the shop's words for it
 * (libs.ui.promotion.error_fetching_providers or error_requesting_coupon). The newer backend's messages are never
 * shown (the HTTP core keeps none of them), so there the shop's words always stand.
 */
export function couponFailureOf(error: unknown, shopWords: ShopperFailure): ShopperFailure {
  return error instanceof HttpError ? failureOf(error, shopWords) : shopWords;
}

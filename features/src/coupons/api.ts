import {
  failureOf,
  HttpError,
  type ShopperFailure,
  type StorefrontConfig,
  storedIdentity,
  type ShopperIdentity,
} from '../platform';
import { createCouponsClient } from '../backends/coupons';
import { toCoupon, toProvider, type CouponProvider, type ExternalCoupon } from './types';

export class CouponsSignInError extends Error {
  override readonly name = 'CouponsSignInError';
  constructor() {
    super('External coupons need a signed-in shopper');
  }
}

export type CouponsConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** External coupons for the signed-in shopper, on the side of the pair the account URL chooses. */
export function createCouponsApi(
  config: CouponsConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const client = createCouponsClient(config, () => identity()?.token);
  const consumer = () => {
    const current = identity();
    if (!current) throw new CouponsSignInError();
    return current.uuid;
  };

  return {
    side: client.side,

    /** The partners offering the shopper a coupon, each with the coupon the shopper holds from it. */
    async providers(): Promise<CouponProvider[]> {
      const path = { params: { path: { id: consumer() } } };
      if (client.side === 'newer') {
        const { data } = await client.api.GET('/coupons/external/providers/{id}', path);
        return data!.data.map(toProvider);
      }
      const { data } = await client.api.GET('/coupons/external/providers/{id}', path);
      return data!.map(toProvider);
    },

    /** Asks the partner for a coupon: POST /users/{uuid}/coupons (newer) or /coupons/external/request (older). */
    async request(providerId: string): Promise<ExternalCoupon> {
      const uuid = consumer();
      if (client.side === 'newer') {
        const { data } = await client.api.POST('/users/{uuid}/coupons', {
          params: { path: { uuid } },
          body: { provider_id: providerId },
        });
        return toCoupon(data!.data);
      }
      const { data } = await client.api.POST('/coupons/external/request', {
        body: { provider_id: providerId, uuid },
      });
      return toCoupon(data!);
    },
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

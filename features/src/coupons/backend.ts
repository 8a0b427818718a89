import type { CouponsClient } from '../backends/coupons';
import type { CouponProvider, ExternalCoupon } from './types';

/**
 * The external coupon calls the shop makes, the same on both sides of the pair (spec section 7): each answers the
 * shop's types or throws; who the shopper is, and the words of a failure, live once in api.ts.
 */
export interface CouponsBackend {
  readonly kind: CouponsClient['side'];
  /** The partners offering the shopper a coupon, each with the coupon the shopper holds from it. */
  providers(uuid: string): Promise<CouponProvider[]>;
  /** Asks the partner for a coupon for the shopper. */
  request(uuid: string, providerId: string): Promise<ExternalCoupon>;
}

import type { NewerCoupons } from '../backends/coupons';

/** A coupon a partner issued to the shopper, to show or type at the partner. */
export interface ExternalCoupon {
  code: string;
  providerId: string;
  requestedAt: string;
  /** When the partner stops taking it; null when it does not expire. */
  expiresAt: string | null;
}

/** A partner offering the shopper a coupon, with the one they hold from it. */
export interface CouponProvider {
  id: string;
  name: string;
  description: string;
  termsUrl: string | null;
  coupon: ExternalCoupon | null;
}

type WireCoupon = NewerCoupons['schemas']['Coupon'];
type WireProvider = NewerCoupons['schemas']['Provider'];

export const toCoupon = (coupon: WireCoupon): ExternalCoupon => ({
  code: coupon.code,
  providerId: coupon.provider_id,
  requestedAt: coupon.requested_at,
  expiresAt: coupon.expires_at,
});

export const toProvider = (provider: WireProvider): CouponProvider => ({
  id: provider.id,
  name: provider.name,
  description: provider.description,
  termsUrl: provider.terms_url,
  coupon: provider.coupon ? toCoupon(provider.coupon) : null,
});

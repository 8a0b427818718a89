export { couponFailureOf, createCouponsApi, CouponsSignInError } from './api';
export type { CouponsApi, CouponsConfig } from './api';
export type { CouponProvider, ExternalCoupon } from './types';
export { useExternalCoupons } from './hooks';
export type { CouponRequestResult } from './hooks';
export { couponsMessages } from './messages';

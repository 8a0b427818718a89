export { createCouponsClient } from './client';
export type { CouponsClient, NewerCouponsApi, OlderCouponsApi } from './client';
export type { components as NewerCoupons } from './generated/coupons-evo';
export type { components as OlderCoupons } from './generated/coupons-legacy';

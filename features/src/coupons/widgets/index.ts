export { CouponWallet } from './CouponWallet';
export type { CouponWalletProps } from './CouponWallet';

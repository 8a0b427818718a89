export {
  offersWalletPasses,
  requestWalletPass,
  UnsafePassAddressError,
  WalletPassSignInError,
  walletTypes,
} from './api';
export type { WalletPassesConfig, WalletType } from './api';
export { useWalletPass } from './hooks';
export { walletPassesMessages } from './messages';

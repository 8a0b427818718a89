export { createWalletPassesClient } from './client';
export type { WalletPassesClient } from './client';
export type { components as WalletPasses } from './generated/wallet-passes-evo';

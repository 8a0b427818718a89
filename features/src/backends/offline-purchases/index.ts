export { createOfflinePurchasesClient } from './client';
export type { OfflinePurchasesClient } from './client';
export type { components as NewerOfflinePurchases } from './generated/offline-purchases-evo';

export { createOfflinePurchasesClient } from './client';
export type { OfflinePurchasesClient, NewerOfflinePurchasesApi, OlderOfflinePurchasesApi } from './client';
export type { components as NewerOfflinePurchases } from './generated/offline-purchases-evo';

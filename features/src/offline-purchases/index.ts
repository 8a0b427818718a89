export { createOfflinePurchasesApi } from './api';
export type { OfflinePurchasesApi, OfflinePurchasesConfig } from './api';
export type { ConsentValidation, ConsentValidationOutcome, OfflinePurchase } from './types';
export { useOfflinePurchases } from './hooks';
export { offlinePurchasesMessages } from './messages';

import type { NewerOfflinePurchases, OfflinePurchasesClient } from '../backends/offline-purchases';
import type { OfflinePurchase } from './types';

/**
 * The offline-purchase calls the shop makes, the same on both sides of the pair (spec section 7): each answers the
 * shop's types or throws; who the shopper is and what a refused consent link means live once in api.ts.
 */
export interface OfflinePurchasesBackend {
  readonly kind: OfflinePurchasesClient['side'];
  purchases(uuid: string): Promise<OfflinePurchase[]>;
  /** Validates an e-mailed consent link; the newer side answers a token. */
  validateConsent(hash: string): Promise<{ token?: string }>;
}

/** A purchase in the shop's shape: both sides answer the same purchase record. */
export const toPurchase = (
  purchase: NewerOfflinePurchases['schemas']['OfflinePurchase'],
): OfflinePurchase => ({
  id: purchase.action_id,
  date: purchase.datetime,
  type: purchase.type,
  store: { name: purchase.store.name, city: purchase.store.city ?? null },
  items: purchase.items.map(({ sku, name, quantity, price }) => ({ sku, name, quantity, price })),
  total: purchase.total,
});

import {
  ConnectionError,
  HttpError,
  type StorefrontConfig,
  NotSignedInError,
  storedIdentity,
  type ShopperIdentity,
} from '../platform';
import { createOfflinePurchasesClient, type NewerOfflinePurchases } from '../backends/offline-purchases';
import type { ConsentValidation, OfflinePurchase } from './types';

export type OfflinePurchasesConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

const toPurchase = (purchase: NewerOfflinePurchases['schemas']['OfflinePurchase']): OfflinePurchase => ({
  id: purchase.action_id,
  date: purchase.datetime,
  type: purchase.type,
  store: { name: purchase.store.name, city: purchase.store.city ?? null },
  items: purchase.items.map(({ sku, name, quantity, price }) => ({ sku, name, quantity, price })),
  total: purchase.total,
});

/** Offline purchases and consent validation on the side of the pair the engagement URL chooses. */
export function createOfflinePurchasesApi(
  config: OfflinePurchasesConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const client = createOfflinePurchasesClient(config, () => identity()?.token);

  return {
    side: client.side,

    /** Older: GET /consumers/{userUuid}/actions/purchase; newer: GET /api/leads/{uuid}/actions/purchase. */
    async purchases(): Promise<OfflinePurchase[]> {
      const uuid = identity()?.uuid;
      if (!uuid) throw new NotSignedInError();
      if (client.side === 'newer') {
        const { data } = await client.api.GET('/api/leads/{uuid}/actions/purchase', {
          params: { path: { uuid } },
        });
        return data!.data.map(toPurchase);
      }
      const { data } = await client.api.GET('/consumers/{userUuid}/actions/purchase', {
        params: { path: { userUuid: uuid } },
      });
      return data!.map(toPurchase);
    },

    /**
     * Older: POST /consent/validate/{hash}; newer: POST /api/leads/consents/validate/{hash}, which returns a token.
     * Resolves with the outcome in every case, so the page can say it in words.
     */
    async validateConsent(hash: string): Promise<ConsentValidation> {
      try {
        if (client.side === 'newer') {
          const { data } = await client.api.POST('/api/leads/consents/validate/{hash}', {
            params: { path: { hash } },
          });
          return { outcome: 'validated', token: data!.data.token };
        }
        await client.api.POST('/consent/validate/{hash}', { params: { path: { hash } } });
        return { outcome: 'validated' };
      } catch (error) {
        return { outcome: consentFailureOf(error) };
      }
    },
  };
}

export type OfflinePurchasesApi = ReturnType<typeof createOfflinePurchasesApi>;

/** A malformed hash (400, 422) is invalid; an unknown or spent link (404, 410) is unknown. */
function consentFailureOf(error: unknown): ConsentValidation['outcome'] {
  if (error instanceof ConnectionError) return 'unreachable';
  if (!(error instanceof HttpError)) throw error;
  if (error.status === 400 || error.status === 422) return 'invalid';
  if (error.status === 404 || error.status === 410) return 'unknown';
  return 'failed';
}

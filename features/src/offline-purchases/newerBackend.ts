import type { NewerOfflinePurchasesApi } from '../backends/offline-purchases';
import { toPurchase, type OfflinePurchasesBackend } from './backend';

/** The newer side: the shopper as a lead, answers in an envelope (`data`). */
export function newerOfflinePurchasesBackend(api: NewerOfflinePurchasesApi): OfflinePurchasesBackend {
  return {
    kind: 'newer',
    /** GET /api/leads/{uuid}/actions/purchase. */
    async purchases(uuid) {
      const { data } = await api.GET('/api/leads/{uuid}/actions/purchase', { params: { path: { uuid } } });
      return data!.data.map(toPurchase);
    },
    /** POST /api/leads/consents/validate/{hash}, which returns a token. */
    async validateConsent(hash) {
      const { data } = await api.POST('/api/leads/consents/validate/{hash}', { params: { path: { hash } } });
      return { token: data!.data.token };
    },
  };
}

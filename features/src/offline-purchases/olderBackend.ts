import type { OlderOfflinePurchasesApi } from '../backends/offline-purchases';
import { toPurchase, type OfflinePurchasesBackend } from './backend';

/** The older side: the shopper as a consumer, bare answers. */
export function olderOfflinePurchasesBackend(api: OlderOfflinePurchasesApi): OfflinePurchasesBackend {
  return {
    kind: 'older',
    /** GET /consumers/{userUuid}/actions/purchase. */
    async purchases(uuid) {
      const { data } = await api.GET('/consumers/{userUuid}/actions/purchase', {
        params: { path: { userUuid: uuid } },
      });
      return data!.map(toPurchase);
    },
    /** POST /consent/validate/{hash}. */
    async validateConsent(hash) {
      await api.POST('/consent/validate/{hash}', { params: { path: { hash } } });
      return {};
    },
  };
}

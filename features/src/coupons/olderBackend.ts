import { toCoupon, toProvider } from './types';
import type { OlderCouponsApi } from '../backends/coupons';
import type { CouponsBackend } from './backend';

/** The older backend: bare answers, and the shopper named in the request body. */
export function olderCouponsBackend(api: OlderCouponsApi): CouponsBackend {
  return {
    kind: 'older',
    async providers(uuid) {
      const { data } = await api.GET('/coupons/external/providers/{id}', { params: { path: { id: uuid } } });
      return data!.map(toProvider);
    },
    /** POST /coupons/external/request. */
    async request(uuid, providerId) {
      const { data } = await api.POST('/coupons/external/request', {
        body: { provider_id: providerId, uuid },
      });
      return toCoupon(data!);
    },
  };
}

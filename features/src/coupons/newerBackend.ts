import { toCoupon, toProvider } from './types';
import type { NewerCouponsApi } from '../backends/coupons';
import type { CouponsBackend } from './backend';

/** The newer backend: its answers come in an envelope (`data`). */
export function newerCouponsBackend(api: NewerCouponsApi): CouponsBackend {
  return {
    kind: 'newer',
    async providers(uuid) {
      const { data } = await api.GET('/coupons/external/providers/{id}', { params: { path: { id: uuid } } });
      return data!.data.map(toProvider);
    },
    /** POST /users/{uuid}/coupons. */
    async request(uuid, providerId) {
      const { data } = await api.POST('/users/{uuid}/coupons', {
        params: { path: { uuid } },
        body: { provider_id: providerId },
      });
      return toCoupon(data!.data);
    },
  };
}

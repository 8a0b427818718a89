import type { NewerLoyaltyClient } from '../backends/loyalty';
import type { LoyaltyBackend } from './backend';
import { newerProductPoints } from './productPoints';
import { contestFormData, toDeliveryWire, toPage, toPrize, toRedemption, FIRST_PAGE } from './types';

/** The newer backend (`/api/loyalty/...`): enveloped answers, consumers under /consumers/{uuid}. */
export function newerLoyaltyBackend(api: NewerLoyaltyClient): LoyaltyBackend {
  const path = (uuid: string) => ({ path: { uuid } });
  const pointsPage = async (uuid: string, type: 'history' | 'referral', page: number, perPage: number) =>
    (
      await api.GET('/consumers/{uuid}/points', {
        params: { ...path(uuid), query: { type, page, per_page: perPage } },
      })
    ).data!;

  return {
    kind: 'newer',
    isActive: async () => (await api.GET('/configuration')).data!.data.is_active,
    tiers: async () => (await api.GET('/tiers')).data!.data,
    async rewards(query) {
      const { data } = await api.GET('/rewards', {
        params: {
          query: {
            page: query.page ?? FIRST_PAGE,
            ...(query.perPage ? { per_page: query.perPage } : {}),
            ...(query.orderBy ? { order_by: query.orderBy } : {}),
            ...(query.sort ? { sort: query.sort } : {}),
            ...(query.isVirtual !== undefined ? { is_virtual: query.isVirtual } : {}),
            ...(query.locationIds?.length ? { location_ids: query.locationIds } : {}),
          },
        },
      });
      return toPage(data!, toPrize);
    },
    reward: async (uuid) =>
      toPrize((await api.GET('/reward/{uuid}', { params: { path: { uuid } } })).data!.data),
    productPoints: (type, identifier) => newerProductPoints(api, type, identifier),
    points: async (uuid) => (await api.GET('/consumers/{uuid}', { params: path(uuid) })).data!.data,
    pointsHistory: async (uuid, page, perPage) =>
      toPage(await pointsPage(uuid, 'history', page, perPage), (item) => item as never),
    referralHistory: async (uuid, page, perPage) =>
      toPage(await pointsPage(uuid, 'referral', page, perPage), (item) => item as never),
    articles: async (uuid) =>
      (await api.GET('/consumers/{uuid}/earnings', { params: path(uuid) })).data!.data,
    async readArticle(uuid, articleId) {
      const { data } = await api.POST('/consumers/{uuid}/earnings/article', {
        params: path(uuid),
        body: { article_id: articleId },
      });
      return data!.data.points;
    },
    qrCode: async (uuid, id) =>
      (await api.GET('/consumers/{uuid}/earnings/qr-code/{id}', { params: { path: { uuid, id } } })).data!
        .data,
    async scanQrCode(uuid, qrCodeId) {
      const { data } = await api.POST('/consumers/{uuid}/earnings/qr-code', {
        params: path(uuid),
        body: { qr_code_id: qrCodeId },
      });
      return data!.data.points;
    },
    orderPoints: async (uuid, orderId) =>
      (
        await api.GET('/consumers/{uuid}/orders/{order_id}', {
          params: { path: { uuid, order_id: orderId } },
        })
      ).data!.data.points,
    tier: async (uuid) => (await api.GET('/consumers/{uuid}/tier', { params: path(uuid) })).data!.data,
    campaigns: async (uuid) =>
      (await api.GET('/consumers/{uuid}/rewards', { params: { ...path(uuid), query: { type: 'campaign' } } }))
        .data!.data,
    earningRulePoints: async (uuid, eventName) =>
      (
        await api.GET('/consumers/{uuid}/earning-rule/{event_name}', {
          params: { path: { uuid, event_name: eventName } },
        })
      ).data!.data.points,
    contestStatus: async (uuid) =>
      (await api.GET('/consumers/{uuid}/contests/status', { params: path(uuid) })).data?.data ?? undefined,
    async enterContest(uuid, form) {
      const { data } = await api.POST('/consumers/{uuid}/contests', {
        params: path(uuid),
        body: {},
        // The form is already multipart; openapi-fetch must send it untouched.
        bodySerializer: () => contestFormData(form),
      });
      return data?.data ?? undefined;
    },
    async redeem(uuid, prizeUuid, qty, delivery) {
      const { data } = await api.POST('/consumers/{uuid}/reward', {
        params: path(uuid),
        body: {
          reward_uuid: prizeUuid,
          qty,
          ...(delivery ? { shipping_address: toDeliveryWire(delivery) } : {}),
        },
      });
      return toRedemption(data!.data);
    },
  };
}

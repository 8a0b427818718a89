import type { components, LegacyComponents, OlderLoyaltyClient } from '../backends/loyalty';
import type { LoyaltyBackend } from './backend';
import { olderProductPoints } from './productPoints';
import {
  contestFormData,
  toPage,
  toPrize,
  toRedemption,
  FIRST_PAGE,
  type Article,
  type ContestStatus,
  type Page,
  type Prize,
  type RewardDelivery,
  type Tier,
} from './types';

type Older = LegacyComponents['schemas'];
type Newer = components['schemas'];

const toTier = (wire: Older['Tier']): Tier => ({ name: wire.name, image_url: wire.imageUrl });
const toArticle = (wire: Older['Article']): Article => ({
  article_id: wire.id,
  value: wire.points,
  is_read: wire.read ?? false,
  is_available: wire.available,
  levels: wire.levels,
});

/** The delivery address under the older backend's names; its answer is renamed to the newer shape for toRedemption. */
const olderDelivery = (delivery: RewardDelivery): Older['DeliveryAddress'] => ({
  firstName: delivery.firstname,
  lastName: delivery.lastname,
  street: delivery.streetName,
  houseNumber: delivery.streetNumber,
  addition: delivery.streetAdditional,
  postcode: delivery.postcode,
  city: delivery.city,
  countryCode: delivery.countryCode,
  phone: delivery.telephone,
});
const newerDelivery = (wire: Older['DeliveryAddress']): Newer['DeliveryAddress'] => ({
  first_name: wire.firstName,
  last_name: wire.lastName,
  street: wire.street,
  house_number: wire.houseNumber,
  addition: wire.addition,
  postcode: wire.postcode,
  city: wire.city,
  country_code: wire.countryCode,
  phone: wire.phone,
});

/**
 * The older backend's prize, page and purchase are the newer one's under other names: renamed to the newer shape, they
 * go through the one mapping in types.ts, where the shop's defaults and rules live (spec section 4's reward type).
 */
const olderPrize = (wire: Older['Prize']): Prize => {
  const { uuid, brandName, hasCoupons, createdAt, addressRequired, type, ...alike } = wire;
  return toPrize({
    ...alike,
    prize_uuid: uuid,
    brand_name: brandName,
    has_coupons: hasCoupons,
    created_at: createdAt,
    is_address_required: addressRequired,
    prize_type: type,
  });
};

const toContest = (wire: Older['Contest']): ContestStatus => ({
  is_open: wire.open,
  has_participated: wire.participated,
  questions: wire.questions,
});
const olderPage = <W, I>(wire: Older['Paged'] & { items: W[] }, map: (item: W) => I): Page<I> =>
  toPage(
    { data: wire.items, meta: { current_page: wire.page, last_page: wire.lastPage, total: wire.total } },
    map,
  );

/** The older backend (`/status`, `/prizes`, `/customers/{uuid}/...`): plain camelCase JSON, the project's assumption. */
export function olderLoyaltyBackend(api: OlderLoyaltyClient): LoyaltyBackend {
  const path = (uuid: string) => ({ path: { uuid } });
  const history = async (uuid: string, kind: 'points' | 'referral', page: number, perPage: number) =>
    (
      await api.GET('/customers/{uuid}/history', {
        params: { ...path(uuid), query: { kind, page, perPage } },
      })
    ).data!;

  return {
    kind: 'older',
    isActive: async () => (await api.GET('/status')).data!.isActive,
    tiers: async () => (await api.GET('/tiers')).data!.map(toTier),
    async rewards(query) {
      const { data } = await api.GET('/prizes', {
        params: {
          query: {
            page: query.page ?? FIRST_PAGE,
            ...(query.perPage ? { perPage: query.perPage } : {}),
            ...(query.orderBy ? { orderBy: query.orderBy } : {}),
            ...(query.sort ? { sort: query.sort } : {}),
            ...(query.isVirtual !== undefined ? { virtual: query.isVirtual } : {}),
            ...(query.locationIds?.length ? { locations: query.locationIds.join(',') } : {}),
          },
        },
      });
      return olderPage(data!, olderPrize);
    },
    reward: async (uuid) => olderPrize((await api.GET('/prizes/{uuid}', { params: path(uuid) })).data!),
    productPoints: (type, identifier) => olderProductPoints(api, type, identifier),
    async points(uuid) {
      const wire = (await api.GET('/customers/{uuid}', { params: path(uuid) })).data!;
      return {
        points: wire.balance,
        expire_at: wire.expireAt ?? null,
        pending_points: wire.pendingPoints,
        points_to_expire: wire.pointsToExpire,
      };
    },
    pointsHistory: async (uuid, page, perPage) =>
      olderPage(await history(uuid, 'points', page, perPage), (item) => ({
        type: item.kind ?? 'earned',
        points: item.points,
        event: item.event,
        date: item.date,
        balance: item.balance ?? 0,
        order_id: item.orderId ?? null,
        coupon: item.coupon ?? null,
        coupon_type: item.couponType ?? null,
      })),
    referralHistory: async (uuid, page, perPage) =>
      olderPage(await history(uuid, 'referral', page, perPage), (item) => ({
        points: item.points,
        date: item.date,
        event: item.event,
      })),
    articles: async (uuid) =>
      (await api.GET('/customers/{uuid}/articles', { params: path(uuid) })).data!.map(toArticle),
    readArticle: async (uuid, articleId) =>
      (await api.POST('/customers/{uuid}/articles', { params: path(uuid), body: { articleId } })).data!
        .points,
    async qrCode(uuid, code) {
      const { data } = await api.GET('/qr-code/{code}', {
        params: { path: { code }, query: { customerUuid: uuid } },
      });
      return { qr_code_id: data!.code, points: data!.points, is_used: data!.used };
    },
    scanQrCode: async (uuid, code) =>
      (await api.POST('/qr-code', { body: { customerUuid: uuid, code } })).data!.points,
    orderPoints: async (uuid, orderId) =>
      (await api.GET('/customers/{uuid}/orders/{orderId}', { params: { path: { uuid, orderId } } })).data!
        .points,
    tier: async (uuid) => toTier((await api.GET('/customers/{uuid}/tier', { params: path(uuid) })).data!),
    campaigns: async (uuid) =>
      (await api.GET('/customers/{uuid}/campaigns', { params: path(uuid) })).data!.map((wire) => ({
        campaign_id: wire.id,
        points: wire.points,
        price: wire.price,
        is_eligible: wire.eligible,
      })),
    // The older backend's rule is the programme's, not the shopper's: the uuid is not part of its path.
    earningRulePoints: async (_uuid, event) =>
      (await api.GET('/earningRules/{event}', { params: { path: { event } } })).data!.points,
    async contestStatus(uuid) {
      const { data } = await api.GET('/customers/{uuid}/contest', { params: path(uuid) });
      return data ? toContest(data) : undefined;
    },
    async enterContest(uuid, form) {
      const { data } = await api.POST('/customers/{uuid}/contest', {
        params: path(uuid),
        body: {},
        bodySerializer: () => contestFormData(form),
      });
      return data ? toContest(data) : undefined;
    },
    async redeem(uuid, prizeUuid, qty, delivery) {
      const { data } = await api.POST('/prizes/buy', {
        body: {
          customerUuid: uuid,
          prizeUuid,
          quantity: qty,
          ...(delivery ? { address: olderDelivery(delivery) } : {}),
        },
      });
      const { prizeUuid: bought, quantity, pointsSpent, address, ...alike } = data!;
      return toRedemption({
        ...alike,
        reward_uuid: bought,
        qty: quantity,
        points_spent: pointsSpent,
        shipping_address: address ? newerDelivery(address) : null,
      });
    },
  };
}

import {
  createApiClient,
  getStoredUser,
  TENANT_HEADER,
  type StoredUser,
  type StorefrontConfig,
} from '../platform';
import type { paths } from '../backends/loyalty';
import {
  contestFormData,
  emptyPage,
  loyaltyDefaults,
  MISSING_CONFIGURATION_MESSAGE,
  NO_CONTEST_DATA_MESSAGE,
  toPage,
  toPrize,
  toRedemption,
  FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  REFERRAL_HISTORY_PAGE_SIZE,
  type Article,
  type Campaign,
  type ContestForm,
  type ContestStatus,
  type LoyaltyPoints,
  type Page,
  type PointsHistoryItem,
  type Prize,
  type Redemption,
  type ReferralHistoryItem,
  type Tier,
} from './types';

export type ProgrammeStatus = 'active' | 'inactive' | 'unavailable';

export type LoyaltyConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken' | 'timeouts'>;

/** Who the consumer calls are about: the signed-in shopper's uuid and identity token. */
export interface LoyaltyIdentity {
  uuid: string;
  token: string;
}

/** The identity a stored user carries (the identity token, else the session token), or null for a guest. */
export function identityOf(user: StoredUser | null): LoyaltyIdentity | null {
  const token = user?.ciam_token || user?.session_token;
  return user?.uuid && token ? { uuid: user.uuid, token } : null;
}

/** The signed-in shopper from the platform's stored user, or null for a guest. */
export const storedIdentity = (): LoyaltyIdentity | null => identityOf(getStoredUser());

export interface RewardQuery {
  page?: number;
  perPage?: number;
  orderBy?: 'points' | 'created_at' | 'name';
  sort?: 'asc' | 'desc';
  isVirtual?: boolean;
  locationIds?: string[];
}

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('This loyalty call needs a signed-in shopper');
  }
}

/**
 * Spec section 8: a failed loyalty read shows a safe default instead of an error. The HTTP core has already
 * reported the failure to monitoring, so nothing is lost by answering the default here.
 */
async function readOr<T>(fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch {
    return fallback;
  }
}

/** The loyalty programme on the newer backend's generated client (spec section 7). */
export function createLoyaltyApi(
  config: LoyaltyConfig,
  identity: () => LoyaltyIdentity | null = storedIdentity,
) {
  const api = createApiClient<paths>({
    service: 'loyalty',
    baseUrl: config.backends.loyalty,
    backend: 'newer',
    timeoutMs: config.timeouts.loyaltyMs,
    headers: () => {
      const token = identity()?.token;
      return {
        [TENANT_HEADER]: config.tenantToken || undefined,
        authorization: token ? `Bearer ${token}` : undefined,
      };
    },
  });

  /** Spec section 5: contest, profile and reward calls refuse to start without a domain and a tenant. */
  function requireConfiguration(): void {
    if (!config.backends.loyalty || !config.tenantToken) throw new Error(MISSING_CONFIGURATION_MESSAGE);
  }

  function consumer(): LoyaltyIdentity {
    const current = identity();
    if (!current) throw new NotSignedInError();
    return current;
  }

  const path = (uuid: string) => ({ path: { uuid } });

  async function pointsPage<Item>(type: 'history' | 'referral', page: number, perPage: number) {
    const { uuid } = consumer();
    const { data } = await api.GET('/consumers/{uuid}/points', {
      params: { ...path(uuid), query: { type, page, per_page: perPage } },
    });
    return toPage(data!, (item) => item as Item);
  }

  /**
   * Whether the tenant runs a loyalty programme, or that this cannot be told now: a failed read still counts as not
   * active (spec section 8), but the widget can say the points cannot be shown instead of calling the programme off.
   */
  const programmeStatus = () =>
    readOr<ProgrammeStatus>('unavailable', async () =>
      (await api.GET('/configuration')).data!.data.is_active ? 'active' : 'inactive',
    );

  return {
    programmeStatus,
    /** Whether the tenant runs a loyalty programme at all. */
    isActive: async () => (await programmeStatus()) === 'active',

    tiers: () => readOr<Tier[]>([], async () => (await api.GET('/tiers')).data!.data),

    async rewards(query: RewardQuery = {}): Promise<Page<Prize>> {
      requireConfiguration();
      return readOr(emptyPage<Prize>(), async () => {
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
      });
    },

    async reward(prizeUuid: string): Promise<Prize | null> {
      requireConfiguration();
      return readOr<Prize | null>(null, async () =>
        toPrize((await api.GET('/reward/{uuid}', { params: { path: { uuid: prizeUuid } } })).data!.data),
      );
    },

    /** Points a product gives when bought (public). */
    productPoints: (type: string, identifier: string) =>
      readOr(
        loyaltyDefaults.earningPoints,
        async () =>
          (await api.GET('/earnings', { params: { query: { type, identifier } } })).data!.data.points,
      ),

    async points(): Promise<LoyaltyPoints> {
      requireConfiguration();
      return readOr<LoyaltyPoints>(
        loyaltyDefaults.points,
        async () => (await api.GET('/consumers/{uuid}', { params: path(consumer().uuid) })).data!.data,
      );
    },

    pointsHistory: (page = FIRST_PAGE) =>
      readOr(emptyPage<PointsHistoryItem>(), () =>
        pointsPage<PointsHistoryItem>('history', page, HISTORY_PAGE_SIZE),
      ),

    referralHistory: (page = FIRST_PAGE) =>
      readOr(emptyPage<ReferralHistoryItem>(), () =>
        pointsPage<ReferralHistoryItem>('referral', page, REFERRAL_HISTORY_PAGE_SIZE),
      ),

    articles: () =>
      readOr<Article[]>(
        [],
        async () =>
          (await api.GET('/consumers/{uuid}/earnings', { params: path(consumer().uuid) })).data!.data,
      ),

    /** Reading an article earns its points once; answers the points earned. */
    async readArticle(articleId: string): Promise<number> {
      const { data } = await api.POST('/consumers/{uuid}/earnings/article', {
        params: path(consumer().uuid),
        body: { article_id: articleId },
      });
      return data!.data.points;
    },

    async qrCode(id: string) {
      const { data } = await api.GET('/consumers/{uuid}/earnings/qr-code/{id}', {
        params: { path: { uuid: consumer().uuid, id } },
      });
      return data!.data;
    },

    /** Scanning a QR code earns its points; answers the points earned. */
    async scanQrCode(qrCodeId: string): Promise<number> {
      const { data } = await api.POST('/consumers/{uuid}/earnings/qr-code', {
        params: path(consumer().uuid),
        body: { qr_code_id: qrCodeId },
      });
      return data!.data.points;
    },

    orderPoints: (orderId: string) =>
      readOr(loyaltyDefaults.earningPoints, async () => {
        const { data } = await api.GET('/consumers/{uuid}/orders/{order_id}', {
          params: { path: { uuid: consumer().uuid, order_id: orderId } },
        });
        return data!.data.points;
      }),

    tier: () =>
      readOr<Tier | null>(
        null,
        async () => (await api.GET('/consumers/{uuid}/tier', { params: path(consumer().uuid) })).data!.data,
      ),

    async campaigns(): Promise<Campaign[]> {
      requireConfiguration();
      return readOr<Campaign[]>([], async () => {
        const { data } = await api.GET('/consumers/{uuid}/rewards', {
          params: { ...path(consumer().uuid), query: { type: 'campaign' } },
        });
        return data!.data;
      });
    },

    earningRulePoints: (eventName: string) =>
      readOr(loyaltyDefaults.earningPoints, async () => {
        const { data } = await api.GET('/consumers/{uuid}/earning-rule/{event_name}', {
          params: { path: { uuid: consumer().uuid, event_name: eventName } },
        });
        return data!.data.points;
      }),

    async contestStatus(): Promise<ContestStatus> {
      requireConfiguration();
      const { data } = await api.GET('/consumers/{uuid}/contests/status', { params: path(consumer().uuid) });
      if (!data?.data) throw new Error(NO_CONTEST_DATA_MESSAGE);
      return data.data;
    },

    async enterContest(form: ContestForm): Promise<ContestStatus> {
      requireConfiguration();
      const { data } = await api.POST('/consumers/{uuid}/contests', {
        params: path(consumer().uuid),
        body: {},
        // The form is already multipart; openapi-fetch must send it untouched.
        bodySerializer: () => contestFormData(form),
      });
      if (!data?.data) throw new Error(NO_CONTEST_DATA_MESSAGE);
      return data.data;
    },

    /** Spends points on a prize; the result tells the new balance and the coupon, if any. */
    async redeem(prizeUuid: string, qty = 1): Promise<Redemption> {
      requireConfiguration();
      const { data } = await api.POST('/consumers/{uuid}/reward', {
        params: path(consumer().uuid),
        body: { reward_uuid: prizeUuid, qty },
      });
      return toRedemption(data!.data);
    },
  };
}

export type LoyaltyApi = ReturnType<typeof createLoyaltyApi>;

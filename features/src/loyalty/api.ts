import { NotSignedInError, storedIdentity, type ShopperIdentity } from '../platform';
import type { StorefrontConfig } from '../platform';
import { readOr } from './readOr';
import {
  createNewerLoyaltyClient,
  createOlderLoyaltyClient,
  isNewerLoyaltyBackend,
  type LoyaltyClientOptions,
} from '../backends/loyalty';
import type { LoyaltyBackend, RewardQuery } from './backend';
import { newerLoyaltyBackend } from './newerBackend';
import { olderLoyaltyBackend } from './olderBackend';
import {
  deliveryFor,
  emptyPage,
  loyaltyDefaults,
  MISSING_CONFIGURATION_MESSAGE,
  NO_CONTEST_DATA_MESSAGE,
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
  type RewardDelivery,
  type ReferralHistoryItem,
  type Tier,
} from './types';

export type ProgrammeStatus = 'active' | 'inactive' | 'unavailable';

export type LoyaltyConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken' | 'timeouts'>;

export type { RewardQuery } from './backend';

/** The backend the configured base URL names: evo in it selects the newer one, as for accounts. */
export function loyaltyBackendFor(options: LoyaltyClientOptions): LoyaltyBackend {
  return isNewerLoyaltyBackend(options.baseUrl)
    ? newerLoyaltyBackend(createNewerLoyaltyClient(options))
    : olderLoyaltyBackend(createOlderLoyaltyClient(options));
}

/** The loyalty programme on the configured backend (spec section 7), with the spec's rules on top. */
export function createLoyaltyApi(
  config: LoyaltyConfig,
  identity: () => ShopperIdentity | null = storedIdentity,
) {
  const backend = loyaltyBackendFor({
    baseUrl: config.backends.loyalty,
    tenantToken: config.tenantToken,
    timeoutMs: config.timeouts.loyaltyMs,
    identityToken: () => identity()?.token,
  });

  /** Spec section 5: contest, profile and reward calls refuse to start without a domain and a tenant. */
  function requireConfiguration(): void {
    if (!config.backends.loyalty || !config.tenantToken) throw new Error(MISSING_CONFIGURATION_MESSAGE);
  }

  function consumer(): string {
    const current = identity();
    if (!current) throw new NotSignedInError();
    return current.uuid;
  }

  /**
   * Whether the tenant runs a loyalty programme, or that this cannot be told now: a failed read still counts as not
   * active (spec section 8), but the widget can say the points cannot be shown instead of calling the programme off.
   */
  const programmeStatus = () =>
    readOr<ProgrammeStatus>('unavailable', async () => ((await backend.isActive()) ? 'active' : 'inactive'));

  return {
    kind: backend.kind,
    programmeStatus,
    /** Whether the tenant runs a loyalty programme at all. */
    isActive: async () => (await programmeStatus()) === 'active',

    tiers: () => readOr<Tier[]>([], () => backend.tiers()),

    async rewards(query: RewardQuery = {}): Promise<Page<Prize>> {
      requireConfiguration();
      return readOr(emptyPage<Prize>(), () => backend.rewards(query));
    },

    async reward(prizeUuid: string): Promise<Prize | null> {
      requireConfiguration();
      return readOr<Prize | null>(null, () => backend.reward(prizeUuid));
    },

    /** Points a product gives when bought (public). */
    productPoints: (type: string, identifier: string) =>
      readOr(loyaltyDefaults.earningPoints, () => backend.productPoints(type, identifier)),

    async points(): Promise<LoyaltyPoints> {
      requireConfiguration();
      return readOr<LoyaltyPoints>(loyaltyDefaults.points, () => backend.points(consumer()));
    },

    pointsHistory: (page = FIRST_PAGE) =>
      readOr(emptyPage<PointsHistoryItem>(), () =>
        backend.pointsHistory(consumer(), page, HISTORY_PAGE_SIZE),
      ),

    referralHistory: (page = FIRST_PAGE) =>
      readOr(emptyPage<ReferralHistoryItem>(), () =>
        backend.referralHistory(consumer(), page, REFERRAL_HISTORY_PAGE_SIZE),
      ),

    articles: () => readOr<Article[]>([], () => backend.articles(consumer())),

    /** Reading an article earns its points once; answers the points earned. */
    readArticle: (articleId: string) => backend.readArticle(consumer(), articleId),

    qrCode: (id: string) => backend.qrCode(consumer(), id),

    /** Scanning a QR code earns its points; answers the points earned. */
    scanQrCode: (qrCodeId: string) => backend.scanQrCode(consumer(), qrCodeId),

    orderPoints: (orderId: string) =>
      readOr(loyaltyDefaults.earningPoints, () => backend.orderPoints(consumer(), orderId)),

    tier: () => readOr<Tier | null>(null, () => backend.tier(consumer())),

    async campaigns(): Promise<Campaign[]> {
      requireConfiguration();
      return readOr<Campaign[]>([], () => backend.campaigns(consumer()));
    },

    earningRulePoints: (eventName: string) =>
      readOr(loyaltyDefaults.earningPoints, () => backend.earningRulePoints(consumer(), eventName)),

    async contestStatus(): Promise<ContestStatus> {
      requireConfiguration();
      const status = await backend.contestStatus(consumer());
      if (!status) throw new Error(NO_CONTEST_DATA_MESSAGE);
      return status;
    },

    async enterContest(form: ContestForm): Promise<ContestStatus> {
      requireConfiguration();
      const status = await backend.enterContest(consumer(), form);
      if (!status) throw new Error(NO_CONTEST_DATA_MESSAGE);
      return status;
    },

    /**
     * Spends points on a prize, sent with the address a delivered prize goes to (refused without one, before any
     * call); the result tells the new balance, the coupon if any, and where it goes.
     */
    async redeem(prize: Prize, delivery?: RewardDelivery, qty = 1): Promise<Redemption> {
      requireConfiguration();
      return backend.redeem(consumer(), prize.prize_uuid, qty, deliveryFor(prize, delivery));
    },
  };
}

export type LoyaltyApi = ReturnType<typeof createLoyaltyApi>;

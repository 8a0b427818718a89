import type {
  Article,
  Campaign,
  ContestForm,
  ContestStatus,
  LoyaltyPoints,
  Page,
  PointsHistoryItem,
  Prize,
  Redemption,
  ReferralHistoryItem,
  RewardDelivery,
  Tier,
} from './types';

/** A pack's QR code as the service knows it for one shopper. */
export interface QrCodeState {
  qr_code_id: string;
  points: number;
  is_used: boolean;
}

/**
 * The loyalty calls the shop makes, the same on both backends (spec section 7): each answers the shop's types or
 * throws; the rules on top (safe defaults, required configuration) live once in api.ts.
 */
export interface LoyaltyBackend {
  readonly kind: 'newer' | 'older';
  isActive(): Promise<boolean>;
  tiers(): Promise<Tier[]>;
  rewards(query: RewardQuery): Promise<Page<Prize>>;
  reward(prizeUuid: string): Promise<Prize>;
  productPoints(type: string, identifier: string): Promise<number>;
  points(uuid: string): Promise<LoyaltyPoints>;
  pointsHistory(uuid: string, page: number, perPage: number): Promise<Page<PointsHistoryItem>>;
  referralHistory(uuid: string, page: number, perPage: number): Promise<Page<ReferralHistoryItem>>;
  articles(uuid: string): Promise<Article[]>;
  readArticle(uuid: string, articleId: string): Promise<number>;
  qrCode(uuid: string, id: string): Promise<QrCodeState>;
  scanQrCode(uuid: string, id: string): Promise<number>;
  orderPoints(uuid: string, orderId: string): Promise<number>;
  tier(uuid: string): Promise<Tier>;
  campaigns(uuid: string): Promise<Campaign[]>;
  earningRulePoints(uuid: string, eventName: string): Promise<number>;
  /** Undefined when the answer carries no contest (spec section 5: No Contest data found). */
  contestStatus(uuid: string): Promise<ContestStatus | undefined>;
  enterContest(uuid: string, form: ContestForm): Promise<ContestStatus | undefined>;
  redeem(uuid: string, prizeUuid: string, qty: number, delivery?: RewardDelivery): Promise<Redemption>;
}

/** How the prize list is asked for (spec section 7: page, order_by, sort, is_virtual, location_ids, per_page). */
export interface RewardQuery {
  page?: number;
  perPage?: number;
  orderBy?: 'points' | 'created_at' | 'name';
  sort?: 'asc' | 'desc';
  isVirtual?: boolean;
  locationIds?: string[];
}

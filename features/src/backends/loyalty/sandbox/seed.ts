import { sandboxAccounts } from '../../account/sandbox';
import { sandboxOrderPoints } from '../../commerce/sandbox';
import type { components } from '../generated/loyalty';
import { glyphs, medal, prizePicture } from './images';

type Wire = components['schemas'];

/** The programme's tiers, lowest first. */
export const sandboxTiers: Wire['Tier'][] = [
  { name: 'Bronze', image_url: medal('B', '#c98b52', '#f3c89b') },
  { name: 'Silver', image_url: medal('S', '#b9c0c8', '#eef1f4') },
  { name: 'Gold', image_url: medal('G', '#e2b53e', '#fbe7a1') },
];

/** The one demo consumer: Ada (the account sandbox's ada@example.com), who alone has a history to show. */
export const SANDBOX_DEMO_CONSUMER = sandboxAccounts.find(
  (account) => account.email === 'ada@example.com',
)!.uuid;
/** Ada's balance at the sandbox's start: 1,240 points in Silver. Every other consumer starts with none, in Bronze. */
export const SANDBOX_START_POINTS = 1240;
export const sandboxDemoTier = sandboxTiers[1]!;
export const sandboxStartTier = sandboxTiers[0]!;

/** One prize of every prize type (spec section 4), so each reward type has an example. */
export const sandboxPrizes: Wire['Prize'][] = [
  {
    prize_uuid: 'prize-tasting-evening',
    name: 'Tasting evening for two',
    brand_name: 'Flavour Lab',
    subtitle: 'An evening in one of our Berlin stores',
    points: 900,
    images: [prizePicture('#fde7b0', '#f2b35a', glyphs.cup)],
    color: 'amber',
    has_coupons: false,
    created_at: '2026-09-01T09:00:00Z',
    levels: ['Silver', 'Gold'],
    locations: ['store-berlin-mitte', 'store-berlin-kreuzberg'],
    slug: 'tasting-evening',
    is_address_required: false,
    prize_type: 'simplified',
  },
  {
    prize_uuid: 'prize-travel-case',
    name: 'Leather travel case',
    brand_name: 'Storefront',
    subtitle: 'Delivered to your door',
    points: 1100,
    images: [prizePicture('#e6eaf0', '#aab6c6', glyphs.gift)],
    color: 'slate',
    has_coupons: false,
    created_at: '2026-08-15T09:00:00Z',
    levels: ['Bronze', 'Silver', 'Gold'],
    locations: [],
    slug: 'travel-case',
    is_address_required: true,
    prize_type: 'physical',
  },
  {
    prize_uuid: 'prize-ten-euro-voucher',
    name: '€10 shop voucher',
    brand_name: 'Storefront',
    subtitle: 'A code for your next order',
    points: 500,
    images: [prizePicture('#cdf3ec', '#7fd3c6', glyphs.voucher)],
    color: 'teal',
    has_coupons: true,
    created_at: '2026-07-01T09:00:00Z',
    levels: ['Bronze', 'Silver', 'Gold'],
    locations: [],
    slug: 'ten-euro-voucher',
    is_address_required: false,
    prize_type: 'virtual',
  },
  {
    prize_uuid: 'prize-festival-draw',
    name: 'Summer festival tickets draw',
    brand_name: 'Flavour Lab',
    subtitle: 'Winners drawn on 1 June',
    points: 150,
    images: [prizePicture('#ecdff8', '#c29fe4', glyphs.ticket)],
    color: 'plum',
    has_coupons: false,
    created_at: '2026-10-01T09:00:00Z',
    levels: ['Bronze', 'Silver', 'Gold'],
    locations: [],
    slug: 'festival-draw',
    is_address_required: true,
    prize_type: 'delayed_lottery_physical',
  },
  {
    prize_uuid: 'prize-instant-win',
    name: 'Instant win: limited edition',
    brand_name: 'Storefront',
    subtitle: 'Find out straight away whether you won',
    points: 100,
    images: [prizePicture('#fff6bd', '#f4cd4c', glyphs.star)],
    color: 'citrus',
    has_coupons: true,
    created_at: '2026-10-10T09:00:00Z',
    levels: ['Bronze', 'Silver', 'Gold'],
    locations: [],
    slug: 'instant-win',
    is_address_required: false,
    prize_type: 'instant_lottery_simplified',
  },
  {
    prize_uuid: 'prize-gold-weekend',
    name: 'Weekend in the mountains',
    brand_name: 'Storefront',
    subtitle: 'Our thank-you to Gold members',
    points: 5000,
    images: [prizePicture('#e4f5cc', '#9fd69a', glyphs.leaf)],
    color: 'meadow',
    has_coupons: false,
    created_at: '2026-06-01T09:00:00Z',
    levels: ['Gold'],
    locations: [],
    slug: 'gold-weekend',
    is_address_required: true,
    prize_type: 'physical',
  },
];

export const sandboxArticles: Wire['Article'][] = [
  {
    article_id: 'article-care-guide',
    value: 20,
    is_read: false,
    is_available: true,
    levels: ['Bronze', 'Silver', 'Gold'],
  },
  {
    article_id: 'article-flavour-story',
    value: 15,
    is_read: true,
    is_available: true,
    levels: ['Bronze', 'Silver', 'Gold'],
  },
  { article_id: 'article-gold-preview', value: 50, is_read: false, is_available: false, levels: ['Gold'] },
];

/** Eligibility follows the consumer's balance (campaignsOf). */
export const sandboxCampaigns: Omit<Wire['Campaign'], 'is_eligible'>[] = [
  { campaign_id: 'campaign-autumn-5', points: 400, price: 5 },
];

/** Points a product gives, by SKU; other products give none. */
export const sandboxProductPoints: Record<string, number> = {
  'device-kit': 200,
  'sticks-amber': 10,
  // The commerce sandbox's products, by their SKUs, as the product page asks for them.
  AURORA: 200,
  NOVA: 150,
  'STICKS-AMBER': 10,
  'STARTER-KIT': 250,
};

/** Points an earning event gives, by event name. */
export const sandboxEarningRules: Record<string, number> = {
  registration: 100,
  first_order: 150,
  review: 25,
  referral: 200,
  device_registration: 100,
};

export const sandboxQrCodes: Record<string, number> = { 'qr-store-visit': 30 };

export const SANDBOX_POINTS_TO_EXPIRE = 180;
export const SANDBOX_POINTS_EXPIRE_AT = '2027-03-31';

/**
 * Ada's history, oldest first. Her orders' entries credit what the commerce backend says each order earned (its
 * loyalty_info), so the order page and the history tell one figure; her cancelled order earned nothing.
 */
const historyEvents: Array<Omit<Wire['HistoryItem'], 'balance' | 'date'>> = [
  { type: 'earned', points: 100, event: 'registration' },
  { type: 'earned', points: 150, event: 'first_order' },
  { type: 'earned', points: 15, event: 'article_read' },
  { type: 'earned', points: 25, event: 'review' },
  { type: 'spent', points: -100, event: 'reward', coupon: 'WIN-4F2A', coupon_type: 'instant_lottery' },
  { type: 'earned', points: 200, event: 'referral' },
  { type: 'earned', points: 30, event: 'qr_code' },
  { type: 'expired', points: -40, event: 'expiry' },
  { type: 'earned', points: 200, event: 'referral' },
  { type: 'earned', points: 25, event: 'review' },
  { type: 'spent', points: -500, event: 'reward', coupon: 'SHOP10-9KQ3', coupon_type: 'voucher' },
  { type: 'earned', points: 50, event: 'birthday' },
  { type: 'earned', points: 200, event: 'referral' },
  { type: 'earned', points: 40, event: 'survey' },
  { type: 'earned', points: 30, event: 'qr_code' },
  { type: 'earned', points: 0, event: 'order', order_id: '000000001' },
  { type: 'earned', points: 25, event: 'review' },
  { type: 'earned', points: 40, event: 'campaign' },
  { type: 'earned', points: 0, event: 'order', order_id: '000000002' },
  { type: 'earned', points: 50, event: 'birthday' },
  { type: 'earned', points: 15, event: 'article_read' },
  { type: 'earned', points: 0, event: 'order', order_id: '000000003' },
  { type: 'earned', points: 30, event: 'qr_code' },
];

/** Ada's 23 entries, newest first, whose balances end at her 1,240 points (three pages of 10). */
export function seedHistory(): Wire['HistoryItem'][] {
  const events = historyEvents.map((item) =>
    item.order_id ? { ...item, points: sandboxOrderPoints(item.order_id) ?? 0 } : item,
  );
  const start = SANDBOX_START_POINTS - events.reduce((sum, item) => sum + item.points, 0);
  let balance = start;
  const oldestFirst = events.map((item, index) => {
    balance += item.points;
    // One entry every ten days, the last on 1 November 2026.
    const date = new Date(
      Date.UTC(2026, 10, 1) - (events.length - 1 - index) * 10 * 86_400_000,
    ).toISOString();
    return { coupon: null, coupon_type: null, order_id: null, ...item, date, balance };
  });
  return oldestFirst.reverse();
}

/** Friends who joined with Ada's code, newest first (two pages of 5); the referral service's stats count these. */
export const sandboxReferralHistory: Wire['ReferralItem'][] = [
  { points: 200, date: '2026-10-28T10:15:00Z', event: 'referee_first_order' },
  { points: 50, date: '2026-10-20T18:02:00Z', event: 'referee_registered' },
  { points: 200, date: '2026-09-14T08:40:00Z', event: 'referee_first_order' },
  { points: 50, date: '2026-09-02T12:30:00Z', event: 'referee_registered' },
  { points: 50, date: '2026-08-11T16:55:00Z', event: 'referee_registered' },
  { points: 200, date: '2026-07-03T09:20:00Z', event: 'referee_first_order' },
  { points: 50, date: '2026-06-21T11:45:00Z', event: 'referee_registered' },
];

/** The running contest's questions: one to choose from, one in the entrant's own words. */
export const sandboxContestQuestions: Wire['ContestQuestion'][] = [
  { question: 'Which flavour should we bring back?', options: ['Amber', 'Mint', 'Berry'] },
  { question: 'Tell us about your favourite moment with us', options: [] },
];

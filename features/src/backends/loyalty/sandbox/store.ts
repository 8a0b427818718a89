import { z } from 'zod';
import { BoundedMap } from '../../../platform/sandbox/bounded';
import { contestUploadLimits, uploadProblem } from '../contract/contest';
import type { components } from '../generated/loyalty';
import { onSandboxEvent } from '../../../platform/sandbox/events';
import {
  sandboxArticles,
  sandboxCampaigns,
  SANDBOX_DEMO_CONSUMER,
  sandboxDemoTier,
  sandboxEarningRules,
  sandboxReferralHistory,
  SANDBOX_POINTS_TO_EXPIRE,
  SANDBOX_START_POINTS,
  sandboxStartTier,
  seedHistory,
} from './seed';

type Wire = components['schemas'];

/** What the sandbox remembers about one consumer between calls; both backends' handlers share it. */
export interface ConsumerState {
  points: number;
  pendingPoints: number;
  pointsToExpire: number;
  tier: Wire['Tier'];
  history: Wire['HistoryItem'][];
  /** What friends who joined with the consumer's code brought in (the referral service's stats count these). */
  referrals: Wire['ReferralItem'][];
  readArticles: Set<string>;
  scannedQrCodes: Set<string>;
  contest: { is_open: boolean; has_participated: boolean };
}

/** Every shopper the account service knows is a consumer, so the store keeps the newest SANDBOX_STORE_LIMIT of them. */
const consumers = new BoundedMap<string, ConsumerState>();

/** Ada, the demo consumer, with her history; anyone else as a new member of the programme: no points, no history. */
function seedConsumer(uuid: string): ConsumerState {
  const isDemo = uuid === SANDBOX_DEMO_CONSUMER;
  return {
    points: isDemo ? SANDBOX_START_POINTS : 0,
    pendingPoints: isDemo ? 45 : 0,
    pointsToExpire: isDemo ? SANDBOX_POINTS_TO_EXPIRE : 0,
    tier: isDemo ? sandboxDemoTier : sandboxStartTier,
    history: isDemo ? seedHistory() : [],
    referrals: isDemo ? [...sandboxReferralHistory] : [],
    readArticles: new Set(
      isDemo ? sandboxArticles.filter((article) => article.is_read).map((article) => article.article_id) : [],
    ),
    scannedQrCodes: new Set(),
    contest: { is_open: true, has_participated: false },
  };
}

/** A consumer's state, from the seed on first call; the handlers checked the identity token is theirs. */
export function consumerOf(uuid: string): ConsumerState {
  let state = consumers.get(uuid);
  if (!state) {
    state = seedConsumer(uuid);
    consumers.set(uuid, state);
  }
  return state;
}

/** The campaigns a consumer may pay part of a cart with: open to one who has the points a campaign costs. */
export function campaignsOf(uuid: string): Wire['Campaign'][] {
  const { points } = consumerOf(uuid);
  return sandboxCampaigns.map((campaign) => ({ ...campaign, is_eligible: points >= campaign.points }));
}

/** The referral service's stats of a referrer, counted from the entries the loyalty service lists for them. */
export function referralStatsOf(uuid: string) {
  const { referrals } = consumerOf(uuid);
  return {
    referees_count: referrals.filter((item) => item.event === 'referee_registered').length,
    completed_first_order_count: referrals.filter((item) => item.event === 'referee_first_order').length,
    earned_points: referrals.reduce((sum, item) => sum + item.points, 0),
  };
}

/** Every consumer back to the seed (tests, stories). */
export function resetLoyaltySandbox(): void {
  consumers.clear();
}

function record(state: ConsumerState, item: Omit<Wire['HistoryItem'], 'date' | 'balance'>) {
  state.points += item.points;
  state.history.unshift({ ...item, date: new Date().toISOString(), balance: state.points });
}

export function spend(
  state: ConsumerState,
  points: number,
  event: string,
  coupon: string | null,
  couponType: string | null,
) {
  record(state, { type: 'spent', points: -points, event, coupon, coupon_type: couponType, order_id: null });
}

export function earn(state: ConsumerState, points: number, event: string, orderId: string | null = null) {
  record(state, { type: 'earned', points, event, coupon: null, coupon_type: null, order_id: orderId });
}

/** Another service credits a consumer (a completed survey), as it would through the loyalty service's own API. */
export function creditPoints(uuid: string, points: number, event: string): void {
  if (points > 0) earn(consumerOf(uuid), points, event);
}

/** What the other services tell the loyalty service: an order earns what it states, a device its earning rule. */
onSandboxEvent('orderPlaced', ({ shopperUuid, orderNumber, points }) => {
  // An order states what it earns; the history says it once, so the order page and the history agree.
  if (points > 0) earn(consumerOf(shopperUuid), points, 'order', orderNumber);
});
onSandboxEvent('deviceRegistered', ({ shopperUuid }) => {
  earn(consumerOf(shopperUuid), sandboxEarningRules.device_registration ?? 0, 'device_registration');
});

/** Why the service refuses a contest entry's files, or null when they keep to the upload limits. */
export function contestEntryRefusal(form: FormData): string | null {
  const files = [...form.entries()].filter(([name]) => /^files\[\d+\]$/.test(name)).map(([, value]) => value);
  if (files.length > contestUploadLimits.maxFiles)
    return `At most ${contestUploadLimits.maxFiles} files may be sent`;
  for (const file of files) {
    if (typeof file === 'string') return 'files[i] must be files';
    const problem = uploadProblem(file);
    if (problem === 'type') return 'Files must be JPEG, PNG or PDF';
    if (problem === 'size') return 'Files may be at most 5 MB';
  }
  return null;
}

const line = z.string().trim().min(1).max(200);
const optionalLine = z.string().trim().max(200).optional();
const deliverySchema = z.object({
  first_name: line,
  last_name: line,
  street: line,
  house_number: optionalLine,
  addition: optionalLine,
  postcode: z.string().trim().min(1).max(20),
  city: line,
  country_code: z.string().regex(/^[A-Za-z]{2}$/),
  phone: optionalLine,
});

/**
 * The address a delivered reward goes to, as the service checks it (in the newer API's names; the older handler
 * renames its own first): null when it is missing or incomplete, which is refused with ADDRESS_REQUIRED before any
 * point is taken.
 */
export function deliveryAddressOf(value: unknown): Wire['DeliveryAddress'] | null {
  const parsed = deliverySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

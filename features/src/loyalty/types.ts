import type { components } from '../backends/loyalty';
import type { Address, ParcelAddress } from '../address';

type Wire = components['schemas'];

/** Spec section 9: the points history shows 10 entries a page, the referral history 5, starting on page 1. */
export const HISTORY_PAGE_SIZE = 10;
export const REFERRAL_HISTORY_PAGE_SIZE = 5;
export const FIRST_PAGE = 1;

/** Spec section 5: contest, profile and reward calls need a configured domain and tenant. */
export const MISSING_CONFIGURATION_MESSAGE = 'Missing required configuration';
/** Spec section 5: the contest status answered without data. */
export const NO_CONTEST_DATA_MESSAGE = 'No Contest data found';

/** Spec section 3: the shopper's points. */
export interface LoyaltyPoints {
  points: number;
  /** ISO date on which `points_to_expire` expire; null when nothing expires. */
  expire_at: string | null;
  pending_points: number;
  points_to_expire: number;
}

export type PointsHistoryItem = Wire['HistoryItem'];
export type ReferralHistoryItem = Wire['ReferralItem'];
export type Article = Wire['Article'];
export type Campaign = Wire['Campaign'];
export type Tier = Wire['Tier'];
export type ContestStatus = Wire['ContestStatus'];

/** Spec section 4: what kind of reward a prize is, which decides how it is fulfilled. */
export type RewardType = 'sensorial' | 'delayed_lottery' | 'instant_lottery' | 'physical' | 'virtual';

/** Spec section 3: a prize as the shop shows it. */
export interface Prize {
  prize_uuid: string;
  name: string;
  brandName: string;
  subtitle: string;
  points: number;
  images: string[];
  color: string;
  has_coupons: boolean;
  created_at: string;
  levels: string[];
  locations: string[];
  slug: string;
  isAddressRequired: boolean;
  rewardType: RewardType;
}

/** One page of a list and where it sits among the others. */
export interface Page<Item> {
  items: Item[];
  page: number;
  lastPage: number;
  total: number;
}

/** Where a delivered reward goes: the address book's fields the loyalty service records with the redemption. */
export type RewardDelivery = ParcelAddress & Pick<Address, 'telephone'>;

/**
 * What a redemption gave: the points it cost, the balance left, the coupon if the prize has one, and where a
 * delivered reward goes as the service recorded it.
 */
export interface Redemption {
  rewardUuid: string;
  pointsSpent: number;
  balance: number;
  coupon: string | null;
  deliveredTo: RewardDelivery | null;
}

/**
 * The rule of a reward that is delivered (the prize's isAddressRequired): it is redeemed only with the address it goes
 * to, so no points are taken for a parcel with nowhere to go. Any other reward takes none.
 */
export function deliveryFor(prize: Prize, delivery: RewardDelivery | undefined): RewardDelivery | undefined {
  if (!prize.isAddressRequired) return undefined;
  if (!delivery) throw new AddressRequiredError(prize.name);
  return delivery;
}

/** A delivered reward asked for without the address it goes to. */
export class AddressRequiredError extends Error {
  constructor(prizeName: string) {
    super(`${prizeName} is delivered: redeem it with the address it goes to`);
    this.name = 'AddressRequiredError';
  }
}

/** The newer wire's delivery address from the shop's. */
export const toDeliveryWire = (delivery: RewardDelivery): Wire['DeliveryAddress'] => ({
  first_name: delivery.firstname,
  last_name: delivery.lastname,
  street: delivery.streetName,
  house_number: delivery.streetNumber,
  addition: delivery.streetAdditional,
  postcode: delivery.postcode,
  city: delivery.city,
  country_code: delivery.countryCode,
  phone: delivery.telephone,
});

const fromDeliveryWire = (wire: Wire['DeliveryAddress']): RewardDelivery => ({
  firstname: wire.first_name,
  lastname: wire.last_name,
  streetName: wire.street,
  streetNumber: wire.house_number ?? '',
  streetAdditional: wire.addition ?? '',
  postcode: wire.postcode,
  city: wire.city,
  countryCode: wire.country_code,
  telephone: wire.phone ?? '',
});

/** Spec section 3: a contest entry is a list of questions with their answers, plus files. */
export interface ContestForm {
  answers: Array<{ question: string; answers: string[] }>;
  files: Blob[];
}

/** Spec section 8: what a failed loyalty read shows instead of an error. */
export const loyaltyDefaults = {
  points: { points: 0, expire_at: null, pending_points: 0, points_to_expire: 0 } satisfies LoyaltyPoints,
  isActive: false,
  earningPoints: 0,
} as const;

export function emptyPage<Item>(): Page<Item> {
  return { items: [], page: FIRST_PAGE, lastPage: FIRST_PAGE, total: 0 };
}

/** Spec section 4: the reward type follows from the prize type (and, for simplified prizes, from having locations). */
export function rewardTypeOf(prizeType: string, locations: readonly string[]): RewardType {
  switch (prizeType) {
    case 'simplified':
      return locations.length > 0 ? 'sensorial' : 'virtual';
    case 'delayed_lottery_physical':
    case 'delayed_lottery_simplified':
      return 'delayed_lottery';
    case 'instant_lottery_physical':
    case 'instant_lottery_simplified':
      return 'instant_lottery';
    case 'physical':
      return 'physical';
    default:
      return 'virtual';
  }
}

export function toPrize(wire: Wire['Prize']): Prize {
  return {
    prize_uuid: wire.prize_uuid,
    name: wire.name,
    brandName: wire.brand_name ?? '',
    subtitle: wire.subtitle ?? '',
    points: wire.points,
    images: wire.images,
    color: wire.color ?? '',
    has_coupons: wire.has_coupons ?? false,
    created_at: wire.created_at,
    levels: wire.levels,
    locations: wire.locations,
    slug: wire.slug,
    isAddressRequired: wire.is_address_required ?? false,
    rewardType: rewardTypeOf(wire.prize_type, wire.locations),
  };
}

export function toPage<WireItem, Item>(
  wire: { data: WireItem[]; meta: Omit<Wire['PageMeta'], 'per_page'> },
  map: (item: WireItem) => Item,
): Page<Item> {
  return {
    items: wire.data.map(map),
    page: wire.meta.current_page,
    lastPage: Math.max(wire.meta.last_page, 1),
    total: wire.meta.total,
  };
}

export function toRedemption(wire: Wire['Redemption']): Redemption {
  return {
    rewardUuid: wire.reward_uuid,
    pointsSpent: wire.points_spent,
    balance: wire.balance,
    coupon: wire.coupon ?? null,
    deliveredTo: wire.shipping_address ? fromDeliveryWire(wire.shipping_address) : null,
  };
}

/** Spec section 7: the contest entry as multipart fields contest[i][question], contest[i][answers][j] and files[i]. */
export function contestFormData(form: ContestForm): FormData {
  const data = new FormData();
  form.answers.forEach((entry, i) => {
    data.append(`contest[${i}][question]`, entry.question);
    entry.answers.forEach((answer, j) => data.append(`contest[${i}][answers][${j}]`, answer));
  });
  form.files.forEach((file, i) => data.append(`files[${i}]`, file));
  return data;
}

/** Whether the shopper has enough points for a prize. */
export function canAfford(points: number, prize: Pick<Prize, 'points'>): boolean {
  return points >= prize.points;
}

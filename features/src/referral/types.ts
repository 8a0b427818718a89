import type { components } from '../backends/referral';

/** Spec section 3: the shopper as the referral programme knows them; `code` is the one they share. */
export type ReferralCustomer = components['schemas']['ReferralCustomer'];
/** Spec section 3: how the shopper's referrals went. */
export type ReferralStats = components['schemas']['ReferralStats'];

/** Spec section 8: what failed status, customer and stats reads show instead of an error. */
export const referralDefaults = {
  isActive: false,
  customer: {
    uuid: '',
    code: '',
    parent_code: null,
    has_first_purchase: false,
    tenant_code: '',
    id: '',
  } satisfies ReferralCustomer,
  stats: { referees_count: 0, completed_first_order_count: 0, earned_points: 0 } satisfies ReferralStats,
} as const;

/** Spec section 5: the referral service answers 422 for a code that is not valid. */
export const INVALID_REFERRAL_CODE_STATUS = 422;

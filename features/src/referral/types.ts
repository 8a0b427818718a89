import type { ReferralCustomer, ReferralStats } from '../backends/referral';

export type { ReferralCustomer, ReferralStats };

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

export {
  createReferralClient,
  INVALID_REFERRAL_CODE_STATUS,
  referralBackendOf,
  ReferralSignInRequiredError,
} from './client';
export type {
  ReferralClient,
  ReferralConfig,
  ReferralCustomer,
  ReferralIdentity,
  ReferralStats,
} from './client';
export type { components, paths } from './generated/referral';

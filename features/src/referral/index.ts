export { createReferralApi, friendReferralCode, REGISTRATION_SOURCE } from './api';
export type { FriendCodeCheck, FriendReferralCode, ReferralApi } from './api';
export { referralDefaults } from './types';
export { INVALID_REFERRAL_CODE_STATUS } from '../backends/referral';
export type { ReferralCustomer, ReferralStats } from './types';
export { useCopyReferralCode, useFriendReferralCode, useReferral } from './hooks';
export type { CopyState } from './hooks';
export { referralMessages } from './messages';

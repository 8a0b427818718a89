export { createReferralApi } from './api';
export type { ReferralApi } from './api';
export { INVALID_REFERRAL_CODE_STATUS, referralDefaults } from './types';
export type { ReferralCustomer, ReferralStats } from './types';
export { useCopyReferralCode, useReferral } from './hooks';
export type { CopyState } from './hooks';
export { referralMessages } from './messages';
export { ReferralWidget } from './widgets/ReferralWidget';
export type { ReferralWidgetProps } from './widgets/ReferralWidget';

export { createLoyaltyApi, loyaltyBackendFor } from './api';
export type { LoyaltyApi, LoyaltyConfig, RewardQuery } from './api';
export {
  AddressRequiredError,
  canAfford,
  deliveryFor,
  contestFormData,
  emptyPage,
  FIRST_PAGE,
  HISTORY_PAGE_SIZE,
  loyaltyDefaults,
  MISSING_CONFIGURATION_MESSAGE,
  NO_CONTEST_DATA_MESSAGE,
  REFERRAL_HISTORY_PAGE_SIZE,
  rewardTypeOf,
  toPrize,
} from './types';
export type {
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
  RewardType,
  Tier,
} from './types';
export {
  useEarningRulePoints,
  useEligibleCampaigns,
  useOrderPoints,
  useLoyaltyAccount,
  useLoyaltyApi,
  useLoyaltyProgramme,
  usePointsHistory,
  useRedeemPrize,
  useReferralHistory,
} from './hooks';
export type { RedeemOutcome } from './hooks';
// The product page's points line on its own: it does not download the programme's other calls.
export { useProductPoints } from './productPoints';
export { loyaltyMessages } from './messages';

export type { components, paths } from './generated/referral';

export type { components, paths } from './generated/loyalty';
export type { components as LegacyComponents, paths as LegacyPaths } from './generated/loyalty-legacy';
export { createNewerLoyaltyClient, createOlderLoyaltyClient, isNewerLoyaltyBackend } from './client';
export type { LoyaltyClientOptions, NewerLoyaltyClient, OlderLoyaltyClient } from './client';
export { contestUploadLimits, uploadProblem } from './contract/contest';

export { createEngagementClient, isNewerEngagementBackend } from './client';
export type { EngagementClient, NewerEngagementApi, OlderEngagementApi } from './client';
export type { components as NewerEngagement } from './generated/engagement-evo';
export type { components as OlderEngagement } from './generated/engagement-legacy';
export { engagementFailureOf } from './failures';
export type { EngagementFailure } from './failures';

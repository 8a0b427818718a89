export type { components, paths } from './generated/surveys';
export { createSurveysClient } from './client';
export type { EngagementClientOptions, SurveysClient } from './client';

export { createTrialsApi } from './api';
export type { TrialsApi, TrialsConfig } from './api';
export { ConsumerNotDefinedError } from './types';
export type { TrialEligibility } from './types';
export { useTrialEligibility } from './hooks';
export { trialsMessages } from './messages';

export { FreeTrialStart } from './FreeTrialStart';
export type { FreeTrialStartProps } from './FreeTrialStart';

export { AgeVerificationFlow } from './AgeVerificationFlow';
export type { AgeVerificationFlowProps } from './AgeVerificationFlow';

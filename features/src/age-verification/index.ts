export { ageVerificationBackendFor, pollAsyncVerification } from './api';
export type { AgeVerificationBackend } from './api';
export { asyncStatusOf, asyncVerificationFrom, isVerificationPerformed, MISSING_DATA } from './types';
export type {
  AgeVerificationMethod,
  AgeVerificationResult,
  AsyncStatus,
  AsyncVerification,
  AsyncVerificationRequest,
  VerificationWorkflow,
} from './types';
export {
  useAgeVerificationBackend,
  useAgeVerificationMethods,
  useIsAgeVerified,
  useVerifyAge,
} from './hooks';
export type { VerificationDetails, VerificationState, VerifyOptions } from './hooks';
export { ageVerificationMessages } from './messages';

export { accountBackendFor, createNewerAccountBackend, createOlderAccountBackend } from './api';
export { AccountCallUnavailableError } from './accountBackend';
export { CDP_REGISTRATION_UNSUPPORTED_MESSAGE, DEACTIVATION_UNAVAILABLE_MESSAGE } from './backendShared';
export type { AccountBackend, AccountConfig } from './accountBackend';
export {
  checkPassword,
  extraAsStrings,
  isVerifiedStatus,
  KEEP_ME_LOGGED_IN_SECONDS,
  NO_PASSWORD_REQUIREMENTS,
  orderCustomAttributes,
  passwordRequirementsOf,
  sessionLifetimeFor,
  storedUserOf,
  toBackendDate,
  toNewerBackendPhone,
} from './types';
export type {
  AccountSession,
  AccountSettings,
  ConsentAnswer,
  CustomAttribute,
  PasswordRequirements,
  Profile,
  ProfileChanges,
  Registration,
  SignedInUser,
  SignInCredentials,
} from './types';
export {
  accountFailureOf,
  signInErrorKeys,
  useAccountBackend,
  useAccountCall,
  useAccountSettings,
  useAddressBook,
  useComplaints,
  useProfile,
  useRequestPrivacy,
  useSaveProfile,
  useSignedInUser,
} from './hooks';
export { useCloseAccount, useSignOut } from './closingHooks';
export { useSessionCheck } from './sessionHooks';
export { useRegister, useSignIn } from './signInHooks';
export type { SignInResult } from './signInHooks';
export { accountMessages } from './messages';
export {
  forgottenPasswordFromForm,
  forgottenPasswordValuesOf,
  isPrivacyRequestForm,
  newPasswordFromForm,
  verificationStatusFromForm,
  sessionValidityFromForm,
  privacyRequestFromForm,
  registerFromForm,
  registrationFormFallback,
  registrationValuesOf,
  signInFromForm,
  signInValuesOf,
} from './formActions';
export type { FormActionContext, SessionValidityAnswer, VerificationStatusAnswer } from './formActions';
export { ONE_TIME_CODE_PATH, oneTimeCodeCallFromForm } from './oneTimeCodes';
export type { OneTimeCodeAnswer, OneTimeCodeStep } from './oneTimeCodes';

import { isNewerAccountBackend, type StorefrontConfig } from '../platform';
import type { Address } from '../address';
import type { AccountServiceConfig } from '../backends/account';
import type {
  AccountSession,
  AccountSettings,
  PasswordAction,
  PrivacyRequest,
  Profile,
  ProfileChanges,
  Registration,
  SignedInUser,
  SignInCredentials,
} from './types';

// The account backend's contract: what both backends answer and what each offers. It loads nothing of either backend
// and no schema library, so a page's first load may read it (issue #14); what the backends share is backendShared.ts.

export type AccountBackendKind = 'newer' | 'older';

/** Spec section 5: calls one backend does not have. Widgets hide the action; the call itself fails clearly. */
export interface AccountBackendSupports {
  deactivateAccount: boolean;
  registerCdpUser: boolean;
  /** Newer backend only: custom attributes saved on their own (preferred language among them). */
  customAttributes: boolean;
  /** Newer backend only: whether the shopper has complaints on file. */
  complaints: boolean;
  /** Newer backend only: a passed age verification recorded on the account. */
  recordAgeVerification: boolean;
}

/** What each backend offers, declared once: each backend carries its entry, and pages read it by configuration. */
export const ACCOUNT_BACKEND_SUPPORTS = {
  newer: {
    deactivateAccount: true,
    registerCdpUser: false,
    customAttributes: true,
    complaints: true,
    recordAgeVerification: true,
  },
  older: {
    deactivateAccount: false,
    registerCdpUser: true,
    customAttributes: false,
    complaints: false,
    recordAgeVerification: false,
  },
} as const satisfies Record<AccountBackendKind, AccountBackendSupports>;

/** Spec section 1: the newer backend when the configured base URL contains evo, else the older one. */
export const accountBackendKind = (config: Pick<StorefrontConfig, 'backends'>): AccountBackendKind =>
  isNewerAccountBackend(config.backends.account) ? 'newer' : 'older';

/** What the configured account backend offers, known from configuration alone: no backend code is loaded to ask. */
export const accountBackendSupports = (config: Pick<StorefrontConfig, 'backends'>): AccountBackendSupports =>
  ACCOUNT_BACKEND_SUPPORTS[accountBackendKind(config)];

/** A call the configured account backend does not offer (spec section 5). */
export class AccountCallUnavailableError extends Error {
  override readonly name = 'AccountCallUnavailableError';
}

/** The account calls the shop makes, the same for both backends; widgets and hooks only see this. */
export interface AccountBackend {
  readonly kind: AccountBackendKind;
  /** Spec section 5: calls one backend does not have (ACCOUNT_BACKEND_SUPPORTS, its kind's entry). */
  readonly supports: AccountBackendSupports;
  signIn(credentials: SignInCredentials): Promise<AccountSession>;
  signOut(session: Pick<AccountSession, 'token'>): Promise<void>;
  isSessionValid(token: string): Promise<boolean>;
  register(registration: Registration): Promise<{ uuid: string }>;
  /** Older backend only: registers a shopper in the customer data platform. */
  registerCdpUser(registration: Registration): Promise<{ uuid: string }>;
  getSettings(): Promise<AccountSettings>;
  forgetPassword(email: string): Promise<void>;
  resetPassword(reset: {
    token: string;
    password: string;
    passwordConfirmation: string;
    action: PasswordAction;
  }): Promise<void>;
  changePassword(
    user: SignedInUser,
    change: { currentPassword: string; newPassword: string; newPasswordConfirmation: string },
  ): Promise<void>;
  getProfile(user: SignedInUser): Promise<Profile>;
  updateProfile(user: SignedInUser, changes: ProfileChanges): Promise<Profile>;
  createAddress(user: SignedInUser, address: Address): Promise<Address>;
  updateAddress(user: SignedInUser, address: Address & { id: string }): Promise<Address>;
  deleteAddress(user: SignedInUser, id: string): Promise<void>;
  setDefaultAddress(user: SignedInUser, id: string, use: 'billing' | 'shipping'): Promise<void>;
  /** Sends a one-time code to the new address; the change waits for the code. */
  requestEmailChange(user: SignedInUser, email: string): Promise<void>;
  confirmEmailChange(user: SignedInUser, code: string): Promise<void>;
  /** Sends a one-time code by text message. */
  requestPhoneCode(user: SignedInUser, phone: string): Promise<{ verificationId: string }>;
  /** Confirms the code; the phone number changes only when the verification is validated. */
  confirmPhoneChange(
    user: SignedInUser,
    change: { phone: string; verificationId: string; code: string },
  ): Promise<{ verified: boolean }>;
  cancelAccount(user: SignedInUser): Promise<void>;
  /** Newer backend only. */
  deactivateAccount(user: SignedInUser): Promise<void>;
  requestPrivacy(request: PrivacyRequest): Promise<void>;
  /** Newer backend only: saves custom attribute values; answers with the shopper's main details. */
  updateCustomAttributes(user: SignedInUser, values: Record<string, string>): Promise<CustomAttributesSaved>;
  /** Newer backend only: the preferredLanguage custom attribute. */
  setPreferredLanguage(user: SignedInUser, language: string): Promise<void>;
  /** Newer backend only. */
  hasComplaints(user: SignedInUser): Promise<boolean>;
  /** Newer backend only: records a passed age verification (its uuid) on the account. */
  recordAgeVerification(user: SignedInUser, verificationId: string): Promise<void>;
  /**
   * Whether a phone number or e-mail address is verified. Its path carries personal data: call it from the shop's
   * server only, never from a browser.
   */
  verificationStatus(identifier: string): Promise<{ verified: boolean }>;
  /** Sends a one-time code to an e-mail address (older /send-email-otc, newer action verification by e-mail). */
  sendEmailCode(email: string): Promise<{ verificationId: string }>;
  /** Confirms an e-mailed code (older PUT /verify-by-uuid/{uuid}, newer PATCH .../action-verifications/.../verify). */
  confirmEmailCode(verificationId: string, code: string): Promise<void>;
}

/** What the newer backend answers after saving custom attributes. */
export interface CustomAttributesSaved {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date, empty when unknown. */
  dateOfBirth: string;
}

export type AccountConfig = Pick<
  StorefrontConfig,
  'backends' | 'tenantToken' | 'features' | 'language' | 'market' | 'country' | 'accountServices'
> &
  Pick<AccountServiceConfig, 'forwardedFor' | 'captchaToken'>;

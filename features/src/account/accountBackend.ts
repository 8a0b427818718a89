import * as z from 'zod/mini';
import { consumerIdOf, type StorefrontConfig } from '../platform';
import type { Address, BackendAddress } from '../address';
import type {
  AccountSession,
  AccountSettings,
  PasswordAction,
  PasswordSettingsWire,
  PrivacyRequest,
  Profile,
  ProfileChanges,
  Registration,
  SignedInUser,
  SignInCredentials,
} from './types';

/** The account calls the shop makes, the same for both backends; widgets and hooks only see this. */
export interface AccountBackend {
  readonly kind: 'newer' | 'older';
  /** Spec section 5: calls one backend does not have. Widgets hide the action; the call itself fails clearly. */
  readonly supports: {
    deactivateAccount: boolean;
    registerCdpUser: boolean;
    /** Newer backend only: custom attributes saved on their own (preferred language among them). */
    customAttributes: boolean;
    /** Newer backend only: whether the shopper has complaints on file. */
    complaints: boolean;
    /** Newer backend only: a passed age verification recorded on the account. */
    recordAgeVerification: boolean;
  };
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

/** The custom attribute that holds the shopper's preferred language on the newer backend. */
export const PREFERRED_LANGUAGE_ATTRIBUTE = 'preferredLanguage';

export type AccountConfig = Pick<
  StorefrontConfig,
  'backends' | 'tenantToken' | 'features' | 'language' | 'market' | 'country' | 'accountServices'
>;

export { AccountCallUnavailableError } from './sessionHooks';

export const DEACTIVATION_UNAVAILABLE_MESSAGE =
  'Account deactivation is unavailable on the older account backend.';
export const CDP_REGISTRATION_UNSUPPORTED_MESSAGE =
  'registerCdpUser is unsupported on the newer account backend.';
/** The newer backend's own calls (spec section 7 gives the older backend no equivalent). */
export const NEWER_BACKEND_ONLY_MESSAGE = (call: string) =>
  `${call} is unavailable on the older account backend.`;

/** Spec section 5: an account answer without its data (the newer backend's envelope without the data field). */
export const NO_DATA_FOUND = 'No data found';

/** The calls that act on one signed-in shopper, so each needs their consumer id (spec section 5). */
export const CONSUMER_CALLS = [
  'changePassword',
  'getProfile',
  'updateProfile',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'setDefaultAddress',
  'requestEmailChange',
  'confirmEmailChange',
  'requestPhoneCode',
  'confirmPhoneChange',
  'cancelAccount',
  'deactivateAccount',
  'updateCustomAttributes',
  'setPreferredLanguage',
  'hasComplaints',
  'recordAgeVerification',
] as const satisfies ReadonlyArray<keyof AccountBackend>;

type ConsumerCall = (user: SignedInUser, ...rest: never[]) => Promise<unknown>;

/**
 * Both backends behind one check: a shopper without a consumer id is refused with 'Consumer ID is not defined' before
 * a request goes out, instead of each call building a path with an empty id.
 */
export function requiringConsumerId(backend: AccountBackend): AccountBackend {
  const guarded = { ...backend };
  for (const name of CONSUMER_CALLS) {
    const call = backend[name] as ConsumerCall;
    Object.assign(guarded, {
      [name]: async (user: SignedInUser, ...rest: never[]) => {
        consumerIdOf(user);
        return call(user, ...rest);
      },
    });
  }
  // The verification status path carries a phone number or e-mail address: never from a browser (docs).
  const status = backend.verificationStatus;
  guarded.verificationStatus = async (identifier) => {
    if (typeof document !== 'undefined') throw new Error(SERVER_ONLY_MESSAGE);
    return status(identifier);
  };
  return guarded;
}

export const SERVER_ONLY_MESSAGE =
  "verificationStatus puts personal data in its path: call it from the shop's server only.";

/*
 * What both backends' answers must look like before the shop believes them: a 200 with another shape is a failure
 * (InvalidAnswerError), never a sign-in or a profile with holes. Loose objects keep fields the shop does not read.
 */
const text = z.string();
const flag = z.boolean();

export const backendAddressSchema: z.ZodMiniType<BackendAddress> = z.looseObject({
  id: z.optional(text),
  country_code: text,
  street: z.array(text),
  phone: z.optional(text),
  post_code: text,
  city: text,
  first_name: text,
  last_name: text,
  default_shipping: z.optional(flag),
  default_billing: z.optional(flag),
  administrative_area_level_2: z.optional(text),
  sublocality_level_2: z.optional(text),
  district: z.optional(text),
  building_number: z.optional(text),
  neighborhood: z.optional(text),
  landmark: z.optional(text),
  premise: z.optional(text),
  region: z.optional(text),
});

export const passwordSettingsSchema: z.ZodMiniType<PasswordSettingsWire> = z.looseObject({
  enabled: flag,
  min_length: z.optional(z.number()),
  min_lower_case: z.optional(z.number()),
  min_upper_case: z.optional(z.number()),
  min_number: z.optional(z.number()),
  min_symbol: z.optional(z.number()),
  exclude_username: z.optional(flag),
});

/** A session is only a session with who it belongs to and its token. */
export const idSchema = z.string().check(z.minLength(1));
export const uuidAnswerSchema = z.looseObject({ uuid: idSchema });
export const statusAnswerSchema = z.looseObject({ status: text });
export const validityAnswerSchema = z.looseObject({ valid: flag });

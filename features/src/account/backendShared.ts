import * as z from 'zod/mini';
import { consumerIdOf } from '../platform';
import type { BackendAddress } from '../address';
import type { AccountBackend } from './accountBackend';
import type { PasswordSettingsWire, SignedInUser } from './types';

// What both backends share and no page needs before it loads one (the contract, accountBackend.ts, is read by pages):
// the consumer id guard, the words of their refusals, and the schemas (zod) their answers must match.

/** The custom attribute that holds the shopper's preferred language on the newer backend. */
export const PREFERRED_LANGUAGE_ATTRIBUTE = 'preferredLanguage';

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

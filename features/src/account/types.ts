import type { Address } from '../address';
import type { privacyRequestTypes } from './widgets/formNames';
import type { StoredUser } from '../platform';
import type { CustomAttribute, PasswordRequirements } from '../backends/account';

export { checkPassword, NO_PASSWORD_REQUIREMENTS, passwordRequirementsOf } from '../backends/account';
export type {
  BackendAddress,
  ConsentAnswer,
  CustomAttribute,
  PasswordRequirements,
  PasswordRule,
  PasswordSettingsWire,
  Registration,
} from '../backends/account';

/** A signed-in shopper as the shop uses it, whichever account backend answered. */
export interface AccountSession {
  uuid: string;
  /** The identity token every signed-in account call carries. */
  token: string;
  /** The commerce backend's customer token (carts, orders). */
  magentoToken: string;
  email: string;
  firstName: string;
  lastName: string;
  isAgeVerified: boolean;
}

export interface SignInCredentials {
  email: string;
  password: string;
  /** Only honoured when the shop enables keep-me-logged-in (spec section 9). */
  keepMeLoggedIn?: boolean;
}

/** Spec section 9: the session lifetime the backend is asked for when the shopper wants to stay signed in. */
export const KEEP_ME_LOGGED_IN_SECONDS = 60 * 60 * 24 * 30;

/** Spec section 9: the session lifetime is sent only when keep-me-logged-in is enabled and checked. */
export function sessionLifetimeFor(enabled: boolean, checked: boolean | undefined): number | undefined {
  return enabled && checked ? KEEP_ME_LOGGED_IN_SECONDS : undefined;
}

/** Who is asking: every signed-in call names the shopper and carries their identity token. */
export interface SignedInUser {
  uuid: string;
  token: string;
}

/** What the account backend says about its forms: password rules and custom attributes. */
export interface AccountSettings {
  passwordRequirements: PasswordRequirements;
  customAttributes: CustomAttribute[];
}

/** Spec section 4: the password flow actions. */
export type PasswordAction = 'reset_password' | 'set_password';

/** Spec section 7: a privacy (data subject) request. */
export interface PrivacyRequest {
  firstName: string;
  lastName: string;
  email: string;
  requestTypes: Array<(typeof privacyRequestTypes)[number]>;
}

/** What the shop keeps in local storage for a signed-in shopper (spec section 3). */
export function storedUserOf(session: AccountSession): Partial<StoredUser> {
  return {
    uuid: session.uuid,
    email: session.email,
    first_name: session.firstName,
    last_name: session.lastName,
    is_age_verified: session.isAgeVerified,
    ciam_token: session.token,
    session_token: session.token,
    magento_token: session.magentoToken,
  };
}

/** Spec section 3: the profile, in the shop's words. Custom attribute values are always strings. */
export interface Profile {
  isAgeVerified: boolean;
  isPendingEmailVerification: boolean;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date (YYYY-MM-DD), whatever the backend's own format. */
  dateOfBirth: string;
  telephone: string;
  gender: string;
  addresses: Address[];
  extra: Record<string, string>;
  /** Spec section 3: may the shopper change their date of birth (default true). */
  allowDateOfBirthUpdate: boolean;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  telephone: string;
  gender: string;
  extra: Record<string, string>;
}

/** Spec section 3: custom attribute values are turned into strings (null and undefined become empty). */
export function extraAsStrings(extra: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(extra ?? {}).map(([code, value]) => [
      code,
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]),
  );
}

export type DateFormat = 'YYYY-MM-DD' | 'DD/MM/YYYY';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFirstDate = /^(\d{2})[/.-](\d{2})[/.-](\d{4})$/;

/** Spec section 5: a date of birth (ISO, or day first as shoppers type it) converted to the backend's format. */
export function toBackendDate(date: string, format: DateFormat): string {
  const trimmed = date.trim();
  if (!trimmed) return '';
  const iso = isoDate.exec(trimmed);
  const dayFirst = dayFirstDate.exec(trimmed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day) throw new Error(`Not a date of birth: ${date}`);
  return format === 'YYYY-MM-DD' ? `${year}-${month}-${day}` : `${day}/${month}/${year}`;
}

/** A backend date of birth read back as ISO, for the form. */
export function fromBackendDate(date: string | undefined): string {
  return date ? toBackendDate(date, 'YYYY-MM-DD') : '';
}

/** Spec section 5: newer-backend phone numbers get a leading + unless they start with + or 00. */
export function toNewerBackendPhone(phone: string): string {
  const trimmed = phone.trim().replace(/\s+/g, '');
  if (!trimmed || trimmed.startsWith('+') || trimmed.startsWith('00')) return trimmed;
  return `+${trimmed}`;
}

/** Spec section 4: a phone or e-mail verification status of 'validated' means verified; anything else does not. */
export function isVerifiedStatus(status: string | undefined): boolean {
  return status === 'validated';
}

/**
 * Spec section 5: custom attributes are ordered by display_after (each follows the one it names). When none lacks it,
 * or a reference is circular or names an attribute that does not exist, the default order is kept with a warning.
 */
export function orderCustomAttributes<T extends Pick<CustomAttribute, 'code' | 'display_after'>>(
  attributes: readonly T[],
): T[] {
  const keepDefault = (reason: string) => {
    console.warn(`[account] custom attributes kept in their default order: ${reason}`);
    return [...attributes];
  };
  if (attributes.length === 0) return [];
  const codes = new Set(attributes.map((attribute) => attribute.code));
  const roots = attributes.filter((attribute) => !attribute.display_after);
  if (roots.length === 0) return keepDefault('every attribute has display_after');
  const mistyped = attributes.find(
    (attribute) => attribute.display_after && !codes.has(attribute.display_after),
  );
  if (mistyped)
    return keepDefault(`${mistyped.code} follows unknown attribute ${String(mistyped.display_after)}`);
  const ordered: T[] = [];
  const place = (attribute: T) => {
    ordered.push(attribute);
    for (const follower of attributes) if (follower.display_after === attribute.code) place(follower);
  };
  roots.forEach(place);
  // Whatever was not reached from a root points round in a circle.
  if (ordered.length !== attributes.length) return keepDefault('display_after references form a circle');
  return ordered;
}

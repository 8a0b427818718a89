import type { Address } from '../address';
import type { StoredUser } from '../platform';

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

export interface ConsentAnswer {
  id: string;
  accepted: boolean;
  one_off: boolean;
}

/** Spec section 7: registration with consents and custom attributes. */
export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** ISO date. */
  dateOfBirth: string;
  telephone: string;
  consents: ConsentAnswer[];
  customAttributes: Record<string, string>;
}

/** What the account backend says about its forms: password rules and custom attributes. */
export interface AccountSettings {
  passwordRequirements: PasswordRequirements;
  customAttributes: CustomAttribute[];
}

/** Spec section 4: the password flow actions. */
export type PasswordAction = 'reset_password' | 'set_password';

/** What a privacy (data subject) request can ask for, in the order the form offers them. */
export const privacyRequestTypes = [
  'access',
  'rectification',
  'deletion',
  'portability',
  'objection',
] as const;

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

/** Spec section 3: the server's password requirements. */
export interface PasswordRequirements {
  minLength: number;
  minLowerCase: number;
  minUpperCase: number;
  minNumber: number;
  minSymbol: number;
  excludeUsername: boolean;
}

/** Spec section 5: when the server's password rules are switched off, every requirement is zero. */
export const NO_PASSWORD_REQUIREMENTS: PasswordRequirements = {
  minLength: 0,
  minLowerCase: 0,
  minUpperCase: 0,
  minNumber: 0,
  minSymbol: 0,
  excludeUsername: false,
};

export interface PasswordSettingsWire {
  enabled: boolean;
  min_length?: number;
  min_lower_case?: number;
  min_upper_case?: number;
  min_number?: number;
  min_symbol?: number;
  exclude_username?: boolean;
}

export function passwordRequirementsOf(settings: PasswordSettingsWire | undefined): PasswordRequirements {
  if (!settings?.enabled) return NO_PASSWORD_REQUIREMENTS;
  return {
    minLength: settings.min_length ?? 0,
    minLowerCase: settings.min_lower_case ?? 0,
    minUpperCase: settings.min_upper_case ?? 0,
    minNumber: settings.min_number ?? 0,
    minSymbol: settings.min_symbol ?? 0,
    excludeUsername: settings.exclude_username ?? false,
  };
}

export type PasswordRule =
  'minLength' | 'minLowerCase' | 'minUpperCase' | 'minNumber' | 'minSymbol' | 'excludeUsername';

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Each requirement that applies (non-zero) and whether the password meets it; the form shows them live. */
export function checkPassword(
  password: string,
  requirements: PasswordRequirements,
  username = '',
): Array<{ rule: PasswordRule; count: number; met: boolean }> {
  const checks: Array<{ rule: PasswordRule; count: number; met: boolean }> = [];
  const atLeast = (rule: PasswordRule, needed: number, found: number) => {
    if (needed > 0) checks.push({ rule, count: needed, met: found >= needed });
  };
  atLeast('minLength', requirements.minLength, [...password].length);
  atLeast('minLowerCase', requirements.minLowerCase, count(password, /\p{Ll}/gu));
  atLeast('minUpperCase', requirements.minUpperCase, count(password, /\p{Lu}/gu));
  atLeast('minNumber', requirements.minNumber, count(password, /\p{Nd}/gu));
  atLeast('minSymbol', requirements.minSymbol, count(password, /[^\p{L}\p{Nd}\s]/gu));
  if (requirements.excludeUsername) {
    const name = username.split('@')[0]?.toLowerCase() ?? '';
    checks.push({
      rule: 'excludeUsername',
      count: 0,
      met: name.length < 3 || !password.toLowerCase().includes(name),
    });
  }
  return checks;
}

/** Spec section 3: a custom attribute definition. */
export interface CustomAttribute {
  code: string;
  type: 'text' | 'select' | 'boolean' | 'date' | 'number';
  label: string;
  hint?: string;
  behaviour?: string[];
  options?: Array<{ value: string; label: string }>;
  display_after?: string | null;
  is_required?: boolean;
  is_address_field?: boolean;
  clearable?: boolean;
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

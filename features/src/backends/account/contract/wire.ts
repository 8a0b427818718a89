/**
 * The account service's shapes both of its APIs share (the newer one's full contract is account-evo.openapi.yaml),
 * and the older API's answers, which the spec names by path only: the sandbox answers them, the account domain's
 * adapters read them.
 */

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

/** Spec section 3, the account backend's form of an address. */
export interface BackendAddress {
  id?: string;
  country_code: string;
  street: string[];
  phone?: string;
  post_code: string;
  city: string;
  first_name: string;
  last_name: string;
  default_shipping?: boolean;
  default_billing?: boolean;
  administrative_area_level_2?: string;
  sublocality_level_2?: string;
  district?: string;
  building_number?: string;
  neighborhood?: string;
  landmark?: string;
  premise?: string;
  region?: string;
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

/** The older API's profile answer. */
export interface LegacyProfile {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  /** DD/MM/YYYY */
  birth_date?: string;
  phone?: string;
  gender?: string;
  is_age_verified: boolean;
  is_pending_email_verification: boolean;
  addresses: BackendAddress[];
  extra?: Record<string, unknown>;
  allow_date_of_birth_update?: boolean;
}

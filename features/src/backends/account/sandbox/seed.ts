import { SANDBOX_PASSWORD } from '../../../platform/sandbox/demoPassword';
import type { BackendAddress, CustomAttribute } from '../contract/wire';

/** Demo shoppers of both account sandboxes; their Magento tokens are the commerce sandbox's demo customers. */
export { SANDBOX_PASSWORD };

export interface SandboxAccount {
  uuid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** ISO date. */
  dateOfBirth: string;
  telephone: string;
  gender: string;
  isAgeVerified: boolean;
  addresses: Array<BackendAddress & { id: string }>;
  extra: Record<string, unknown>;
  status: 'active' | 'cancelled' | 'deactivated';
  pendingEmail?: string;
  /** Complaints on file (newer GET /api/users/{uuid}/complaints). */
  hasComplaints?: boolean;
}

export const sandboxAccounts: readonly SandboxAccount[] = [
  {
    uuid: 'a1d4c0de-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    password: SANDBOX_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1985-12-10',
    telephone: '+4915112345678',
    gender: 'female',
    isAgeVerified: true,
    hasComplaints: true,
    addresses: [
      {
        id: 'addr-ada-home',
        first_name: 'Ada',
        last_name: 'Lovelace',
        street: ['Unter den Linden', '77'],
        post_code: '10117',
        city: 'Berlin',
        country_code: 'DE',
        phone: '+4915112345678',
        default_billing: true,
        default_shipping: true,
      },
    ],
    // Custom attribute values arrive in any JSON type; the shop turns them into strings.
    extra: { preferred_contact_time: 'evenings', member_since: 2019 },
    status: 'active',
  },
  {
    uuid: 'a1d4c0de-0000-4000-8000-000000000002',
    email: 'new@example.com',
    password: SANDBOX_PASSWORD,
    firstName: 'Noor',
    lastName: 'Newman',
    dateOfBirth: '',
    telephone: '',
    gender: '',
    isAgeVerified: false,
    addresses: [],
    extra: {},
    status: 'active',
  },
];

/** The tenant's password rules (GET /api/users/configuration, GET /password-requirements). */
export const sandboxPasswordSettings = {
  enabled: true,
  min_length: 8,
  min_lower_case: 1,
  min_upper_case: 1,
  min_number: 1,
  min_symbol: 1,
  exclude_username: true,
};

/** The tenant's custom attributes, listed out of display order on purpose: display_after puts them right. */
export const sandboxCustomAttributes: CustomAttribute[] = [
  {
    code: 'favourite_flavour',
    type: 'select',
    label: 'Favourite flavour',
    options: [
      { value: 'tobacco', label: 'Tobacco' },
      { value: 'menthol', label: 'Menthol' },
      { value: 'berry', label: 'Berry' },
    ],
    display_after: 'preferred_contact_time',
    is_required: false,
  },
  {
    code: 'member_since',
    type: 'number',
    label: 'Member since (year)',
    display_after: 'favourite_flavour',
    is_required: false,
  },
  {
    code: 'preferred_contact_time',
    type: 'text',
    label: 'Best time to reach you',
    hint: 'For example: evenings',
    display_after: null,
    is_required: false,
  },
];

/** The same attributes in German: the tenant words them per language, the configuration answers in the one asked for. */
const germanWords: Record<string, { label: string; hint?: string; options?: Record<string, string> }> = {
  favourite_flavour: {
    label: 'Lieblingsgeschmack',
    options: { tobacco: 'Tabak', menthol: 'Menthol', berry: 'Beere' },
  },
  member_since: { label: 'Mitglied seit (Jahr)' },
  preferred_contact_time: { label: 'Wann wir Sie am besten erreichen', hint: 'Zum Beispiel: abends' },
};

/** The custom attributes in the language an Accept-Language header asks for first: German, else the tenant's English. */
export function sandboxCustomAttributesIn(acceptLanguage: string | null): CustomAttribute[] {
  if (!/^de\b/i.test(acceptLanguage?.trim() ?? '')) return sandboxCustomAttributes;
  return sandboxCustomAttributes.map((attribute) => {
    const words = germanWords[attribute.code];
    if (!words) return attribute;
    return {
      ...attribute,
      label: words.label,
      ...(words.hint ? { hint: words.hint } : {}),
      ...(attribute.options
        ? {
            options: attribute.options.map((option) => ({
              ...option,
              label: words.options?.[option.value] ?? option.label,
            })),
          }
        : {}),
    };
  });
}

import {
  countryProblem,
  countryProblemMessage,
  nameRules,
  phoneProblem,
  phoneProblemMessage,
  postcodeProblemMessage,
  textProblem,
  textProblemMessage,
  type TextRules,
  type Words,
} from './fields';

// The address rules live with the other field rules, so the account service's sandbox holds a caller that skips the
// shop's forms to the very same rules (a backend imports only platform).

/** What the store configuration says of addresses: its postcode rules and the countries it ships to (codes). */
export interface AddressRules {
  postcode: TextRules;
  countries: readonly string[];
}

/** The typed fields of an address that have a rule. */
export type CheckedAddressField =
  | 'firstname'
  | 'lastname'
  | 'streetName'
  | 'streetNumber'
  | 'postcode'
  | 'city'
  | 'countryCode'
  | 'telephone';

/** Street and town: required, no longer than a street line Magento keeps. */
const placeRules: TextRules = { required: true, maxLength: 255 };

/**
 * Every problem of a typed address, as the message its field shows: names, street, town, postcode (the store's rules),
 * country (the store's list) and phone number. The address book and the checkout check their addresses by it; the
 * labels are the form's own, in the page's language. Rules the store configuration has not given yet (`rules`
 * undefined while it loads) are left to the backend.
 */
export function addressProblems(
  address: Readonly<Record<CheckedAddressField, string>>,
  {
    t,
    label,
    rules,
    requirePhone,
    requireStreetNumber,
  }: {
    t: Words;
    label: (field: CheckedAddressField) => string;
    rules: AddressRules | undefined;
    requirePhone: boolean;
    requireStreetNumber: boolean;
  },
): Partial<Record<CheckedAddressField, string>> {
  const problems: Partial<Record<CheckedAddressField, string>> = {};
  const text = (field: CheckedAddressField, fieldRules: TextRules, formatMessage?: string) => {
    const problem = textProblem(address[field], fieldRules);
    if (problem) problems[field] = textProblemMessage(t, problem, label(field), fieldRules, formatMessage);
  };
  text('firstname', nameRules);
  text('lastname', nameRules);
  text('streetName', placeRules);
  text('streetNumber', { required: requireStreetNumber, maxLength: 20 });
  text('city', placeRules);
  const phone = phoneProblem(address.telephone, requirePhone);
  if (phone) problems.telephone = phoneProblemMessage(t, phone, label('telephone'));
  if (rules) {
    const postcode = textProblem(address.postcode, rules.postcode);
    if (postcode) problems.postcode = postcodeProblemMessage(t, postcode, label('postcode'), rules.postcode);
    const country = rules.countries.length ? countryProblem(address.countryCode, rules.countries) : undefined;
    if (country) problems.countryCode = countryProblemMessage(t, country, label('countryCode'));
  } else {
    text('postcode', { required: true });
    text('countryCode', { required: true });
  }
  return problems;
}

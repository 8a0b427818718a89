import type { TranslationVars } from '../i18n';

/**
 * The rules of the fields a shopper types in more than one form (names, e-mail address, phone number, postcode,
 * country, date of birth, typed custom values), each with its message, once. The browser's forms (react-hook-form
 * with zod) and the server's form actions build their schemas from these, so a form sent before the page hydrated is
 * refused with the same words. Every message names its field by the label the form shows, in the page's language.
 */

/** The page's words: a widget's useTranslation().t, or a route action's translate in the request's language. */
export type Words = (key: string, vars?: TranslationVars) => string;

/** A name (first, last) is at most this long: enough for any real name, and a page never widens for one. */
export const NAME_MAX_LENGTH = 50;

/** 6 to 15 digits (E.164's longest), with an optional leading + or 00; spaces between groups are left out. */
const PHONE_PATTERN = /^(\+|00)?\d{6,15}$/;

export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What a typed text must be: the store configuration's postcode rules, an order attribute's, a name's. */
export interface TextRules {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regular expression the whole value must match (the backend's own, as it sends it). */
  pattern?: string;
}

export type TextProblem = 'required' | 'tooShort' | 'tooLong' | 'format';

/** Why a typed text breaks its rules, or undefined; the value is judged trimmed. */
export function textProblem(value: string, rules: TextRules): TextProblem | undefined {
  const text = value.trim();
  if (!text) return rules.required ? 'required' : undefined;
  if (rules.minLength && text.length < rules.minLength) return 'tooShort';
  if (rules.maxLength && text.length > rules.maxLength) return 'tooLong';
  if (rules.pattern && !new RegExp(rules.pattern).test(text)) return 'format';
  return undefined;
}

/**
 * The message for a text's problem, naming the field by its label. `format` is the field's own message where the
 * format can be said (a postcode, a phone number), else a general one.
 */
export function textProblemMessage(
  t: Words,
  problem: TextProblem,
  label: string,
  rules: TextRules,
  formatMessage?: string,
): string {
  if (problem === 'format') return formatMessage ?? t('field.format', { field: label });
  return t(`field.${problem}`, {
    field: label,
    min: rules.minLength ?? 0,
    max: rules.maxLength ?? 0,
  });
}

export const nameRules: TextRules = { required: true, maxLength: NAME_MAX_LENGTH };

/** Why a typed phone number is refused, or undefined: it is written in groups as often as not. */
export function phoneProblem(value: string, required: boolean): 'required' | 'format' | undefined {
  const digits = value.replace(/\s/g, '');
  if (!digits) return required ? 'required' : undefined;
  return PHONE_PATTERN.test(digits) ? undefined : 'format';
}

/** The message of a phone number's problem; a form that says what the number is for may say so (`formatMessage`). */
export const phoneProblemMessage = (
  t: Words,
  problem: 'required' | 'format',
  label: string,
  formatMessage?: string,
) => (problem === 'required' ? t('field.required', { field: label }) : (formatMessage ?? t('field.phone')));

/** Whether a text is an e-mail address, like name@example.com. */
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The store configuration's postcode settings (Magento's storeConfig fields, spec section 3). */
export interface PostcodeSettings {
  postcode_is_required?: boolean | null;
  postcode_validation_enabled?: boolean | null;
  postcode_min_length?: number | null;
  postcode_max_length?: number | null;
  postcode_validate_regex?: string | null;
}

/** The postcode's rules from the store configuration; length and pattern apply only when validation is enabled. */
export function postcodeRulesOf(settings: PostcodeSettings): TextRules {
  const required = Boolean(settings.postcode_is_required);
  if (!settings.postcode_validation_enabled) return { required };
  return {
    required,
    ...(settings.postcode_min_length ? { minLength: settings.postcode_min_length } : {}),
    ...(settings.postcode_max_length ? { maxLength: settings.postcode_max_length } : {}),
    ...(settings.postcode_validate_regex ? { pattern: settings.postcode_validate_regex } : {}),
  };
}

/** The message of a postcode that breaks the store's rules (a format it says by example). */
export const postcodeProblemMessage = (t: Words, problem: TextProblem, label: string, rules: TextRules) =>
  textProblemMessage(t, problem, label, rules, t('field.postcode'));

/** Whether a country is one the store ships to (its code, from the store configuration's list). */
export const countryProblem = (
  code: string,
  countries: readonly string[],
): 'required' | 'unknown' | undefined =>
  !code.trim() ? 'required' : countries.includes(code.trim().toUpperCase()) ? undefined : 'unknown';

export const countryProblemMessage = (t: Words, problem: 'required' | 'unknown', label: string) =>
  problem === 'required' ? t('field.required', { field: label }) : t('field.country', { field: label });

/** The kinds of typed value a custom attribute's definition may ask for (its `type`). */
export type TypedValueKind = 'number' | 'date';

/** Whether a typed value is of its kind: a number (digits, one decimal point or comma), a real ISO date. */
export function typedValueProblem(value: string, kind: TypedValueKind): 'number' | 'date' | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (kind === 'number') return /^-?\d+([.,]\d+)?$/.test(text) ? undefined : 'number';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return 'date';
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === text ? undefined : 'date';
}

export const typedValueMessage = (t: Words, kind: TypedValueKind, label: string) =>
  t(`field.${kind}`, { field: label });

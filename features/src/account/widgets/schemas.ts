import * as z from 'zod/mini';
import type { Purpose } from '../../consents';
import { dateOfBirthProblem, legalAgeOf, type TranslationVars } from '../../platform';
import { checkPassword, type AccountSettings, type PasswordRequirements, type Registration } from '../types';

/**
 * The account forms' rules, in one place for the widget in the browser and the route's action on the server (a form
 * sent before the page hydrated is checked by the same rules, with the same words). Every message is the page's
 * language (`t`); zod's own English never reaches a shopper (shopperIssues).
 */

/** The page's words: the widget's useTranslation().t, or the route action's translate in the request's language. */
export type Words = (key: string, vars?: TranslationVars) => string;

/**
 * zod's per-parse error map: an issue a rule gave no message of its own (zod would say "Invalid input" in English)
 * gets the shop's own words in the page's language. A rule's own message always wins over this map.
 */
export const shopperIssues = (t: Words) => ({ error: () => t('account.validation.invalid') });

export function passwordMeetsRules(
  password: string,
  requirements: PasswordRequirements,
  username?: string,
): boolean {
  return checkPassword(password, requirements, username).every((check) => check.met);
}

const emailSchema = (t: Words) => z.email(t('account.validation.email'));

export const signInSchema = (t: Words) =>
  z.object({
    email: emailSchema(t),
    password: z.string().check(z.minLength(1, t('account.validation.password'))),
    keepMeLoggedIn: z.boolean(),
  });
export type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

export const forgottenPasswordSchema = (t: Words) => z.object({ email: emailSchema(t) });

/** The hidden field that tells the route's action which password action (spec section 4) the link was for. */
export const PASSWORD_ACTION_FIELD = 'passwordAction';

export const newPasswordSchema = (requirements: PasswordRequirements, t: Words) =>
  z
    .object({
      password: z.string().check(z.minLength(1, t('account.validation.choosePassword'))),
      confirmation: z.string(),
    })
    .check(
      z.refine((values) => passwordMeetsRules(values.password, requirements), {
        path: ['password'],
        message: t('account.validation.passwordRules'),
      }),
      z.refine((values) => values.password === values.confirmation, {
        path: ['confirmation'],
        message: t('account.validation.passwordsDiffer'),
      }),
    );

/** Both forms' phone rule: optional, digits (and spaces) with an optional + or 00. */
export const optionalPhoneSchema = (message: string) =>
  z.union([z.literal(''), z.string().check(z.regex(/^(\+|00)?[\d\s]{6,18}$/, message))]);

/**
 * Both forms' date of birth (the age rule, docs/age-rule.md): optional, but when given a real date, not in the future,
 * and at least the market's legal age ago.
 */
export const dateOfBirthSchema = (t: Words, market: string) =>
  z.string().check(
    z.superRefine((value, context) => {
      if (value === '') return;
      const problem = dateOfBirthProblem(value, market);
      if (!problem) return;
      const message = {
        invalid: () => t('account.validation.dateOfBirth'),
        future: () => t('account.validation.dateOfBirthFuture'),
        underage: () => t('account.validation.dateOfBirthUnderage', { age: legalAgeOf(market) }),
      }[problem]();
      context.addIssue({ code: 'custom', input: value, message });
    }),
  );

export function registrationSchema(
  settings: AccountSettings,
  purposes: readonly Purpose[],
  t: Words,
  market: string,
) {
  const requiredAttributes = settings.customAttributes.filter((attribute) => attribute.is_required);
  return z
    .object({
      email: emailSchema(t),
      password: z.string().check(z.minLength(1, t('account.validation.choosePassword'))),
      firstName: z.string().check(z.trim(), z.minLength(1, t('account.validation.firstName'))),
      lastName: z.string().check(z.trim(), z.minLength(1, t('account.validation.lastName'))),
      dateOfBirth: dateOfBirthSchema(t, market),
      telephone: optionalPhoneSchema(t('account.validation.phone')),
      extra: z.record(z.string(), z.string()),
      consents: z.record(z.string(), z.boolean()),
      /** A friend's referral code: optional, checked with the referral service before the account is created. */
      referralCode: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((values, context) => {
        if (!passwordMeetsRules(values.password, settings.passwordRequirements, values.email)) {
          context.addIssue({
            code: 'custom',
            path: ['password'],
            message: t('account.validation.passwordRules'),
          });
        }
        for (const attribute of requiredAttributes) {
          if (!values.extra[attribute.code])
            context.addIssue({
              code: 'custom',
              path: ['extra', attribute.code],
              message: t('account.validation.attributeRequired', { label: attribute.label }),
            });
        }
        for (const purpose of purposes) {
          if (purpose.mandatory && !values.consents[purpose.id]) {
            context.addIssue({
              code: 'custom',
              path: ['consents', purpose.id],
              message: t('account.validation.consentRequired'),
            });
          }
        }
      }),
    );
}
export type RegistrationValues = z.infer<ReturnType<typeof registrationSchema>>;

/** What the account backend is sent for the registration form's values. */
export function registrationOf(values: RegistrationValues, purposes: readonly Purpose[]): Registration {
  return {
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: values.dateOfBirth,
    telephone: values.telephone,
    customAttributes: Object.fromEntries(Object.entries(values.extra).filter(([, value]) => value !== '')),
    consents: purposes.map((purpose) => ({
      id: purpose.id,
      accepted: values.consents[purpose.id] === true,
      one_off: purpose.oneOff,
    })),
  };
}

export { FORM_FIELD, PRIVACY_REQUEST_FORM } from './formNames';

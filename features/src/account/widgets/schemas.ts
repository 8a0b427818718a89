import * as z from 'zod/mini';
import type { Purpose } from '../../consents';
import {
  dateOfBirthField,
  emailField,
  nameField,
  phoneField,
  typedValueMessage,
  typedValueProblem,
  type Words,
} from '../../platform';
import {
  checkPassword,
  type AccountSettings,
  type CustomAttribute,
  type PasswordRequirements,
  type Registration,
} from '../types';

/**
 * The account forms' rules, in one place for the widget in the browser and the route's action on the server (a form
 * sent before the page hydrated is checked by the same rules, with the same words). Every message is the page's
 * language (`t`); zod's own English never reaches a shopper (shopperIssues).
 */

export type { Words };

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

const emailSchema = emailField;

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

/** A custom attribute's label as its field shows it: "(optional)" after an optional one's, in the page's language. */
export const customAttributeLabel = (attribute: CustomAttribute, t: Words) =>
  attribute.is_required ? attribute.label : t('account.field.optional', { label: attribute.label });

/**
 * The custom attributes' rules from their definitions: a required one must be given, a number or date one must be
 * one. Registration and the preferences form both check them.
 */
export const customAttributesSchema = (attributes: readonly CustomAttribute[], t: Words) =>
  z.record(z.string(), z.string()).check(
    z.superRefine((extra, context) => {
      for (const attribute of attributes) {
        const value = extra[attribute.code] ?? '';
        // Named as the definition names it: "(optional)" is the field's, not the message's.
        const label = attribute.label;
        if (attribute.is_required && !value.trim()) {
          context.addIssue({
            code: 'custom',
            input: value,
            path: [attribute.code],
            message: t('field.required', { field: label }),
          });
          continue;
        }
        const kind = attribute.type === 'number' || attribute.type === 'date' ? attribute.type : undefined;
        if (kind && typedValueProblem(value, kind))
          context.addIssue({
            code: 'custom',
            input: value,
            path: [attribute.code],
            message: typedValueMessage(t, kind, label),
          });
      }
    }),
  );

export function registrationSchema(
  settings: AccountSettings,
  purposes: readonly Purpose[],
  t: Words,
  market: string,
) {
  return z
    .object({
      email: emailSchema(t),
      password: z.string().check(z.minLength(1, t('account.validation.choosePassword'))),
      firstName: nameField(t, t('account.field.firstName')),
      lastName: nameField(t, t('account.field.lastName')),
      dateOfBirth: dateOfBirthField(t, market),
      telephone: phoneField(t, t('account.field.phoneOptional')),
      extra: customAttributesSchema(settings.customAttributes, t),
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

import { z } from 'zod';
import type { Purpose } from '../../consents';
import {
  checkPassword,
  privacyRequestTypes,
  type AccountSettings,
  type PasswordRequirements,
  type Registration,
} from '../types';

/**
 * The account forms' rules, in one place for the widget in the browser and the route's action on the server (a form
 * sent before the page hydrated is checked by the same rules, with the same words).
 */

/** The message zod shows when the password misses a rule; the list below the field says which. */
export const PASSWORD_RULES_UNMET = 'The password does not meet all the rules listed.';

export function passwordMeetsRules(
  password: string,
  requirements: PasswordRequirements,
  username?: string,
): boolean {
  return checkPassword(password, requirements, username).every((check) => check.met);
}

const emailSchema = z.email('Enter your e-mail address, like name@example.com.');

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
  keepMeLoggedIn: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const forgottenPasswordSchema = z.object({ email: emailSchema });

/** The hidden field that tells the route's action which password action (spec section 4) the link was for. */
export const PASSWORD_ACTION_FIELD = 'passwordAction';

export const newPasswordSchema = (requirements: PasswordRequirements) =>
  z
    .object({ password: z.string().min(1, 'Choose a password.'), confirmation: z.string() })
    .refine((values) => passwordMeetsRules(values.password, requirements), {
      path: ['password'],
      message: PASSWORD_RULES_UNMET,
    })
    .refine((values) => values.password === values.confirmation, {
      path: ['confirmation'],
      message: 'The two passwords are not the same.',
    });

export function registrationSchema(settings: AccountSettings, purposes: readonly Purpose[]) {
  const requiredAttributes = settings.customAttributes.filter((attribute) => attribute.is_required);
  return z
    .object({
      email: emailSchema,
      password: z.string().min(1, 'Choose a password.'),
      firstName: z.string().trim().min(1, 'Enter your first name.'),
      lastName: z.string().trim().min(1, 'Enter your last name.'),
      dateOfBirth: z.union([z.literal(''), z.iso.date('Enter a date of birth like 1990-04-01.')]),
      telephone: z.union([
        z.literal(''),
        z.string().regex(/^(\+|00)?[\d\s]{6,18}$/, 'Enter a phone number with digits only.'),
      ]),
      extra: z.record(z.string(), z.string()),
      consents: z.record(z.string(), z.boolean()),
      /** A friend's referral code: optional, checked with the referral service before the account is created. */
      referralCode: z.string().trim(),
    })
    .superRefine((values, context) => {
      if (!passwordMeetsRules(values.password, settings.passwordRequirements, values.email)) {
        context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_RULES_UNMET });
      }
      for (const attribute of requiredAttributes) {
        if (!values.extra[attribute.code])
          context.addIssue({
            code: 'custom',
            path: ['extra', attribute.code],
            message: `Enter ${attribute.label.toLowerCase()}.`,
          });
      }
      for (const purpose of purposes) {
        if (purpose.mandatory && !values.consents[purpose.id]) {
          context.addIssue({
            code: 'custom',
            path: ['consents', purpose.id],
            message: 'Please accept this to open an account.',
          });
        }
      }
    });
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

/** The hidden field that tells the account page's action this post is the privacy request. */
export const FORM_FIELD = 'form';
export const PRIVACY_REQUEST_FORM = 'privacy-request';

export const privacyRequestSchema = (t: (key: string) => string) =>
  z.object({
    firstName: z.string().trim().min(1, t('account.privacy.firstNameRequired')),
    lastName: z.string().trim().min(1, t('account.privacy.lastNameRequired')),
    email: z.email(t('account.privacy.emailInvalid')),
    requestTypes: z.array(z.enum(privacyRequestTypes)).min(1, t('account.privacy.requestTypesRequired')),
  });
export type PrivacyRequestValues = z.infer<ReturnType<typeof privacyRequestSchema>>;

import * as z from 'zod/mini';
import { privacyRequestTypes } from './formNames';
import type { Words } from './schemas';

// Apart from schemas.ts: the sign-in and registration pages load those rules, and this one's list of request kinds
// stays with the privacy request's form names (formNames.ts), which the account overview loads without zod.

export const privacyRequestSchema = (t: Words) =>
  z.object({
    firstName: z.string().check(z.trim(), z.minLength(1, t('account.privacy.firstNameRequired'))),
    lastName: z.string().check(z.trim(), z.minLength(1, t('account.privacy.lastNameRequired'))),
    email: z.email(t('account.privacy.emailInvalid')),
    requestTypes: z
      .array(z.enum(privacyRequestTypes))
      .check(z.minLength(1, t('account.privacy.requestTypesRequired'))),
  });
export type PrivacyRequestValues = z.infer<ReturnType<typeof privacyRequestSchema>>;

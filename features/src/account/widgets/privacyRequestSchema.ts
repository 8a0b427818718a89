import * as z from 'zod/mini';
import { emailField, nameField } from '../../platform';
import { privacyRequestTypes } from './formNames';
import type { Words } from './schemas';

// Apart from schemas.ts: the sign-in and registration pages load those rules, and this one's list of request kinds
// stays with the privacy request's form names (formNames.ts), which the account overview loads without zod.

export const privacyRequestSchema = (t: Words) =>
  z.object({
    firstName: nameField(t, t('account.privacy.firstName')),
    lastName: nameField(t, t('account.privacy.lastName')),
    email: emailField(t),
    requestTypes: z
      .array(z.enum(privacyRequestTypes))
      .check(z.minLength(1, t('account.privacy.requestTypesRequired'))),
  });
export type PrivacyRequestValues = z.infer<ReturnType<typeof privacyRequestSchema>>;

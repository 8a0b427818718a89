import { engagementFailureOf } from '../backends/engagement';
import type { ContactApi } from './api';
import {
  contactFormSchema,
  toContactForm,
  type ContactSettings,
  type ContactValues,
  type PostedContact,
} from './types';

/** The service's names for the fields the shopper typed (spec section 3). */
const fieldOfService: Record<string, keyof ContactValues> = {
  'data_subject.email': 'email',
  'payload.message': 'message',
  'payload.name': 'name',
};

/**
 * Checks and sends what the shopper typed, and answers in the shop's words: the same steps whether the hydrated page
 * sends it or the contact page's action does (before hydration).
 */
export async function sendContactMessage(
  values: ContactValues,
  api: ContactApi,
  t: (key: string) => string,
  settings: ContactSettings = {},
): Promise<PostedContact> {
  const parsed = contactFormSchema(t).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { values, fieldErrors, error: Object.values(fieldErrors).join(' ') };
  }
  try {
    await api.send(toContactForm(parsed.data, settings));
    return { values, done: true };
  } catch (error) {
    const failure = engagementFailureOf(error);
    const fieldErrors: Record<string, string> = {};
    for (const field of failure.fields) {
      const own = fieldOfService[field];
      if (own) fieldErrors[own] = t(`contact.error.${own}`);
    }
    return {
      values,
      fieldErrors,
      error: failure.message ?? t(`contact.error.${failure.reason}`),
    };
  }
}

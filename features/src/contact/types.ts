import { z } from 'zod';
import type { NewerEngagement } from '../backends/engagement';
import { isEmailAddress, type PostedForm, type Words } from '../platform';

/** Spec section 3, contact form: what reaches the service. */
export type ContactFormRequest = NewerEngagement['schemas']['ContactForm'];

/** Spec section 3: a contact form's type unless the page says otherwise. */
export const DEFAULT_CONTACT_TYPE = 'CONTACT';
/** Where the message was written: the shop's website. */
export const DEFAULT_CONTACT_CHANNEL = 'web';

/** What the shopper types, with each message in the page's words: the widget's form and the page's action check it. */
export const contactFormSchema = (t: Words) =>
  z.object({
    name: z.string().trim().max(100, t('contact.error.name')),
    email: z.string().trim().refine(isEmailAddress, t('contact.error.email')),
    message: z.string().trim().min(1, t('contact.error.message')).max(5000, t('contact.error.messageLength')),
  });
export type ContactValues = z.infer<ReturnType<typeof contactFormSchema>>;
export const contactFields = ['name', 'email', 'message'] as const satisfies ReadonlyArray<
  keyof ContactValues
>;

/** How the page addresses the message: the fields of spec section 3 that are not typed by the shopper. */
export interface ContactSettings {
  channel?: string;
  type?: string;
  /** The signed-in shopper's uuid; null for a guest. */
  user?: string | null;
  collectionPointToken?: string;
  consentPurposes?: string[];
}

/** The shopper's message as the contact service takes it. */
export function toContactForm(values: ContactValues, settings: ContactSettings = {}): ContactFormRequest {
  const payload: Record<string, string> = { message: values.message.trim() };
  if (values.name.trim()) payload.name = values.name.trim();
  return {
    channel: settings.channel || DEFAULT_CONTACT_CHANNEL,
    user: settings.user ?? null,
    ...(settings.collectionPointToken ? { collection_point_token: settings.collectionPointToken } : {}),
    consent_purposes: settings.consentPurposes ?? [],
    data_subject: { email: values.email.trim() },
    type: settings.type || DEFAULT_CONTACT_TYPE,
    payload,
  };
}

/** What a contact form sent before the page hydrated comes back with (the shop's one posted-form shape). */
export type PostedContact = PostedForm<ContactValues>;

import * as z from 'zod/mini';
import type { NewerEngagement } from '../backends/engagement';
import { emailField, type PostedForm, type Words } from '../platform';

/** Spec section 3: the newsletter statuses, as both sides of the pair name them. */
export type NewsletterStatus = NewerEngagement['schemas']['NewsletterStatus'];
export const newsletterStatuses = [
  'subscribed',
  'not active',
  'unsubscribed',
  'unconfirmed',
] as const satisfies readonly NewsletterStatus[];

/** Spec section 3, newsletter subscribe: what the shop sends, in its own names. */
export interface NewsletterSubscribeRequest {
  email: string;
  /** The marketing topics (category marketing). */
  topics: string[];
  consents?: Array<{ id: string; accepted: boolean }>;
  dataProcessingAgreement: boolean;
  /** The language of the page the shopper subscribed on. */
  preferredLanguage: string;
  /** The consent the marketer's block records the subscription under. */
  consentId?: string;
}

/** Spec section 7, newsletter unsubscribe: the topics to leave (none: every topic) of the subscriber `uuid`. */
export interface NewsletterUnsubscribeRequest {
  uuid: string;
  topics: string[];
  consentId?: string;
}

/** The subscription as the service answered it. */
export interface NewsletterSubscription {
  subscriberUuid: string;
  email: string;
  status: NewsletterStatus;
  topics: string[];
}

/** The topic every subscription has when a marketer names none (spec section 3: category marketing). */
export const DEFAULT_NEWSLETTER_TOPIC = 'marketing';

/**
 * What the shopper types in a newsletter form, with each message in the page's words: the widget checks it in the
 * browser and the shop's newsletter route checks a form the browser posted itself by the same rules.
 */
export const newsletterFormSchema = (t: Words) =>
  z.object({
    email: emailField(t, t('newsletter.error.email')),
    topics: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, t('newsletter.error.topics'))),
    agreement: z.boolean().check(z.refine((agreed) => agreed, t('newsletter.error.agreement'))),
  });
export type NewsletterFormValues = z.infer<ReturnType<typeof newsletterFormSchema>>;
export const newsletterFields = ['email', 'topics', 'agreement'] as const satisfies ReadonlyArray<
  keyof NewsletterFormValues
>;
export type NewsletterField = (typeof newsletterFields)[number];

/**
 * What a newsletter form the browser posted itself comes back to its page with (the shop's one posted-form shape):
 * the block may sit on any page, so it is read from the page's query, which never carries what was typed.
 */
export type PostedNewsletter = PostedForm<NewsletterFormValues>;

import { z } from 'zod';
import type { NewerEngagement } from '../backends/engagement';

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

/** What the shopper types in a newsletter form; the messages are keys of the newsletter's words. */
export const newsletterFormSchema = z.object({
  email: z.email('newsletter.error.email'),
  topics: z.array(z.string().min(1)).min(1, 'newsletter.error.topics'),
  agreement: z.literal(true, 'newsletter.error.agreement'),
});
export type NewsletterFormValues = z.infer<typeof newsletterFormSchema>;

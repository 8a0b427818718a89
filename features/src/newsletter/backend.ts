import type { EngagementClient } from '../backends/engagement';
import type { NewsletterSubscription, NewsletterUnsubscribeRequest } from './types';

/** What both sides are sent to subscribe: the topics travel under each side's own name. */
export interface SubscribeBody {
  email: string;
  consents?: Array<{ id: string; accepted: boolean }>;
  data_processing_agreement: boolean;
  preferredLanguage: string;
  consent_id?: string;
  topics: string[];
}

/**
 * The newsletter calls the shop makes, the same on both sides of the engagement pair (spec section 7: newsletter):
 * each answers the shop's types or throws; the request's shape, the captcha and a subscriber who never subscribed
 * live once in api.ts.
 */
export interface NewsletterBackend {
  readonly kind: EngagementClient['side'];
  subscribe(body: SubscribeBody, headers: Record<string, string>): Promise<NewsletterSubscription>;
  /** The subscriber's subscription; a 404 for one who never subscribed. */
  read(subscriber: { uuid: string; email: string }): Promise<NewsletterSubscription>;
  unsubscribe(request: NewsletterUnsubscribeRequest, headers: Record<string, string>): Promise<void>;
}

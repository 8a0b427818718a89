import { captchaHeaders, HttpError, type StorefrontConfig } from '../platform';
import { createEngagementClient } from '../backends/engagement';
import type {
  NewsletterStatus,
  NewsletterSubscribeRequest,
  NewsletterSubscription,
  NewsletterUnsubscribeRequest,
} from './types';
import type { NewsletterBackend } from './backend';
import { newerNewsletterBackend } from './newerBackend';
import { olderNewsletterBackend } from './olderBackend';

type NewsletterConfig = Pick<StorefrontConfig, 'backends' | 'tenantToken'>;

/** The side of the engagement pair the configured URL chooses (evo in it: the newer side). */
export function newsletterBackendFor(config: NewsletterConfig): NewsletterBackend {
  const client = createEngagementClient(config);
  return client.side === 'newer' ? newerNewsletterBackend(client.api) : olderNewsletterBackend(client.api);
}

/** The newsletter on the configured side of the engagement pair (spec section 7: newsletter). */
export function createNewsletterApi(
  config: NewsletterConfig & {
    /** On the shop's server, making a page's call for it: the captcha token the page obtained and posted. */
    captchaToken?: string;
  },
) {
  const backend = newsletterBackendFor(config);

  return {
    /** Subscribes with the shopper's consents and topics. Needs a captcha token. */
    async subscribe(request: NewsletterSubscribeRequest): Promise<NewsletterSubscription> {
      return backend.subscribe(
        {
          email: request.email.trim(),
          ...(request.consents ? { consents: request.consents } : {}),
          data_processing_agreement: request.dataProcessingAgreement,
          preferredLanguage: request.preferredLanguage,
          ...(request.consentId ? { consent_id: request.consentId } : {}),
          topics: request.topics,
        },
        await captchaHeaders(config.captchaToken),
      );
    },

    /** A subscriber's subscription as it stands, or none for a shopper who never subscribed (404). */
    async read(subscriber: { uuid: string; email: string }): Promise<NewsletterSubscription | undefined> {
      try {
        return await backend.read(subscriber);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },

    /** Leaves the request's topics; resolves with the status the shopper now has for those topics. */
    async unsubscribe(request: NewsletterUnsubscribeRequest): Promise<NewsletterStatus> {
      await backend.unsubscribe(request, await captchaHeaders(config.captchaToken));
      return 'unsubscribed';
    },
  };
}

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;

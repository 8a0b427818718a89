import { captchaHeaders, HttpError, type StorefrontConfig } from '../platform';
import { createEngagementClient, type NewerEngagement } from '../backends/engagement';
import type {
  NewsletterStatus,
  NewsletterSubscribeRequest,
  NewsletterSubscription,
  NewsletterUnsubscribeRequest,
} from './types';

/** The newer side's subscriber in the shop's words. */
const subscriptionOf = (subscriber: NewerEngagement['schemas']['Subscriber']): NewsletterSubscription => ({
  subscriberUuid: subscriber.subscriber_uuid,
  email: subscriber.email,
  status: subscriber.status,
  topics: subscriber.category,
});

/** The newsletter on the configured side of the engagement pair (spec section 7: newsletter). */
export function createNewsletterApi(
  config: Pick<StorefrontConfig, 'backends' | 'tenantToken'> & {
    /** On the shop's server, making a page's call for it: the captcha token the page obtained and posted. */
    captchaToken?: string;
  },
) {
  const client = createEngagementClient(config);

  return {
    /** Older: POST /subscribe; newer: POST /api/messaging/marketing-communications. Needs a captcha token. */
    async subscribe(request: NewsletterSubscribeRequest): Promise<NewsletterSubscription> {
      const common = {
        email: request.email.trim(),
        ...(request.consents ? { consents: request.consents } : {}),
        data_processing_agreement: request.dataProcessingAgreement,
        preferredLanguage: request.preferredLanguage,
        ...(request.consentId ? { consent_id: request.consentId } : {}),
      };
      const headers = await captchaHeaders(config.captchaToken);
      if (client.side === 'newer') {
        const { data } = await client.api.POST('/api/messaging/marketing-communications', {
          body: { ...common, category: request.topics },
          headers,
        });
        return subscriptionOf(data!.data);
      }
      const { data } = await client.api.POST('/subscribe', {
        body: { ...common, topics: request.topics },
        headers,
      });
      return { subscriberUuid: data!.uuid, email: common.email, status: data!.status, topics: data!.topics };
    },

    /**
     * A subscriber's subscription as it stands (older: POST /subscription, newer: GET
     * /api/messaging/marketing-communications/{subscriberUuid}; both the project's addition), or none for a shopper
     * who never subscribed (404). The older side's answer names no address: it is the shopper's own (`email`).
     */
    async read({
      uuid,
      email,
    }: {
      uuid: string;
      email: string;
    }): Promise<NewsletterSubscription | undefined> {
      try {
        if (client.side === 'newer') {
          const { data } = await client.api.GET('/api/messaging/marketing-communications/{subscriberUuid}', {
            params: { path: { subscriberUuid: uuid } },
          });
          return subscriptionOf(data!.data);
        }
        const { data } = await client.api.POST('/subscription', { body: { uuid } });
        return { subscriberUuid: data!.uuid, email, status: data!.status, topics: data!.topics };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return undefined;
        throw error;
      }
    },

    /**
     * Older: POST /unsubscribe (topics, uuid, consent_id); newer: DELETE
     * /api/messaging/marketing-communications/{subscriberUuid}, which answers 204 only. Resolves with the status the
     * shopper now has for those topics.
     */
    async unsubscribe(request: NewsletterUnsubscribeRequest): Promise<NewsletterStatus> {
      const headers = await captchaHeaders(config.captchaToken);
      if (client.side === 'newer') {
        await client.api.DELETE('/api/messaging/marketing-communications/{subscriberUuid}', {
          params: {
            path: { subscriberUuid: request.uuid },
            query: {
              ...(request.topics.length ? { category: request.topics } : {}),
              ...(request.consentId ? { consent_id: request.consentId } : {}),
            },
          },
          headers,
        });
        return 'unsubscribed';
      }
      await client.api.POST('/unsubscribe', {
        body: {
          uuid: request.uuid,
          topics: request.topics,
          ...(request.consentId ? { consent_id: request.consentId } : {}),
        },
        headers,
      });
      return 'unsubscribed';
    },
  };
}

export type NewsletterApi = ReturnType<typeof createNewsletterApi>;

import type { NewerEngagement, NewerEngagementApi } from '../backends/engagement';
import type { NewsletterSubscription } from './types';
import type { NewsletterBackend } from './backend';

/** The newer side's subscriber in the shop's words. */
const subscriptionOf = (subscriber: NewerEngagement['schemas']['Subscriber']): NewsletterSubscription => ({
  subscriberUuid: subscriber.subscriber_uuid,
  email: subscriber.email,
  status: subscriber.status,
  topics: subscriber.category,
});

/** The newer side: marketing communications, the topics as `category`. */
export function newerNewsletterBackend(api: NewerEngagementApi): NewsletterBackend {
  return {
    kind: 'newer',
    /** POST /api/messaging/marketing-communications. */
    async subscribe({ topics, ...common }, headers) {
      const { data } = await api.POST('/api/messaging/marketing-communications', {
        body: { ...common, category: topics },
        headers,
      });
      return subscriptionOf(data!.data);
    },
    /** GET /api/messaging/marketing-communications/{subscriberUuid} (the project's addition). */
    async read({ uuid }) {
      const { data } = await api.GET('/api/messaging/marketing-communications/{subscriberUuid}', {
        params: { path: { subscriberUuid: uuid } },
      });
      return subscriptionOf(data!.data);
    },
    /** DELETE /api/messaging/marketing-communications/{subscriberUuid}, which answers 204 only. */
    async unsubscribe(request, headers) {
      await api.DELETE('/api/messaging/marketing-communications/{subscriberUuid}', {
        params: {
          path: { subscriberUuid: request.uuid },
          query: {
            ...(request.topics.length ? { category: request.topics } : {}),
            ...(request.consentId ? { consent_id: request.consentId } : {}),
          },
        },
        headers,
      });
    },
  };
}

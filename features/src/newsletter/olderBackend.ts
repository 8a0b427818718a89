import type { OlderEngagementApi } from '../backends/engagement';
import type { NewsletterBackend } from './backend';

/** The older side: subscribe, subscription and unsubscribe, the subscriber named by uuid. */
export function olderNewsletterBackend(api: OlderEngagementApi): NewsletterBackend {
  return {
    kind: 'older',
    /** POST /subscribe. */
    async subscribe(body, headers) {
      const { data } = await api.POST('/subscribe', { body, headers });
      return { subscriberUuid: data!.uuid, email: body.email, status: data!.status, topics: data!.topics };
    },
    /** POST /subscription (the project's addition): its answer names no address, it is the shopper's own. */
    async read({ uuid, email }) {
      const { data } = await api.POST('/subscription', { body: { uuid } });
      return { subscriberUuid: data!.uuid, email, status: data!.status, topics: data!.topics };
    },
    /** POST /unsubscribe (topics, uuid, consent_id). */
    async unsubscribe(request, headers) {
      await api.POST('/unsubscribe', {
        body: {
          uuid: request.uuid,
          topics: request.topics,
          ...(request.consentId ? { consent_id: request.consentId } : {}),
        },
        headers,
      });
    },
  };
}

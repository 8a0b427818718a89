import type { NewerEngagementApi } from '../backends/engagement';
import type { ContactBackend } from './backend';

/** The newer side: POST /api/messaging/forms. */
export const newerContactBackend = (api: NewerEngagementApi): ContactBackend => ({
  kind: 'newer',
  async send(form, headers) {
    await api.POST('/api/messaging/forms', { body: form, headers });
  },
});

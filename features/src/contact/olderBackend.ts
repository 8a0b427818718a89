import type { OlderEngagementApi } from '../backends/engagement';
import type { ContactBackend } from './backend';

/** The older side: POST /forms. */
export const olderContactBackend = (api: OlderEngagementApi): ContactBackend => ({
  kind: 'older',
  async send(form, headers) {
    await api.POST('/forms', { body: form, headers });
  },
});

import { captchaHeaders, type StorefrontConfig } from '../platform';
import { createEngagementClient } from '../backends/engagement';
import type { ContactFormRequest } from './types';

/** The contact form on the configured side of the engagement pair (spec section 7: contact). */
export function createContactApi(config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>) {
  const client = createEngagementClient(config);
  return {
    /** Older: POST /forms; newer: POST /api/messaging/forms. Both need a captcha token (spec section 6). */
    async send(form: ContactFormRequest): Promise<void> {
      const headers = await captchaHeaders();
      if (client.side === 'newer') await client.api.POST('/api/messaging/forms', { body: form, headers });
      else await client.api.POST('/forms', { body: form, headers });
    },
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;

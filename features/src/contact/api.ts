import { captchaHeaders, type StorefrontConfig } from '../platform';
import { createEngagementClient } from '../backends/engagement';
import type { ContactFormRequest } from './types';
import { newerContactBackend } from './newerBackend';
import { olderContactBackend } from './olderBackend';

/** The contact form on the configured side of the engagement pair (spec section 7: contact). */
export function createContactApi(config: Pick<StorefrontConfig, 'backends' | 'tenantToken'>) {
  const client = createEngagementClient(config);
  const backend = client.side === 'newer' ? newerContactBackend(client.api) : olderContactBackend(client.api);
  return {
    /** Both sides need a captcha token (spec section 6). */
    async send(form: ContactFormRequest): Promise<void> {
      await backend.send(form, await captchaHeaders());
    },
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;

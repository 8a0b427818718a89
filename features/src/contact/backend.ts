import type { EngagementClient } from '../backends/engagement';
import type { ContactFormRequest } from './types';

/** The contact call, the same on both sides of the engagement pair (spec section 7: contact). */
export interface ContactBackend {
  readonly kind: EngagementClient['side'];
  send(form: ContactFormRequest, headers: Record<string, string>): Promise<void>;
}

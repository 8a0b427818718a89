import { CaptchaUnavailableError, ConnectionError, HttpError } from '../../platform';

/**
 * Why a newsletter or contact call failed, as a key of the shop's words, plus the fields the service refused. The
 * newer side hides its own words (spec section 8), so the shop words every failure itself from the status.
 */
export interface EngagementFailure {
  reason: 'captcha' | 'invalid' | 'unknownSubscriber' | 'unreachable' | 'failed';
  /** The service's field names (email, data_subject.email, payload.message, ...) it refused. */
  fields: string[];
  /**
   * For any other refusal, what the shopper may read (spec section 8): the older API's own message; none on the newer
   * API, where the shop's words for the reason stand.
   */
  message?: string;
}

export function engagementFailureOf(error: unknown): EngagementFailure {
  if (error instanceof CaptchaUnavailableError) return { reason: 'captcha', fields: [] };
  if (error instanceof ConnectionError) return { reason: 'unreachable', fields: [] };
  if (!(error instanceof HttpError)) return { reason: 'failed', fields: [] };
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  const fields = errors && typeof errors === 'object' ? Object.keys(errors) : [];
  if (error.status === 403 && /captcha/i.test(JSON.stringify(error.body)))
    return { reason: 'captcha', fields };
  if (error.status === 400 || error.status === 422) return { reason: 'invalid', fields };
  if (error.status === 404) return { reason: 'unknownSubscriber', fields };
  return { reason: 'failed', fields, ...(error.userMessage ? { message: error.userMessage } : {}) };
}

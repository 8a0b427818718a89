import {
  CAPTCHA_HEADER,
  SANDBOX_CAPTCHA_TOKEN,
  SANDBOX_TENANT_TOKEN,
  TENANT_HEADER,
} from '../../../platform';

/** What the real services check before anything else: the tenant on every call, the captcha where the spec asks. */
export const hasTenant = (request: Request) => request.headers.get(TENANT_HEADER) === SANDBOX_TENANT_TOKEN;
export const hasCaptcha = (request: Request) => request.headers.get(CAPTCHA_HEADER) === SANDBOX_CAPTCHA_TOKEN;

export const UNKNOWN_TENANT = 'Unknown tenant.';
export const CAPTCHA_FAILED = 'Captcha verification failed.';

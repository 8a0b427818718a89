/** How the account services word the refusals of the checks every sandbox makes (platform/sandbox/requests.ts). */
export const UNKNOWN_TENANT = 'Unknown tenant.';
export const CAPTCHA_FAILED = 'Captcha verification failed.';

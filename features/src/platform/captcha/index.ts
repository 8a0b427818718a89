export {
  CAPTCHA_ACTION,
  CAPTCHA_HEADER,
  captchaHeaders,
  CaptchaUnavailableError,
  configureCaptcha,
  getCaptchaToken,
  SANDBOX_CAPTCHA_TOKEN,
  sandboxCaptchaProvider,
  TENANT_HEADER,
} from './captcha';
export type { CaptchaAction, CaptchaProvider } from './captcha';
export { createRecaptchaProvider } from './recaptcha';
export {
  captchaPolicySources,
  captchaProviderFor,
  configureCaptchaFrom,
  usesCaptchaProvider,
} from './settings';
export type { CaptchaSettings } from './settings';

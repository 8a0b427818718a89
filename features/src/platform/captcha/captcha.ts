import { defaultConfig } from '../config';

/** Header that carries the human-check token on the calls that need it (spec section 6). */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** Header that identifies the tenant on every account and loyalty call. */
export const TENANT_HEADER = 'x-tenant-token';
/** Spec section 9: the captcha action. */
export const CAPTCHA_ACTION = 'submit';
/** The token the sandbox accepts. */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox-captcha-token';

export type CaptchaAction = typeof CAPTCHA_ACTION;

/** Where tokens come from: the sandbox, or a reCAPTCHA-style script in production. */
export interface CaptchaProvider {
  getToken(action: CaptchaAction): Promise<string>;
}

export const sandboxCaptchaProvider: CaptchaProvider = {
  getToken: async () => SANDBOX_CAPTCHA_TOKEN,
};

/** No token can be had here (a server-side call with a real provider): the shopper must send the form from the page. */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

let captcha: { enabled: boolean; provider: CaptchaProvider } = {
  enabled: defaultConfig.captcha.enabled,
  provider: sandboxCaptchaProvider,
};

/** Chosen once at start-up from the configuration: whether calls carry a token, and who makes it. */
export function configureCaptcha(settings: { enabled: boolean; provider?: CaptchaProvider }): void {
  captcha = { enabled: settings.enabled, provider: settings.provider ?? captcha.provider };
}

/** A fresh token for action 'submit', or undefined when captcha is switched off. */
export async function getCaptchaToken(): Promise<string | undefined> {
  if (!captcha.enabled) return undefined;
  return captcha.provider.getToken(CAPTCHA_ACTION);
}

/**
 * The captcha header for a call that needs one; empty when captcha is switched off. `relayed` is the token a page
 * obtained and posted to the shop's server, which makes the call for it (a one-time code sent through the shop): the
 * server has no provider script of its own.
 */
export async function captchaHeaders(relayed?: string): Promise<Record<string, string>> {
  const token = captcha.enabled && relayed ? relayed : await getCaptchaToken();
  return token ? { [CAPTCHA_HEADER]: token } : {};
}

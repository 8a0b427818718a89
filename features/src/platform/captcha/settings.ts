import { GOOGLE_RECAPTCHA_SCRIPT_URL, SANDBOX_CAPTCHA_SITE_KEY, type StorefrontConfig } from '../config';
import { configureCaptcha, sandboxCaptchaProvider, type CaptchaProvider } from './captcha';
import { createRecaptchaProvider } from './recaptcha';

/** CAPTCHA_ENABLED, CAPTCHA_SITE_KEY and CAPTCHA_SCRIPT_URL as the configuration reads them. */
export type CaptchaSettings = StorefrontConfig['captcha'];

/** Whether the settings name a real provider whose script the browser must load. */
export const usesCaptchaProvider = (settings: CaptchaSettings) =>
  settings.enabled && settings.siteKey !== SANDBOX_CAPTCHA_SITE_KEY;

/** Where tokens come from for these settings: the provider's script for a real site key, else the sandbox token. */
export function captchaProviderFor(settings: CaptchaSettings): CaptchaProvider {
  return usesCaptchaProvider(settings)
    ? createRecaptchaProvider({ siteKey: settings.siteKey, scriptUrl: settings.scriptUrl })
    : sandboxCaptchaProvider;
}

let configuredWith: string | undefined;

/**
 * Makes every captcha-guarded call follow the configuration. Safe to call on every render: the provider (and so the
 * loaded script) is replaced only when the settings change.
 */
export function configureCaptchaFrom(settings: CaptchaSettings): void {
  const key = JSON.stringify([settings.enabled, settings.siteKey, settings.scriptUrl]);
  if (key === configuredWith) return;
  configuredWith = key;
  configureCaptcha({ enabled: settings.enabled, provider: captchaProviderFor(settings) });
}

/**
 * What the page's Content-Security-Policy must allow for the provider, and nothing while there is none. Google's
 * loader pulls its code from gstatic and runs the check in a frame (Google's own CSP advice); any other loader URL
 * (another provider's, or a self-hosted one on another host) is allowed by its own origin.
 */
export function captchaPolicySources(settings: CaptchaSettings): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (!usesCaptchaProvider(settings)) return { script: [], frame: [], connect: [] };
  if (settings.scriptUrl === GOOGLE_RECAPTCHA_SCRIPT_URL) {
    return {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      connect: ['https://www.google.com/recaptcha/'],
    };
  }
  // A loader served by the shop itself is already allowed as 'self'.
  if (settings.scriptUrl.startsWith('/') && !settings.scriptUrl.startsWith('//'))
    return { script: [], frame: [], connect: [] };
  const origin = new URL(settings.scriptUrl).origin;
  return { script: [origin], frame: [origin], connect: [origin] };
}

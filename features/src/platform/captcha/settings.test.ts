import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, GOOGLE_RECAPTCHA_SCRIPT_URL } from '../config';
import { captchaHeaders, CaptchaUnavailableError } from './captcha';
import { captchaPolicySources, configureCaptchaFrom } from './settings';

const settingsOf = (env: Record<string, string>) => configFromEnv(env, 'http://localhost:3000').captcha;

afterEach(() => configureCaptchaFrom(settingsOf({})));

describe('captcha settings', () => {
  it("captcha: CAPTCHA_ENABLED defaults on, CAPTCHA_SITE_KEY to 'sandbox', CAPTCHA_SCRIPT_URL to Google's loader", () => {
    expect(settingsOf({})).toEqual({
      enabled: true,
      siteKey: 'sandbox',
      scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL,
    });
    expect(
      settingsOf({
        CAPTCHA_ENABLED: 'false',
        CAPTCHA_SITE_KEY: 'k',
        CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js',
      }),
    ).toEqual({
      enabled: false,
      siteKey: 'k',
      scriptUrl: 'https://captcha.example/api.js',
    });
  });

  it("captcha: the CSP allows the provider's hosts only while a real provider is configured", () => {
    expect(captchaPolicySources(settingsOf({}))).toEqual({ script: [], frame: [], connect: [] });
    expect(captchaPolicySources(settingsOf({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_ENABLED: 'off' }))).toEqual({
      script: [],
      frame: [],
      connect: [],
    });
    expect(captchaPolicySources(settingsOf({ CAPTCHA_SITE_KEY: 'k' }))).toEqual({
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      connect: ['https://www.google.com/recaptcha/'],
    });
    expect(
      captchaPolicySources(
        settingsOf({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_URL: 'https://captcha.example/v3/api.js' }),
      ),
    ).toEqual({
      script: ['https://captcha.example'],
      frame: ['https://captcha.example'],
      connect: ['https://captcha.example'],
    });
    // A loader the shop serves itself is already allowed as 'self'.
    expect(
      captchaPolicySources(settingsOf({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_URL: '/captcha/api.js' })),
    ).toEqual({ script: [], frame: [], connect: [] });
  });

  it('captcha: on the server a real provider has no token to give, and says so with CaptchaUnavailableError', async () => {
    configureCaptchaFrom(settingsOf({ CAPTCHA_SITE_KEY: 'k' }));
    await expect(captchaHeaders()).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_RECAPTCHA_SCRIPT_URL } from '../config';
import { captchaHeaders } from './captcha';
import { configureCaptchaFrom } from './settings';

/** A stand-in for the provider's script: appending it defines grecaptcha, whose execute hands out numbered tokens. */
function fakeProvider() {
  let issued = 0;
  const execute = vi.fn(async () => `token-${++issued}`);
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    window.grecaptcha = { ready: (callback) => callback(), execute };
    queueMicrotask(() => node.dispatchEvent(new Event('load')));
    return node;
  });
  const scriptSources = () =>
    append.mock.calls.map(([node]) => (node as HTMLScriptElement).getAttribute('src'));
  return { execute, scriptSources };
}

afterEach(() => {
  configureCaptchaFrom({ enabled: true, siteKey: 'sandbox', scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL });
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe('captcha settings in the browser', () => {
  it("captcha: with CAPTCHA_ENABLED and a real site key, the provider gives a fresh token for action 'submit' on every call", async () => {
    const provider = fakeProvider();
    configureCaptchaFrom({ enabled: true, siteKey: 'real-site-key', scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL });
    await expect(captchaHeaders()).resolves.toEqual({ 'x-captcha-token': 'token-1' });
    await expect(captchaHeaders()).resolves.toEqual({ 'x-captcha-token': 'token-2' });
    expect(provider.execute).toHaveBeenCalledTimes(2);
    expect(provider.execute).toHaveBeenNthCalledWith(1, 'real-site-key', { action: 'submit' });
    expect(provider.execute).toHaveBeenNthCalledWith(2, 'real-site-key', { action: 'submit' });
  });

  it("captcha: the provider's script comes from CAPTCHA_SCRIPT_URL, Google's loader by default, loaded once", async () => {
    const provider = fakeProvider();
    configureCaptchaFrom({ enabled: true, siteKey: 'real-site-key', scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL });
    await captchaHeaders();
    await captchaHeaders();
    expect(provider.scriptSources()).toEqual([
      'https://www.google.com/recaptcha/api.js?render=real-site-key',
    ]);

    configureCaptchaFrom({ enabled: true, siteKey: 'real-site-key', scriptUrl: '/captcha/loader.js' });
    await captchaHeaders();
    expect(provider.scriptSources()[1]).toBe('/captcha/loader.js?render=real-site-key');
  });

  it('captcha: configuring again with the same settings keeps the loaded script', async () => {
    const provider = fakeProvider();
    const settings = { enabled: true, siteKey: 'real-site-key', scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL };
    configureCaptchaFrom(settings);
    await captchaHeaders();
    configureCaptchaFrom({ ...settings });
    await captchaHeaders();
    expect(provider.scriptSources()).toHaveLength(1);
  });

  it("captcha: with site key 'sandbox' the sandbox token is sent and no script is loaded", async () => {
    const provider = fakeProvider();
    configureCaptchaFrom({ enabled: true, siteKey: 'sandbox', scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL });
    await expect(captchaHeaders()).resolves.toEqual({ 'x-captcha-token': 'sandbox-captcha-token' });
    expect(provider.scriptSources()).toEqual([]);
  });

  it('captcha: with CAPTCHA_ENABLED off there is no captcha header and no script, whatever the site key', async () => {
    const provider = fakeProvider();
    configureCaptchaFrom({
      enabled: false,
      siteKey: 'real-site-key',
      scriptUrl: GOOGLE_RECAPTCHA_SCRIPT_URL,
    });
    await expect(captchaHeaders()).resolves.toEqual({});
    expect(provider.scriptSources()).toEqual([]);
    expect(provider.execute).not.toHaveBeenCalled();
  });
});

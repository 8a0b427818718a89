import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captchaHeaders, configureCaptcha, getCaptchaToken, sandboxCaptchaProvider } from './captcha';

beforeEach(() => configureCaptcha({ enabled: true, provider: sandboxCaptchaProvider }));

describe('captcha', () => {
  it("captcha: when enabled, a token is obtained for action 'submit'", async () => {
    const getToken = vi.fn(async () => 'real-token');
    configureCaptcha({ enabled: true, provider: { getToken } });
    await expect(getCaptchaToken()).resolves.toBe('real-token');
    expect(getToken).toHaveBeenCalledWith('submit');
  });

  it("captcha: the sandbox provider gives 'sandbox-captcha-token'", async () => {
    await expect(getCaptchaToken()).resolves.toBe('sandbox-captcha-token');
  });

  it('captcha: when disabled there is no token and no header', async () => {
    const getToken = vi.fn(async () => 'real-token');
    configureCaptcha({ enabled: false, provider: { getToken } });
    await expect(getCaptchaToken()).resolves.toBeUndefined();
    await expect(captchaHeaders()).resolves.toEqual({});
    expect(getToken).not.toHaveBeenCalled();
  });

  it('captcha: the token travels in the x-captcha-token header', async () => {
    await expect(captchaHeaders()).resolves.toEqual({ 'x-captcha-token': 'sandbox-captcha-token' });
  });
});

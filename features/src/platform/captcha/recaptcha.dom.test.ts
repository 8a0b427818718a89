import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaProvider } from './recaptcha';

function answerScript(outcome: 'load' | 'error', execute = vi.fn(async () => 'token-1')) {
  const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    if (outcome === 'load') window.grecaptcha = { ready: (callback) => callback(), execute };
    queueMicrotask(() => node.dispatchEvent(new Event(outcome)));
    return node;
  });
  return { append, execute };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.grecaptcha;
});

describe('reCAPTCHA-style provider', () => {
  it("captcha: the script is loaded once from the shop's own URL, then each token is for action 'submit'", async () => {
    const { append, execute } = answerScript('load');
    const provider = createRecaptchaProvider({ siteKey: 'site key', scriptUrl: '/captcha/api.js' });
    await expect(provider.getToken('submit')).resolves.toBe('token-1');
    await provider.getToken('submit');
    expect(append).toHaveBeenCalledTimes(1);
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement).getAttribute('src')).toBe(
      '/captcha/api.js?render=site%20key',
    );
    expect(execute).toHaveBeenCalledWith('site key', { action: 'submit' });
  });

  it('captcha: a script that fails to load rejects, and the next request tries again', async () => {
    const { append } = answerScript('error');
    const provider = createRecaptchaProvider({ siteKey: 'k', scriptUrl: '/captcha/api.js' });
    await expect(provider.getToken('submit')).rejects.toThrow('The captcha script could not be loaded');
    await expect(provider.getToken('submit')).rejects.toThrow();
    expect(append).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { configFromEnv } from '@storefront/features/platform';
import { securityHeaders } from './security';

// No embedded video players, whose origins frame-src also lists (security.test.ts): only the captcha's are read here.
const directive = (env: Record<string, string>, name: string) =>
  (
    securityHeaders(
      configFromEnv({ BUILDER_EMBED_PROVIDERS: 'none', ...env }, 'http://localhost:3000'),
      'n0nce',
    )['Content-Security-Policy'] ?? ''
  )
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('security headers and the captcha provider', () => {
  it("csp: the captcha provider's origin is allowed for scripts, frames and connections only with CAPTCHA_ENABLED and a real site key", () => {
    const real = { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js' };
    expect(directive(real, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://captcha.example");
    expect(directive(real, 'frame-src')).toBe("frame-src 'self' https://captcha.example");
    expect(directive(real, 'connect-src')).toContain(' https://captcha.example');
    for (const env of [{}, { ...real, CAPTCHA_ENABLED: 'false' }, { ...real, CAPTCHA_SITE_KEY: 'sandbox' }]) {
      expect(directive(env, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
      expect(directive(env, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(env, 'connect-src')).not.toContain('captcha.example');
    }
  });
});

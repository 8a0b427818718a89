import { describe, expect, it } from 'vitest';
import { configFromEnv } from '@storefront/features/platform';
import { securityHeaders } from './security';

const policyOf = (env: Record<string, string> = {}) =>
  securityHeaders(configFromEnv(env, 'http://localhost:3000'), 'n0nce')['Content-Security-Policy'] ?? '';

describe('security headers', () => {
  it('csp: scripts run only from the site or with the response nonce', () => {
    expect(policyOf()).toContain("script-src 'self' 'nonce-n0nce'");
    expect(policyOf()).not.toContain("'unsafe-eval'");
  });

  it('csp: only the Builder editor may frame the site', () => {
    expect(policyOf({ BUILDER_EDITOR_ORIGIN: 'https://editor.example' })).toContain(
      "frame-ancestors 'self' https://editor.example",
    );
  });

  it('csp: the browser connects only to the site and the configured backends', () => {
    const policy = policyOf({ COMMERCE_GRAPHQL_URL: 'https://commerce.example/graphql' });
    const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' http://localhost:3000 https://commerce.example");
  });

  it('headers: nosniff, referrer policy and permissions policy are set', () => {
    const headers = securityHeaders(configFromEnv({}, 'http://localhost:3000'), 'n');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});

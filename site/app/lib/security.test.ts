import { describe, expect, it } from 'vitest';
import { configFromEnv } from '@storefront/features/platform';
import { pagePermissions, securityHeaders } from './security';

// The document's headers are built from the configuration the browser gets: sandbox backends as same-origin paths.
const policyOf = (env: Record<string, string> = {}) =>
  securityHeaders(configFromEnv(env), 'n0nce')['Content-Security-Policy'] ?? '';
const connectSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('connect-src'));

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
    expect(connectSrc(policy)).toBe("connect-src 'self' https://commerce.example");
  });

  it("csp: with SENTRY_DSN the browser may send its error reports to the DSN's origin, never its key", () => {
    const policy = securityHeaders(
      configFromEnv({}),
      'n',
      {},
      {
        errorReportsTo: 'https://public-key@o1.ingest.sentry.example/42',
      },
    )['Content-Security-Policy'];
    expect(connectSrc(policy ?? '')).toBe("connect-src 'self' https://o1.ingest.sentry.example");
  });

  it('csp: connect-src comes from configuration only, the sandbox being the page own origin', () => {
    expect(connectSrc(policyOf())).toBe("connect-src 'self'");
  });

  it("csp: frame-src allows the configured embed providers' players only (YouTube and Vimeo by default)", () => {
    const frameSrc = (policy: string) =>
      policy.split('; ').find((directive) => directive.startsWith('frame-src'));
    expect(frameSrc(policyOf())).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(frameSrc(policyOf({ BUILDER_EMBED_PROVIDERS: 'vimeo' }))).toBe(
      "frame-src 'self' https://player.vimeo.com",
    );
    expect(frameSrc(policyOf({ BUILDER_EMBED_PROVIDERS: 'none' }))).toBe("frame-src 'self'");
  });

  it('csp: img-src and media-src allow the configured Builder CDN (pictures and video files), and no other directive does', () => {
    const policy = policyOf({ BUILDER_IMAGE_CDN: 'https://images.cdn.example/assets' });
    const directives = policy.split('; ');
    expect(directives.find((directive) => directive.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https://images.cdn.example",
    );
    expect(directives.find((directive) => directive.startsWith('media-src'))).toBe(
      "media-src 'self' https://images.cdn.example",
    );
    expect(directives.filter((directive) => directive.includes('images.cdn.example'))).toHaveLength(2);
    expect(policyOf()).toContain("img-src 'self' data: blob: https://cdn.builder.io;");
  });

  it('csp: img-src allows exactly the configured store map tile origin, and nothing when no tiles are configured', () => {
    const policy = policyOf({
      STORE_MAP_TILES_URL: 'https://tiles.maps.example/styles/{z}/{x}/{y}.png',
      STORE_MAP_ATTRIBUTION: '© Map contributors',
    });
    const directives = policy.split('; ');
    expect(directives.find((directive) => directive.startsWith('img-src'))).toBe(
      "img-src 'self' data: blob: https://cdn.builder.io https://tiles.maps.example",
    );
    expect(directives.filter((directive) => directive.includes('tiles.maps.example'))).toHaveLength(1);
    expect(policyOf()).not.toContain('tiles.maps.example');
  });

  // nosniff is the server's, on every response (site/server/serving.mjs).
  it('headers: referrer policy and permissions policy are set', () => {
    const headers = securityHeaders(configFromEnv({}), 'n');
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('headers: the camera is allowed to our own origin on a page whose route scans codes, and nowhere else', () => {
    const config = configFromEnv({});
    const scanning = securityHeaders(config, 'n', pagePermissions([undefined, { camera: true }]));
    expect(scanning['Permissions-Policy']).toContain('camera=(self)');
    expect(scanning['Permissions-Policy']).toContain('microphone=()');
    const other = securityHeaders(config, 'n', pagePermissions([undefined, { structuredData: () => [] }]));
    expect(other['Permissions-Policy']).toContain('camera=()');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedHosts,
  builderWebhookSecret,
  cacheTagHeader,
  purgeAllowList,
  environmentProblems,
  errorReports,
  metricsAddress,
  isAllowedHost,
  isAllowedOrigin,
  isWellFormedHost,
  publicOrigin,
  requestTimeouts,
  sandboxOrigin,
  sandboxPlan,
  servedOverHttps,
  serverProcesses,
  trustProxy,
} from './config.server';
import { availableParallelism } from 'node:os';

const allBackends = {
  ACCOUNT_API_URL: 'https://accounts-evo.example',
  LOYALTY_API_URL: 'https://loyalty.example',
  COMMERCE_GRAPHQL_URL: 'https://commerce.example/graphql',
  PAYMENTS_API_URL: 'https://payments.example',
  ENGAGEMENT_API_URL: 'https://engagement.example',
  SEARCH_API_URL: 'https://search.example',
  STORE_SEARCH_API_URL: 'https://stores.example',
  ADDRESS_SUGGEST_URL: 'https://addresses.example',
  PLATFORM_API_URL: 'https://platform.example',
  BUILDER_API_HOST: 'https://cdn.builder.io',
  LIVE_UPDATES_URL: 'https://live.example/graphql',
  SUBSCRIPTIONS_API_URL: 'https://subscriptions.example',
};

describe('one configured origin', () => {
  it('origin: PUBLIC_URL gives the shop origin; without it, localhost on the server port', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://shop.example/de/' })).toBe('https://shop.example');
    expect(publicOrigin({ PORT: '4100' })).toBe('http://localhost:4100');
  });

  it('sandbox origin: the server calls its sandbox on its own listen address, whatever PUBLIC_URL says', () => {
    expect(sandboxOrigin({ PORT: '4100', PUBLIC_URL: 'https://shop.example' })).toBe('http://127.0.0.1:4100');
    expect(sandboxOrigin({ PORT: '4100', HOST: '10.0.0.5' })).toBe('http://10.0.0.5:4100');
    expect(sandboxOrigin({ PORT: '4100', HOST: 'fd00::5' })).toBe('http://[fd00::5]:4100');
  });

  it('allowed hosts: by default PUBLIC_URL host plus localhost, 127.0.0.1 and [::1] on the server port', () => {
    const allowed = allowedHosts({ PORT: '3000' });
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000'])
      expect(isAllowedHost(host, allowed), host).toBe(true);
    for (const host of ['localhost:3001', 'attacker:3000', 'attacker', '127.0.0.1'])
      expect(isAllowedHost(host, allowed), host).toBe(false);
  });

  it('allowed hosts: ALLOWED_HOSTS adds names, an entry without a port allowing any port', () => {
    const allowed = allowedHosts({
      PORT: '3000',
      PUBLIC_URL: 'https://shop.example',
      ALLOWED_HOSTS: 'www.shop.example, internal.example:8080',
    });
    for (const host of ['shop.example', 'shop.example:443', 'www.shop.example', 'internal.example:8080'])
      expect(isAllowedHost(host, allowed), host).toBe(true);
    for (const host of [
      'internal.example',
      'internal.example:8081',
      'evil.shop.example',
      'shop.example.evil',
    ])
      expect(isAllowedHost(host, allowed), host).toBe(false);
  });

  it('allowed origins: an Origin counts as the shop only with a host and port the configuration names', () => {
    const allowed = allowedHosts({
      PORT: '3000',
      PUBLIC_URL: 'https://shop.example',
      ALLOWED_HOSTS: 'internal.example:8080',
    });
    for (const origin of [
      'https://shop.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://internal.example:8080',
    ])
      expect(isAllowedOrigin(origin, allowed), origin).toBe(true);
    for (const origin of [
      undefined,
      'null',
      '',
      'http://evil.example',
      'https://evil.shop.example',
      'https://shop.example.evil.example',
      'http://localhost:3001',
      'https://internal.example',
      'https://shop.example/',
      'https://shop.example/path',
      'https://user@shop.example',
      'ftp://shop.example',
      'javascript:alert(1)',
    ])
      expect(isAllowedOrigin(origin, allowed), String(origin)).toBe(false);
  });

  it('hosts: a malformed Host is neither well formed nor allowed', () => {
    const allowed = allowedHosts({ PORT: '3000' });
    for (const host of [
      '[',
      'localhost:3000/x',
      'localhost:3000, evil',
      'local host',
      '',
      'localhost:99999',
      'a@b',
    ]) {
      expect(isWellFormedHost(host), host).toBe(false);
      expect(isAllowedHost(host, allowed), host).toBe(false);
    }
    expect(isWellFormedHost(undefined)).toBe(false);
    expect(isWellFormedHost('[::1]:3000')).toBe(true);
  });
});

describe('error reports', () => {
  it('error reports: Sentry only with SENTRY_DSN; browsers send one error in ten unless SENTRY_BROWSER_SAMPLE_RATE says otherwise', () => {
    expect(errorReports({})).toBeUndefined();
    expect(errorReports({ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.example/42' })).toEqual({
      dsn: 'https://abc123@o1.ingest.sentry.example/42',
      environment: 'production',
      browserSampleRate: 0.1,
    });
    expect(
      errorReports({
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.example/42',
        SENTRY_RELEASE: 'storefront@1.2.3',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_BROWSER_SAMPLE_RATE: '1',
      }),
    ).toMatchObject({ release: 'storefront@1.2.3', environment: 'staging', browserSampleRate: 1 });
  });

  it("validation: a DSN Sentry's SDKs would drop without a word, or a sample rate outside 0 to 1, is named", () => {
    for (const dsn of [
      'sentry.example/42',
      'https://o1.ingest.sentry.example/42',
      'https://public-key@sentry.example/42',
    ])
      expect(environmentProblems({ SENTRY_DSN: dsn }), dsn).toEqual([
        'SENTRY_DSN must be a Sentry DSN (https://<public key>@<host>/<project id>).',
      ]);
    expect(environmentProblems({ SENTRY_DSN: 'https://abc123@sentry.example/42' })).toEqual([]);
    for (const rate of ['1.5', '-0.1', 'some'])
      expect(environmentProblems({ SENTRY_BROWSER_SAMPLE_RATE: rate }), rate).toEqual([
        'SENTRY_BROWSER_SAMPLE_RATE must be a number from 0 to 1 (e.g. 0.1: one error in ten).',
      ]);
    for (const rate of ['0', '0.25', '1', '.5'])
      expect(environmentProblems({ SENTRY_BROWSER_SAMPLE_RATE: rate }), rate).toEqual([]);
  });
});

describe('start-up validation', () => {
  it('validation: a fresh machine with no configuration has no problems', () => {
    expect(environmentProblems({})).toEqual([]);
  });

  it('validation: each malformed variable is named (URLs, PUBLIC_URL, STORE_VIEW, PORT, timeouts, switches)', () => {
    const problems = environmentProblems({
      SEARCH_API_URL: 'search.example',
      PUBLIC_URL: 'shop.example',
      STORE_VIEW: 'premium',
      PORT: 'eighty',
      LOYALTY_TIMEOUT_MS: 'soon',
      KEEP_ME_LOGGED_IN_ENABLED: 'sometimes',
      SANDBOX: 'maybe',
      PAGE_CACHE: 'sometimes',
      SHARED_READS: 'often',
      ALLOWED_HOSTS: 'shop.example, [',
      TRUST_PROXY: 'my-proxy',
    }).join('\n');
    for (const variable of [
      'SEARCH_API_URL',
      'PUBLIC_URL',
      'STORE_VIEW',
      'PORT',
      'LOYALTY_TIMEOUT_MS',
      'KEEP_ME_LOGGED_IN_ENABLED',
      'SANDBOX',
      'SHARED_READS',
      'PAGE_CACHE',
      'ALLOWED_HOSTS',
      'TRUST_PROXY',
    ])
      expect(problems).toContain(variable);
  });

  it('trust proxy: TRUST_PROXY reads as a switch, a hop count or a list of addresses', () => {
    expect(trustProxy({})).toBe(false);
    expect(trustProxy({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxy({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxy({ TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toEqual(['loopback', '10.0.0.0/8']);
    expect(environmentProblems({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' })).toEqual([]);
    expect(environmentProblems({ TRUST_PROXY: '10.0.0.0/33' }).join()).toContain('TRUST_PROXY');
  });

  it("metrics: METRICS_PORT is a port of its own on the server's HOST, never the shop port; unset, none is served", () => {
    expect(metricsAddress({})).toBeUndefined();
    expect(metricsAddress({ METRICS_PORT: '9464', HOST: '10.0.0.5' })).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    expect(environmentProblems({ METRICS_PORT: '9464' })).toEqual([]);
    expect(environmentProblems({ METRICS_PORT: 'ninety' }).join()).toContain(
      'METRICS_PORT must be a port number',
    );
    expect(environmentProblems({ METRICS_PORT: '0' }).join()).toContain('METRICS_PORT must be a port number');
    expect(environmentProblems({ PORT: '8080', METRICS_PORT: '8080' }).join()).toContain(
      'METRICS_PORT must differ from PORT',
    );
  });
});

describe('caching and invalidation settings', () => {
  it('cache tag header: CACHE_TAG_HEADER picks xkey (default), Surrogate-Key or Cache-Tag; anything else stops the start', () => {
    expect(cacheTagHeader({})).toEqual({ name: 'xkey', separator: ' ' });
    expect(cacheTagHeader({ CACHE_TAG_HEADER: 'Surrogate-Key' }).name).toBe('Surrogate-Key');
    expect(cacheTagHeader({ CACHE_TAG_HEADER: 'cache-tag' })).toEqual({ name: 'Cache-Tag', separator: ',' });
    expect(environmentProblems({ CACHE_TAG_HEADER: 'X-Tags' }).join()).toContain('CACHE_TAG_HEADER');
  });

  it('webhook secret: unset turns the route off; a short one stops the start', () => {
    expect(builderWebhookSecret({})).toBeUndefined();
    expect(builderWebhookSecret({ BUILDER_WEBHOOK_SECRET: ` ${'s'.repeat(32)} ` })).toBe('s'.repeat(32));
    expect(environmentProblems({ BUILDER_WEBHOOK_SECRET: 'short' }).join()).toContain(
      'BUILDER_WEBHOOK_SECRET',
    );
  });

  it('purge allow list: loopback always, PURGE_ALLOWED_ADDRESSES adds addresses and subnets; anything else stops the start', () => {
    const list = purgeAllowList({ PURGE_ALLOWED_ADDRESSES: '10.0.0.0/8, 192.168.1.5, fd00::/8' })!;
    expect(list.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('10.2.3.4', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.5', 'ipv4')).toBe(true);
    expect(list.check('192.168.1.6', 'ipv4')).toBe(false);
    expect(list.check('fd00::1', 'ipv6')).toBe(true);
    expect(purgeAllowList({})!.check('203.0.113.9', 'ipv4')).toBe(false);
    for (const wrong of ['magento.internal', '10.0.0.0/33', '10.0.0.1/8/2'])
      expect(environmentProblems({ PURGE_ALLOWED_ADDRESSES: wrong }).join()).toContain(
        'PURGE_ALLOWED_ADDRESSES',
      );
  });
});

describe('the sandbox is a development tool', () => {
  it('sandbox: mounted in development while a backend is left to it', () => {
    expect(sandboxPlan({})).toEqual({ mount: true, missing: [] });
  });

  it('sandbox: never mounted once every backend is configured', () => {
    expect(sandboxPlan({ ...allBackends, SANDBOX: 'on' })).toEqual({ mount: false, missing: [] });
  });

  it('sandbox: in production only SANDBOX=on mounts it; otherwise the unset variables are named', () => {
    const { BUILDER_API_HOST: _builder, SEARCH_API_URL: _search, ...someBackends } = allBackends;
    expect(sandboxPlan({ ...someBackends, NODE_ENV: 'production' })).toEqual({
      mount: false,
      missing: ['SEARCH_API_URL', 'BUILDER_API_HOST'],
    });
    expect(sandboxPlan({ ...someBackends, NODE_ENV: 'production', SANDBOX: 'on' })).toEqual({
      mount: true,
      missing: [],
    });
  });

  it('sandbox: SANDBOX=off refuses it in development too', () => {
    expect(sandboxPlan({ SANDBOX: 'off' }).missing).toHaveLength(12);
  });
});

describe('processes', () => {
  it('processes: one per core by default once every backend is configured; WEB_CONCURRENCY sets how many', () => {
    expect(serverProcesses(allBackends)).toEqual({ count: availableParallelism() });
    expect(serverProcesses({ ...allBackends, WEB_CONCURRENCY: 'auto' })).toEqual({
      count: availableParallelism(),
    });
    expect(serverProcesses({ ...allBackends, WEB_CONCURRENCY: '3' })).toEqual({ count: 3 });
  });

  it('processes: one with the embedded sandbox, whose demo data lives in its process; asking for more is refused', () => {
    expect(serverProcesses({})).toEqual({ count: 1 });
    expect(serverProcesses({ WEB_CONCURRENCY: 'auto' })).toEqual({ count: 1 });
    expect(serverProcesses({ WEB_CONCURRENCY: '1' })).toEqual({ count: 1 });
    expect(serverProcesses({ WEB_CONCURRENCY: '2' })).toEqual({
      count: 1,
      problem:
        'WEB_CONCURRENCY above 1 needs every backend configured: the embedded sandbox keeps its demo data in one process.',
    });
  });

  it('processes: a WEB_CONCURRENCY that is not a count or auto stops the start', () => {
    for (const value of ['0', 'many', '-1', '2.5', '100'])
      expect(environmentProblems({ WEB_CONCURRENCY: value })).toContain(
        'WEB_CONCURRENCY must be a number of processes (1 to 99) or auto (one per core).',
      );
    expect(environmentProblems({ WEB_CONCURRENCY: ' 4 ' })).toEqual([]);
  });

  it('timeouts: a request may take 30 s with its body and 10 s for its headers, unless REQUEST_TIMEOUT_MS says less', () => {
    expect(requestTimeouts({})).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(requestTimeouts({ REQUEST_TIMEOUT_MS: '2000' })).toEqual({ headersMs: 2000, requestMs: 2000 });
    for (const value of ['soon', '-1', '1e3', '99'])
      expect(environmentProblems({ REQUEST_TIMEOUT_MS: value })).toContain(
        'REQUEST_TIMEOUT_MS must be a number of milliseconds (at least 100).',
      );
    expect(environmentProblems({ REQUEST_TIMEOUT_MS: '60000' })).toEqual([]);
  });
});

describe('https', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('https: only a PUBLIC_URL on https counts, even a malformed one does not throw', () => {
    expect(servedOverHttps({ PUBLIC_URL: 'https://shop.example' })).toBe(true);
    expect(servedOverHttps({ PUBLIC_URL: 'http://shop.example' })).toBe(false);
    expect(servedOverHttps({ PUBLIC_URL: '::' })).toBe(false);
  });

  it('cookies: over https every cookie the site sets is Secure', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://shop.example');
    const { themeCookie, analyticsConsentCookie } = await import('./preferences.server');
    const { chooseVariation } = await import('../builder/abTest');
    expect(await themeCookie.serialize('dark')).toMatch(/; Secure/);
    expect(await analyticsConsentCookie.serialize('granted')).toMatch(/; Secure/);
    const tested = { id: 'page', data: {}, variations: { b: { id: 'b', testRatio: 1, data: {} } } };
    expect(chooseVariation(tested, null, () => 0).setCookie).toMatch(/; Secure$/);
  });

  it('cookies: over plain http they are not Secure, or the browser would drop them', async () => {
    vi.stubEnv('PUBLIC_URL', 'http://localhost:3000');
    const { themeCookie } = await import('./preferences.server');
    const { chooseVariation } = await import('../builder/abTest');
    expect(await themeCookie.serialize('dark')).not.toMatch(/Secure/);
    const tested = { id: 'page', data: {}, variations: { b: { id: 'b', testRatio: 1, data: {} } } };
    expect(chooseVariation(tested, null, () => 0).setCookie).not.toMatch(/Secure/);
  });
});

import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { httpCachesToPurge } from '../app/lib/config.server';
import { cartIdCookie } from '@storefront/features/cart';
import { builderTestCookiePrefix, isPageCookie, pageCookieNames } from '../app/lib/pageCookies';
import { httpCachePurges, purgeRequests, varnishPathKey } from './httpCaches.mjs';

/** A local stand-in for Varnish, Fastly's API and Cloudflare's API: records every request and answers as told. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let api: string;
let received: Received[] = [];
let answer: 'ok' | 'refuse' | 'hang' = 'ok';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (answer === 'hang') return;
      res.writeHead(answer === 'ok' ? 200 : 403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});
beforeEach(() => {
  received = [];
  answer = 'ok';
});

const fastlyToken = 'fastly-token-never-logged';
const cloudflareToken = 'cloudflare-token-never-logged';
const publicUrl = 'https://shop.example';
const sendAndWait = async (cache: object, purge: object) => {
  const logged: string[] = [];
  await httpCachePurges([cache], {
    publicUrl,
    log: (line: string) => logged.push(line),
    repurgeAfterMs: 60_000,
  })(purge);
  return logged;
};
const shapes = () =>
  received.map(({ method, url, headers, body }) => ({
    method,
    url,
    headers: Object.fromEntries(
      Object.entries(headers).filter(([name]) =>
        [
          'xkey-purge',
          'fastly-key',
          'surrogate-key',
          'fastly-soft-purge',
          'authorization',
          'content-type',
        ].includes(name),
      ),
    ),
    body: body ? JSON.parse(body) : undefined,
  }));

describe('forwarding purges to the HTTP caches in front', () => {
  test('Varnish: PURGE with xkey-purge naming the tags and a path key per path, as deploy/varnish/default.vcl reads it', async () => {
    await sendAndWait(
      { kind: 'varnish', url: api },
      { tags: ['cat_p_7', 'cat_c_3'], paths: ['/faq?x=1', '/a,b'] },
    );
    expect(shapes()).toEqual([
      {
        method: 'PURGE',
        url: '/',
        headers: { 'xkey-purge': 'cat_p_7 cat_c_3 path:/faq path:/a%2Cb' },
        body: undefined,
      },
    ]);
    received = [];
    await sendAndWait({ kind: 'varnish', url: api }, { everything: true });
    expect(shapes()).toEqual([
      { method: 'PURGE', url: '/', headers: { 'xkey-purge': 'storefront:everything' }, body: undefined },
    ]);
    expect(varnishPathKey('/products/AURORA?colour=red')).toBe('path:/products/AURORA');
  });

  test('Varnish: thousands of tags go in several purges, each header within Varnish’s 8 KB limit', () => {
    const tags = Array.from({ length: 2_000 }, (_, index) => `cat_p_${index}`);
    const requests = purgeRequests({ kind: 'varnish', url: api }, { tags });
    expect(requests.length).toBeGreaterThan(1);
    const sent = requests.map(([, init]) => (init.headers as Record<string, string>)['xkey-purge']!);
    for (const header of sent) expect(header.length).toBeLessThanOrEqual(4_000);
    expect(sent.join(' ').split(' ')).toEqual(tags);
  });

  test('Fastly: a soft purge by surrogate key (POST /service/<id>/purge, Surrogate-Key, Fastly-Key), a path by its public URL, everything by purge_all', async () => {
    const fastly = { kind: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: fastlyToken, api };
    await sendAndWait(fastly, { tags: ['cat_p_7', 'builder_page_abc'], paths: ['/faq?x=1'] });
    expect(shapes()).toEqual([
      {
        method: 'POST',
        url: '/service/SU1Z0isxPaozGVKXdv0eY/purge',
        headers: {
          'fastly-key': fastlyToken,
          'surrogate-key': 'cat_p_7 builder_page_abc',
          'fastly-soft-purge': '1',
        },
        body: undefined,
      },
      {
        method: 'POST',
        url: '/purge/shop.example/faq',
        headers: { 'fastly-key': fastlyToken, 'fastly-soft-purge': '1' },
        body: undefined,
      },
    ]);
    received = [];
    await sendAndWait(fastly, { everything: true });
    expect(shapes()).toEqual([
      {
        method: 'POST',
        url: '/service/SU1Z0isxPaozGVKXdv0eY/purge_all',
        headers: { 'fastly-key': fastlyToken },
        body: undefined,
      },
    ]);
    // At most 256 keys a request, as Fastly's API takes them.
    const keys = purgeRequests(fastly, { tags: Array.from({ length: 300 }, (_, index) => `cat_p_${index}`) });
    expect(
      keys.map(([, init]) => (init.headers as Record<string, string>)['Surrogate-Key']!.split(' ').length),
    ).toEqual([256, 44]);
  });

  test('Cloudflare: POST /zones/<zone>/purge_cache with a bearer token and { tags }, { files } or { purge_everything }', async () => {
    const cloudflare = {
      kind: 'cloudflare',
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      token: cloudflareToken,
      api,
    };
    await sendAndWait(cloudflare, { tags: ['cat_p_7'], paths: ['/faq', '/products/AURORA?x=1'] });
    const common = {
      method: 'POST',
      url: '/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
      headers: { authorization: `Bearer ${cloudflareToken}`, 'content-type': 'application/json' },
    };
    expect(shapes()).toEqual([
      { ...common, body: { tags: ['cat_p_7'] } },
      { ...common, body: { files: ['https://shop.example/faq', 'https://shop.example/products/AURORA'] } },
    ]);
    received = [];
    await sendAndWait(cloudflare, { everything: true });
    expect(shapes()).toEqual([{ ...common, body: { purge_everything: true } }]);
  });

  test('a failing cache is logged once, by name and status, never with its token, until it purges again', async () => {
    answer = 'refuse';
    const logged: string[] = [];
    const fastly = { kind: 'fastly', serviceId: 'SERVICE', token: fastlyToken, api };
    const forward = httpCachePurges([fastly], {
      publicUrl,
      log: (line: string) => logged.push(line),
      repurgeAfterMs: 60_000,
    });
    await forward({ tags: ['cat_p_7'] });
    await forward({ tags: ['cat_p_8'] });
    expect(logged).toEqual([
      'Purges: Fastly service SERVICE answered 403; its copies may be kept until their max-age. Said once until it purges again.',
    ]);
    answer = 'ok';
    await forward({ tags: ['cat_p_9'] });
    answer = 'refuse';
    await forward({ tags: ['cat_p_10'] });
    expect(logged).toHaveLength(2);
    expect(logged.join('\n')).not.toContain(fastlyToken);
  });

  test('a hanging cache never holds the purge up: it is given up after 3 s and logged once', async () => {
    answer = 'hang';
    const started = Date.now();
    const logged = await sendAndWait({ kind: 'varnish', url: api }, { tags: ['cat_p_7'] });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(logged).toEqual([
      `Purges: Varnish at ${new URL(api).host} no answer within 3000 ms; its copies may be kept until their max-age. Said once until it purges again.`,
    ]);
    receiver.closeAllConnections();
  });

  test('an unreachable cache is logged by its error code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const logged = await sendAndWait(
      { kind: 'varnish', url: `http://127.0.0.1:${port}` },
      { tags: ['cat_p_7'] },
    );
    expect(logged[0]).toContain(`Varnish at 127.0.0.1:${port} ECONNREFUSED`);
  });

  test('a purge is sent again after a moment, for copies fetched from an instance that had not heard it yet', async () => {
    await httpCachePurges([{ kind: 'varnish', url: api }], { publicUrl, repurgeAfterMs: 50 })({
      tags: ['cat_p_7'],
    });
    expect(received).toHaveLength(1);
    await expect.poll(() => received.length).toBe(2);
  });
});

describe('HTTP_CACHE_PURGE_URLS', () => {
  test('Varnish URLs, fastly:<service> and cloudflare:<zone> with their tokens; anything else stops the start', () => {
    expect(
      httpCachesToPurge({
        HTTP_CACHE_PURGE_URLS: 'http://varnish:6081, fastly:SERVICE, cloudflare:ZONE',
        FASTLY_API_TOKEN: 'f',
        CLOUDFLARE_API_TOKEN: 'c',
        PUBLIC_URL: 'https://shop.example',
      }),
    ).toEqual({
      caches: [
        { kind: 'varnish', url: 'http://varnish:6081' },
        { kind: 'fastly', serviceId: 'SERVICE', token: 'f' },
        { kind: 'cloudflare', zoneId: 'ZONE', token: 'c' },
      ],
    });
    expect(httpCachesToPurge({})).toEqual({ caches: [] });
    expect(httpCachesToPurge({ HTTP_CACHE_PURGE_URLS: 'varnish:6081' })).toHaveProperty('problem');
    expect(
      httpCachesToPurge({ HTTP_CACHE_PURGE_URLS: 'fastly:SERVICE', PUBLIC_URL: 'https://shop.example' }),
    ).toEqual({
      problem: 'HTTP_CACHE_PURGE_URLS names fastly: set FASTLY_API_TOKEN too.',
    });
    expect(
      httpCachesToPurge({ HTTP_CACHE_PURGE_URLS: 'cloudflare:ZONE', CLOUDFLARE_API_TOKEN: 'c' }),
    ).toHaveProperty('problem');
    expect(httpCachesToPurge({ HTTP_CACHE_PURGE_URLS: 'fastly:../x', FASTLY_API_TOKEN: 'f' })).toHaveProperty(
      'problem',
    );
  });
});

describe('the shipped Varnish configuration and docker-compose.yml (not run here: no Docker; its shape is checked)', () => {
  const repoFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
  const compose = parse(repoFile('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { build?: string; environment?: Record<string, string>; depends_on?: object }>;
  };

  test('runs Redis, two shop instances that share it and forward purges to Varnish, and Varnish built with the shipped VCL', () => {
    const { redis, varnish, ...shops } = compose.services;
    expect(redis).toBeDefined();
    expect(Object.keys(shops)).toEqual(['shop-1', 'shop-2']);
    for (const shop of Object.values(shops)) {
      expect(shop.build).toBe('.');
      expect(shop.environment?.['REDIS_URL']).toBe('redis://redis:6379');
      expect(httpCachesToPurge(shop.environment)).toEqual({
        caches: [{ kind: 'varnish', url: 'http://varnish:80' }],
      });
    }
    expect(varnish?.build).toBe('deploy/varnish');
    expect(Object.keys(varnish?.depends_on ?? {})).toEqual(['shop-1', 'shop-2']);
  });

  test("the VCL keys copies on exactly the shop's page cookies (pageCookies.ts)", () => {
    const vcl = repoFile('deploy/varnish/default.vcl');
    const kept = /cookie\.keep_re\("\^\(([^)]*)\)\$"\)/.exec(vcl)![1]!.split('|');
    const escaped = (name: string) => name.replaceAll('.', '\\.');
    expect(kept.sort()).toEqual(
      [...Object.values(pageCookieNames), `${escaped(builderTestCookiePrefix)}.+`].sort(),
    );
  });

  test("cart cookie: the guest cart's id is no page cookie, so neither the page cache nor the VCL keys copies on it and a shopper's cart leaves public pages shared", () => {
    const vcl = repoFile('deploy/varnish/default.vcl');
    const kept = new RegExp(/cookie\.keep_re\("([^"]*)"\)/.exec(vcl)![1]!);
    for (const name of [cartIdCookie('default'), cartIdCookie('trial')]) {
      expect(isPageCookie(name)).toBe(false);
      expect(kept.test(name)).toBe(false);
    }
    // The count on the header's button is one (at most 101 copies of a page): the cart itself never is.
    expect(kept.test(pageCookieNames.cartCount)).toBe(true);
  });

  test("Varnish's backends and purgers ACL name exactly the compose file's shop instances", () => {
    const vcl = repoFile('deploy/varnish/storefront-backend.vcl');
    const shops = Object.keys(compose.services).filter((name) => name.startsWith('shop-'));
    expect([...vcl.matchAll(/\.host = "([^"]+)"/g)].map(([, host]) => host)).toEqual(shops);
    const acl = /acl purgers \{([^}]*)\}/.exec(vcl)![1]!;
    for (const shop of shops) expect(acl).toContain(`"${shop}";`);
  });
});

import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pageCache } from '../../../pageCache';
import { REDIS_TIME_BOX_MS, timeBoxed } from './redis.server';
import { redisPageStore } from './sharedCaches.server';
import { redisReadStore, sharedReads } from './sharedReads.server';
import { freePort, startRedisServer, type RedisServer } from '../testing';

let redis: RedisServer;
const clients: RedisClientType[] = [];
const servers: Server[] = [];

/** Renders per path, over every instance. */
const renders = new Map<string, number>();
/** How long a path's render takes, and the paths whose render fails or whose page is gone. */
const slow = new Map<string, number>();
const failing = new Map<string, number>();
const privatePaths = new Set<string>();

/** A node-redis client as the shop makes one: commands never wait for a connection that is not there. */
async function connected(url = redis.url) {
  const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  clients.push(client as RedisClientType);
  await client.connect().catch(() => undefined);
  return client as RedisClientType;
}

/**
 * An instance of the shop: the page cache over the shared store, in front of a renderer that names the product of its
 * path (`/product-7` shows `cat_p_7`) in xkey, as the site does.
 */
async function instance(url = redis.url, { limitMs = 1000 }: { limitMs?: number } = {}) {
  // A second for Redis to answer, so a busy test machine does not pass for a slow Redis; the slow Redis's test
  // has the shop's own 50 ms.
  const boxed = timeBoxed(await connected(url), {
    what: 'Shared caches',
    meanwhile: 'pages and reads are kept in this process until it answers again.',
    limitMs,
  });
  const store = redisPageStore(boxed);
  const cache = pageCache({ shared: store, tagHeader: { name: 'xkey', separator: ' ' }, waitPollMs: 10 });
  const app = express();
  app.use(cache);
  app.get('/{*path}', async (req, res) => {
    renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, slow.get(req.path) ?? 0));
    res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-render'");
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader(
      'Cache-Control',
      privatePaths.has(req.path) ? 'private, no-store' : 'public, max-age=60, s-maxage=3600',
    );
    res.setHeader('xkey', `cat_p_${/\d+/.exec(req.path)?.[0] ?? 0} cat_p`);
    const failure = failing.get(req.path);
    if (failure) res.status(failure).setHeader('Cache-Control', 'private, no-store');
    res.end(`<html><body>render ${renders.get(req.path)} of ${req.path}<script></script></body></html>`);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const visit = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    const html = await response.text();
    return { status: response.status, state: response.headers.get('x-page-cache'), html, response };
  };
  return { cache, store, state: boxed.state, visit };
}

let first: Awaited<ReturnType<typeof instance>>;
let second: Awaited<ReturnType<typeof instance>>;

beforeAll(async () => {
  redis = await startRedisServer();
  first = await instance();
  second = await instance();
});

afterAll(async () => {
  for (const server of servers) server.close();
  for (const client of clients) if (client.isOpen) client.destroy();
  await redis.stop();
});

const rendered = (path: string) => renders.get(path) ?? 0;
/** The shared store's key of a page asked for without cookies (pageCache.ts's digestOf). */
const digestOf = (path: string) => createHash('sha256').update(`${path}\n`).digest('base64url');
/** Until the claim on a render is given back (the release runs once its copy is stored). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('page cache shared in Redis', () => {
  test('two instances sharing Redis render a public page once: the other serves its copy', async () => {
    const one = await first.visit('/product-1');
    await settled();
    const other = await second.visit('/product-1');
    expect(rendered('/product-1')).toBe(1);
    expect(other.state).toBe('hit');
    expect(other.html).toBe(one.html);
    expect(other.response.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-render'");
  });

  test("a purge in Redis reaches every instance's copy: the page is rendered once again, then shared", async () => {
    await first.visit('/product-2');
    await settled();
    await second.visit('/product-2');
    expect(rendered('/product-2')).toBe(1);
    // The instance that received the purge marks the shared copies; the other hears of it on the purge channel.
    expect(await first.cache.purgeShared({ tags: ['cat_p_2'] })).toEqual({
      marked: 1,
      tags: ['cat_p_2', 'cat_p'],
    });
    first.cache.purge({ tags: ['cat_p_2'] });
    second.cache.purge({ tags: ['cat_p_2'] });
    expect((await second.visit('/product-2')).state).toBeNull();
    await settled();
    expect((await first.visit('/product-2')).state).toBe('hit');
    expect(rendered('/product-2')).toBe(2);
  });

  test('a purged path reaches the shared copies of every query of it, and says the tags they carried', async () => {
    await first.visit('/product-3?colour=blue');
    await settled();
    expect(await second.cache.purgeShared({ paths: ['/product-3'] })).toEqual({
      marked: 1,
      tags: ['cat_p_3', 'cat_p'],
    });
    second.cache.purge({ paths: ['/product-3'] });
    expect((await second.visit('/product-3?colour=blue')).state).toBeNull();
    expect(rendered('/product-3')).toBe(2);
  });

  test('a render begun before a purge of its tags is not kept in Redis: it may show what the purge was for', async () => {
    slow.set('/product-4', 200);
    const rendering = first.visit('/product-4');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await second.cache.purgeShared({ tags: ['cat_p_4'] });
    await rendering;
    await settled();
    expect((await second.visit('/product-4')).state).toBeNull();
    expect(rendered('/product-4')).toBe(2);
  });

  test('one render across instances after a purge: while it renders, requests on both serve the purged copy (updating)', async () => {
    await first.visit('/product-5');
    await settled();
    await first.cache.purgeShared({ tags: ['cat_p_5'] });
    first.cache.purge({ tags: ['cat_p_5'] });
    second.cache.purge({ tags: ['cat_p_5'] });
    slow.set('/product-5', 300);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, at) => (at % 2 ? first : second).visit('/product-5')),
    );
    expect(rendered('/product-5')).toBe(2);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The purged copy, or the new one for a request that waited for the render in its own process.
    const states = answers.map(({ state, html }) => `${state} ${html.includes('render 2') ? 'new' : 'old'}`);
    expect(states.filter((state) => state === 'null new')).toHaveLength(1);
    expect(states.filter((state) => !['updating old', 'hit new', 'null new'].includes(state))).toEqual([]);
    expect(states).toContain('updating old');
    // Varnish or a CDN fetching the purged copy meanwhile must not keep it for its hour.
    for (const answer of answers.filter(({ state }) => state === 'updating'))
      expect(answer.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0');
    await settled();
    expect((await second.visit('/product-5')).html).toContain('render 2 of /product-5');
  });

  test('one render across instances for a page no copy of which is kept yet: the others wait for its copy', async () => {
    slow.set('/product-6', 200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, at) => (at % 2 ? first : second).visit('/product-6')),
    );
    expect(rendered('/product-6')).toBe(1);
    expect(answers.every((answer) => answer.html.includes('render 1 of /product-6'))).toBe(true);
  });

  test('a page found not to be kept (private) is not waited for again: concurrent requests each render it', async () => {
    privatePaths.add('/product-7');
    await first.visit('/product-7');
    await settled();
    const started = Date.now();
    slow.set('/product-7', 200);
    await Promise.all(Array.from({ length: 6 }, (_, at) => (at % 2 ? first : second).visit('/product-7')));
    expect(rendered('/product-7')).toBe(7);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test("a claim left by a renderer that crashed holds the page back no longer than the claim's expiry", async () => {
    const client = await connected();
    await client.set(`storefront:pages:render:${digestOf('/product-8')}`, 'crashed', {
      expiration: { type: 'PX', value: 300 },
    });
    const started = Date.now();
    const answer = await second.visit('/product-8');
    expect(answer.status).toBe(200);
    expect(rendered('/product-8')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('stale if error: the purged shared copy stands in for a failed render on another instance', async () => {
    await first.visit('/product-9');
    await settled();
    await first.cache.purgeShared({ tags: ['cat_p_9'] });
    failing.set('/product-9', 503);
    const answer = await second.visit('/product-9');
    expect(answer.status).toBe(200);
    expect(answer.state).toBe('stale');
    expect(answer.html).toContain('render 1 of /product-9');
  });

  test('a page that is gone (404) drops its shared copy', async () => {
    await first.visit('/product-10');
    await settled();
    await first.cache.purgeShared({ tags: ['cat_p_10'] });
    failing.set('/product-10', 404);
    expect((await second.visit('/product-10')).status).toBe(404);
    await settled();
    const client = await connected();
    expect(await client.exists(`storefront:pages:copy:${digestOf('/product-10')}`)).toBe(0);
  });

  test('a purge of everything marks every shared copy', async () => {
    await first.visit('/product-11');
    await settled();
    expect((await second.visit('/product-11')).state).toBe('hit');
    await first.cache.purgeShared({ everything: true });
    first.cache.purge({ everything: true });
    second.cache.purge({ everything: true });
    expect((await second.visit('/product-11')).state).toBeNull();
    expect(rendered('/product-11')).toBe(2);
  });

  test('Redis unreachable: pages are served from the process, without waiting for it, and /readyz can say so', async () => {
    const alone = await instance(`redis://127.0.0.1:${await freePort()}`);
    const started = Date.now();
    expect((await alone.visit('/product-12')).status).toBe(200);
    expect((await alone.visit('/product-12')).state).toBe('hit');
    expect(Date.now() - started).toBeLessThan(100);
    expect(alone.state()).toBe('unreachable');
  });

  test('Redis slow: a command over 50 ms is given up, the page is served from memory, and the log says so once', async () => {
    const shop = await instance(redis.url, { limitMs: REDIS_TIME_BOX_MS });
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const busy = await connected();
    // A script that keeps Redis busy for 400 ms, as a Redis swapping or saving a large dataset would.
    const blocking = busy.eval(
      "local t = redis.call('TIME') local s = t[1] * 1000000 + t[2] " +
        "repeat local n = redis.call('TIME') until n[1] * 1000000 + n[2] - s > 400000 return 1",
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    const answers = [await shop.visit('/product-13'), await shop.visit('/product-13')];
    const took = Date.now() - started;
    await blocking;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.state).toBe('hit');
    expect(took).toBeLessThan(150);
    expect(shop.state()).toBe('slow');
    expect(
      said.mock.calls.filter(([line]) => String(line).includes('Shared caches: Redis is slow')),
    ).toHaveLength(1);
    said.mockRestore();
  });
});

describe('shared reads in Redis', () => {
  /** An instance's shared reads over the shared Redis, and the tags it handed to the pages it rendered. */
  async function readsOf(url = redis.url) {
    const tagged: string[] = [];
    const reads = sharedReads({ tagPage: (tags) => tagged.push(...tags) });
    const boxed = timeBoxed(await connected(url), { what: 'Shared caches', meanwhile: '', limitMs: 1000 });
    const store = redisReadStore(boxed);
    reads.shareThrough(store);
    return { reads, store, tagged };
  }
  const product = (sku: string) => ({ products: { items: [{ sku }] } });

  test('two instances sharing Redis read a guest answer once: the other has it from Redis, its tags on its page', async () => {
    const [one, other] = [await readsOf(), await readsOf()];
    const read = vi.fn(async () => product('AURORA'));
    expect(await one.reads('aurora', read, undefined, () => ['cat_p_1'])).toEqual(product('AURORA'));
    await settled();
    expect(await other.reads('aurora', read, undefined, () => ['cat_p_1'])).toEqual(product('AURORA'));
    expect(read).toHaveBeenCalledTimes(1);
    expect(other.tagged).toEqual(['cat_p_1']);
  });

  test("a purge in Redis reaches every instance's answer: it is read once again, then shared", async () => {
    const [one, other] = [await readsOf(), await readsOf()];
    const read = vi.fn(async () => product('BOREALIS'));
    await one.reads('borealis', read, undefined, () => ['cat_p_2']);
    await settled();
    await one.store.purge(['cat_p_2']);
    one.reads.forgetTagged(['cat_p_2']);
    other.reads.forgetTagged(['cat_p_2']);
    await other.reads('borealis', read, undefined, () => ['cat_p_2']);
    await settled();
    await one.reads('borealis', read, undefined, () => ['cat_p_2']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test('a read begun before a purge of its tags is not kept in Redis: it may hold what the purge was for', async () => {
    const [one, other] = [await readsOf(), await readsOf()];
    const read = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return product('CIRRUS');
    });
    const reading = one.reads('cirrus', read, undefined, () => ['cat_p_3']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await other.store.purge(['cat_p_3']);
    await reading;
    await settled();
    await other.reads('cirrus', read, undefined, () => ['cat_p_3']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  test('Redis unreachable: reads are made and shared in the process, without waiting for it', async () => {
    const alone = await readsOf(`redis://127.0.0.1:${await freePort()}`);
    const read = vi.fn(async () => product('DELTA'));
    // The first read of a process compiles its code: it is not Redis's time.
    await alone.reads('warm', async () => product('WARM'));
    const started = Date.now();
    await alone.reads('delta', read);
    await alone.reads('delta', read);
    expect(read).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

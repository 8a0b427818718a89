import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import compression from 'compression';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import CachePolicy from 'http-cache-semantics';
import { isEditorUrl, pageCache, type SharedCopy, type SharedPageStore } from './pageCache';

const publicPage = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'Cookie' };
const purgedPage = {
  'Cache-Control': 'public, max-age=60, s-maxage=3600, stale-while-revalidate=600',
  Vary: 'Cookie',
};

/** A renderer that counts its renders and answers what the request's path asks for, as server.mjs mounts it. */
let renders = 0;
/** Paths whose render fails (a backend down behind it) or whose page is gone, with the status the renderer answers. */
const failing = new Map<string, number>();
/** How the cache said it answered each GET (the server's metrics). */
const counted: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  // The page reads the theme cookie and nothing else, as the shop's pages read only a few of a visitor's cookies.
  app.use(pageCache({ pageCookie: (name) => name === 'theme', counted: (result) => counted.push(result) }));
  app.all('/{*path}', (req, res) => {
    renders += 1;
    // A page kept by shared caches allows its scripts by hash (documentResponse.ts); only a per-response one by nonce.
    const nonce = `nonce${renders}`;
    res.setHeader(
      'Content-Security-Policy',
      req.path === '/nonce' ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self' 'sha256-hydrate'",
    );
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (req.path === '/private') res.setHeader('Cache-Control', 'private, no-store');
    else res.set(publicPage);
    if (req.path === '/sets-cookie') res.setHeader('Set-Cookie', 'builder.tests.page=b');
    if (req.path === '/missing') res.status(404);
    const failure = failing.get(req.path);
    if (failure) {
      res.status(failure);
      res.set({ 'Cache-Control': 'private, no-store', 'Retry-After': '30' });
    }
    // Streamed in two chunks, as React streams a page.
    const theme = req.headers.cookie?.match(/theme=\w+/)?.[0];
    res.write(`<html><body>render ${renders} for ${theme ?? 'a new visitor'}`);
    res.end(`<script${req.path === '/nonce' ? ` nonce="${nonce}"` : ''}>hydrate()</script></body></html>`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

afterEach(() => {
  vi.useRealTimers();
  failing.clear();
  counted.length = 0;
});

async function visit(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  return { response, html: await response.text() };
}

describe('page cache', () => {
  test('metrics: each GET is counted as a hit or a miss (rendered)', async () => {
    await visit('/counted');
    await visit('/counted');
    expect(counted).toEqual(['miss', 'hit']);
  });

  test('a public page is rendered once per URL and cookie header, and served from memory while fresh', async () => {
    const first = await visit('/flavours');
    const second = await visit('/flavours');
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get('x-page-cache')).toBe('hit');
    expect(first.response.headers.get('x-page-cache')).toBeNull();

    const dark = await visit('/flavours', { headers: { Cookie: 'theme=dark' } });
    expect(dark.html).toContain('for theme=dark');
    expect(dark.response.headers.get('x-page-cache')).toBeNull();
    expect((await visit('/flavours?colour=amber')).response.headers.get('x-page-cache')).toBeNull();
  });

  test('cookies the page does not read do not make a copy of their own; the ones it reads do', async () => {
    const first = await visit('/visitors', { headers: { Cookie: '_ga=GA1.1.111; theme=dark' } });
    const other = await visit('/visitors', { headers: { Cookie: 'theme=dark; _ga=GA1.1.222; seen=1' } });
    expect(other.response.headers.get('x-page-cache')).toBe('hit');
    expect(other.html).toBe(first.html);
    const light = await visit('/visitors', { headers: { Cookie: '_ga=GA1.1.111; theme=light' } });
    expect(light.response.headers.get('x-page-cache')).toBeNull();
    expect(light.html).toContain('for theme=light');
    const anonymous = await visit('/visitors', { headers: { Cookie: '_ga=GA1.1.333' } });
    expect(anonymous.response.headers.get('x-page-cache')).toBeNull();
    expect(anonymous.html).toContain('for a new visitor');
    expect((await visit('/visitors')).response.headers.get('x-page-cache')).toBe('hit');
  });

  test("a page whose Content-Security-Policy carries a nonce is never kept: its nonce would be every visitor's", async () => {
    const first = await visit('/nonce');
    const second = await visit('/nonce');
    expect(second.response.headers.get('x-page-cache')).toBeNull();
    expect(second.html).not.toBe(first.html);
  });

  test('a copy is compressed again for a browser that accepts gzip, and is the same page', async () => {
    const plain = await visit('/compressed', { headers: { 'Accept-Encoding': 'identity' } });
    const copy = await visit('/compressed', { headers: { 'Accept-Encoding': 'identity' } });
    expect(copy.response.headers.get('x-page-cache')).toBe('hit');
    expect(copy.html).toBe(plain.html);
    const zipped = await visit('/zipped', { headers: { 'Accept-Encoding': 'gzip' } });
    const zippedCopy = await visit('/zipped', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zippedCopy.response.headers.get('x-page-cache')).toBe('hit');
    expect(zippedCopy.response.headers.get('content-encoding')).toBe('gzip');
    expect(zippedCopy.html).toBe(zipped.html);
  });

  test('one copy serves every Accept-Encoding: a copy rendered for one client is a hit for a browser that accepts gzip', async () => {
    const plain = await visit('/any-encoding', { headers: { 'Accept-Encoding': 'identity' } });
    const zipped = await visit('/any-encoding', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.response.headers.get('x-page-cache')).toBe('hit');
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.html).toBe(plain.html);
  });

  test('private pages, pages that set a cookie, error pages and form posts are rendered every time', async () => {
    for (const [path, method] of [
      ['/private', 'GET'],
      ['/sets-cookie', 'GET'],
      ['/missing', 'GET'],
      ['/posted', 'POST'],
    ] as const) {
      const before = renders;
      await visit(path, { method });
      const again = await visit(path, { method });
      expect(again.response.headers.get('x-page-cache'), path).toBeNull();
      expect(renders - before, path).toBe(2);
    }
  });

  test('a page is rendered again once its max-age has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await visit('/expires');
    expect((await visit('/expires')).response.headers.get('x-page-cache')).toBe('hit');
    vi.setSystemTime(Date.now() + 61_000);
    expect((await visit('/expires')).response.headers.get('x-page-cache')).toBeNull();
  });

  test('any builder.* parameter or __builder_editing__ marks an editor or preview URL, whatever the model', () => {
    const editorUrl = (search: string) => isEditorUrl(new URL(`https://shop.test/faq${search}`));
    expect(editorUrl('?__builder_editing__=true')).toBe(true);
    expect(editorUrl('?builder.preview=page')).toBe(true);
    expect(editorUrl('?builder.preview=section')).toBe(true);
    expect(editorUrl('?builder.overrides.page=draft-1')).toBe(true);
    expect(editorUrl('?builder.frameEditing=page&utm=x')).toBe(true);
    expect(editorUrl('')).toBe(false);
    expect(editorUrl('?colour=amber&builderish=1')).toBe(false);
  });

  test('editor and preview URLs are never stored nor served from the cache, whatever their headers say', async () => {
    for (const path of [
      '/draft?builder.preview=page',
      '/draft?__builder_editing__=true',
      '/draft?builder.overrides.page=x',
    ]) {
      const before = renders;
      await visit(path);
      const again = await visit(path);
      expect(again.response.headers.get('x-page-cache'), path).toBeNull();
      expect(renders - before, path).toBe(2);
    }
  });
});

describe('stale if error', () => {
  const hours = (count: number) => count * 60 * 60 * 1000;

  test('stale-if-error: a render failing with a 5xx is answered with the last good copy, up to 24 hours after it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const good = await visit('/outage');
    vi.setSystemTime(Date.now() + 61_000);
    failing.set('/outage', 503);
    const stale = await visit('/outage');
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('x-page-cache')).toBe('stale');
    expect(stale.response.headers.get('retry-after')).toBeNull();
    expect(stale.html).toBe(good.html);
    expect(stale.response.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-hydrate'");
    // No cache in front keeps the stand-in: the next request after the outage must reach a render.
    expect(stale.response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0');

    // The metrics see a render (miss), then a miss whose failed render the stale copy stood in for.
    expect(counted).toEqual(['miss', 'miss', 'stale']);

    failing.set('/outage', 500);
    vi.setSystemTime(Date.now() + hours(23));
    expect((await visit('/outage')).response.headers.get('x-page-cache')).toBe('stale');

    vi.setSystemTime(Date.now() + hours(2));
    const tooOld = await visit('/outage');
    expect(tooOld.response.status).toBe(500);
    expect(tooOld.response.headers.get('x-page-cache')).toBeNull();
  });

  test('stale-if-error: without a copy the failure goes out as it is, with its Retry-After', async () => {
    failing.set('/never-cached', 503);
    const { response } = await visit('/never-cached');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  test('stale-if-error: a page that is gone (404) drops its copy, so a later outage does not bring it back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await visit('/retired');
    vi.setSystemTime(Date.now() + 61_000);
    failing.set('/retired', 404);
    expect((await visit('/retired')).response.status).toBe(404);
    failing.set('/retired', 503);
    expect((await visit('/retired')).response.status).toBe(503);
  });
});

describe('page cache purges', () => {
  const tagHeader = { name: 'xkey', separator: ' ' };
  /** Each path's tags, as the renderer names them; a render can be held until released. */
  const tagsOfPath: Record<string, string> = {
    '/products/AURORA': 'cat_p cat_p_10',
    '/category/devices': 'cat_p cat_p_10 cat_p_11',
    '/': 'builder_page builder_page_home',
  };
  let tagged: Server;
  let base: string;
  let counted = 0;
  let hold: Promise<void> | undefined;
  const cache = pageCache({ tagHeader });
  const failure = new Set<string>();

  beforeAll(async () => {
    const app = express();
    app.use(cache);
    app.get('/{*path}', async (req, res) => {
      counted += 1;
      const render = counted;
      if (hold) await hold;
      if (failure.has(req.path)) return void res.status(503).set('Cache-Control', 'no-store').end('down');
      res.set({
        ...(req.path === '/kept-an-hour' ? purgedPage : publicPage),
        'Content-Type': 'text/html; charset=utf-8',
        xkey: tagsOfPath[req.path] ?? '',
      });
      res.end(`<p>render ${render} of ${req.path}</p>`);
    });
    tagged = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => tagged.once('listening', resolve));
    base = `http://127.0.0.1:${(tagged.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => tagged.close(resolve)));
  afterEach(() => {
    failure.clear();
    vi.useRealTimers();
  });

  const served = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { state: response.headers.get('x-page-cache'), html: await response.text() };
  };

  test('a purge of a tag renders again exactly the pages that carry it, the others stay served from memory', async () => {
    for (const path of Object.keys(tagsOfPath)) await served(path);
    expect(cache.purge({ tags: ['cat_p_10'] }).marked).toBe(2);
    expect((await served('/products/AURORA')).state).toBeNull();
    expect((await served('/category/devices')).state).toBeNull();
    expect((await served('/')).state).toBe('hit');
    expect((await served('/products/AURORA')).state).toBe('hit');
  });

  test('a purge of a path renders that path again under every query and cookie, and tells the tags its copies carried', async () => {
    await served('/category/devices?sort=price');
    await served('/category/devices');
    const purged = cache.purge({ paths: ['/category/devices?anything'] });
    expect(purged.marked).toBe(2);
    expect(purged.tags.sort()).toEqual(['cat_p', 'cat_p_10', 'cat_p_11']);
    expect((await served('/category/devices?sort=price')).state).toBeNull();
    expect((await served('/')).state).toBe('hit');
  });

  test('a purge of everything renders every page again; purging again marks nothing more (idempotent)', async () => {
    await served('/');
    expect(cache.purge({ everything: true }).marked).toBeGreaterThan(0);
    expect(cache.purge({ everything: true }).marked).toBe(0);
    expect((await served('/')).state).toBeNull();
  });

  test('a purged copy still stands in for a render that fails (grace), and is not served otherwise', async () => {
    await served('/products/AURORA');
    await served('/products/AURORA');
    cache.purge({ tags: ['cat_p_10'] });
    failure.add('/products/AURORA');
    const stale = await served('/products/AURORA');
    expect(stale.state).toBe('stale');
  });

  test('max-age follows purges: a page purges reach is served from memory for its s-maxage (an hour), not a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await served('/kept-an-hour');
    vi.setSystemTime(Date.now() + 30 * 60_000);
    expect((await served('/kept-an-hour')).state).toBe('hit');
    vi.setSystemTime(Date.now() + 31 * 60_000);
    expect((await served('/kept-an-hour')).state).toBeNull();
  });

  test('a render that began before a purge of one of its tags is not stored: the next visitor gets a fresh render', async () => {
    cache.purge({ everything: true });
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const inFlight = served('/products/AURORA');
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.purge({ tags: ['cat_p_10'] });
    hold = undefined;
    release();
    expect((await inFlight).state).toBeNull();
    expect((await served('/products/AURORA')).state).toBeNull();
    expect((await served('/products/AURORA')).state).toBe('hit');
  });
});

describe('with a store shared between instances', () => {
  test('one render across instances: a claim won just after another instance kept its render serves that copy, not a second render', async () => {
    const policy = new CachePolicy(
      { url: '/shared', method: 'GET', headers: { cookie: '' } },
      { status: 200, headers: { 'cache-control': purgedPage['Cache-Control'], vary: 'Cookie' } },
      { shared: true },
    ).toObject();
    const copy = (html: string, purged: boolean): SharedCopy => ({
      policy,
      html,
      staleUntil: Date.now() + 60_000,
      tags: [],
      purged,
    });
    // The look-up finds the purged copy; by the time the claim is won, the other instance's render has been kept.
    const found = [copy('old page', true), copy('new page', false)];
    const released: boolean[] = [];
    const store: SharedPageStore = {
      lookUp: async () => ({ copy: found.shift(), purgeCount: 1, rendering: false, notKept: false }),
      store: async () => undefined,
      drop: async () => undefined,
      claimRender: async () => (notKept) => void released.push(notKept),
      purge: async () => undefined,
    };
    let rendered = 0;
    const app = express();
    app.use(pageCache({ shared: store }));
    app.get('/{*path}', (req, res) => {
      rendered += 1;
      res.set(purgedPage).send('a second render');
    });
    const shop = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => shop.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/shared`);
      expect(await response.text()).toBe('new page');
      expect(response.headers.get('x-page-cache')).toBe('hit');
      expect(rendered).toBe(0);
      // The claim goes back at once, for the next purge's render.
      expect(released).toEqual([false]);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });
});

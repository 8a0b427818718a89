import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStaticHandler, type LoaderFunction } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CART_COUNT_COOKIE } from '@storefront/features/cart';
import { LOGGED_IN_COOKIE } from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { pageCache } from '../../pageCache';
import { isPageCookie, pageCookieNames } from '../lib/pageCookies';
import { cacheHeaders } from '../lib/security';
import { loader as categoryLoader } from './category.$id';
import { loader as productLoader } from './products.$sku';
import { loader as searchLoader } from './search';
import { serverReads } from '../lib/caching/sharedReads.server';

// Each test sets its own backend answers: none may be read from an earlier test's.
beforeEach(() => serverReads.forget());

// The catalogue pages, as React Router runs their loaders for a document request.
const pages = createStaticHandler([
  { path: '/products/:sku', loader: productLoader as LoaderFunction },
  { path: '/category/:id', loader: categoryLoader as LoaderFunction },
  { path: '/search', loader: searchLoader as LoaderFunction },
]);
const cataloguePages = ['/products/AURORA', '/category/devices', '/search?q=amber', '/search'];
const signedIn = { Cookie: `theme=dark; ${LOGGED_IN_COOKIE}=true` };

/** The status and the headers the loader gives the page (a route's `headers` passes them on unchanged). */
async function open(path: string, headers: Record<string, string> = {}) {
  const context = await pages.query(new Request(`http://shop.test${path}`, { headers }));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  return { status: context.statusCode, headers: Object.values(context.loaderHeaders)[0] ?? new Headers() };
}

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  sandbox.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.close());

/** A backend that fails, with the monitoring report of each failed call kept out of the test output. */
function commerceAndSearchDown() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sandbox.use(http.all('*/sandbox/commerce/graphql*', () => HttpResponse.error()));
  sandbox.use(http.all('*/sandbox/search*', () => HttpResponse.error()));
}

describe('catalogue cache: what the loaders answer', () => {
  test.each(cataloguePages)(
    'catalogue cache: an anonymous %s page is public, refreshed in the background and varying by cookie',
    async (path) => {
      const page = await open(path, { Cookie: 'theme=dark; _ga=GA1.1.7' });
      expect(page.status).toBe(200);
      const policy = path.startsWith('/search') ? cacheHeaders.publicPage : cacheHeaders.purgedPage;
      expect(page.headers.get('Cache-Control')).toBe(policy['Cache-Control']);
      expect(page.headers.get('Cache-Control')).toMatch(/stale-while-revalidate/);
      expect(page.headers.get('Vary')).toBe('Cookie');
    },
  );

  test('max-age follows purges: product and category pages are kept an hour by shared caches and a minute by browsers, search results a minute everywhere', async () => {
    for (const path of ['/products/AURORA', '/category/devices']) {
      const policy = (await open(path)).headers.get('Cache-Control') ?? '';
      expect(policy, path).toMatch(/\bs-maxage=3600\b/);
      expect(policy, path).toMatch(/\bmax-age=60\b/);
    }
    expect((await open('/search?q=amber')).headers.get('Cache-Control')).not.toMatch(/s-maxage/);
  });

  test.each(cataloguePages)("catalogue cache: a signed-in shopper's %s page is private", async (path) => {
    const page = await open(path, signedIn);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test.each(['/products/AURORA', '/category/devices', '/search?q=amber'])(
    'catalogue cache: %s answered 503 when its backend fails is never marked public',
    async (path) => {
      commerceAndSearchDown();
      const page = await open(path);
      expect(page.status).toBe(503);
      expect(page.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
    },
  );

  test('catalogue cache: a sorted and filtered category page is public like the bare one', async () => {
    const page = await open('/category/sticks?sort=price-asc&flavor=Amber&flavor=Mint');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe(cacheHeaders.purgedPage['Cache-Control']);
  });

  test('catalogue cache: a sort or filter written another way is redirected to its one URL, keeping other parameters', async () => {
    const answer = await pages.query(
      new Request('http://shop.test/category/sticks?flavor=Mint&utm_source=mail&sort=position&flavor=Amber'),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe(
      '/category/sticks?flavor=Amber&flavor=Mint&utm_source=mail',
    );
  });

  test('catalogue cache: a category filtered by a value the catalogue does not offer is never shared', async () => {
    const page = await open('/category/sticks?flavor=Nonsense');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('catalogue cache: a product page with a colour it has is public; with a colour it does not have, never shared', async () => {
    const red = await open('/products/AURORA?colour=AURORA-RED');
    expect(red.status).toBe(200);
    expect(red.headers.get('Cache-Control')).toBe(cacheHeaders.purgedPage['Cache-Control']);
    const junk = await open('/products/AURORA?colour=NONSENSE');
    expect(junk.status).toBe(200);
    expect(junk.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('catalogue cache: the login flag is a cookie the page cache keys its copies by, under the name the browser sets', () => {
    expect(pageCookieNames.loggedIn).toBe(LOGGED_IN_COOKIE);
    expect(isPageCookie(LOGGED_IN_COOKIE)).toBe(true);
  });

  test('header: the cart count is a cookie the page cache keys its copies by, under the name the cart writes', () => {
    expect(pageCookieNames.cartCount).toBe(CART_COUNT_COOKIE);
    expect(isPageCookie(CART_COUNT_COOKIE)).toBe(true);
  });
});

describe('catalogue cache: the page cache in front of the catalogue pages', () => {
  let server: Server;
  let origin: string;
  let renders = 0;

  beforeAll(async () => {
    const app = express();
    app.use(pageCache({ pageCookie: isPageCookie }));
    // The renderer as far as caching goes: the page's loader decides status and headers, the body says which render.
    app.get('/{*path}', async (req, res) => {
      renders += 1;
      const page = await open(req.url, req.headers.cookie ? { Cookie: req.headers.cookie } : {});
      res.status(page.status);
      page.headers.forEach((value, name) => res.setHeader(name, value));
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<html><body>render ${renders}</body></html>`);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return {
      status: response.status,
      cache: response.headers.get('x-page-cache'),
      html: await response.text(),
    };
  };

  test('catalogue cache: the second anonymous request for a product page is served from the page cache', async () => {
    const first = await visit('/products/AURORA', { Cookie: 'theme=dark' });
    const second = await visit('/products/AURORA', { Cookie: 'theme=dark; _ga=GA1.1.8' });
    expect(first.cache).toBeNull();
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
  });

  test('catalogue cache: each sort and filter of a category is its own copy in the page cache', async () => {
    const cheapest = await visit('/category/sticks?sort=price-asc');
    const byName = await visit('/category/sticks?sort=name-asc');
    expect([cheapest.cache, byName.cache]).toEqual([null, null]);
    expect(byName.html).not.toBe(cheapest.html);
    const again = await visit('/category/sticks?sort=price-asc');
    expect(again.cache).toBe('hit');
    expect(again.html).toBe(cheapest.html);
  });

  test("catalogue cache: a signed-in shopper's product page is private and never served from the page cache", async () => {
    await visit('/category/devices', { Cookie: 'theme=dark' });
    expect((await visit('/category/devices', { Cookie: 'theme=dark' })).cache).toBe('hit');
    const before = renders;
    const first = await visit('/category/devices', signedIn);
    const second = await visit('/category/devices', signedIn);
    expect([first.cache, second.cache]).toEqual([null, null]);
    expect(renders).toBe(before + 2);
  });

  test('catalogue cache: a 503 from a failing backend is never stored', async () => {
    commerceAndSearchDown();
    const first = await visit('/products/NOVA');
    const second = await visit('/products/NOVA');
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(second.cache).toBeNull();
    sandbox.resetHandlers();
    // Once the backend is back, the page is rendered afresh, not a kept failure.
    const recovered = await visit('/products/NOVA');
    expect(recovered.status).toBe(200);
    expect(recovered.cache).toBeNull();
  });
});

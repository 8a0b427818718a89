import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { seededPages } from '@storefront/features/backends/content/sandbox';
import { defaultConfig } from '@storefront/features/platform';
import { sandboxHandlers } from '@storefront/features/platform/sandbox';
import { fetchPublishedPagePaths, MalformedContentError } from '../builder/content.server';
// Loaded once with the file, so the fresh copy each test imports is evaluated, never compiled, inside its timeout.
import '../routes/sitemap[.]xml';

/** Every product the commerce sandbox sells (its free gift is not sold on its own). */
const seededSkus = [
  'AURORA',
  'NOVA',
  'STICKS-AMBER',
  'STICKS-MINT',
  'STICKS-RUBY',
  'STICKS-ARCTIC',
  'CASE',
  'CHARGER',
  'STARTER-KIT',
  'STICKS-SUBSCRIPTION',
  // The accessory range: each kind in every device colour (more than a catalogue page's worth).
  ...['SLEEVE', 'COVER', 'LANYARD', 'POUCH'].flatMap((kind) =>
    ['OCEAN-BLUE', 'SUNSET-RED', 'MOSS-GREEN', 'GRAPHITE', 'SILVER', 'COGNAC', 'BLACK'].map(
      (colour) => `${kind}-${colour}`,
    ),
  ),
];
const publishedPaths = seededPages
  .filter((page) => page.published === 'published')
  .map((page) => page.data.url as string);

const sandbox = setupServer(...sandboxHandlers);
beforeAll(() => sandbox.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.resetHandlers());
afterAll(() => sandbox.close());

/** The route module afresh, so its brief cache of the last sitemap starts empty in every test. */
async function sitemapRoute() {
  vi.resetModules();
  return import('../routes/sitemap[.]xml');
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

beforeEach(() => {
  vi.stubEnv('PUBLIC_URL', 'http://localhost:3000');
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('sitemap.xml', () => {
  test('sitemap: every published Builder page, every category with a page and every product, absolute on the configured origin', async () => {
    const response = await (await sitemapRoute()).loader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/);
    expect(response.headers.get('Cache-Control')).toMatch(/public, max-age=\d+/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const urls = locs(xml);
    const expected = [
      ...publishedPaths,
      '/category/devices',
      '/category/sticks',
      '/category/accessories',
      ...seededSkus.map((sku) => `/products/${sku}`),
    ].map((path) => `http://localhost:3000${path}`);
    expect(urls.sort()).toEqual([...new Set(expected)].sort());
    // A draft is no page of the shop's yet.
    expect(urls.some((url) => url.includes('ember'))).toBe(false);
  });

  test.each([
    ['Builder', '*/sandbox/builder/*'],
    ['the commerce backend', '*/sandbox/commerce/*'],
  ])('sitemap: a 503 with Retry-After when %s fails, never a partial sitemap', async (_name, backend) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.use(http.all(backend, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const response = await (await sitemapRoute()).loader();
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBeTruthy();
    expect(await response.text()).not.toContain('<urlset');
  });

  test('sitemap: cached briefly, so crawlers do not ask the backends on every request', async () => {
    const route = await sitemapRoute();
    const first = await (await route.loader()).text();
    sandbox.use(http.all('*/sandbox/commerce/*', () => HttpResponse.error()));
    const second = await route.loader();
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(first);
  });
});

describe("Builder's published pages", () => {
  test('page list: every published page, asked with targeting off, up to 100 a request, until a short answer', async () => {
    const asked: URL[] = [];
    sandbox.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/v3/content/page')) asked.push(new URL(request.url));
    });
    expect((await fetchPublishedPagePaths(defaultConfig)).sort()).toEqual([...publishedPaths].sort());
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('noTargeting')).toBe('true');
    expect(asked[0]!.searchParams.get('limit')).toBe('100');
    sandbox.events.removeAllListeners();
  });

  test('page list: an answer without a list of results is a failure, not an empty site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.use(
      http.get('*/sandbox/builder/api/v3/content/page', () => HttpResponse.json({ message: 'oops' })),
    );
    await expect(fetchPublishedPagePaths(defaultConfig)).rejects.toBeInstanceOf(MalformedContentError);
  });
});

describe('robots.txt', () => {
  test('robots: account, cart, checkout, sign-in, registration, password reset, search and Builder previews disallowed, with the sitemap', async () => {
    const { loader } = await import('../routes/robots[.]txt');
    const text = await loader().text();
    for (const path of [
      '/account',
      '/cart',
      '/checkout',
      '/sign-in',
      '/register',
      '/password-reset',
      '/search',
    ])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toMatch(/\nDisallow: \/\*\?\*builder\.preview=\n/);
    expect(text).toMatch(/\nDisallow: \/\*\?\*__builder_editing__\n/);
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('\nSitemap: http://localhost:3000/sitemap.xml\n');
  });
});

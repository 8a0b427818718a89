import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

// Queries whose first result pages together reach every document of the search sandbox's index.
const queries = ['charger', 'amber', 'delivery', 'device', 'flavour', 'store', 'points', 'gift'];

// The published pages of the pages sandbox (the draft /flavours/ember is a 404 by design).
const seededPages = [
  '/',
  '/iluma-club',
  '/flavours/amber',
  '/flavour-finder',
  '/faq',
  '/articles/flavour-guide',
  '/articles/device-care',
  '/articles/loyalty-points',
  '/articles/new-colours',
];

/** The targets of the <a> elements in server HTML, entities in the attribute decoded. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));
}

/** Links into the shop's own pages: not the sandbox backends, static files, other hosts, mail or phone. */
function isShopPage(href: string): boolean {
  if (!href.startsWith('/') && !href.startsWith('#')) return false;
  if (href.startsWith('//') || href.startsWith('/sandbox')) return false;
  return !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!);
}

/**
 * Requests each linked page once and lists the links that do not lead anywhere: a status other than 200, or an anchor
 * (/faq#charging, #main) with no element of that id on the page.
 */
function linkChecker(request: APIRequestContext) {
  const pages = new Map<string, Promise<{ status: number; html: string }>>();
  const load = (path: string) => {
    let loaded = pages.get(path);
    if (!loaded) {
      loaded = request
        .get(path)
        .then(async (response) => ({ status: response.status(), html: await response.text() }));
      pages.set(path, loaded);
    }
    return loaded;
  };
  return {
    load,
    async deadLinks(links: string[], from: string): Promise<string[]> {
      const dead = await Promise.all(
        links.filter(isShopPage).map(async (href) => {
          const [path, anchor] = href.split('#');
          const { status, html } = await load(path || from);
          if (status !== 200) return `${href} answers ${status} (linked from ${from})`;
          if (anchor && !html.includes(`id="${anchor}"`))
            return `${href} has no #${anchor} (linked from ${from})`;
          return undefined;
        }),
      );
      return dead.filter((problem) => problem !== undefined);
    },
  };
}

test('content: every search result and every link on the seeded pages leads to a page that answers 200', async ({
  request,
}) => {
  const checker = linkChecker(request);
  const dead: string[] = [];

  for (const query of queries) {
    const from = `/search?q=${encodeURIComponent(query)}`;
    const { status, html } = await checker.load(from);
    expect(status, from).toBe(200);
    const results = html.match(/<ol[^>]*aria-label="Search results"[^>]*>([\s\S]*?)<\/ol>/)?.[1] ?? '';
    const links = linksIn(results);
    expect(links.length, `results for “${query}”`).toBeGreaterThan(0);
    dead.push(...(await checker.deadLinks(links, from)));
  }

  for (const from of seededPages) {
    const { status, html } = await checker.load(from);
    expect(status, from).toBe(200);
    dead.push(...(await checker.deadLinks(linksIn(html), from)));
  }

  expect(dead).toEqual([]);
});

test('content: a product page for a SKU the catalogue does not have answers 404, so a dead product link is caught', async ({
  request,
}) => {
  const response = await request.get('/products/NO-SUCH-SKU');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});

test('content: a category the shop does not have answers 404, and the ones it has answer 200', async ({
  request,
}) => {
  const unknown = await request.get('/category/no-such-category');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  for (const category of ['devices', 'sticks', 'accessories']) {
    expect((await request.get(`/category/${category}`)).status()).toBe(200);
  }
});

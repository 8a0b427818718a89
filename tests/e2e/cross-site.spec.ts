import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../site/app/routes';
import { sandboxPaths } from '../../features/src/platform/sandbox/paths';
import { declineCookies } from './support/accounts';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPage, test } from './support/test';

/**
 * Issue 27: a page on another site cannot change anything in the shop, and no form sends a shopper off it. Every route
 * in site/app/routes.ts is tried, so a new route is covered the day it is added.
 */
const appDir = path.resolve(import.meta.dirname, '../../site/app');
const port = Number(process.env.E2E_PORT ?? 3210);
const shop = `http://localhost:${port}`;

/** Sample values for the route table's parameters. */
const sample: Record<string, string> = {
  hash: 'x',
  number: '000000001',
  surveyId: 'x',
  sku: 'AURORA',
  id: 'devices',
};

interface ShopRoute {
  path: string;
  source: string;
}

const moduleText = (file: string) => readFileSync(path.join(appDir, file), 'utf8');

function flatten(entries: RouteConfigEntry[], parent = ''): ShopRoute[] {
  return entries.flatMap((entry) => {
    const joined = entry.index ? parent : `${parent}/${entry.path ?? ''}`.replace(/\/+$/, '');
    const url = (joined || '/')
      .replace(/:(\w+)/g, (_, name: string) => sample[name] ?? 'x')
      .replace(/\*$/, 'faq');
    const own =
      entry.path !== undefined || entry.index ? [{ path: url, source: moduleText(entry.file) }] : [];
    return [...own, ...flatten(entry.children ?? [], entry.path ? joined : parent)];
  });
}

const shopRoutes = flatten(routes);
/** Routes whose module takes a post (an action): a document post, and React Router's own `.data` post from the app. */
const withAction = shopRoutes.filter(({ source }) =>
  /export (async )?function action\b|export const action\b/.test(source),
);
const targets = [
  ...shopRoutes.map(({ path }) => path),
  ...withAction.map(({ path }) => `${path === '/' ? '/_root' : path}.data`),
  ...Object.values(sandboxPaths).map((base) => `${base}/x`),
];

/** Every field the shop's forms read that a forged post would fill in to have an effect. */
const forgedForm = {
  theme: 'dark',
  consent: 'granted',
  language: 'de',
  view: 'trial',
  returnTo: '/',
  email: 'ada@example.com',
  password: 'Sandbox!2026',
};

const families: Record<string, Record<string, string>> = {
  'Origin evil': { Origin: 'http://evil.example' },
  'Origin null': { Origin: 'null' },
  'Sec-Fetch-Site cross-site': { 'Sec-Fetch-Site': 'cross-site' },
  'a sibling site': { Origin: 'http://evil.localhost', 'Sec-Fetch-Site': 'same-site' },
};
const tried: Record<string, number> = {};
let crossSiteEffects = 0;
let foreignRedirects = 0;

test.afterAll(() => {
  // Reported with the run (the figures).
  console.log(
    `cross-site requests tried: ${JSON.stringify(tried)}; cross-site effects: ${crossSiteEffects}; foreign redirects: ${foreignRedirects}`,
  );
});

const count = (family: string) => (tried[family] = (tried[family] ?? 0) + 1);

test('cross-site: the route table has the form routes the shop is known to take posts on', () => {
  // The enumeration itself is checked, so an empty list cannot make the next test pass.
  expect(withAction.map(({ path }) => path)).toEqual(
    expect.arrayContaining([
      '/preferences/theme',
      '/preferences/language',
      '/preferences/analytics',
      '/trial',
      '/sign-in',
      '/account/session',
    ]),
  );
  expect(shopRoutes.length).toBeGreaterThan(withAction.length);
});

test('cross-site: a post from another site (Origin evil, Origin null, Sec-Fetch-Site cross-site) to every route and the sandbox is 403 and sets nothing', async ({
  request,
}) => {
  for (const url of targets)
    for (const [family, headers] of Object.entries(families))
      for (const method of ['POST', 'PUT', 'DELETE']) {
        count(family);
        const response = await request.fetch(`${shop}${url}`, {
          method,
          headers,
          form: forgedForm,
          maxRedirects: 0,
        });
        const label = `${family}: ${method} ${url}`;
        if (response.status() !== 403 || response.headers()['set-cookie'] !== undefined)
          crossSiteEffects += 1;
        expect(response.status(), label).toBe(403);
        expect(response.headers()['set-cookie'], label).toBeUndefined();
        expect(await response.text(), label).toContain('another site');
      }
  expect(crossSiteEffects).toBe(0);
});

test("cross-site: the same posts from the shop's own pages still count (the refusal is about the origin alone)", async ({
  request,
}) => {
  for (const url of ['/preferences/theme', '/preferences/analytics', '/preferences/language', '/trial']) {
    const response = await request.post(`${shop}${url}`, {
      headers: { Origin: shop, 'Sec-Fetch-Site': 'same-origin' },
      form: forgedForm,
      maxRedirects: 0,
    });
    expect(response.status(), url).toBe(302);
    expect(response.headers()['set-cookie'], url).toBeDefined();
  }
});

/** Routes that send the shopper to a path a form names (found by the field they hand to safeReturnPath). */
const redirectingRoutes = shopRoutes.flatMap(({ path, source }) =>
  [...source.matchAll(/safeReturnPath\(form\.get\('(\w+)'\)/g)].map((match) => ({ path, field: match[1]! })),
);

/** The open-redirect corpus: protocol-relative in every spelling a browser or a server reads as one, and schemes. */
const corpus = [
  '//evil.example',
  '/\\evil.example',
  '/.//evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '\\\\evil.example',
  'https://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  '/./\\evil.example',
  '/a/../..//evil.example',
];

async function followedTo(request: APIRequestContext, url: string, form: Record<string, string>) {
  const response = await request.post(`${shop}${url}`, { headers: { Origin: shop }, form, maxRedirects: 0 });
  expect(response.status(), url).toBe(302);
  return new URL(response.headers()['location'] ?? '', `${shop}${url}`);
}

test('redirects: every route that follows a request-given path stays in the shop for the whole corpus', async ({
  request,
}) => {
  expect(redirectingRoutes.map(({ path }) => path)).toEqual(
    expect.arrayContaining([
      '/preferences/theme',
      '/preferences/language',
      '/preferences/analytics',
      '/trial',
    ]),
  );
  for (const { path, field } of redirectingRoutes)
    for (const target of corpus) {
      count('redirect corpus');
      const landed = await followedTo(request, path, { ...forgedForm, [field]: target });
      if (landed.origin !== shop) foreignRedirects += 1;
      expect(landed.origin, `${path} ${field}=${JSON.stringify(target)}`).toBe(shop);
      expect(landed.pathname, `${path} ${field}=${JSON.stringify(target)}`).not.toMatch(/^\/[/\\]|evil/);
    }
  expect(foreignRedirects).toBe(0);
});

test('redirects: Chromium following a preference form with the corpus stays in the shop', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Anything that would leave is caught here rather than reaching the network.
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ status: 200, body: 'left the shop' }),
  );
  for (const target of corpus) {
    count('redirect corpus (Chromium)');
    // A light page of the shop's own origin to post from: the form is the shopper's, the target the corpus's.
    await page.goto('/robots.txt');
    const left = page.waitForURL((url) => url.pathname !== '/robots.txt', { waitUntil: 'commit' });
    await page.evaluate((target) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/preferences/theme';
      for (const [name, value] of Object.entries({ theme: 'light', returnTo: target })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, target);
    await left;
    const landed = new URL(page.url());
    if (landed.origin !== shop) foreignRedirects += 1;
    expect(landed.origin, JSON.stringify(target)).toBe(shop);
  }
});

test("redirects: sign-in's next never leaves the shop", async ({ browser }) => {
  test.setTimeout(150_000);
  for (const next of ['/.//evil.example', '/%09/evil.example', '//evil.example', '/\\evil.example']) {
    count('redirect corpus (sign-in)');
    const page = await openPage(browser);
    await page.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ status: 200, body: 'left the shop' }),
    );
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    await declineCookies(page);
    await page.getByLabel('E-mail address').fill('ada@example.com');
    await page.getByLabel('Password').fill('Sandbox!2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/sign-in');
    const landed = new URL(page.url());
    if (landed.origin !== shop) foreignRedirects += 1;
    expect(landed.origin, next).toBe(shop);
    expect(landed.pathname, next).toBe('/account');
    await page.context().close();
  }
});

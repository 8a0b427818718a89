import { spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { REPURGE_AFTER_MS } from '../../site/server/httpCaches.mjs';
import { ownPort, startServer, upgradeStatus, type ServerProcess } from './support/server';
import { startVarnish, type VarnishProcess } from './support/varnish';

/**
 * Issue 30, the HTTP cache in front: a real Varnish (Debian's, with varnish-modules' xkey) runs the shipped VCL
 * (deploy/varnish/default.vcl) in front of a production server, which forwards every purge it receives to it
 * (HTTP_CACHE_PURGE_URLS). Shoppers and Builder's webhook come through Varnish, as in production; Magento purges the
 * shop instance itself. The server counts its renders (STOREFRONT_TEST_RENDERS=count).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shopPort = ownPort(16);
const varnishPort = ownPort(17);
const secret = 'e2e-webhook-secret-0123456789abcdef';
let shop: ServerProcess;
let varnish: VarnishProcess;
/** Another address of this machine: a purge from it is neither loopback nor in any allow list. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  expect(external, 'a network address besides loopback').toBeDefined();
  shop = await startServer({
    port: shopPort,
    env: {
      STOREFRONT_TEST_RENDERS: 'count',
      BUILDER_WEBHOOK_SECRET: secret,
      HTTP_CACHE_PURGE_URLS: `http://127.0.0.1:${varnishPort}`,
      // Shoppers reach the shop by Varnish's address here (a public name in production).
      ALLOWED_HOSTS: `127.0.0.1:${varnishPort}`,
    },
  });
  expect(shop.child.exitCode, shop.output()).toBeNull();
  varnish = await startVarnish({
    port: varnishPort,
    backends: [{ host: '127.0.0.1', port: shopPort }],
    alsoListenOn: [external!],
  });
});

test.afterAll(async () => {
  await varnish?.stop();
  await shop?.stop();
});

const renders = async (): Promise<Record<string, number>> =>
  (await fetch(`${shop.origin}/__test/renders`)).json();

/** A page through Varnish: its status, whether Varnish had it (x-cache HIT), and its headers. */
const throughVarnish = async (path: string, origin = varnish.origin) => {
  const response = await fetch(`${origin}${path}`);
  await response.text();
  return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers };
};
const warm = async (...paths: string[]) => {
  for (const path of paths) {
    await throughVarnish(path);
    expect((await throughVarnish(path)).cache, path).toBe('HIT');
  }
};
/** Waits out the second sending of the last purge (REPURGE_AFTER_MS), so that a miss after it is the test's own. */
const resendPassed = () => new Promise((resolve) => setTimeout(resolve, REPURGE_AFTER_MS + 500));
const magentoPattern = (...tags: string[]) => tags.map((tag) => `((^|,)${tag}(,|$))`).join('|');
const webhook = (body: unknown, authorization = `Bearer ${secret}`) =>
  fetch(`${varnish.origin}/hooks/builder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  });
/** Polls a page through Varnish until `fresh` holds, and says how long it took. */
const freshWithin = async (path: string, fresh: () => Promise<boolean>) => {
  const started = performance.now();
  await expect
    .poll(async () => (await throughVarnish(path), await fresh()), { timeout: 2_000, intervals: [50] })
    .toBe(true);
  return Math.round(performance.now() - started);
};

const product = '/products/AURORA';
const category = '/category/devices';
const otherProduct = '/products/CASE';
const faq = { id: 'sandbox-faq', published: 'published', data: { url: '/faq' } };

test('Varnish keeps a page: the second request is a Varnish hit and the shop renders nothing', async () => {
  const first = await throughVarnish(product);
  expect(first.status).toBe(200);
  expect(first.cache).toBe('MISS');
  const before = await renders();
  const second = await throughVarnish(product);
  expect(second.cache).toBe('HIT');
  expect(second.headers.get('xkey')?.split(' ')).toContain('cat_p');
  expect(await renders()).toEqual(before);
  // Keyed on the page cookies only: another cookie is the same copy, another language a copy of its own.
  const visitorId = await fetch(`${varnish.origin}${product}`, { headers: { Cookie: '_ga=GA1.2.3' } });
  expect(visitorId.headers.get('x-cache')).toBe('HIT');
  const german = await fetch(`${varnish.origin}${product}`, { headers: { Cookie: 'lang=de; _ga=GA1.2.3' } });
  expect(german.headers.get('x-cache')).toBe('MISS');
  // What must not be kept is passed: Builder's editor URLs.
  expect((await throughVarnish(`${product}?__builder_editing__=true`)).cache).toBe('PASS');
});

test('a copy Varnish serves to every shopper carries no nonce: its scripts run by their hashes and it hydrates', async ({
  page,
}) => {
  await warm('/');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${varnish.origin}/`);
  expect(response!.headers()['x-cache']).toBe('HIT');
  expect(response!.headers()['content-security-policy']).not.toContain("'nonce-");
  expect(await response!.text()).not.toContain('nonce=');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(violations).toEqual([]);
});

test('Varnish hands the live-updates websocket through to the shop, whose own checks still apply', async () => {
  expect(await upgradeStatus(varnish.origin, varnish.origin)).toBe(101);
  expect(await upgradeStatus(varnish.origin, 'https://evil.example')).toBe(403);
});

test('hostile: a wrong or missing webhook secret is 401, an unknown model 204, a 1 MB body 413, PURGE from elsewhere 405 at the shop and at Varnish; nothing leaves Varnish', async () => {
  await warm(product, category, '/faq', '/');
  const before = await renders();
  const publish = { modelName: 'page', operation: 'publish', newValue: faq, previousValue: faq };
  const refused = await webhook(publish, 'Bearer not-the-secret');
  expect(refused.status).toBe(401);
  expect(await refused.text()).toBe('Unauthorized\n');
  expect((await webhook(publish, '')).status).toBe(401);
  expect((await webhook({ ...publish, modelName: 'blog-post' })).status).toBe(204);
  const oversized = await fetch(`${varnish.origin}/hooks/builder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ ...publish, padding: 'x'.repeat(1_100_000) }),
  });
  expect(oversized.status).toBe(413);
  const everything = { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*' } };
  expect((await fetch(`http://${external}:${shopPort}/`, everything)).status).toBe(405);
  // Varnish's purgers ACL: a purge of every key from an address that is not the shop's.
  const atVarnish = await fetch(`http://${external}:${varnishPort}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'storefront:everything' },
  });
  expect(atVarnish.status).toBe(405);
  expect((await fetch(`http://${external}:${varnishPort}${product}`, { method: 'PURGE' })).status).toBe(405);

  for (const path of [product, category, '/faq', '/'])
    expect((await throughVarnish(path)).cache, path).toBe('HIT');
  expect(await renders()).toEqual(before);
});

test("Builder's webhook through Varnish: the published entry's page is rendered again and served by Varnish within 2 s, the home page stays a hit", async () => {
  await warm('/faq', '/', product);
  const before = await renders();
  const answered = await webhook({
    modelName: 'page',
    operation: 'publish',
    newValue: faq,
    previousValue: faq,
  });
  expect(answered.status).toBe(200);
  const took = await freshWithin('/faq', async () => (await renders())['/faq'] === before['/faq']! + 1);
  expect((await throughVarnish('/faq')).cache).toBe('HIT');
  test
    .info()
    .annotations.push({ type: 'purge to fresh through Varnish (webhook)', description: `${took} ms` });
  for (const path of ['/', product]) expect((await throughVarnish(path)).cache, path).toBe('HIT');
  const after = await renders();
  expect(after['/']).toBe(before['/']);
  expect(after[product]).toBe(before[product]);
});

test("Magento's PURGE of one product's tag: its page and the category listing it are fresh through Varnish within 2 s; the home page and other products are not rendered again", async () => {
  await resendPassed();
  await warm(product, category, otherProduct, '/');
  const tag = (await throughVarnish(product)).headers
    .get('xkey')!
    .split(' ')
    .find((name) => /^cat_p_\d+$/.test(name))!;
  expect((await throughVarnish(otherProduct)).headers.get('xkey')?.split(' ')).not.toContain(tag);
  const before = await renders();
  const purged = await fetch(`${shop.origin}/`, {
    method: 'PURGE',
    headers: { 'X-Magento-Tags-Pattern': magentoPattern(tag) },
  });
  expect(purged.status).toBe(200);
  const productTook = await freshWithin(
    product,
    async () => (await renders())[product] === before[product]! + 1,
  );
  const categoryTook = await freshWithin(
    category,
    async () => (await renders())[category] === before[category]! + 1,
  );
  test.info().annotations.push({
    type: 'purge to fresh through Varnish (Magento PURGE)',
    description: `product ${productTook} ms, category ${categoryTook} ms`,
  });
  for (const path of [product, category, otherProduct, '/'])
    expect((await throughVarnish(path)).cache, path).toBe('HIT');
  const after = await renders();
  expect(after['/']).toBe(before['/']);
  expect(after[otherProduct]).toBe(before[otherProduct]);
  expect(after[product]).toBe(before[product]! + 1);
  expect(after[category]).toBe(before[category]! + 1);
});

test("an operator's npm run purge reaches Varnish too: a URL's every query is fetched again, --all everything", async () => {
  const operator = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/purge.mjs', ...args, '--instance', shop.origin], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
  await warm('/faq', '/faq?utm_source=mail', '/');
  expect(operator('--url', '/faq').status).toBe(0);
  await expect
    .poll(async () => (await throughVarnish('/faq?utm_source=mail')).cache, { timeout: 2_000 })
    .toBe('MISS');
  expect((await throughVarnish('/faq')).cache).toBe('MISS');
  expect((await throughVarnish('/')).cache).toBe('HIT');
  await resendPassed();
  await warm(product, '/');
  expect(operator('--all').status).toBe(0);
  await expect.poll(async () => (await throughVarnish('/')).cache, { timeout: 2_000 }).toBe('MISS');
  expect((await throughVarnish(product)).cache).toBe('MISS');
});

test('grace: with the shop down, Varnish serves the last copy of a purged page (stale if error); a page it never had is a 503', async () => {
  await resendPassed();
  await warm('/faq');
  // Varnish's own purge from the machine itself (its purgers ACL), as the shop forwards them.
  const purged = await fetch(`${varnish.origin}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'path:/faq' },
  });
  expect(await purged.text()).toMatch(/Purged [1-9]/);
  await shop.stop();
  // Once the probe has seen the shop gone (about 2 s), the purged copy stands in.
  await expect.poll(async () => (await throughVarnish('/faq')).status, { timeout: 10_000 }).toBe(200);
  expect((await throughVarnish('/faq')).cache).toBe('HIT');
  expect((await throughVarnish('/products/NOVA')).status).toBe(503);
});

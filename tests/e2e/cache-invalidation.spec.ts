import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 30, first slice: a public page names the cache tags of what it was rendered from, and Magento's PURGE and
 * Builder's webhook have exactly the pages that show a changed entity rendered again. The production server runs as
 * `npm start` does, with the test-only render count switched on (STOREFRONT_TEST_RENDERS=count).
 */
const port = ownPort(13);
const secret = 'e2e-webhook-secret-0123456789abcdef';
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({
    port,
    env: { STOREFRONT_TEST_RENDERS: 'count', BUILDER_WEBHOOK_SECRET: secret },
  });
  expect(server.child.exitCode, server.output()).toBeNull();
});

test.afterAll(async () => {
  await server.stop();
});

const renders = async (): Promise<Record<string, number>> =>
  (await fetch(`${server.origin}/__test/renders`)).json();

const visit = async (path: string) => {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status, path).toBe(200);
  await response.text();
  return response;
};

const magentoPattern = (...tags: string[]) => tags.map((tag) => `((^|,)${tag}(,|$))`).join('|');
const purge = (headers: Record<string, string>, origin = server.origin) =>
  fetch(`${origin}/`, { method: 'PURGE', headers });
const webhook = (body: unknown, authorization = `Bearer ${secret}`) =>
  fetch(`${server.origin}/hooks/builder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  });

const product = '/products/AURORA';
const category = '/category/devices';
const pages = [product, category, '/', '/faq'];

test('tags: a public page names in xkey the Builder entries and commerce products it was rendered from', async () => {
  const productPage = await visit(product);
  const productTags = productPage.headers.get('xkey')?.split(' ') ?? [];
  expect(productTags).toContain('cat_p');
  expect(productTags.some((tag) => /^cat_p_\d+$/.test(tag))).toBe(true);
  const home = await visit('/');
  expect(home.headers.get('xkey')?.split(' ')).toContain('builder_page_sandbox-home');
  // Every product the category lists is named, the product above among them.
  const listed = (await visit(category)).headers.get('xkey')?.split(' ') ?? [];
  for (const tag of productTags.filter((name) => name.startsWith('cat_p'))) expect(listed).toContain(tag);
});

test("purge: Magento's PURGE of a product's tag has its page and the category listing it rendered again, not the home page", async () => {
  for (const path of pages) await visit(path);
  const before = await renders();
  for (const path of pages) expect((await visit(path)).headers.get('x-page-cache'), path).toBe('hit');

  const tag = (await visit(product)).headers
    .get('xkey')!
    .split(' ')
    .find((name) => /^cat_p_\d+$/.test(name))!;
  const purged = await purge({ 'X-Magento-Tags-Pattern': magentoPattern(tag) });
  expect(purged.status).toBe(200);

  for (const path of pages) await visit(path);
  const after = await renders();
  expect(after[product]).toBe(before[product]! + 1);
  expect(after[category]).toBe(before[category]! + 1);
  expect(after['/']).toBe(before['/']);
  expect(after['/faq']).toBe(before['/faq']);
  expect((await visit(product)).headers.get('x-page-cache')).toBe('hit');
});

test("purge: Builder's webhook for an entry has the pages at its URLs and those showing it rendered again, not the home page", async () => {
  for (const path of pages) await visit(path);
  const before = await renders();
  // A marketer publishes the FAQ page, and a Builder page targeting the product's URL is unpublished.
  const faq = { id: 'sandbox-faq', published: 'published', data: { url: '/faq' } };
  expect(
    (await webhook({ modelName: 'page', operation: 'publish', newValue: faq, previousValue: faq })).status,
  ).toBe(200);
  const landing = { id: 'aurora-landing', data: { url: product } };
  const unpublished = {
    modelName: 'page',
    operation: 'unpublish',
    newValue: { ...landing, published: 'draft' },
  };
  expect((await webhook({ ...unpublished, previousValue: landing })).status).toBe(200);

  for (const path of pages) await visit(path);
  const after = await renders();
  expect(after['/faq']).toBe(before['/faq']! + 1);
  expect(after[product]).toBe(before[product]! + 1);
  expect(after[category]).toBe(before[category]);
  expect(after['/']).toBe(before['/']);
});

test('hostile: a wrong or missing webhook secret is 401, an unknown model 204, a foreign pattern 400; none renders anything again', async () => {
  for (const path of pages) await visit(path);
  const before = await renders();
  const faq = {
    modelName: 'page',
    operation: 'publish',
    newValue: { id: 'sandbox-faq', data: { url: '/faq' } },
  };
  const refused = await webhook(faq, 'Bearer not-the-secret');
  expect(refused.status).toBe(401);
  expect(await refused.text()).toBe('Unauthorized\n');
  expect((await webhook(faq, '')).status).toBe(401);
  expect((await webhook({ ...faq, modelName: 'blog-post' })).status).toBe(204);
  expect((await purge({ 'X-Magento-Tags-Pattern': '(.*)+$' })).status).toBe(400);
  const oversized = await fetch(`${server.origin}/hooks/builder`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify({ ...faq, padding: 'x'.repeat(1_100_000) }),
  });
  expect(oversized.status).toBe(413);
  // A PURGE that arrives from another address of this machine (not loopback, not in PURGE_ALLOWED_ADDRESSES).
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  expect(external, 'a network address besides loopback').toBeDefined();
  expect(
    (await purge({ 'X-Magento-Tags-Pattern': '.*' }, `http://${external!.address}:${port}`)).status,
  ).toBe(405);

  for (const path of pages) expect((await visit(path)).headers.get('x-page-cache'), path).toBe('hit');
  expect(await renders()).toEqual(before);
});

test('the render count is a test hook: a production server without STOREFRONT_TEST_RENDERS has no such route', async ({
  request,
}) => {
  expect((await request.get('/__test/renders')).status()).toBe(404);
});

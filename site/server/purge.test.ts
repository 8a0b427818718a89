import type { AddressInfo } from 'node:net';
import { BlockList } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { builderWebhookPurge } from '../app/builder/webhook.server';
import { errorHandler, requestGuard } from './guards.mjs';
import { magentoTagsOfPattern, purgeRoutes } from './purge.mjs';

const secret = 'a-webhook-secret-of-at-least-32-characters';
const magentoPattern = (...tags: string[]) => tags.map((tag) => `((^|,)${tag}(,|$))`).join('|');

describe("Magento's X-Magento-Tags-Pattern", () => {
  test("Magento's shape names its tags; .* is everything", () => {
    expect(magentoTagsOfPattern(magentoPattern('cat_p_7'))).toEqual(['cat_p_7']);
    expect(magentoTagsOfPattern(magentoPattern('cat_p_7', 'cat_c_3', 'cat_p_7'))).toEqual([
      'cat_p_7',
      'cat_c_3',
    ]);
    expect(magentoTagsOfPattern('.*')).toBe('everything');
  });

  test.each([
    ['empty', ''],
    ['another regular expression', '(a+)+$'],
    ['a wildcard inside the shape', '((^|,).*(,|$))'],
    ['a tag with a separator', '((^|,)cat_p,7(,|$))'],
    ['a tag with a space', '((^|,)cat p(,|$))'],
    ['the shape cut short', '((^|,)cat_p_7'],
    ['two shapes without a bar', `${magentoPattern('a')}${magentoPattern('b')}`],
    ['a trailing bar', `${magentoPattern('a')}|`],
    ['something after the shape', `${magentoPattern('a')}x`],
    ['an empty tag', '((^|,)(,|$))'],
    ['a catastrophic backtracking pattern', `((^|,)${'a'.repeat(50)}(,|$))|(a|a)*$`],
    ['everything spelled otherwise', '.+'],
  ])("hostile: %s is not Magento's shape", (_name, pattern) => {
    expect(magentoTagsOfPattern(pattern)).toBeUndefined();
  });

  test('hostile: a pattern of a hundred thousand tags is read in linear time and refused past the limit', () => {
    const huge = magentoPattern(...Array.from({ length: 100_000 }, (_, id) => `cat_p_${id}`));
    const started = performance.now();
    expect(magentoTagsOfPattern(huge)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('purge routes', () => {
  const purges: unknown[] = [];
  let server: Server;
  let base: string;
  /** The loopback address the tests connect from is not in the allow list of the second server. */
  let refusingBase: string;
  let refusing: Server;

  const start = async (purgeAllowed: BlockList, webhookSecret: string | undefined) => {
    const app = express();
    app.use(requestGuard({ hostIsWellFormed: () => true, hostIsAllowed: () => true, openPaths: [] }));
    purgeRoutes(app, {
      webhookSecret,
      webhookPurge: builderWebhookPurge,
      purgeAllowed,
      purge: (asked: unknown) => (purges.push(asked), 1),
      log: () => {},
    });
    app.use(errorHandler(() => {}));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    return { listening, url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
  };

  beforeAll(async () => {
    const loopback = new BlockList();
    loopback.addAddress('127.0.0.1');
    ({ listening: server, url: base } = await start(loopback, secret));
    ({ listening: refusing, url: refusingBase } = await start(new BlockList(), undefined));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => refusing.close(resolve));
  });
  beforeEach(() => {
    purges.length = 0;
  });

  const publish = { modelName: 'page', operation: 'publish', newValue: { id: 'faq', data: { url: '/faq' } } };
  const hook = (
    body: unknown,
    headers: Record<string, string> = { Authorization: `Bearer ${secret}` },
    url = base,
  ) =>
    fetch(`${url}/hooks/builder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  test("Builder's webhook with the secret purges the entry and its URL (200)", async () => {
    const response = await hook(publish);
    expect(response.status).toBe(200);
    expect(purges).toEqual([{ tags: ['builder_page_faq'], readTags: ['builder_page'], paths: ['/faq'] }]);
  });

  test('webhook: a retried delivery purges the same again, nothing else (idempotent)', async () => {
    await hook(publish);
    await hook(publish);
    expect(purges[0]).toEqual(purges[1]);
    expect(purges).toHaveLength(2);
  });

  test.each([
    ['no Authorization', {}],
    ['a wrong secret', { Authorization: 'Bearer wrong' }],
    ['the secret with a suffix', { Authorization: `Bearer ${secret}x` }],
    ['the secret as Basic', { Authorization: `Basic ${secret}` }],
  ])('webhook: %s is 401 without a word why, and purges nothing', async (_name, headers) => {
    const response = await hook(publish, headers);
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('Unauthorized\n');
    expect(purges).toEqual([]);
  });

  test('webhook: a body over 1 MB is 413, declared or streamed, and purges nothing', async () => {
    const big = JSON.stringify({ ...publish, padding: 'x'.repeat(1_100_000) });
    expect((await hook(big)).status).toBe(413);
    const streamed = await fetch(`${base}/hooks/builder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(purges).toEqual([]);
  });

  test('webhook: an unknown model is 204 and purges nothing; a body that is no webhook is 400', async () => {
    expect((await hook({ ...publish, modelName: 'blog-post' })).status).toBe(204);
    expect((await hook({ hello: 'world' })).status).toBe(400);
    expect((await hook('{not json')).status).toBe(400);
    expect(purges).toEqual([]);
  });

  test('webhook: without a configured secret the route does not exist (404)', async () => {
    expect((await hook(publish, { Authorization: `Bearer ${secret}` }, refusingBase)).status).toBe(404);
    expect(purges).toEqual([]);
  });

  const purge = (headers: Record<string, string>, url = base, path = '/') =>
    fetch(`${url}${path}`, { method: 'PURGE', headers });

  test("Magento's PURGE from an allowed address purges its tags, or everything with .*", async () => {
    const response = await purge({ 'X-Magento-Tags-Pattern': magentoPattern('cat_p_7', 'cat_c_3') });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Purged\n');
    expect((await purge({ 'X-Magento-Tags-Pattern': '.*' })).status).toBe(200);
    expect(purges).toEqual([{ tags: ['cat_p_7', 'cat_c_3'] }, { everything: true }]);
  });

  test('PURGE without a tags pattern purges its own path (an operator purging a URL)', async () => {
    expect((await purge({}, base, '/products/AURORA')).status).toBe(200);
    expect(purges).toEqual([{ paths: ['/products/AURORA'] }]);
  });

  test("hostile: PURGE from an address not allowed is 405, as Magento's VCL answers, and purges nothing", async () => {
    expect((await purge({ 'X-Magento-Tags-Pattern': '.*' }, refusingBase)).status).toBe(405);
    expect(purges).toEqual([]);
  });

  test("hostile: a tags pattern that is not Magento's shape is 400 and purges nothing", async () => {
    expect((await purge({ 'X-Magento-Tags-Pattern': '(a+)+$' })).status).toBe(400);
    expect(purges).toEqual([]);
  });
});

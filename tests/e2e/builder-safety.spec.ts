import { existsSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from './support/server';
import { expect, test } from './support/test';

/**
 * The production server with its Builder host pointed at a fake Builder started here: content that carries code and
 * requests, and a Builder that hangs, fails, answers nonsense or is down. The rest of the shop stays on the sandbox.
 * Ports: E2E_PORT + 5 (shop), + 6 (fake Builder), + 7 (a listener that counts every request content makes it send).
 */
const basePort = Number(process.env.E2E_PORT ?? 3210);
const shopPort = basePort + 5;
const builderPort = basePort + 6;
const listenerPort = basePort + 7;
const shop = `http://localhost:${shopPort}`;
const listener = `http://127.0.0.1:${listenerPort}`;
const marker = path.join(os.tmpdir(), `builder-safety-${process.pid}.marker`);

const element = '@builder.io/sdk:Element' as const;
const hero = (id: string, title: string) => ({
  '@type': element,
  id,
  component: { name: 'Hero', options: { title } },
});

/** Code that, run anywhere in Node, leaves a file behind and calls the listener. */
const payload = (what: string) =>
  `globalThis.process?.getBuiltinModule?.('fs')?.writeFileSync(${JSON.stringify(marker)}, ${JSON.stringify(what)}); ` +
  `fetch(${JSON.stringify(`${listener}/${what}`)});`;

const hostilePage = {
  id: 'hostile-page',
  published: 'published',
  data: {
    title: 'Safety page',
    url: '/safety-page',
    jsCode: payload('js-code'),
    tsCode: payload('ts-code'),
    httpRequests: { spy: `${listener}/http-request` },
    blocks: [
      {
        ...hero('builder-hostile-hero', 'Content is data'),
        bindings: { 'component.options.title': payload('binding') },
      },
      {
        '@type': element,
        id: 'builder-hostile-symbol',
        component: {
          name: 'Symbol',
          options: {
            symbol: {
              entry: 'nested',
              content: {
                id: 'nested',
                data: {
                  jsCode: payload('symbol'),
                  httpRequests: { spy: `${listener}/symbol-request` },
                  blocks: [],
                },
              },
            },
          },
        },
      },
    ],
  },
};
const pages: Record<string, unknown> = {
  '/': {
    id: 'fake-home',
    published: 'published',
    data: { title: 'Home', url: '/', blocks: [hero('builder-home', 'Welcome home')] },
  },
  '/safety-page': hostilePage,
  '/stale-page': {
    id: 'stale-page',
    published: 'published',
    data: { title: 'Stale', url: '/stale-page', blocks: [hero('builder-stale', 'The last good copy')] },
  },
};

type Fault = 'none' | 'hang' | '500' | '401' | 'malformed';
let fault: Fault = 'none';
const hanging = new Set<ServerResponse>();

function answerAsBuilder(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://builder.test');
  const json = (status: number, body: string) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  if (fault === 'hang') {
    hanging.add(res);
    return;
  }
  if (fault === '500') return json(500, '{"message":"Internal Server Error"}');
  if (fault === '401') return json(401, '{"message":"Invalid API key"}');
  if (fault === 'malformed') return json(200, '{"results": [{"id": "trunc');
  if (!url.pathname.endsWith('/api/v3/content/page')) return json(404, '{"message":"Not found"}');
  const { urlPath } = JSON.parse(url.searchParams.get('userAttributes') ?? '{}') as { urlPath?: string };
  const entry = urlPath ? pages[urlPath] : undefined;
  return json(200, JSON.stringify({ results: entry ? [entry] : [] }));
}

const builder = createServer(answerAsBuilder);
const heard: string[] = [];
const counting = createServer((req, res) => {
  heard.push(req.url ?? '');
  res.end('ok');
});
let server: ServerProcess | undefined;

const listen = (target: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    target.once('error', reject);
    target.listen(port, '127.0.0.1', () => {
      target.off('error', reject);
      resolve();
    });
  });
const close = (target: Server) =>
  new Promise<void>((resolve) => {
    for (const res of hanging) res.destroy();
    hanging.clear();
    target.closeAllConnections();
    target.close(() => resolve());
  });

async function get(pathname: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${shop}${pathname}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return { response, html, seconds: (Date.now() - started) / 1000 };
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  rmSync(marker, { force: true });
  await Promise.all([listen(builder, builderPort), listen(counting, listenerPort)]);
  server = await startServer({
    port: shopPort,
    entry: 'site/server.mjs',
    // Every render meets Builder as the test has it now: renders would otherwise share a good answer for a minute.
    env: { BUILDER_API_HOST: `http://127.0.0.1:${builderPort}`, SHARED_READS: 'off' },
  });
  // A server that exits at start fails here with its own output.
  if (server.child.exitCode !== null) throw new Error(`the shop exited:\n${server.output()}`);
});

test.afterEach(async () => {
  fault = 'none';
  if (!builder.listening) await listen(builder, builderPort);
});

test.afterAll(async () => {
  // Waits for the exit, so a worker that starts again after a failure finds the port free.
  await server?.stop();
  await Promise.all([close(builder), close(counting)]);
  rmSync(marker, { force: true });
});

test('builder safety: a preview or editor request never runs content code or sends content requests from the server', async () => {
  const urls = [
    '/safety-page?builder.preview=page',
    '/safety-page?__builder_editing__=true',
    '/safety-page?builder.preview=page&builder.frameEditing=page&__builder_editing__=true&builder.overrides.page=hostile-page',
    '/safety-page',
  ];
  const answers = [];
  for (const url of urls) answers.push({ url, ...(await get(url)) });
  // Whatever content code would send goes out at once; give it time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(heard).toEqual([]);
  expect(existsSync(marker)).toBe(false);
  for (const { url, response, html } of answers) {
    expect(response.status, url).toBe(200);
    // The shop's own renderer drew the page; the SDK did not render on the server.
    expect(html, url).toContain('Content is data');
    expect(html, url).not.toContain('Rendered by Builder.io');
    // The code never reaches the page's data either: the content was stripped before anything saw it.
    expect(html, url).not.toContain(listener);
    expect(html, url).not.toContain(marker);
  }
});

test("builder safety: the editor's canvas is private, no-store and noindex, and never served from the page cache; a preview link alone is the live page", async () => {
  for (const url of [
    '/safety-page?__builder_editing__=true',
    '/?builder.frameEditing=page&builder.preview=page',
  ]) {
    await get(url);
    const { response, html } = await get(url);
    expect(response.headers.get('cache-control'), url).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag'), url).toBe('noindex');
    expect(html, url).toContain('<meta name="robots" content="noindex"/>');
    expect(response.headers.get('x-page-cache'), url).toBeNull();
  }
  // Nothing proves a preview link comes from an author: it is the published page, cached like it.
  for (const url of ['/safety-page?builder.preview=page', '/?builder.preview=page']) {
    const { response } = await get(url);
    expect(response.headers.get('x-robots-tag'), url).toBeNull();
    expect(response.headers.get('cache-control'), url).toMatch(/\bpublic\b/);
  }
  const live = await get('/safety-page');
  expect(live.response.headers.get('x-robots-tag')).toBeNull();
  expect(live.response.headers.get('cache-control')).toMatch(/\bpublic\b/);
});

test("builder failures: hanging, 500, 401, malformed or down -> 503 with Retry-After and the shop's own page within 6 s, never a 404", async () => {
  const table: string[] = [];
  for (const failure of ['hang', '500', '401', 'malformed', 'down'] as const) {
    if (failure === 'down') await close(builder);
    else fault = failure;
    // The home page, under a URL no earlier test cached.
    const { response, html, seconds } = await get(`/?fault=${failure}`);
    table.push(`${failure}: ${response.status} in ${seconds.toFixed(2)} s`);
    expect(response.status, failure).toBe(503);
    expect(response.headers.get('retry-after'), failure).toBe('30');
    expect(response.headers.get('cache-control'), failure).toBe('private, no-store');
    expect(html, failure).toContain('This page is not available right now');
    expect(html, failure).toContain('role="alert"');
    expect(html, failure).not.toContain('Something went wrong');
    expect(seconds, failure).toBeLessThan(6.5);
    fault = 'none';
  }
  test.info().annotations.push({ type: 'cells', description: table.join('; ') });
});

test("builder failures: the shop's own page is announced to screen readers, hydrates without warnings and offers to try again", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  fault = '500';
  const response = await page.goto(`${shop}/?fault=browser`);
  expect(response!.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not available right now');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not load this page just now. Please try again in a minute.',
  );
  await expect(page).toHaveTitle('Page not available · Storefront');
  fault = 'none';
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome home');
  // The 503 itself is the one failed resource the browser reports.
  expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('builder failures: with a copy in the page cache, a failing Builder serves the last good page (stale-if-error)', async () => {
  const good = await get('/stale-page');
  expect(good.response.status).toBe(200);
  expect(good.html).toContain('The last good copy');
  for (const failure of ['500', 'malformed', 'down'] as const) {
    if (failure === 'down') await close(builder);
    else fault = failure;
    // no-cache: the cache must ask the renderer, as it does once a copy has expired.
    const { response, html } = await get('/stale-page', { 'Cache-Control': 'no-cache' });
    expect(response.status, failure).toBe(200);
    expect(response.headers.get('x-page-cache'), failure).toBe('stale');
    expect(html, failure).toContain('The last good copy');
  }
});

test('builder: only a successful answer with no entry for the URL is a 404', async () => {
  const { response, html } = await get('/no-page-targets-this');
  expect(response.status).toBe(404);
  expect(html).toContain('Page not found');
});

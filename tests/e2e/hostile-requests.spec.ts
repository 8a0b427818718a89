import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownPort, rawRequest, startServer, statusOf, type ServerProcess } from './support/server';

/**
 * Issue 11: requests an attacker would send, against the production server exactly as `npm start` runs it
 * (NODE_ENV=production, the sandbox asked for). Every answer is a designed status with no stack trace, and the
 * process is still serving after each batch.
 */
const port = ownPort(0);
const host = `localhost:${port}`;
let server: ServerProcess;
let sent = 0;

const clientDir = path.resolve(
  import.meta.dirname,
  '../../site',
  process.env.SITE_BUILD_DIR ?? 'build',
  'client',
);
const asset = `/assets/${readdirSync(path.join(clientDir, 'assets')).find((name) => name.endsWith('.js'))}`;

/** A stack frame (`at fn (file:line:col)`), a file path of this machine, or a module path: none may reach a client. */
const leak = /\n\s*at \S|\bat .+:\d+:\d+|file:\/\/|node_modules|\/work\/|[A-Z]:\\|\.tsx?:\d/;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ port });
  expect(server.child.exitCode, server.output()).toBeNull();
});

test.afterAll(async () => {
  // Reported with the run: how many hostile requests one run sends.
  console.log(`hostile requests sent: ${sent}`);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toMatch(/uncaughtException|unhandledRejection/);
});

async function raw(request: string): Promise<{ status: number; answer: string }> {
  sent += 1;
  const answer = await rawRequest(port, request);
  return { status: statusOf(answer), answer };
}

async function send(
  request: APIRequestContext,
  url: string,
  options: Parameters<APIRequestContext['fetch']>[1],
) {
  sent += 1;
  const response = await request.fetch(`http://${host}${url}`, { maxRedirects: 0, ...options });
  return { status: response.status(), body: await response.text() };
}

/** After every batch: the process still answers its liveness check. */
async function stillServing(request: APIRequestContext) {
  sent += 1;
  const response = await request.get(`http://${host}/healthz`);
  expect(response.status()).toBe(200);
  expect(server.child.exitCode).toBeNull();
}

const pages = ['/', '/products/AURORA', '/no-such-page', '/sign-in'];
/**
 * Pages whose route takes a form (sign-in posts before hydration; a Builder page, found or not, takes its Builder
 * forms' posts). The home page's route is the index route: a post to `/` without `?index` is the root's, which has none.
 */
const pagesWithAnAction = ['/sign-in', '/no-such-page'];
const statics = [asset, '/assets/no-such-file.js', '/images/stores/store.svg', '/favicon.svg'];
const sandboxPaths = [
  '/sandbox/commerce/graphql',
  '/sandbox/account-evo/users/authentication/sessions',
  '/sandbox/builder/api/v3/content/page',
  '/sandbox/x',
];
const everyday = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// Methods no route implements: standard (TRACE, CONNECT), WebDAV (PROPFIND) and invented (BREW).
const exotic = ['TRACE', 'CONNECT', 'PROPFIND', 'BREW'];

test('methods: every HTTP method on pages, assets and sandbox paths gets its designed status, no stack, no crash', async ({
  request,
}) => {
  for (const url of [...pages, ...statics, ...sandboxPaths]) {
    for (const method of everyday) {
      const { status, body } = await send(request, url, {
        method,
        data: method === 'GET' || method === 'HEAD' ? undefined : '',
      });
      expect(body, `${method} ${url}`).not.toMatch(leak);
      if (url.startsWith('/sandbox/')) expect(status, `${method} ${url}`).toBeLessThan(500);
      else if (method === 'GET' || method === 'HEAD')
        expect([200, 404], `${method} ${url}`).toContain(status);
      // A page's action takes a form POST only: an empty body is no form (400); other methods and static files 405.
      else if (method === 'POST' && pagesWithAnAction.includes(url))
        expect(status, `${method} ${url}`).toBe(400);
      else expect(status, `${method} ${url}`).toBe(405);
    }
    for (const method of exotic) {
      const { status, answer } = await raw(
        `${method} ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(status, `${method} ${url}`).toBe(501);
      expect(answer).not.toMatch(leak);
    }
    await stillServing(request);
  }
});

test('stranger: a page that only takes forms answers GET with 405 and Allow: POST, without a stack', async ({
  request,
}) => {
  for (const url of ['/account/session', '/preferences/theme']) {
    for (const method of ['GET', 'HEAD', 'PUT']) {
      sent += 1;
      const response = await request.fetch(`http://${host}${url}`, {
        method,
        data: method === 'PUT' ? 'theme=dark' : undefined,
        maxRedirects: 0,
      });
      expect(response.status(), `${method} ${url}`).toBe(405);
      expect(response.headers()['allow'], `${method} ${url}`).toBe('POST');
      const body = await response.text();
      expect(body, `${method} ${url}`).not.toMatch(leak);
      if (method !== 'HEAD')
        expect(body, `${method} ${url}`).toContain('This page only accepts forms sent with POST.');
    }
  }
  // React Router's "no loader" error, with its stack, was logged for every such GET.
  expect(server.output()).not.toMatch(/did not provide a `loader`/);
  await stillServing(request);
});

test('hosts: a malformed or foreign Host header gets a plain 400 and chooses nothing', async ({
  request,
}) => {
  const hosts = [
    '[',
    '[::1',
    'attacker:4560',
    `localhost:${port}@attacker`,
    `localhost:${port}, attacker`,
    'a b',
    '',
  ];
  for (const name of hosts)
    for (const url of ['/', '/sandbox/x', '/products/AURORA', asset]) {
      const { status, answer } = await raw(
        `GET ${url} HTTP/1.1\r\nHost: ${name}\r\nConnection: close\r\n\r\n`,
      );
      expect(status, `Host: ${name} ${url}`).toBe(400);
      expect(answer).not.toMatch(leak);
    }
  // No Host at all (HTTP/1.0), an absolute-form target naming another host, a request line that is not HTTP.
  for (const line of [
    'GET / HTTP/1.0\r\n',
    `GET http://attacker:4560/ HTTP/1.1\r\nHost: ${host}\r\n`,
    'GET /\r\n',
    `GET /%%% HTTP/1.1\r\nHost: ${host}\r\n`,
  ]) {
    const { status, answer } = await raw(`${line}Connection: close\r\n\r\n`);
    expect([400, 404], line).toContain(status);
    expect(answer).not.toMatch(leak);
  }
  // X-Forwarded-Host counts only behind a trusted proxy (TRUST_PROXY), which this server has not been told of.
  const forwarded = await raw(
    `GET /products/AURORA HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-Host: attacker:4560\r\nConnection: close\r\n\r\n`,
  );
  expect(forwarded.status).toBe(200);
  expect(forwarded.answer).not.toContain('attacker');
  await stillServing(request);
});

test('bodies: oversized bodies are 413, bodies of unknown length 411, and invalid JSON to the sandbox 400', async ({
  request,
}) => {
  const json = { 'content-type': 'application/json' };
  const posts: Array<[string, Record<string, string>, string | Buffer, number]> = [
    ['/sandbox/commerce/graphql', json, JSON.stringify({ query: 'x'.repeat(1_100_000) }), 413],
    [
      '/sandbox/loyalty-evo/consumers/x/contests',
      { 'content-type': 'application/octet-stream' },
      Buffer.alloc(10_500_000),
      413,
    ],
    [
      '/sign-in',
      { 'content-type': 'application/x-www-form-urlencoded' },
      `email=${'a'.repeat(1_000_001)}`,
      413,
    ],
    [
      '/preferences/theme',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'x'.repeat(2_000_000),
      413,
    ],
  ];
  for (const [url, headers, data, expected] of posts) {
    const { status, body } = await send(request, url, { method: 'POST', headers, data });
    expect(status, url).toBe(expected);
    expect(body).not.toMatch(leak);
  }
  const chunked = await raw(
    `POST /sign-in HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n3\r\na=b\r\n0\r\n\r\n`,
  );
  expect(chunked.status).toBe(411);

  const invalid = ['{', '{"email": ', '[1,', 'nul', '{"a":1}}', '\u0000', '{"__proto__": {"polluted": 1}'];
  for (const url of [
    '/sandbox/commerce/graphql',
    '/sandbox/account-evo/users/authentication/sessions',
    '/sandbox/account-evo/users/register',
    '/sandbox/account-legacy/login',
    '/sandbox/loyalty-evo/consumers/x/reward',
    '/sandbox/engagement-evo/api/messaging/marketing-communications',
    '/sandbox/engagement/subscribe',
    '/sandbox/builder/api/v1/track',
  ])
    for (const data of invalid) {
      const { status, body } = await send(request, url, { method: 'POST', headers: json, data });
      expect(status, `${url} ${JSON.stringify(data)}`).toBe(400);
      expect(body).not.toMatch(leak);
    }
  await stillServing(request);
});

test('paths: traversal in /assets, /images and other static URLs never leaves the build folder', async ({
  request,
}) => {
  const attempts = [
    '/assets/../../server.mjs',
    '/assets/../../../package.json',
    '/assets/%2e%2e/%2e%2e/server.mjs',
    '/assets/..%2f..%2fserver.mjs',
    '/assets/%2e%2e%2f%2e%2e%2fserver.mjs',
    '/assets/..%5c..%5cserver.mjs',
    '/assets/%252e%252e/%252e%252e/server.mjs',
    '/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/server.mjs',
    '/images/../../../../etc/passwd',
    '/images/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/images/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/../../server.mjs',
    '/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2f.env',
    '/favicon.svg/..%2f..%2fserver.mjs',
    '/.env',
    '/server.mjs',
    '/assets/%00../server.mjs',
    '/images//etc/passwd',
  ];
  for (const url of attempts) {
    const { status, answer } = await raw(`GET ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect([400, 403, 404], url).toContain(status);
    // Neither the server's source, the package manifest, .env nor a system file.
    expect(answer, url).not.toMatch(/createRequestHandler|"workspaces"|root:x:0|PUBLIC_URL=/);
    expect(answer, url).not.toMatch(leak);
  }
  await stillServing(request);
});

test('sandbox from the browser: a shopper on 127.0.0.1 while PUBLIC_URL names localhost reaches it on the page origin', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('requestfailed', (call) => failed.push(call.url()));
  sent += 1;
  // The product page asks the commerce backend (the sandbox here) for the product again from the browser.
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/sandbox/commerce/')),
    page.goto(`http://127.0.0.1:${port}/products/AURORA`),
  ]);
  expect(new URL(answer.url()).host).toBe(`127.0.0.1:${port}`);
  expect(answer.status()).toBe(200);
  expect(failed).toEqual([]);
});

/** The numbers a stranger writes where the shop reads one (issue 27): too large, past 2^53, negative, not one. */
const hostileNumbers = ['1e300', '9007199254740993', '-1', 'NaN', '1000000'];

test('abuse: page, per_page and quantity at 1e300, 2^53+1, -1, NaN and 10^6 on every route that reads one are answered within 1 s and the process keeps answering /healthz', async ({
  request,
}) => {
  const tenant = { 'x-tenant-token': 'sandbox-tenant' };
  /** [url, headers, the statuses a careful answer may have] for one written number. */
  const reads = (n: string): Array<[string, Record<string, string>, number[]]> => [
    // The site's search page redirects a page it never links to to the one it shows.
    [`/search?q=a&page=${n}`, {}, [302]],
    [`/search.data?q=a&page=${n}`, {}, [200, 202, 302]],
    // A price bound up to 1,000,000 is a filter (nothing matches it); any other is dropped from the URL.
    [`/category/devices?price=0_${n}`, {}, [n === '1000000' ? 200 : 302]],
    [`/flavour-finder?q1=${n}`, {}, [200]],
    [`/sandbox/search/api/search?q=a&page=${n}`, {}, [400]],
    [`/sandbox/search/api/search?q=a&per_page=${n}`, {}, [400]],
    [`/sandbox/loyalty-evo/rewards?page=${n}&per_page=${n}`, tenant, [200]],
    [`/sandbox/loyalty-legacy/prizes?page=${n}&perPage=${n}`, tenant, [200]],
    [`/sandbox/address-suggest?text=ber&results=${n}`, {}, [200]],
  ];
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const started = Date.now();
    const { status, body } = await send(request, '/sandbox/commerce/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ query, variables }),
    });
    expect(Date.now() - started, `${query} ${JSON.stringify(variables)}`).toBeLessThan(1000);
    expect(status).toBe(200);
    expect(body).not.toMatch(leak);
    return JSON.parse(body) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const cart = await graphql('mutation { createGuestCart { cart { id } } }', {});
  const cartId = (cart.data?.createGuestCart as { cart: { id: string } }).cart.id;
  for (const n of hostileNumbers) {
    for (const [url, headers, statuses] of reads(n)) {
      const started = Date.now();
      const { status, body } = await send(request, url, { headers });
      expect(Date.now() - started, url).toBeLessThan(1000);
      expect(statuses, url).toContain(status);
      expect(body, url).not.toMatch(leak);
    }
    // GraphQL carries numbers as JSON: NaN can only be written as a string, which its Int and Float refuse.
    const value = n === 'NaN' ? 'NaN' : Number(n);
    const products = await graphql(
      'query ($size: Int, $page: Int) { products(search: "a", pageSize: $size, currentPage: $page) { total_count } }',
      { size: value, page: value },
    );
    if (n !== '1000000') expect(products.errors, n).toBeDefined();
    const added = await graphql(
      'mutation ($cart: String!, $qty: Float!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: "CHARGER", quantity: $qty }]) { cart { total_quantity } user_errors { message } } }',
      { cart: cartId, qty: value },
    );
    // No quantity past the stock (or below one) reaches the cart.
    const total = (added.data?.addProductsToCart as { cart: { total_quantity: number } } | undefined)?.cart
      .total_quantity;
    expect(total ?? 0, n).toBeLessThan(1000);
  }
  await stillServing(request);
});

test('nosniff: every kind of answer says X-Content-Type-Options: nosniff (pages, page data, files, sandbox JSON, 404, 405, plain refusals)', async ({
  request,
}) => {
  const answers: Array<[string, string, Record<string, string>?]> = [
    ['GET', '/'],
    ['GET', '/search.data?q=a'],
    ['GET', asset],
    ['GET', '/favicon.svg'],
    ['GET', '/images/stores/store.svg'],
    ['GET', '/nope.js'],
    ['GET', '/no-such-page'],
    ['GET', '/sandbox/search/api/search?q=a'],
    ['GET', '/sandbox/x'],
    ['POST', '/favicon.svg'],
    ['GET', '/preferences/theme'],
    ['GET', '/healthz'],
    ['GET', '/%'],
    ['GET', '/', { host: 'attacker.example' }],
  ];
  for (const [method, url, headers] of answers) {
    sent += 1;
    const response = await request.fetch(`http://${host}${url}`, { method, headers, maxRedirects: 0 });
    expect(response.headers()['x-content-type-options'], `${method} ${url}`).toBe('nosniff');
  }
  const refused = await raw(`GET / HTTP/1.1\r\nHost: ${host}\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(refused.status).toBe(431);
  expect(refused.answer).toContain('X-Content-Type-Options: nosniff');
});

test('static misses: a missing file (/nope.js, /assets/x.css, /images/x.png) is a small plain 404, not the 404 page', async ({
  request,
}) => {
  for (const url of [
    '/nope.js',
    '/assets/x.css',
    '/assets/no-such-file.js',
    '/images/x.png',
    '/deep/path/a.map',
  ]) {
    const { status, body } = await send(request, url, {});
    expect(status, url).toBe(404);
    expect(body.length, url).toBeLessThan(100);
  }
  // Routes named like files and page data still reach their routes.
  expect((await send(request, '/robots.txt', {})).status).toBe(200);
  expect((await send(request, '/sitemap.xml', {})).status).toBe(200);
  expect((await send(request, '/search.data?q=a', {})).status).toBe(200);
  // Paths that only end like a file name are not files: an unknown product's page, the sandbox outbox.
  const product = await send(request, '/products/NO.SUCH', {});
  expect(product.status).toBe(404);
  expect(product.body.length).toBeGreaterThan(1000);
  expect(
    (await send(request, `/sandbox/outbox/${encodeURIComponent('nobody@example.com')}`, {})).body,
  ).toContain('The sandbox has sent nothing to nobody@example.com');
});

test('junk URLs: a path that does not decode is a plain 400 and logs only its request line', async ({
  request,
}) => {
  const before = server.output().length;
  for (const url of ['/%', '/%E0%A4%A', '/products/%', '/sandbox/%', '/category/%ZZ', '/assets/%'])
    for (const method of ['GET', 'HEAD', 'POST']) {
      const { status, answer } = await raw(
        `${method} ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(status, `${method} ${url}`).toBe(400);
      expect(answer).not.toMatch(leak);
    }
  await stillServing(request);
  // One JSON line per request (method, path and status, logged at debug for files), nothing else.
  for (const line of server.output().slice(before).split('\n').filter(Boolean))
    expect(JSON.parse(line)).toMatchObject({ res: { status: expect.any(Number) } });
});

test('stall hook: without STOREFRONT_TEST_FAULTS (npm start) POST /__test/stall does not exist and the process keeps answering', async ({
  request,
}) => {
  const { status } = await send(request, '/__test/stall', { method: 'POST' });
  expect(status).not.toBe(202);
  expect(server.output()).not.toContain('STOREFRONT_TEST_FAULTS');
  await stillServing(request);
});

test('junk bodies: forms that are no forms, broken encodings and refused codes to every form route write no stack to the log', async ({
  request,
}) => {
  const before = server.output().length;
  const routes = ['/sign-in', '/register', '/contact', '/password-reset', '/preferences/theme', '/trial'];
  const formRoutes = [
    ...routes,
    '/account/session',
    '/account/codes',
    '/newsletter/subscription',
    '/consent/validate/x',
    '/account/orders/1/invoice',
  ];
  const bodies: Array<[string, string]> = [
    ['application/x-www-form-urlencoded', 'a=%ZZ&b=%&hash=%00'],
    ['multipart/form-data', '--x\r\n'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x'],
    ['application/json', '{"__proto__": {"a": 1}}'],
    ['text/plain', '\u0000\u0001'],
  ];
  for (const url of formRoutes)
    for (const [type, data] of bodies) {
      const { status, body } = await send(request, url, {
        method: 'POST',
        headers: { 'content-type': type, origin: `http://${host}` },
        data,
      });
      expect(status, `${url} ${type}`).toBeLessThan(500);
      expect(body).not.toMatch(leak);
    }
  await stillServing(request);
  // A stack in a JSON line is written with escaped newlines.
  expect(server.output().slice(before)).not.toMatch(/(\n|\\n)\s+at \S/);
});

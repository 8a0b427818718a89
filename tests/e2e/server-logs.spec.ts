import { expect, openPage, test } from './support/test';
import { declineCookies, newShopper, register, signIn } from './support/accounts';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 31: the server's log as an on-call engineer reads it. Every line is JSON; each request is one line with its
 * id, page route, status and duration; the answer names the id; and nothing a shopper types reaches a line.
 */
const port = ownPort(13);
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The proxy in front (here: this machine) is trusted, so the request id it sends is kept.
  server = await startServer({ port, env: { TRUST_PROXY: 'loopback' } });
});

test.afterAll(() => server.stop());

interface LogLine {
  level: number;
  time: number;
  instance: string;
  msg: string;
  requestId?: string;
  route?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  responseTime?: number;
}

/** Every line the server wrote, each of which must be JSON. */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

test('logs: each page request is one JSON line with its id, route, status, duration and instance, and the answer names the id', async ({
  request,
}) => {
  const answer = await request.get(`${server.origin}/products/AURORA`, {
    headers: { 'X-Request-Id': 'edge-4711' },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-request-id']).toBe('edge-4711');
  await expect
    .poll(() => logLines(server.output()).filter((line) => line.requestId === 'edge-4711'))
    .toEqual([
      expect.objectContaining({
        level: 30,
        time: expect.any(Number),
        instance: expect.stringMatching(/:\d+$/),
        route: 'routes/products.$sku',
        req: { method: 'GET', path: '/products/AURORA' },
        res: { status: 200 },
        responseTime: expect.any(Number),
      }),
    ]);

  // An id that is not a short token is not taken: the shop makes its own.
  const odd = await request.get(`${server.origin}/`, { headers: { 'X-Request-Id': 'a b\tc' } });
  expect(odd.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // Health probes are not logged; the query (what a shopper searched, a link's token) never is.
  await request.get(`${server.origin}/healthz`);
  await request.get(`${server.origin}/search?q=private-words`);
  await expect.poll(() => server.output()).toContain('"path":"/search"');
  expect(server.output()).not.toContain('/healthz');
  expect(server.output()).not.toContain('private-words');
});

test("request id: every backend call a page makes carries the page request's X-Request-Id", async ({
  request,
}) => {
  // The sandbox stands in for the backends on the same server and logs its own requests at debug: the calls the
  // product page made to it name the page's id, handed on in their X-Request-Id (this machine is a trusted proxy).
  const debug = await startServer({
    port: ownPort(27),
    env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'debug' },
  });
  try {
    const answer = await request.get(`${debug.origin}/products/AURORA`, {
      headers: { 'X-Request-Id': 'edge-backend-31' },
    });
    expect(answer.status()).toBe(200);
    const backendCalls = () =>
      logLines(debug.output())
        .filter((line) => line.requestId === 'edge-backend-31' && line.req?.path.startsWith('/sandbox/'))
        .map((line) => line.req?.path.split('/')[2]);
    await expect.poll(backendCalls).toContain('commerce');
  } finally {
    await debug.stop();
  }
});

test('logs: a request id from a proxy the shop does not trust is replaced by its own', async ({
  request,
}) => {
  const untrusting = await startServer({ port: ownPort(14), env: { TRUST_PROXY: undefined } });
  try {
    const answer = await request.get(`${untrusting.origin}/`, { headers: { 'X-Request-Id': 'forged-1' } });
    const id = answer.headers()['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => logLines(untrusting.output()).some((line) => line.requestId === id)).toBe(true);
    expect(untrusting.output()).not.toContain('forged-1');
  } finally {
    await untrusting.stop();
  }
});

test('logs: no line holds a password, e-mail address, name, street or phone number typed in sign-in, registration or checkout', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await openPage(browser, { baseURL: server.origin });
  // A wrong password first: a refusal is what a log is most tempted to explain.
  await page.goto('/sign-in');
  await declineCookies(page);
  await page.getByLabel('E-mail address').fill('ada@example.com');
  await page.getByLabel('Password').fill('Wrong!Guess42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, 'newer', 'ada@example.com');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  const shopper = newShopper('Hedwig', 'Kiesekamp');
  await register(page, 'newer', shopper);
  await page.goto('/products/CHARGER');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Street', { exact: true }).fill('Zeugenbergweg');
  await page.getByLabel('House number').fill('9');
  await page.getByLabel('Postcode').fill('06484');
  await page.getByLabel('City').fill('Quedlinburg');
  await page.getByLabel('Phone number').fill('+49394677123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: /Delivery/ })).toBeVisible({ timeout: 20_000 });
  await page.context().close();

  const lines = logLines(server.output());
  expect(lines.some((line) => line.req?.path === '/checkout')).toBe(true);
  const log = JSON.stringify(lines);
  for (const typed of [
    'ada@example.com',
    'Wrong!Guess42',
    shopper.email,
    shopper.password,
    shopper.firstName,
    shopper.lastName,
    'Zeugenbergweg',
    'Quedlinburg',
    '+49394677123',
  ])
    expect(log, typed).not.toContain(typed);
});

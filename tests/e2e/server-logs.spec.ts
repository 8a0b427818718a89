import { expect, test } from './support/test';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 31: the server's log as an on-call engineer reads it. Every line is JSON; each request is one line with its
 * id, page route, status and duration; and the answer names the id. That nothing a shopper types reaches a line is
 * server-redaction.spec.ts's, with the traces and error reports.
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

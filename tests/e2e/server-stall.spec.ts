import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { ownPort, startServer, statusOf, type ServerProcess } from './support/server';

/**
 * Issue 27: a serving process whose event loop is blocked is replaced by the supervisor, and a slow sender cannot hold a
 * socket. The server runs as `npm start` does, with the test-only stall hook switched on and a short request timeout.
 */
const port = ownPort(7);
const requestTimeoutMs = 2000;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({
    port,
    env: { STOREFRONT_TEST_FAULTS: 'stall', REQUEST_TIMEOUT_MS: String(requestTimeoutMs) },
  });
  expect(server.child.exitCode, server.output()).toBeNull();
});

test.afterAll(async () => {
  await server.stop();
});

/** /healthz within half a second, or false: a blocked process never answers, and a wait must not hang the test. */
const healthy = () =>
  fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  );

test('stall: a serving process whose event loop is blocked is replaced within 15 s and /healthz answers again', async () => {
  test.setTimeout(60_000);
  const stalled = await fetch(`${server.origin}/__test/stall`, { method: 'POST' });
  expect(stalled.status).toBe(202);
  const since = Date.now();
  expect(await healthy()).toBe(false);
  await expect.poll(healthy, { timeout: 20_000, intervals: [250] }).toBe(true);
  const replacedAfter = Date.now() - since;
  console.log(`stalled process replaced, /healthz answering again after ${replacedAfter} ms`);
  expect(replacedAfter).toBeLessThan(15_000);
  // On a quiet machine the replacement (started at 5 s of silence) answers before the stalled process is killed at 10 s.
  await expect
    .poll(server.output, { timeout: 15_000 })
    .toMatch(/has not answered for 10 s, its event loop blocked: ending it \(SIGKILL\)/);
  await expect
    .poll(server.output, { timeout: 5_000 })
    .toContain('A server process stopped (SIGKILL): another has taken its place');
  expect(server.child.exitCode).toBeNull();
});

test('slow body: a request whose body is still arriving after REQUEST_TIMEOUT_MS is answered 408 and its socket closed', async () => {
  for (const path of ['/sign-in', '/sandbox/commerce/graphql']) {
    const since = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        // 100 bytes announced, 7 sent: a sender that trickles (or stops) and keeps the socket open.
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
            'Content-Length: 100\r\n\r\nemail=a',
        ),
      );
      let received = '';
      socket.setTimeout(30_000, () => socket.destroy(new Error(`${path}: the socket was held 30 s`)));
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const heldFor = Date.now() - since;
    expect(statusOf(answer), path).toBe(408);
    expect(answer, path).toContain('X-Content-Type-Options: nosniff');
    // The limit, plus Node's check every second and a loaded machine's slack.
    expect(heldFor, path).toBeLessThan(requestTimeoutMs + 3000);
  }
  expect(await healthy()).toBe(true);
});

test('stall: a server whose process is blocked still stops on SIGTERM: the process is ended after its 10 s drain', async () => {
  test.setTimeout(60_000);
  await expect.poll(healthy, { timeout: 20_000 }).toBe(true);
  expect((await fetch(`${server.origin}/__test/stall`, { method: 'POST' })).status).toBe(202);
  const since = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  // Stopped before the watchdog's 10 s would have replaced it: the SIGKILL after the drain ended it.
  expect(Date.now() - since).toBeLessThan(15_000);
  expect(code).toBe(0);
});

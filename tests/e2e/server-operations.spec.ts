import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { ownPort, rawRequest, startServer, statusOf } from './support/server';

/** Issue 11: the server as operations see it: start-up checks, the sandbox switch, health, HTTPS and shutdown. */
const production = { NODE_ENV: 'production', SANDBOX: undefined };
// Every backend configured (to a closed port: nothing here calls them).
const backendVariables = [
  'ACCOUNT_API_URL',
  'LOYALTY_API_URL',
  'COMMERCE_GRAPHQL_URL',
  'PAYMENTS_API_URL',
  'ENGAGEMENT_API_URL',
  'SEARCH_API_URL',
  'STORE_SEARCH_API_URL',
  'ADDRESS_SUGGEST_URL',
  'PLATFORM_API_URL',
  'BUILDER_API_HOST',
  'LIVE_UPDATES_URL',
  'SUBSCRIPTIONS_API_URL',
];
const everyBackend = Object.fromEntries(backendVariables.map((name) => [name, 'http://127.0.0.1:9/x']));

test('start-up: each malformed variable is named and the process exits 1 without a stack', async () => {
  const server = await startServer({
    port: ownPort(1),
    entry: 'site/server.mjs',
    env: {
      PUBLIC_URL: 'shop.example',
      SEARCH_API_URL: 'search.example',
      STORE_VIEW: 'premium',
      LOYALTY_TIMEOUT_MS: 'soon',
      CAPTCHA_ENABLED: 'maybe',
      TRUST_PROXY: 'my-proxy',
      METRICS_PORT: 'ninety',
    },
  });
  expect(await server.exited).toBe(1);
  const output = server.output();
  for (const variable of [
    'PUBLIC_URL',
    'SEARCH_API_URL',
    'STORE_VIEW',
    'LOYALTY_TIMEOUT_MS',
    'CAPTCHA_ENABLED',
    'TRUST_PROXY',
    'METRICS_PORT',
  ])
    expect(output).toContain(variable);
  expect(output).toContain('The storefront cannot start');
  expect(output).not.toMatch(/(\n|\\n)\s+at /);
});

test('sandbox: in production with backends unset and no SANDBOX=on the server refuses to start, naming them', async () => {
  const { SEARCH_API_URL: _search, BUILDER_API_HOST: _builder, ...someBackends } = everyBackend;
  const server = await startServer({
    port: ownPort(1),
    entry: 'site/server.mjs',
    env: { ...production, ...someBackends },
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/No backend for SEARCH_API_URL, BUILDER_API_HOST/);
});

test('sandbox: with every backend configured it is not mounted, /sandbox/* is a plain 404, and the server is ready', async () => {
  const server = await startServer({
    port: ownPort(2),
    entry: 'site/server.mjs',
    env: { ...production, ...everyBackend },
  });
  try {
    for (const path of ['/sandbox/commerce/graphql', '/sandbox/outbox/ada%40example.com', '/sandbox/x']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('Not found\n');
    }
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', backends: 'configured' });
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('health: /healthz and /readyz answer before any page routing, for a probe that names the pod by IP', async () => {
  const port = ownPort(3);
  const server = await startServer({ port });
  try {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await rawRequest(
        port,
        `GET ${path} HTTP/1.1\r\nHost: 10.1.2.3:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), path).toBe(200);
      expect(answer).toContain('application/json');
      expect(answer).not.toContain('<html');
    }
    // Any other path for that host is refused.
    expect(
      statusOf(
        await rawRequest(port, `GET / HTTP/1.1\r\nHost: 10.1.2.3:${port}\r\nConnection: close\r\n\r\n`),
      ),
    ).toBe(400);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('https: with an https PUBLIC_URL every response carries HSTS and the cookies the site sets are Secure', async () => {
  const port = ownPort(4);
  const server = await startServer({ port, env: { PUBLIC_URL: 'https://shop.example' } });
  try {
    const body = 'theme=dark&returnTo=%2F';
    const answer = await rawRequest(
      port,
      `POST /preferences/theme HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/strict-transport-security: max-age=\d+/i);
    expect(answer).toMatch(/set-cookie: theme=[^\r\n]*; Secure/i);
    const asset = await rawRequest(
      port,
      `GET /favicon.svg HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`,
    );
    expect(asset).toMatch(/strict-transport-security: max-age=\d+/i);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('shutdown: SIGTERM stops accepting, lets the request in flight finish, then exits 0', async () => {
  const port = ownPort(5);
  const server = await startServer({ port });
  const body = 'theme=dark&returnTo=%2Fstores';
  // A form post whose body is still arriving when the signal comes: the request is in flight.
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const answered = new Promise((resolve) => socket.on('end', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    `POST /preferences/theme HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill('SIGTERM');
  await expect
    .poll(() => server.output())
    .toContain('SIGTERM: no new connections; finishing 1 request(s) in flight');

  const refused = await fetch(`${server.origin}/healthz`).then(
    () => 'answered',
    () => 'refused',
  );
  expect(refused).toBe('refused');
  expect(server.child.exitCode).toBeNull();

  socket.write(body.slice(5));
  await answered;
  expect(statusOf(answer)).toBe(302);
  expect(answer).toMatch(/location: \/stores/i);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('every request answered');
});

/** The processes serving pages under a supervisor: its children, read from /proc (Linux, like the servers it runs). */
function serverProcessesOf(supervisor: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === supervisor;
      } catch {
        return false; // It ended while being read.
      }
    })
    .map(Number);
}

test('processes: with every backend configured one process per core serves pages, and one that dies is replaced', async () => {
  const server = await startServer({
    port: ownPort(11),
    entry: 'site/server.mjs',
    env: { ...production, ...everyBackend, WEB_CONCURRENCY: '2' },
  });
  try {
    await expect.poll(() => server.output()).toContain(', 2 processes)');
    const [first, second] = serverProcessesOf(server.child.pid!);
    expect(second).toBeDefined();
    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => server.output())
      .toContain('A server process stopped (SIGKILL): starting another');
    await expect.poll(() => serverProcessesOf(server.child.pid!).length).toBe(2);
    expect(serverProcessesOf(server.child.pid!)).not.toContain(first);
    for (let request = 0; request < 6; request += 1)
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
  }
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toMatch(/(\n|\\n)\s+at /);
});

test('processes: a start that cannot listen stops every process with exit 1 instead of restarting them', async () => {
  const port = ownPort(12);
  // Something else answers on the port (not healthy, so the start-up wait goes on until the server exits).
  const taken = createServer((request, response) => response.writeHead(503).end()).listen(port);
  await new Promise((resolve) => taken.once('listening', resolve));
  try {
    const server = await startServer({
      port,
      entry: 'site/server.mjs',
      env: { ...production, ...everyBackend, WEB_CONCURRENCY: '2' },
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`The storefront cannot listen on 0.0.0.0:${port}: EADDRINUSE`);
    expect(server.output()).not.toContain('starting another');
  } finally {
    taken.close();
  }
});

test('processes: more than one with the embedded sandbox is refused, since its demo data lives in one process', async () => {
  const server = await startServer({
    port: ownPort(12),
    entry: 'site/server.mjs',
    env: { ...production, SANDBOX: 'on', WEB_CONCURRENCY: '2' },
  });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(
    'WEB_CONCURRENCY above 1 needs every backend configured: the embedded sandbox keeps its demo data in one process.',
  );
});

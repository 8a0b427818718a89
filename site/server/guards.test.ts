import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  errorHandler,
  forwardedHostFromTrustedProxy,
  pageBodyLimit,
  readOnly,
  requestGuard,
  sandboxBodyLimit,
} from './guards.mjs';
import { answerClientErrors } from './lifecycle.mjs';

const report = vi.fn();
let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(
    requestGuard({
      hostIsWellFormed: (host: string | undefined) => !!host && /^[a-z0-9.:]+$/.test(host),
      hostIsAllowed: (host: string) => host.startsWith('127.0.0.1:'),
      openPaths: ['/healthz'],
    }),
  );
  app.get('/healthz', (req, res) => void res.send('ok'));
  app.use((req, res, next) => (req.method === 'PURGE' ? void res.send('purge route reached') : next()));
  app.use('/assets', readOnly, (req, res) => void res.send('asset'));
  app.post('/sandbox/echo', sandboxBodyLimit(), (req, res) => void req.pipe(res));
  app.get('/throws', () => {
    throw new Error('boom at /secret/path/server.mjs:12:3');
  });
  app.get('/rejects', async () => {
    await Promise.resolve();
    throw new Error('async boom');
  });
  app.use(pageBodyLimit(100));
  app.post('/page', (req, res) => void req.pipe(res));
  app.use(errorHandler(report));
  server = app.listen(0, '127.0.0.1');
  answerClientErrors(server);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends bytes as they are (no client fixes them up) and resolves with the whole answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request guards', () => {
  test('host: a malformed Host header is a plain 400 before any route runs', async () => {
    const answer = await raw('GET /healthz HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('malformed Host');
  });

  test('host: a foreign Host is 400, while health checks answer any well-formed host', async () => {
    expect(await raw('GET / HTTP/1.1\r\nHost: attacker:80\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    expect(await raw('GET /healthz HTTP/1.1\r\nHost: 10.1.2.3:3000\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 200 /,
    );
  });

  test('request target: an absolute-form or asterisk target is 400', async () => {
    const absolute = `GET http://127.0.0.1:${port}/healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;
    expect(await raw(absolute)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(`OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 400 /,
    );
  });

  test('path: a path that does not decode (/%, a cut UTF-8 sequence) is a plain 400 before any route runs', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/assets/%zz', '/sandbox/%']) {
      const answer = await raw(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer, path).toContain('Bad request: malformed URL');
    }
    expect((await fetch(`${base}/assets/%C3%A9?q=%`)).status).toBe(200);
  });

  test('methods: TRACE, CONNECT, WebDAV and invented methods are 501 everywhere', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT', 'BREW']) {
      const answer = await raw(
        `${method} /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 501 /);
    }
  });

  test('purge: PURGE reaches its route whatever Host it names (the purge routes check the sender address instead)', async () => {
    const answer = await raw(
      'PURGE / HTTP/1.1\r\nHost: varnish.magento.internal:6081\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('purge route reached');
  });

  test('static files: a method other than GET or HEAD is 405 with Allow', async () => {
    const response = await fetch(`${base}/assets/app.js`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('request bodies', () => {
  test('body limit: a page body beyond the limit is 413, one without a length is 411', async () => {
    expect((await fetch(`${base}/page`, { method: 'POST', body: 'x'.repeat(101) })).status).toBe(413);
    const chunked = await raw(
      `POST /page HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n`,
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 411 /);
    const fits = await fetch(`${base}/page`, { method: 'POST', body: 'x'.repeat(100) });
    expect(await fits.text()).toBe('x'.repeat(100));
  });

  test('sandbox body: JSON reaches the sandbox unread, as sent, so each backend refuses invalid or deep JSON in its own words', async () => {
    for (const body of [
      '{"email": ',
      '{"email":"ada@example.com"}',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    ]) {
      const answer = await fetch(`${base}/sandbox/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(body);
    }
  });

  test('sandbox body: beyond the limit is 413', async () => {
    const response = await fetch(`${base}/sandbox/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('the last error handler', () => {
  test('errors: a thrown error is a plain 500 page in the shop words, with no stack or file path, and is reported', async () => {
    for (const path of ['/throws', '/rejects']) {
      const response = await fetch(`${base}${path}`);
      const body = await response.text();
      expect(response.status).toBe(500);
      expect(body).toContain('Something went wrong');
      expect(body).toContain('role="alert"');
      expect(body).not.toMatch(/boom|\bat \S+ \(|\.mjs|\/secret\//);
    }
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls[1]?.[0]).toMatchObject({ message: 'async boom' });
  });
});

describe('behind a trusted proxy', () => {
  test('host: the X-Forwarded-Host value a trusted proxy appended (rightmost, per trusted hop) is checked like Host; from anyone else it is ignored', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    forwardedHostFromTrustedProxy(app);
    app.use(
      requestGuard({
        hostIsWellFormed: (host: string | undefined) => !!host && /^[a-z0-9.:]+$/.test(host),
        hostIsAllowed: (host: string) => host === 'shop.example',
        openPaths: [],
      }),
    );
    app.get('/', (req, res) => void res.send('page'));
    app.get('/host', (req, res) => void res.send(req.host));
    const proxied = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => proxied.once('listening', resolve));
    const url = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}/`;
    try {
      const forwarded = (value: string) => fetch(url, { headers: { 'x-forwarded-host': value } });
      expect((await forwarded('shop.example')).status).toBe(200);
      expect((await forwarded('attacker.example')).status).toBe(400);
      expect((await forwarded('[')).status).toBe(400);
      // The client writes the first value; the trusted proxy appends the Host it was asked for.
      expect((await forwarded('attacker.example, shop.example')).status).toBe(200);
      expect((await forwarded('shop.example, attacker.example')).status).toBe(400);
      const host = await fetch(`${url}host`, {
        headers: { 'x-forwarded-host': 'attacker.example, shop.example' },
      });
      expect(await host.text()).toBe('shop.example');
      // Two trusted proxies (each named in X-Forwarded-For) appended one value each: the outer one's is the Host.
      const twoHops = await fetch(`${url}host`, {
        headers: {
          'x-forwarded-host': 'attacker.example, shop.example, internal',
          'x-forwarded-for': '203.0.113.9, 127.0.0.2',
        },
      });
      expect(await twoHops.text()).toBe('shop.example');
      // The first server trusts no proxy: the header is nobody's word there.
      expect(
        (await fetch(`${base}/assets/x`, { headers: { 'x-forwarded-host': 'attacker.example' } })).status,
      ).toBe(200);
    } finally {
      await new Promise((resolve) => proxied.close(resolve));
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort, startRedisServer, type RedisServer } from '../../site/app/lib/testing';
import { ownPort, startServer, type ServerProcess } from './support/server';

/**
 * Issue 30: a purge is sent on to the HTTP caches in front by the instance that received it, not by every instance
 * that hears it on Redis, so a cache gets each purge once (and once more after REPURGE_AFTER_MS, 2 s). Two production
 * servers share a real Redis; a local receiver stands in for Varnish and counts the purges it is sent (the shipped
 * VCL's reading of them is cache-varnish.spec.ts's).
 */
let redis: RedisServer;
let first: ServerProcess;
let second: ServerProcess;
let receiver: Server;
let received: { method: string; keys: string | undefined }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  redis = await startRedisServer();
  receiver = createServer((req, res) => {
    received.push({ method: req.method!, keys: req.headers['xkey-purge'] as string | undefined });
    res.end('Purged');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = {
    REDIS_URL: redis.url,
    HTTP_CACHE_PURGE_URLS: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
  };
  [first, second] = await Promise.all([
    startServer({ port: ownPort(15), env }),
    startServer({ port: await freePort(), env }),
  ]);
  expect(first.child.exitCode, first.output()).toBeNull();
  expect(second.child.exitCode, second.output()).toBeNull();
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await redis?.stop();
  receiver?.close();
});

const visit = async (server: ServerProcess, path: string) => (await fetch(`${server.origin}${path}`)).text();

test('a purge is forwarded to the HTTP cache by the instance that received it only (and once again 2 s later), while every instance applies it', async () => {
  const product = '/products/AURORA';
  for (const server of [first, second])
    for (let visits = 0; visits < 2; visits += 1) await visit(server, product);
  const tag = (await fetch(`${first.origin}${product}`)).headers
    .get('xkey')!
    .split(' ')
    .find((name) => /^cat_p_\d+$/.test(name))!;
  received = [];
  const purged = await fetch(`${first.origin}/`, {
    method: 'PURGE',
    headers: { 'X-Magento-Tags-Pattern': `((^|,)${tag}(,|$))` },
  });
  expect(purged.status).toBe(200);
  // The other instance heard it on Redis: it no longer serves its copy as fresh (it renders the page, or serves the
  // purged copy while another renders it).
  await expect
    .poll(async () => (await fetch(`${second.origin}${product}`)).headers.get('x-page-cache'), {
      timeout: 10_000,
    })
    .not.toBe('hit');
  // Past the second sending (REPURGE_AFTER_MS), the cache has had it exactly twice: the instance that heard it on
  // Redis sent nothing.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(received).toEqual([
    { method: 'PURGE', keys: tag },
    { method: 'PURGE', keys: tag },
  ]);
});

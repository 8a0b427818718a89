import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { redisServerPath } from '../../scripts/redis-server-path.mjs';
import { createThrottle, redisStore } from './throttle.server';

/** A port nothing listens on yet, as the system hands one out. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let redis: ChildProcess;
let url: string;
const clients: { isOpen: boolean; destroy(): void }[] = [];

/** A node-redis client as the shop makes one: commands never wait for a connection that is not there. */
async function connected(to: string) {
  const client = createClient({ url: to, disableOfflineQueue: true, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect().catch(() => undefined);
  return client;
}

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  // Ready once it answers a PING.
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    const pong = await probe
      .connect()
      .then(() => probe.ping())
      .catch(() => undefined);
    if (probe.isOpen) probe.destroy();
    if (pong === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
});

afterAll(async () => {
  for (const client of clients) if (client.isOpen) client.destroy();
  redis.kill('SIGTERM');
  await new Promise((resolve) => redis.once('exit', resolve));
});

describe('throttle in Redis', () => {
  test('two shop processes sharing one Redis see one count: the second refuses what the first counted', async () => {
    const limits = { address: { count: 3, seconds: 60 }, account: { count: 10, seconds: 60 } };
    const first = createThrottle('sign-in', limits, redisStore(await connected(url)));
    const second = createThrottle('sign-in', limits, redisStore(await connected(url)));
    const keys = { address: '198.51.100.70', account: 'ada@example.com' };
    await first.failed(keys);
    await second.failed(keys);
    await first.failed(keys);
    expect(await second.refusal(keys)).toMatchObject({ retryAfterSeconds: 60 });
    expect(await first.refusal({ address: '203.0.113.70', account: 'ada@example.com' })).toBeUndefined();

    const resets = { address: { count: 10, seconds: 60 }, account: { count: 2, seconds: 60 } };
    const one = createThrottle('password-reset', resets, redisStore(await connected(url)));
    const other = createThrottle('password-reset', resets, redisStore(await connected(url)));
    const reset = (address: string) => ({ address, account: 'new@example.com' });
    expect(await one.count(reset('192.0.2.71'))).toBeUndefined();
    expect(await other.count(reset('192.0.2.72'))).toBeUndefined();
    expect(await one.count(reset('192.0.2.73'))).toBeDefined();
  });

  test('the counts in Redis name no e-mail address', async () => {
    const client = await connected(url);
    const throttle = createThrottle(
      'contact',
      { address: { count: 5, seconds: 60 }, account: { count: 5, seconds: 60 } },
      redisStore(client),
    );
    await throttle.count({ address: '198.51.100.74', account: 'private.person@example.com' });
    const keys = await client.keys('throttle:contact:*');
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toContain('private.person');
  });

  test('with Redis unreachable the limits hold in the process, without waiting for it', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const throttle = createThrottle(
      'sign-in',
      { address: { count: 2, seconds: 60 }, account: { count: 10, seconds: 60 } },
      redisStore(await connected(closed)),
    );
    const keys = { address: '198.51.100.75', account: 'ada@example.com' };
    const started = Date.now();
    await throttle.failed(keys);
    await throttle.failed(keys);
    expect(await throttle.refusal(keys)).toMatchObject({ retryAfterSeconds: 60 });
    expect(await throttle.refusal({ address: '203.0.113.75', account: 'ada@example.com' })).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, startRedisServer, type RedisServer } from './testing';
import { createThrottle, redisStore } from './throttle.server';

let redis: RedisServer;
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
  redis = await startRedisServer();
  url = redis.url;
});

afterAll(async () => {
  for (const client of clients) if (client.isOpen) client.destroy();
  await redis.stop();
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

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, startRedisServer, type RedisServer } from '../testing';
import { purgeChannel, purgeOfMessage, type ChannelPurge } from './purgeChannel.server';

let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedisServer();
});

afterAll(async () => {
  await redis.stop();
});

/** An instance's purge channel and the purges it applied from the others. */
async function instance(name: string, url = redis.url) {
  const applied: ChannelPurge[] = [];
  const publish = await purgeChannel(url, (purge) => applied.push(purge), { instance: name });
  return { applied, publish };
}

const until = async (done: () => boolean, ms = 2000) => {
  for (const started = Date.now(); !done() && Date.now() - started < ms;)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('purges between instances through Redis', () => {
  test('a purge one instance received reaches every other instance within 2 s, and not itself again', async () => {
    const first = await instance('shop-1:100');
    const second = await instance('shop-2:200');
    const third = await instance('shop-3:300');
    await until(() => false, 200);
    const started = Date.now();
    await first.publish({ tags: ['cat_p_7'], paths: ['/products/AURORA'] });
    await until(() => second.applied.length > 0 && third.applied.length > 0);
    expect(Date.now() - started).toBeLessThan(2000);
    const expected = { tags: ['cat_p_7'], readTags: [], paths: ['/products/AURORA'], everything: false };
    expect(second.applied).toEqual([expected]);
    expect(third.applied).toEqual([expected]);
    expect(first.applied).toEqual([]);
  });

  test('with Redis unreachable a purge neither fails nor waits: this instance alone has it', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const alone = await instance('shop-4:400', closed);
    const started = Date.now();
    await alone.publish({ everything: true });
    expect(Date.now() - started).toBeLessThan(50);
  });

  test('an instance says it hears purges (for /readyz) only once Redis has confirmed its subscription: the next purge reaches it', async () => {
    const port = await freePort();
    const late = await instance('shop-5:500', `redis://127.0.0.1:${port}`);
    expect(late.publish.hearing()).toBe(false);
    const lateRedis = await startRedisServer(port);
    try {
      await until(() => late.publish.hearing(), 10_000);
      expect(late.publish.hearing()).toBe(true);
      const other = await instance('shop-6:600', lateRedis.url);
      await until(() => other.publish.hearing());
      await other.publish({ tags: ['cat_p_8'] });
      await until(() => late.applied.length > 0);
      expect(late.applied).toEqual([{ tags: ['cat_p_8'], readTags: [], paths: [], everything: false }]);
    } finally {
      await lateRedis.stop();
    }
  });

  test('hostile: a message on the channel that is not a purge is ignored', () => {
    expect(purgeOfMessage('not json')).toBeUndefined();
    expect(purgeOfMessage(JSON.stringify({ instance: 'x', purge: { tags: [1] } }))).toBeUndefined();
    expect(purgeOfMessage(JSON.stringify({ instance: 'x', purge: { everything: 'yes' } }))).toBeUndefined();
    expect(purgeOfMessage(JSON.stringify({ purge: {} }))).toBeUndefined();
    expect(purgeOfMessage(JSON.stringify({ instance: 'x', purge: { tags: ['cat_p_7'] } }))).toEqual({
      instance: 'x',
      purge: { tags: ['cat_p_7'], readTags: [], paths: [], everything: false },
    });
  });
});

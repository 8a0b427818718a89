import { randomUUID } from 'node:crypto';
import type { SharedCopy, SharedPageStore } from '../../../pageCache';
import { lookUpTagged, purgeTagged, storeTagged } from './redisCache.server';
import { connectRedis, timeBoxed, type TimeBoxed } from './redis.server';
import { redisReadStore } from './sharedReads.server';

/** Where the shared page cache lives in Redis: every key starts so (redisCache.server.ts). */
const PREFIX = 'storefront:pages:';
/**
 * How long one request has a page's render to itself: twice the server's stream timeout (5 s), so a render on a busy
 * machine keeps it, while a renderer that crashed holds back those without a copy to serve no longer than this. A
 * render that outlasts it costs one more render, nothing else.
 */
const RENDER_CLAIM_MS = 10_000;
/** How long a page found not to be kept (private, setting a cookie) is rendered without a claim. */
const NOT_KEPT_MS = 60_000;
/** A copy larger than this stays in its process's memory: one page does not fill Redis. */
const MAX_SHARED_COPY_BYTES = 2_000_000;

/** Ends a claim on a render only if it is still this request's (it may have expired and been taken by another). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
if ARGV[2] == '1' then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return 1`;

/** The shared page store over a time-boxed Redis (timeBoxed: 50 ms a command, then the process's own memory). */
export function redisPageStore(redis: TimeBoxed): SharedPageStore {
  const copyKey = (key: string) => `${PREFIX}copy:${key}`;
  const claimKey = (key: string) => `${PREFIX}render:${key}`;
  const notKeptKey = (key: string) => `${PREFIX}not-kept:${key}`;
  return {
    async lookUp(key) {
      const answer = await lookUpTagged(redis, PREFIX, key, (multi) =>
        multi.exists(claimKey(key)).exists(notKeptKey(key)),
      );
      if (!answer) return undefined;
      const { entry, purgeCount } = answer.found;
      const [rendering, notKept] = answer.more;
      const copy = entry && {
        ...(JSON.parse(entry.json) as Omit<SharedCopy, 'tags' | 'purged'>),
        tags: entry.tags,
        purged: entry.purged,
      };
      return { copy, purgeCount, rendering: rendering === 1, notKept: notKept === 1 };
    },
    async store(key, { tags, purged: _purged, ...page }, renderFrom, ttlMs) {
      const json = JSON.stringify(page);
      if (json.length > MAX_SHARED_COPY_BYTES) return;
      await storeTagged(redis, PREFIX, key, { json, tags }, renderFrom, ttlMs);
    },
    async drop(key) {
      await redis.run((client) => client.del(copyKey(key)));
    },
    async claimRender(key) {
      const token = randomUUID();
      const taken = await redis.run((client) =>
        client.set(claimKey(key), token, {
          condition: 'NX',
          expiration: { type: 'PX', value: RENDER_CLAIM_MS },
        }),
      );
      if (taken === undefined) return undefined;
      if (taken === null) return false;
      let released = false;
      return (notKept) => {
        if (released) return;
        released = true;
        redis.send((client) =>
          client.eval(RELEASE, {
            keys: [claimKey(key), notKeptKey(key)],
            arguments: [token, notKept ? '1' : '0', String(NOT_KEPT_MS)],
          }),
        );
      };
    },
    purge: (named) => purgeTagged(redis, PREFIX, named),
  };
}

/**
 * The caches REDIS_URL names, shared by every serving process of every instance: the page cache's copies and the
 * shared reads' answers, over one connection (connectRedis: commands never wait for a connection, it reconnects by
 * itself) whose every command is time-boxed at 50 ms; `state` says how Redis answers, for /readyz.
 */
export async function sharedCaches(url: string) {
  const client = await connectRedis(url, {
    what: 'Shared caches',
    meanwhile: 'pages and reads are kept in this process until it is back.',
  });
  const redis = timeBoxed(client, {
    what: 'Shared caches',
    meanwhile: 'pages and reads are kept in this process until it answers again.',
  });
  return { pages: redisPageStore(redis), reads: redisReadStore(redis), state: redis.state };
}

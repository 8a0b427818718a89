import { randomUUID } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { SharedCopy, SharedPageStore } from '../pageCache';
import { connectRedis, timeBoxed, type RedisState } from './redis.server';

/** Where the shared page cache lives in Redis: every key starts so. */
const PREFIX = 'storefront:pages:';
/** How long a purge of a tag is remembered: longer than any render (30 s at most) that began before it. */
const PURGE_REMEMBERED_MS = 10 * 60 * 1000;
/**
 * How long one request has a page's render to itself: a render ends within the server's stream timeout (5 s), and a
 * renderer that crashed holds the others back no longer than this.
 */
const RENDER_CLAIM_MS = 5_000;
/** How long a page found not to be kept (private, setting a cookie) is rendered without a claim. */
const NOT_KEPT_MS = 60_000;
/** A copy larger than this stays in its process's memory: one page does not fill Redis. */
const MAX_SHARED_COPY_BYTES = 2_000_000;

/**
 * Marks the copies a purge names, in one round trip: each tag's purge count (so a render begun before it is not
 * stored, STORE), the copies its index lists, and the tags those carried. ARGV: prefix, remembered ms, then the tags,
 * or `*` alone for everything.
 */
const PURGE = `
local prefix, remembered = ARGV[1], ARGV[2]
local count = redis.call('INCR', prefix .. 'purges')
if ARGV[3] == '*' and #ARGV == 3 then
  redis.call('SET', prefix .. 'everything', count)
  return {-1}
end
local answer = {0}
for i = 3, #ARGV do
  redis.call('SET', prefix .. 'purged:' .. ARGV[i], count, 'PX', remembered)
  local index = prefix .. 'tag:' .. ARGV[i]
  for _, key in ipairs(redis.call('SMEMBERS', index)) do
    local copy = prefix .. 'copy:' .. key
    if redis.call('EXISTS', copy) == 0 then
      redis.call('SREM', index, key)
    elseif redis.call('HGET', copy, 'purged') == '0' then
      redis.call('HSET', copy, 'purged', '1')
      answer[1] = answer[1] + 1
      table.insert(answer, redis.call('HGET', copy, 'tags'))
    end
  end
end
return answer`;

/**
 * Keeps a copy unless a purge of everything or of one of its tags came after its render began (ARGV[3], a purge
 * count), and indexes it by its tags. ARGV: prefix, key, render's purge count, ttl ms, copy, tags (JSON), then the
 * tags one by one.
 */
const STORE = `
local prefix, key, from, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
if tonumber(redis.call('GET', prefix .. 'everything') or '0') > from then return 0 end
for i = 7, #ARGV do
  if tonumber(redis.call('GET', prefix .. 'purged:' .. ARGV[i]) or '0') > from then return 0 end
end
local copy = prefix .. 'copy:' .. key
redis.call('HSET', copy, 'page', ARGV[5], 'tags', ARGV[6], 'from', from, 'purged', '0')
redis.call('PEXPIRE', copy, ttl)
for i = 7, #ARGV do
  local index = prefix .. 'tag:' .. ARGV[i]
  redis.call('SADD', index, key)
  if redis.call('PTTL', index) < ttl then redis.call('PEXPIRE', index, ttl) end
end
return 1`;

/** Ends a claim on a render only if it is still this request's (it may have expired and been taken by another). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
if ARGV[2] == '1' then redis.call('SET', KEYS[2], '1', 'PX', ARGV[3]) end
return 1`;

/**
 * The shared page store over a Redis client, each command time-boxed (timeBoxed: 50 ms, then memory; `limitMs` lets
 * a test on a busy machine tell Redis's rules from its own slowness).
 */
export function redisPageStore(
  client: RedisClientType,
  { limitMs }: { limitMs?: number } = {},
): SharedPageStore & { state: () => RedisState } {
  const redis = timeBoxed(client, {
    what: 'Page cache',
    meanwhile: 'pages are kept in this process until it answers again.',
    ...(limitMs ? { limitMs } : {}),
  });
  const copyKey = (key: string) => `${PREFIX}copy:${key}`;
  const claimKey = (key: string) => `${PREFIX}render:${key}`;
  const notKeptKey = (key: string) => `${PREFIX}not-kept:${key}`;
  return {
    state: redis.state,
    async lookUp(key) {
      const answer = await redis.run((client) =>
        client
          .multi()
          .hGetAll(copyKey(key))
          .get(`${PREFIX}everything`)
          .get(`${PREFIX}purges`)
          .exists(claimKey(key))
          .exists(notKeptKey(key))
          .exec(),
      );
      if (!answer) return undefined;
      const [fields, everything, purges, rendering, notKept] = answer as unknown as [
        Record<string, string>,
        string | null,
        string | null,
        number,
        number,
      ];
      let copy: SharedCopy | undefined;
      if (fields.page) {
        const page = JSON.parse(fields.page) as Omit<SharedCopy, 'purged'>;
        const purged = fields.purged === '1' || Number(everything ?? 0) > Number(fields.from);
        copy = { ...page, tags: JSON.parse(fields.tags!) as string[], purged };
      }
      return { copy, purgeCount: Number(purges ?? 0), rendering: rendering === 1, notKept: notKept === 1 };
    },
    async store(key, { tags, purged: _purged, ...page }, renderFrom, ttlMs) {
      const json = JSON.stringify(page);
      if (json.length > MAX_SHARED_COPY_BYTES) return;
      await redis.run((client) =>
        client.eval(STORE, {
          arguments: [
            PREFIX,
            key,
            String(renderFrom),
            String(Math.ceil(ttlMs)),
            json,
            JSON.stringify(tags),
            ...tags,
          ],
        }),
      );
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
        void redis.run((client) =>
          client.eval(RELEASE, {
            keys: [claimKey(key), notKeptKey(key)],
            arguments: [token, notKept ? '1' : '0', String(NOT_KEPT_MS)],
          }),
        );
      };
    },
    async purge(named) {
      const tags = named === 'everything' ? ['*'] : [...named];
      if (tags.length === 0) return { marked: 0, tags: [] };
      const answer = (await redis.run((client) =>
        client.eval(PURGE, { arguments: [PREFIX, String(PURGE_REMEMBERED_MS), ...tags] }),
      )) as [number, ...string[]] | undefined;
      if (!answer) return undefined;
      const [marked, ...carried] = answer;
      return {
        marked: Math.max(marked, 0),
        tags: [...new Set(carried.flatMap((json) => JSON.parse(json) as string[]))],
      };
    },
  };
}

/**
 * The shared page store REDIS_URL names (connectRedis: commands never wait for a connection, it reconnects by
 * itself), for every serving process of every instance.
 */
export async function sharedPages(url: string) {
  const client = await connectRedis(url, {
    what: 'Page cache',
    meanwhile: 'pages are kept in this process until it is back.',
  });
  return redisPageStore(client);
}

import type { RedisClientType } from 'redis';
import type { TimeBoxed } from './redis.server';

/**
 * Entries shared by every instance in Redis, indexed by cache tag, as the shared page cache (sharedCaches.server.ts)
 * and the shared reads (sharedReads.server.ts) keep them, each under its own prefix: `<prefix>copy:<key>` (a hash: the
 * entry's JSON, its tags, the purge count its render or read began at, whether a purge marked it),
 * `<prefix>tag:<tag>` (the keys holding a tag), `<prefix>purged:<tag>` and `<prefix>everything` (the purge count of
 * the tag's last purge, of the last purge of everything), `<prefix>purges` (the count). A purge marks entries rather
 * than deleting them, so a page's purged copy can still stand in for a failed render.
 */

/** How long a purge of a tag is remembered: longer than any render (30 s at most) or read that began before it. */
const PURGE_REMEMBERED_MS = 10 * 60 * 1000;
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
redis.call('HSET', copy, 'json', ARGV[5], 'tags', ARGV[6], 'from', from, 'purged', '0')
redis.call('PEXPIRE', copy, ttl)
for i = 7, #ARGV do
  local index = prefix .. 'tag:' .. ARGV[i]
  redis.call('SADD', index, key)
  if redis.call('PTTL', index) < ttl then redis.call('PEXPIRE', index, ttl) end
end
return 1`;

/** An entry as looked up: its JSON and tags, whether a purge marked it; and the store's purge count now. */
export interface TaggedLookUp {
  entry: { json: string; tags: string[]; purged: boolean } | undefined;
  purgeCount: number;
}

/** The entry under `key` and the purge count, in one round trip (with `more` commands of the caller's after them). */
export async function lookUpTagged(
  redis: TimeBoxed,
  prefix: string,
  key: string,
  more: (multi: ReturnType<RedisClientType['multi']>) => ReturnType<RedisClientType['multi']> = (multi) =>
    multi,
): Promise<{ found: TaggedLookUp; more: unknown[] } | undefined> {
  const answer = await redis.run((client) =>
    more(
      client.multi().hGetAll(`${prefix}copy:${key}`).get(`${prefix}everything`).get(`${prefix}purges`),
    ).exec(),
  );
  if (!answer) return undefined;
  const [fields, everything, purges, ...rest] = answer as unknown as [
    Record<string, string>,
    string | null,
    string | null,
    ...unknown[],
  ];
  const entry = fields.json
    ? {
        json: fields.json,
        tags: JSON.parse(fields.tags ?? '[]') as string[],
        purged: fields.purged === '1' || Number(everything ?? 0) > Number(fields.from),
      }
    : undefined;
  return { found: { entry, purgeCount: Number(purges ?? 0) }, more: rest };
}

/** Keeps an entry whose render or read began at purge count `from`, unless a purge of one of its tags came since. */
export async function storeTagged(
  redis: TimeBoxed,
  prefix: string,
  key: string,
  { json, tags }: { json: string; tags: readonly string[] },
  from: number,
  ttlMs: number,
): Promise<void> {
  await redis.run((client) =>
    client.eval(STORE, {
      arguments: [prefix, key, String(from), String(Math.ceil(ttlMs)), json, JSON.stringify(tags), ...tags],
    }),
  );
}

/** Marks the entries holding any of `named` (or every entry) purged; how many, and the tags they carried. */
export async function purgeTagged(
  redis: TimeBoxed,
  prefix: string,
  named: readonly string[] | 'everything',
): Promise<{ marked: number; tags: string[] } | undefined> {
  const tags = named === 'everything' ? ['*'] : [...named];
  if (tags.length === 0) return { marked: 0, tags: [] };
  const answer = (await redis.run((client) =>
    client.eval(PURGE, { arguments: [prefix, String(PURGE_REMEMBERED_MS), ...tags] }),
  )) as [number, ...string[]] | undefined;
  if (!answer) return undefined;
  const [marked, ...carried] = answer;
  return {
    marked: Math.max(marked, 0),
    tags: [...new Set(carried.flatMap((json) => JSON.parse(json) as string[]))],
  };
}

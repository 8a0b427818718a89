import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { createCommerceClient, type CommerceClient } from '@storefront/features/backends/commerce';
import { countShopEvent, type ShareRead, type StorefrontConfig } from '@storefront/features/platform';
import { PurgeLog, TagIndex } from '../../../pageCache';
import { tagThisPage } from './cacheTags.server';
import { sharedReadsEnabled } from '../config.server';
import type { TimeBoxed } from './redis.server';
import { lookUpTagged, purgeTagged, storeTagged } from './redisCache.server';

/**
 * Reads shared by every render, forgotten all at once (a test's backend that changes under it, a purge of everything)
 * or by the cache tags of their answers (a product or a Builder entry that changed).
 */
export type SharedReads = ShareRead & {
  forget: () => void;
  forgetTagged: (tags: readonly string[]) => void;
  /** Shares the answers with every instance through `store` too (REDIS_URL). */
  shareThrough: (store: SharedReadStore) => void;
};

/** An answer as the shared read store keeps it: until when it stands for every page. */
export interface StoredRead {
  answer: unknown;
  tags: readonly string[];
  freshUntil: number;
}

/**
 * The shared reads' second level, shared by every instance (Redis: redisReadStore). Every call answers within its
 * time box, undefined when the store could not say (the read is then made, or shared, in this process alone).
 */
export interface SharedReadStore {
  /** The answer kept under `key` unless a purge marked it, and the store's purge count now. */
  lookUp(key: string): Promise<{ kept: StoredRead | undefined; purgeCount: number } | undefined>;
  /** Keeps an answer whose read began at `readFrom` (a purge count), unless a purge of one of its tags came since. */
  store(key: string, kept: StoredRead, readFrom: number): Promise<unknown>;
  /** Marks the answers holding any of these tags (or every answer) purged. */
  purge(named: readonly string[] | 'everything'): Promise<unknown>;
}

/** A kept answer, the tags of what it shows, and the purge count when its read began (see PurgeLog). */
interface Kept {
  answer: unknown;
  tags: readonly string[];
  readFrom: number;
}

interface Read {
  read: () => Promise<unknown>;
  tagsOf: ((answer: never) => readonly string[]) | undefined;
}

interface SharedReadOptions {
  /** How long an answer stands for every page that asks the same (the public page's max-age: prices are confirmed
   * in the browser either way). */
  freshMs?: number;
  /** How many distinct reads are kept, least recently used out first. */
  maxEntries?: number;
  /** Told the tags of every answer handed out: the page being rendered carries them. */
  tagPage?: (tags: readonly string[]) => void;
}

/**
 * The server's reads of what every visitor sees alike (the catalogue, published Builder content, search results, the
 * store list), shared by every page it renders: the clients hand over a guest's GET (no Authorization, no customer
 * token) with its key, it is read once per key while fresh, and pages rendered meanwhile get the same answer, already
 * parsed and checked; callers that ask while it is on its way wait for that one read. A read that fails (an error
 * status, GraphQL errors, an answer that does not fit) is not kept. Mutations, POSTs, a signed-in shopper's reads and
 * previews are never handed over. Without it every product page cost two commerce calls and every Builder page a
 * content call, and the backends, not the renderer, set how many pages the shop could serve; sharing the parsed
 * answer rather than its text also spares every render the request, the response and the JSON parse.
 * The answers are shared objects: readers map them into their own, never change them.
 *
 * Each answer keeps the cache tags its client names (`tagsOf`: Magento's `cat_p_7`, a Builder entry's), hands them to
 * the page that uses it, and is forgotten at once when one of them is purged. A read that was on its way when a purge
 * of one of its tags arrived may hold what the purge was for: it is not kept, and a caller who asked after the
 * purge reads again.
 *
 * Shared between instances (`shareThrough`, a Redis store): a read this process does not hold is looked up there
 * before it is made, and every answer read is kept there for what is left of its minute, indexed by its tags like the
 * page cache's copies, so each answer is read once for all instances and a purge marks it for all of them. A store
 * that cannot answer costs a read nothing: it is made here, as without one.
 */
export function sharedReads({
  freshMs = 60_000,
  maxEntries = 2_000,
  tagPage = tagThisPage,
}: SharedReadOptions = {}): SharedReads {
  const purges = new PurgeLog();
  const index = new TagIndex();
  let store: SharedReadStore | undefined;
  const keep = (key: string, answer: unknown, tags: readonly string[], readFrom: number): Kept => {
    // Outside production a reader that changes a shared answer fails at once, instead of leaking into other pages.
    if (process.env.NODE_ENV !== 'production') deepFreeze(answer);
    index.add(key, tags);
    return { answer, tags, readFrom };
  };
  const answers = new LRUCache<string, Kept, Read>({
    max: maxEntries,
    ttl: freshMs,
    // A read on its way when its key is forgotten still answers the callers waiting for it, and is not kept.
    ignoreFetchAbort: true,
    dispose: (kept, key) => index.remove(key, kept.tags),
    fetchMethod: async (key, _stale, { options, context: { read, tagsOf } }) => {
      const readFrom = purges.now();
      // Another instance's answer, while fresh and not purged (purges reach the store before this process: one heard
      // since the look-up began may not be in its answer).
      const digest = createHash('sha256').update(key).digest('base64url');
      const found = await store?.lookUp(digest);
      const kept = found?.kept;
      if (kept && kept.freshUntil > Date.now() && !purges.purgedSince(readFrom, kept.tags)) {
        options.ttl = kept.freshUntil - Date.now();
        return keep(key, kept.answer, kept.tags, readFrom);
      }
      const answer = await read();
      const tags = tagsOf?.(answer as never) ?? [];
      if (found)
        void store?.store(digest, { answer, tags, freshUntil: Date.now() + freshMs }, found.purgeCount);
      return keep(key, answer, tags, readFrom);
    },
  });
  const share = async <T>(
    key: string,
    read: () => Promise<T>,
    signal?: AbortSignal,
    tagsOf?: (answer: T) => readonly string[],
  ): Promise<T> => {
    const askedFrom = purges.now();
    // The read runs with the context of the caller that started it: a caller whose read did not run was answered
    // from another's.
    let sent = false;
    const context: Read = {
      read: () => ((sent = true), read()),
      tagsOf: tagsOf as Read['tagsOf'],
    };
    let kept = (await untilAborted(answers.fetch(key, { context }), signal))!;
    if (purges.purgedSince(kept.readFrom, kept.tags)) {
      if (answers.peek(key) === kept) answers.delete(key);
      // Read again for a caller who asked after the purge; one who asked before may have what it asked for.
      if (!purges.purgedSince(askedFrom, kept.tags))
        kept = (await untilAborted(answers.fetch(key, { context }), signal))!;
    }
    countShopEvent({ name: 'shared-read', outcome: sent ? 'read' : 'shared' });
    tagPage(kept.tags);
    return kept.answer as T;
  };
  return Object.assign(share, {
    forget: () => {
      purges.record('everything');
      answers.clear();
    },
    forgetTagged: (tags: readonly string[]) => {
      purges.record(tags);
      for (const key of index.keysOf(tags)) answers.delete(key);
    },
    shareThrough: (shared: SharedReadStore) => {
      store = shared;
    },
  });
}

/** A read answer larger than this is shared in its process only: one answer does not fill Redis. */
const MAX_SHARED_READ_BYTES = 2_000_000;
/** Where the shared reads live in Redis: every key starts so (redisCache.server.ts). */
const READS_PREFIX = 'storefront:reads:';

/** The shared read store over a time-boxed Redis (sharedCaches.server.ts makes it). */
export function redisReadStore(redis: TimeBoxed): SharedReadStore {
  return {
    async lookUp(key) {
      const answer = await lookUpTagged(redis, READS_PREFIX, key);
      if (!answer) return undefined;
      const { entry, purgeCount } = answer.found;
      if (!entry || entry.purged) return { kept: undefined, purgeCount };
      const { answer: read, freshUntil } = JSON.parse(entry.json) as Omit<StoredRead, 'tags'>;
      return { kept: { answer: read, freshUntil, tags: entry.tags }, purgeCount };
    },
    async store(key, { answer, tags, freshUntil }, readFrom) {
      const json = JSON.stringify({ answer, freshUntil });
      if (json.length > MAX_SHARED_READ_BYTES) return;
      await storeTagged(redis, READS_PREFIX, key, { json, tags }, readFrom, freshUntil - Date.now());
    },
    purge: (named) => purgeTagged(redis, READS_PREFIX, named),
  };
}

/** Freezes an object and everything it holds, so a reader that changes shared data fails instead of leaking. */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The caller stops waiting when its own signal says so (a page's budget for a slow service); the read goes on. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    ),
  ]);
}

/** The one shared-reads cache of this server process; with SHARED_READS=off every read goes to its backend. */
export const serverReads: SharedReads = sharedReadsEnabled()
  ? sharedReads()
  : Object.assign(
      async <T>(
        _key: string,
        read: () => Promise<T>,
        _signal?: AbortSignal,
        tagsOf?: (answer: T) => readonly string[],
      ) => {
        const answer = await read();
        tagThisPage(tagsOf?.(answer) ?? []);
        return answer;
      },
      { forget: () => {}, forgetTagged: () => {}, shareThrough: () => {} },
    );

/** The commerce client the server's loaders read the catalogue with (a guest's view, in the given store view and language). */
export function serverCommerce(
  config: Pick<StorefrontConfig, 'backends' | 'storeView' | 'language'>,
): CommerceClient {
  return createCommerceClient({
    endpoint: config.backends.commerce,
    storeView: config.storeView,
    language: config.language,
    share: serverReads,
  });
}

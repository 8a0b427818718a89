import { LRUCache } from 'lru-cache';
import { createCommerceClient, type CommerceClient } from '@storefront/features/backends/commerce';
import type { ShareRead, StorefrontConfig } from '@storefront/features/platform';
import { sharedReadsEnabled } from './config.server';

/** Reads shared by every render, forgotten all at once when asked (a test's backend that changes under it). */
export type SharedReads = ShareRead & { forget: () => void };

interface SharedReadOptions {
  /** How long an answer stands for every page that asks the same (the public page's max-age: prices are confirmed
   * in the browser either way). */
  freshMs?: number;
  /** How many distinct reads are kept, least recently used out first. */
  maxEntries?: number;
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
 */
export function sharedReads({ freshMs = 60_000, maxEntries = 2_000 }: SharedReadOptions = {}): SharedReads {
  const answers = new LRUCache<string, { answer: unknown }, () => Promise<unknown>>({
    max: maxEntries,
    ttl: freshMs,
    fetchMethod: async (_key, _stale, { context: read }) => {
      const answer = await read();
      // Outside production a reader that changes a shared answer fails at once, instead of leaking into other pages.
      if (process.env.NODE_ENV !== 'production') deepFreeze(answer);
      return { answer };
    },
  });
  const share = async <T>(key: string, read: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    const kept = await untilAborted(answers.fetch(key, { context: read }), signal);
    return kept!.answer as T;
  };
  return Object.assign(share, { forget: () => answers.clear() });
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
  : Object.assign(<T>(_key: string, read: () => Promise<T>) => read(), { forget: () => {} });

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

import { LRUCache } from 'lru-cache';
import { createCommerceClient, type CommerceClient } from '@storefront/features/backends/commerce';
import { DEFAULT_TIMEOUT_MS, type StorefrontConfig } from '@storefront/features/platform';
import { sharedReadsEnabled } from './config.server';

/** An answer as kept: what a Response is made again from. */
interface KeptAnswer {
  status: number;
  contentType: string;
  body: string;
  /** A 2xx without errors in it; anything else is handed to the callers waiting for it, then dropped. */
  keep: boolean;
}

/** A fetch that shares reads, and forgets them all when asked (a test's backend that changes under it). */
export type SharedReads = typeof fetch & { forget: () => void };

interface ReadCacheOptions {
  /** How long an answer stands for every page that asks the same (the public page's max-age: prices are confirmed
   * in the browser either way). */
  freshMs?: number;
  /** How many distinct reads are kept, least recently used out first. */
  maxEntries?: number;
  fetch?: typeof fetch;
}

/**
 * The server's reads of what every visitor sees alike (the catalogue, published Builder content), shared by every
 * page it renders: an anonymous GET (no Authorization) is sent once per URL and store view while fresh, and pages
 * rendered meanwhile read the same answer; callers that ask while it is on its way wait for that one request.
 * Mutations, POSTs and a signed-in shopper's reads always go to the backend, as do previews (the caller does not
 * use this fetch for them). Without it every product page cost two commerce calls and every Builder page a content
 * call, and the backends, not the renderer, set how many pages the shop could serve.
 */
export function sharedReads({
  freshMs = 60_000,
  maxEntries = 2_000,
  fetch: send = (...args) => globalThis.fetch(...args),
}: ReadCacheOptions = {}): SharedReads {
  const answers = new LRUCache<string, KeptAnswer, { url: string; headers: Headers }>({
    max: maxEntries,
    ttl: freshMs,
    fetchMethod: async (_key, _stale, { context, signal }) => {
      const response = await send(context.url, {
        method: 'GET',
        headers: context.headers,
        // One read serves many callers, so it carries no caller's signal: the services' own 5,000 ms stands for all.
        signal: AbortSignal.any([signal, AbortSignal.timeout(DEFAULT_TIMEOUT_MS)]),
      });
      const body = await response.text();
      return {
        status: response.status,
        contentType: response.headers.get('Content-Type') ?? 'application/json',
        body,
        keep: response.ok && !hasErrors(body),
      };
    },
  });

  const read: typeof fetch = async (input, init) => {
    // The services' clients hand over a Request with only a signal beside it: read as it is, not built again (a
    // Request costs more to make than the lookup it serves).
    const { method, headers, url } =
      input instanceof Request && !init?.method && !init?.headers ? input : new Request(input, init);
    if (method !== 'GET' || headers.has('Authorization')) return send(input, init);
    const key = `${headers.get('Store') ?? ''} ${url}`;
    // A caller stops waiting when its own signal says so (a page's budget for a slow service); the read goes on for
    // the others.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const answer = await untilAborted(answers.fetch(key, { context: { url, headers } }), signal);
    if (!answer) return send(input, init);
    if (!answer.keep) answers.delete(key);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType },
    });
  };
  return Object.assign(read, { forget: () => answers.clear() });
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    ),
  ]);
}

function hasErrors(body: string): boolean {
  try {
    const answer: unknown = JSON.parse(body);
    return !answer || typeof answer !== 'object' || 'errors' in answer;
  } catch {
    return true;
  }
}

/** The one shared-reads fetch of this server process; with SHARED_READS=off every read goes to its backend. */
export const serverReads: SharedReads = sharedReadsEnabled()
  ? sharedReads()
  : Object.assign((...args: Parameters<typeof fetch>) => globalThis.fetch(...args), { forget: () => {} });

/** The commerce client the server's loaders read the catalogue with (a guest's view, in the given store view). */
export function serverCommerce(config: Pick<StorefrontConfig, 'backends' | 'storeView'>): CommerceClient {
  return createCommerceClient({
    endpoint: config.backends.commerce,
    storeView: config.storeView,
    fetch: serverReads,
  });
}

/** Spec section 9: a caller that finds the value being fetched polls the cache every 100 ms instead of fetching too. */
export const FETCH_CACHE_POLL_MS = 100;
/** A fetch that never finished (its page closed mid-way, an error) stops making others wait after this long. */
export const FETCH_CACHE_PENDING_LIMIT_MS = 10_000;

const pendingKey = (key: string) => `${key}:pending`;

function read<T>(storage: Storage, key: string): T | undefined {
  const stored = storage.getItem(key);
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as T;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}

/**
 * A value fetched once per browser session and kept in session storage (spec section 2's product-page mapping). While
 * one caller fetches, a marker says so, and every other caller (another widget, another bundle with its own module
 * state) polls the storage every 100 ms for the answer rather than asking the backend again. Without session storage
 * (the server, a browser refusing it) every call fetches.
 */
export async function sessionCachedFetch<T>(
  key: string,
  fetcher: () => Promise<T>,
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  now: () => number = Date.now,
): Promise<T> {
  if (!storage) return fetcher();
  for (;;) {
    const cached = read<T>(storage, key);
    if (cached !== undefined) return cached;
    const pendingSince = Number(storage.getItem(pendingKey(key)));
    if (!pendingSince || now() - pendingSince >= FETCH_CACHE_PENDING_LIMIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, FETCH_CACHE_POLL_MS));
  }
  storage.setItem(pendingKey(key), String(now()));
  try {
    const value = await fetcher();
    storage.setItem(key, JSON.stringify(value));
    return value;
  } finally {
    storage.removeItem(pendingKey(key));
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { FETCH_CACHE_PENDING_LIMIT_MS, FETCH_CACHE_POLL_MS, sessionCachedFetch } from './fetchCache';

/** Session storage as the browser gives it, held in a map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.useRealTimers());

describe('fetch cache (session storage)', () => {
  it('fetches once per session: the answer is kept in session storage and read from there afterwards', async () => {
    const storage = memoryStorage();
    const fetcher = vi.fn(async () => ({ SKU: '/page' }));
    expect(await sessionCachedFetch('mapping', fetcher, storage)).toEqual({ SKU: '/page' });
    expect(await sessionCachedFetch('mapping', fetcher, storage)).toEqual({ SKU: '/page' });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(storage.getItem('mapping')).toBe('{"SKU":"/page"}');
    expect(storage.getItem('mapping:pending')).toBeNull();
  });

  it('fetch cache polls every 100 ms: a second caller waits for the first fetch instead of fetching again', async () => {
    vi.useFakeTimers();
    expect(FETCH_CACHE_POLL_MS).toBe(100);
    const storage = memoryStorage();
    let answer: (value: string) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = sessionCachedFetch('mapping', fetcher, storage);
    let second: string | undefined;
    void sessionCachedFetch('mapping', fetcher, storage).then((value) => (second = value));
    await vi.advanceTimersByTimeAsync(FETCH_CACHE_POLL_MS);
    answer('the file');
    expect(await first).toBe('the file');
    // The answer is in storage now; the waiting caller sees it at its next poll, not before.
    await vi.advanceTimersByTimeAsync(FETCH_CACHE_POLL_MS - 1);
    expect(second).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toBe('the file');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch clears its marker, so the next caller fetches again', async () => {
    const storage = memoryStorage();
    await expect(
      sessionCachedFetch('mapping', () => Promise.reject(new Error('offline')), storage),
    ).rejects.toThrow('offline');
    expect(storage.getItem('mapping:pending')).toBeNull();
    expect(await sessionCachedFetch('mapping', async () => 'again', storage)).toBe('again');
  });

  it('a marker left by a fetch that never finished stops making callers wait after 10 s', async () => {
    const storage = memoryStorage();
    storage.setItem('mapping:pending', String(1_000));
    const later = () => 1_000 + FETCH_CACHE_PENDING_LIMIT_MS;
    expect(await sessionCachedFetch('mapping', async () => 'fresh', storage, later)).toBe('fresh');
  });

  it('without session storage (the server) every call fetches', async () => {
    const fetcher = vi.fn(async () => 'value');
    await sessionCachedFetch('mapping', fetcher, undefined);
    await sessionCachedFetch('mapping', fetcher, undefined);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

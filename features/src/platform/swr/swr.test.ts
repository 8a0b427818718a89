import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { State } from 'swr';
import { CollectingCache, SWR_CACHE_GC_MS } from './collectingCache';
import { retryDelayMs, retryWithBackoff, swrDefaults, swrPresets } from './defaults';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const entry: State = { data: 'amber' };

describe('SWR defaults', () => {
  it('swr: retries back off exponentially from 1 s, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('swr: data fetching retries 3 times, after 1 s, 2 s and 4 s, then stops', () => {
    const revalidate = vi.fn(async () => true);
    const config = { ...swrDefaults } as Parameters<typeof retryWithBackoff>[2];
    const retry = (retryCount: number) =>
      retryWithBackoff(new Error('down'), 'key', config, revalidate, { retryCount, dedupe: true });

    retry(1);
    vi.advanceTimersByTime(999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenLastCalledWith({ retryCount: 1 });
    retry(2);
    vi.advanceTimersByTime(2000);
    retry(3);
    vi.advanceTimersByTime(4000);
    expect(revalidate).toHaveBeenCalledTimes(3);
    retry(4);
    vi.advanceTimersByTime(60_000);
    expect(revalidate).toHaveBeenCalledTimes(3);
  });

  it('swr preset: trade-in configuration is stale after 5 s and never retried', () => {
    expect(swrPresets.tradeInConfiguration).toEqual({
      dedupingInterval: 5000,
      focusThrottleInterval: 5000,
      shouldRetryOnError: false,
    });
  });

  it('swr preset: consents are stale after 5 s', () => {
    expect(swrPresets.consents).toEqual({ dedupingInterval: 5000, focusThrottleInterval: 5000 });
  });

  it('swr preset: auth methods are never retried', () => {
    expect(swrPresets.authMethods).toEqual({ shouldRetryOnError: false });
  });

  it('swr preset: verification methods are cached indefinitely (never revalidated while cached)', () => {
    expect(swrPresets.verificationMethods).toEqual({
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    });
  });
});

describe('query cache garbage collection', () => {
  it('swr cache: an entry no hook holds is collected after 5 minutes', () => {
    const cache = new CollectingCache();
    cache.set('consents', entry);
    vi.advanceTimersByTime(SWR_CACHE_GC_MS - 1);
    expect(cache.get('consents')).toBe(entry);
    vi.advanceTimersByTime(1);
    expect(cache.get('consents')).toBeUndefined();
  });

  it('swr cache: an entry held by a mounted hook is never collected', () => {
    const cache = new CollectingCache();
    cache.retain('consents');
    cache.set('consents', entry);
    vi.advanceTimersByTime(SWR_CACHE_GC_MS * 3);
    expect(cache.get('consents')).toBe(entry);
  });

  it('swr cache: the 5 minutes start when the last hook lets go', () => {
    const cache = new CollectingCache();
    const first = cache.retain('consents');
    const second = cache.retain('consents');
    cache.set('consents', entry);
    first();
    vi.advanceTimersByTime(SWR_CACHE_GC_MS);
    expect(cache.get('consents')).toBe(entry);
    second();
    vi.advanceTimersByTime(SWR_CACHE_GC_MS - 1);
    expect(cache.get('consents')).toBe(entry);
    vi.advanceTimersByTime(1);
    expect([...cache.keys()]).toEqual([]);
  });

  it('swr cache: a new write restarts the clock', () => {
    const cache = new CollectingCache();
    cache.set('consents', entry);
    vi.advanceTimersByTime(SWR_CACHE_GC_MS - 1000);
    cache.set('consents', { data: 'fresh' });
    vi.advanceTimersByTime(SWR_CACHE_GC_MS - 1000);
    expect(cache.get('consents')).toEqual({ data: 'fresh' });
  });
});

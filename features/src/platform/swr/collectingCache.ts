import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware, type State } from 'swr';

/** Spec section 9: a cache entry no hook uses is collected after 5 minutes. */
export const SWR_CACHE_GC_MS = 5 * 60_000;

/**
 * SWR's cache with garbage collection, as React Query's gcTime: an entry is deleted once no mounted hook
 * has used it for 5 minutes. Without this SWR keeps every key for the life of the page.
 */
export class CollectingCache implements Cache {
  private readonly entries = new Map<string, State>();
  private readonly holders = new Map<string, number>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly gcAfterMs: number = SWR_CACHE_GC_MS) {}

  keys() {
    return this.entries.keys();
  }

  get(key: string) {
    return this.entries.get(key);
  }

  set(key: string, value: State) {
    this.entries.set(key, value);
    // Written without a hook holding it (a preload, a mutate, a late answer after unmount): the clock starts now.
    if (!this.holders.get(key)) this.scheduleCollection(key);
  }

  delete(key: string) {
    this.cancelCollection(key);
    this.entries.delete(key);
  }

  /** A mounted hook holds its key; the returned function lets go, starting the 5-minute clock. */
  retain(key: string): () => void {
    this.holders.set(key, (this.holders.get(key) ?? 0) + 1);
    this.cancelCollection(key);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const remaining = (this.holders.get(key) ?? 1) - 1;
      if (remaining > 0) {
        this.holders.set(key, remaining);
        return;
      }
      this.holders.delete(key);
      if (this.entries.has(key)) this.scheduleCollection(key);
    };
  }

  private scheduleCollection(key: string) {
    this.cancelCollection(key);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      if (!this.holders.get(key)) this.entries.delete(key);
    }, this.gcAfterMs);
    // A server render's cache must not keep Node running.
    if (typeof timer === 'object' && 'unref' in timer) timer.unref();
    this.timers.set(key, timer);
  }

  private cancelCollection(key: string) {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
  }
}

/** SWR middleware: while a hook is mounted it holds its key in a CollectingCache. */
export const holdKeyWhileMounted: Middleware = (useSWRNext) =>
  function useHeldSWR(key, fetcher, config) {
    const { cache } = useSWRConfig();
    const serialized = unstable_serialize(key);
    useEffect(() => {
      if (!serialized || !(cache instanceof CollectingCache)) return;
      return cache.retain(serialized);
    }, [cache, serialized]);
    return useSWRNext(key, fetcher, config);
  };

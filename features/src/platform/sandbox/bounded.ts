/**
 * The sandbox keeps what callers write in memory for the life of the process, so every store it grows is capped:
 * past its limit the oldest entry goes. Seeded demo data is pinned and never goes, so the demo shoppers, carts and
 * codes a person or a test relies on survive any number of strangers' writes. (A general LRU cache has no pinning,
 * which is why this is not one.)
 */

/** What one store may hold; large enough for any demo or test run, small enough that memory stays flat. */
export const SANDBOX_STORE_LIMIT = 2000;

/** A Map that keeps at most `limit` entries: writing a new key past it drops the oldest unpinned one. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(
    readonly limit: number = SANDBOX_STORE_LIMIT,
    private readonly isPinned: (key: K, value: V) => boolean = () => false,
  ) {
    super();
  }

  override set(key: K, value: V): this {
    // A rewrite counts as fresh: the entry moves to the newest end.
    if (this.has(key)) super.delete(key);
    super.set(key, value);
    if (this.size > this.limit) {
      for (const [oldKey, oldValue] of this) {
        if (oldKey !== key && !this.isPinned(oldKey, oldValue)) {
          super.delete(oldKey);
          break;
        }
      }
    }
    return this;
  }
}

/** Drops the oldest unpinned items of a list (oldest first) until at most `limit` remain; returns what was dropped. */
export function keepNewest<T>(
  items: T[],
  limit: number = SANDBOX_STORE_LIMIT,
  isPinned: (item: T) => boolean = () => false,
): T[] {
  const dropped: T[] = [];
  for (let index = 0; items.length > limit && index < items.length;) {
    if (isPinned(items[index] as T)) index += 1;
    else dropped.push(...items.splice(index, 1));
  }
  return dropped;
}

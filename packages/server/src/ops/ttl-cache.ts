/**
 * Values read from the database that rarely change, kept for `ttlMs` of real time (not the app's
 * clock, which tests hold still). Concurrent reads of a missing key share one load; a failed load
 * is not kept. Writers in this process delete the key at once; other instances see a change
 * within `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = performance.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/** One cache per database handle (tests run many apps, each on its own database, in one process). */
export function cachePerHandle<V>(ttlMs: number): (handle: object) => TtlCache<V> {
  const caches = new WeakMap<object, TtlCache<V>>();
  return (handle) => {
    let cache = caches.get(handle);
    if (!cache) {
      cache = new TtlCache<V>(ttlMs);
      caches.set(handle, cache);
    }
    return cache;
  };
}

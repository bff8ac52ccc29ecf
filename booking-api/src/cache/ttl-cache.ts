// A small in-memory cache with a time to live and a size bound, and one load at a time per key: many
// travellers asking the same search at once share one database query.

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Counts `forget` calls: a load that began before one is answered but not kept (it may hold what was forgotten). */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value, or the result of `load` (shared by every caller waiting for the same key). A cached value
   * that `usable` refuses (one holding less than this caller needs) is loaded again.
   */
  async get(key: K, load: () => Promise<V>, usable?: (value: V) => boolean): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined && (!usable || usable(hit))) return hit;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const began = this.generation;
    const promise = load()
      .then((value) => {
        if (began === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** The cached value if it has not expired, without loading. */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  clear(): void {
    this.forget(() => true);
  }

  /** Drops every entry whose key `matches`, and lets no load already under way keep its value. */
  forget(matches: (key: K) => boolean): void {
    this.generation++;
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
    for (const key of [...this.loading.keys()]) if (matches(key)) this.loading.delete(key);
  }

  private set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    // Maps keep insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }
}

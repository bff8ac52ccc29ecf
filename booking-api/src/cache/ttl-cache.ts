// A small in-memory cache with a time to live and a size bound, and one load at a time per key: many
// travellers asking the same search at once share one database query. What changed underneath can be forgotten
// (`forget`) or revised from the cached value (`revise`); a load already under way for such a key is answered
// but not kept, since it may have read the rows from before the change.

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  /** Loads overtaken by a change of their key: their callers get the value, the cache does not keep it. */
  private readonly overtaken = new WeakSet<Promise<V>>();

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
    return this.track(key, load(), this.now() + this.ttlMs);
  }

  /** The cached value if it has not expired, without loading. */
  peek(key: K): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  clear(): void {
    this.forget(() => true);
  }

  /** Drops every entry whose key `matches`; a load under way for one is not kept. */
  forget(matches: (key: K) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
    for (const [key, pending] of [...this.loading]) if (matches(key)) this.overtake(key, pending);
  }

  /**
   * Replaces each live entry whose key `matches` by what `update` makes of it, keeping its expiry (callers
   * meanwhile wait for the update, as for a load); a load under way for such a key is not kept.
   */
  revise(matches: (key: K) => boolean, update: (key: K, value: V) => Promise<V>): void {
    const now = this.now();
    for (const [key, pending] of [...this.loading]) if (matches(key)) this.overtake(key, pending);
    for (const [key, { value, expires }] of [...this.entries]) {
      if (!matches(key)) continue;
      this.entries.delete(key);
      if (expires > now) this.track(key, update(key, value), expires);
    }
  }

  private track(key: K, load: Promise<V>, expires: number): Promise<V> {
    const promise: Promise<V> = load
      .then((value) => {
        if (!this.overtaken.has(promise)) this.set(key, value, expires);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private overtake(key: K, pending: Promise<V>) {
    this.overtaken.add(pending);
    this.loading.delete(key);
  }

  private set(key: K, value: V, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    // Maps keep insertion order: the first key is the oldest.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }
}

/**
 * A few seconds' memory of a read that many requests repeat (a dashboard every monitoring screen
 * polls): per key, the value is read once and served until it is `ttlMs` old or the owner calls
 * `clear()` because what it counts changed. Requests that miss at the same time share one read.
 *
 * A cache, not state: each instance keeps its own, a lost entry is read again, a failed read is
 * not kept. Its owner clears it on the realtime signals every instance receives, so a change made
 * through another instance is seen there as soon as here.
 */
export class ShortCache<T> {
  private static readonly all = new Set<ShortCache<unknown>>();
  private readonly entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {
    ShortCache.all.add(this as ShortCache<unknown>);
  }

  /**
   * Forgets every cache of the process: a platform starting on a database calls it. A process
   * serves one database; the tests start several in turn, whose ids and versions may repeat.
   */
  static clearAll(): void {
    for (const cache of ShortCache.all) cache.clear();
  }

  get(key: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = read();
    this.entries.set(key, { until: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every entry; a read under way still answers its own callers but is not kept. */
  clear(): void {
    this.entries.clear();
  }
}

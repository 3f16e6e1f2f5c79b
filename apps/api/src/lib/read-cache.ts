/**
 * A small in-process read cache for rows that are read on every request and written rarely
 * (the signed-in user, the option lists). An entry is used while it is younger than `ttlMs`
 * and no write of its kind was recorded (`invalidate`) since it was read: a write in this
 * process takes effect at once, a write by another process (a second instance, the CLI)
 * within `ttlMs`. Entries belong to one database handle, so apps in one process (tests) never
 * share them.
 */
export class ReadCache<K, V> {
  private generation = 0;
  private readonly byDb = new WeakMap<
    object,
    Map<K, { value: V; at: number; generation: number }>
  >();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  /** Forgets every entry (a write happened). */
  invalidate(): void {
    this.generation += 1;
  }

  /** The cached value of `key` for `db`, else `load()`'s, remembered. */
  async get(db: object, key: K, load: () => Promise<V>): Promise<V> {
    let entries = this.byDb.get(db);
    const now = Date.now();
    const hit = entries?.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < this.options.ttlMs) {
      return hit.value;
    }
    // The generation before the read: a write while it runs makes the entry stale at once.
    const generation = this.generation;
    const value = await load();
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    if (entries.size >= this.options.maxEntries) entries.clear();
    entries.set(key, { value, at: now, generation });
    return value;
  }
}

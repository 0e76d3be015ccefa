import { LRUCache } from "lru-cache";

/**
 * A size-capped memory of promised values, each kept for a time to live read
 * when it is stored (0 keeps nothing and loads every time). Callers asking
 * for a key while its load is under way share that one load; a failed load
 * is forgotten, so the next caller tries again.
 */
export class PromiseCache<V extends object> {
  private readonly entries: LRUCache<string, Promise<V>>;

  constructor(
    max: number,
    private readonly ttlMs: () => number,
  ) {
    this.entries = new LRUCache<string, Promise<V>>({ max, ttl: 1, ttlAutopurge: false });
  }

  /** The cached value, or `load()` stored for the time to live; failed loads are not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const ttl = this.ttlMs();
    if (ttl === 0) return load();
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value, { ttl });
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

import { LRUCache } from "lru-cache";

/**
 * Short-lived, size-capped memory for what every visitor asks for and is the
 * same for all of them: anonymous list pages (published content only) and
 * each author's published count on detail pages.
 *
 * Writes made through this server clear them at once (content created,
 * saved, published, moderated or deleted; likes and saves); views and shares
 * do not, so those counters may lag by the time to live. Several servers on
 * one PostgreSQL see each other's writes within the time to live.
 * `PUBLIC_CACHE_SECONDS=0` turns it off.
 */
export class PromiseCache<V extends object> {
  private readonly entries: LRUCache<string, Promise<V>>;

  constructor(max: number) {
    this.entries = new LRUCache<string, Promise<V>>({ max, ttl: 1, ttlAutopurge: false });
  }

  /** The cached value, or `load()` stored for the time to live; failed loads are not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (ttlMs === 0) return load();
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value, { ttl: ttlMs });
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

let ttlMs = 5_000;
const caches: PromiseCache<object>[] = [];

export function publicCache<V extends object>(max: number): PromiseCache<V> {
  const cache = new PromiseCache<V>(max);
  caches.push(cache as unknown as PromiseCache<object>);
  return cache;
}

/** Set from PUBLIC_CACHE_SECONDS when the app is built; clears everything. */
export function setPublicCacheSeconds(seconds: number): void {
  ttlMs = Math.max(0, Math.round(seconds * 1000));
  for (const cache of caches) cache.clear();
}

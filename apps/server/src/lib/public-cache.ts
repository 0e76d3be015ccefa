import { PromiseCache } from "./promise-cache";

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
let ttlMs = 5_000;
const caches: PromiseCache<object>[] = [];

export function publicCache<V extends object>(max: number): PromiseCache<V> {
  const cache = new PromiseCache<V>(max, () => ttlMs);
  caches.push(cache as unknown as PromiseCache<object>);
  return cache;
}

/** Set from PUBLIC_CACHE_SECONDS when the app is built; clears everything. */
export function setPublicCacheSeconds(seconds: number): void {
  ttlMs = Math.max(0, Math.round(seconds * 1000));
  for (const cache of caches) cache.clear();
}

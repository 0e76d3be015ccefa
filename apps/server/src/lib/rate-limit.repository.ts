import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema/rate-limits";

/** Both drivers answer raw queries with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against a fixed window kept in the database, so every app
 * server shares the same counters. Atomic: one upsert statement.
 */
export async function hit(db: Db, key: string, limit: Limit): Promise<HitResult> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= now() - ${window}::interval then 1 else ${rateLimits.count} + 1 end,
      window_start = case when ${rateLimits.windowStart} <= now() - ${window}::interval then now() else ${rateLimits.windowStart} end
    returning count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry
  `);
  const row = rowsOf<{ count: number; retry: number }>(result)[0] ?? {
    count: 1,
    retry: limit.windowSeconds,
  };
  return {
    allowed: row.count <= limit.max,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.retry),
  };
}

/** Reads a counter without counting a hit. */
export async function peek(db: Db, key: string, limit: Limit): Promise<HitResult> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute(sql`
    select count, ceil(extract(epoch from (window_start + ${window}::interval - now())))::int as retry
    from ${rateLimits}
    where key = ${key} and window_start > now() - ${window}::interval
  `);
  const row = rowsOf<{ count: number; retry: number }>(result)[0];
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return {
    allowed: row.count < limit.max,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.retry),
  };
}

export async function deleteStaleCounters(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(Date.now() - olderThanSeconds * 1000)));
}

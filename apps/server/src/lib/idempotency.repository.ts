import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema/idempotency-keys";

/**
 * How long a key's answer is kept, in days: a device may hold a change for
 * weeks in the field, and a creation whose answer was lost must not be made
 * again when it is finally replayed. Only creations carry keys (trips, cards,
 * drafts, recording uploads), so a month of answers stays small.
 */
const IDEMPOTENCY_KEY_DAYS = 30;
const EXPIRY = `${IDEMPOTENCY_KEY_DAYS} days`;

export interface IdempotentRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

type StoredKey = typeof idempotencyKeys.$inferSelect;

/**
 * Claims a key for a request: inserts a "running" row, or takes over one that
 * has expired. Returns true when this request holds the key; false when a row
 * for it already exists (read it with findKey). The primary key is the lock.
 */
export async function claimKey(db: Db, request: IdempotentRequest): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...request, state: "running" })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        method: request.method,
        path: request.path,
        bodyHash: request.bodyHash,
        state: "running",
        statusCode: null,
        headers: null,
        body: null,
        createdAt: sql`now()`,
      },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${EXPIRY}::interval`),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Db, scope: string, key: string): Promise<StoredKey | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/** Keeps the answer of a request that holds the key. */
export async function completeKey(
  db: Db,
  scope: string,
  key: string,
  answer: { statusCode: number; headers: Record<string, string>; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: "done", ...answer })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, "running"),
      ),
    );
}

/** Gives a key back (a server error, an answer that could not be kept) so a retry runs again. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, "running"),
      ),
    );
}

/** Deletes keys older than the expiry; returns how many. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${EXPIRY}::interval`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

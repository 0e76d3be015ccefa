import { and, asc, eq, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { dataExports, type DataExportRow } from "../../db/schema/data-exports";
import { CursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";

/** Both drivers answer raw queries with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const OPEN = ["queued", "running"] as const;

/** The user's export that is waiting or being built, if any. */
export async function findOpenExport(db: Db, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, [...OPEN])))
    .limit(1);
  return row;
}

export function isOpenExportConflict(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505" && (!constraint || constraint === "data_exports_open_user_unique"))
      return true;
  }
  return false;
}

export async function insertExport(db: Db, userId: string): Promise<DataExportRow> {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  return row!;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/**
 * The request time to the millisecond, as the cursor carries it (the column
 * keeps microseconds): pages neither skip nor repeat rows of the same millisecond.
 */
const requestedAt = sql`date_trunc('milliseconds', ${dataExports.createdAt})`;

/** When the export was requested, and its id. */
const ExportCursor = z.tuple([CursorTime, z.uuid()]);

/** The user's exports, newest first, by keyset on (created_at, id). */
export async function listExports(
  db: Db,
  userId: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ rows: DataExportRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(dataExports.userId, userId)];
  if (cursor) {
    const [at, id] = decodeCursor(cursor, ExportCursor);
    conditions.push(sql`(${requestedAt}, ${dataExports.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select()
    .from(dataExports)
    .where(and(...conditions))
    .orderBy(sql`${requestedAt} desc`, sql`${dataExports.id} desc`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > limit && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

/** Claims the export for a run: queued (or running, for a retried run) becomes running. */
export async function startExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ status: "running", error: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...OPEN])))
    .returning();
  return row;
}

export interface FinishedExport {
  storageKey: string;
  sizeBytes: number;
  fileCount: number;
  manifest: Record<string, number>;
  keepHours: number;
}

/** Records the finished archive; false when the export is gone (its account was deleted). */
export async function finishExport(db: Db, id: string, done: FinishedExport): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({
      status: "ready",
      storageKey: done.storageKey,
      sizeBytes: done.sizeBytes,
      fileCount: done.fileCount,
      manifest: done.manifest,
      error: null,
      completedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${done.keepHours})`,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "running")))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** A run failed: `final` marks the export failed, otherwise it waits for the retry. */
export async function failExport(
  db: Db,
  id: string,
  reason: string,
  final: boolean,
): Promise<void> {
  await db
    .update(dataExports)
    .set(
      final
        ? { status: "failed", error: reason, completedAt: sql`now()` }
        : { status: "queued", error: reason },
    )
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...OPEN])));
}

/** Finished archives past their expiry, oldest first, a batch at a time. */
export async function expiredArchives(
  db: Db,
  limit: number,
): Promise<{ id: string; storageKey: string }[]> {
  const rows = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lt(dataExports.expiresAt, sql`now()`)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, storageKey: row.storageKey! }));
}

/** The row stays (the list shows it as expired); only the file's key goes. */
export async function forgetArchive(db: Db, id: string, storageKey: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ storageKey: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.storageKey, storageKey)));
}

/** Every stored archive of the account, for account deletion. */
export async function archiveKeysOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.map((row) => row.storageKey!);
}

const STALLED_EXPORT_MESSAGE = "The export stopped before it finished. Request a new one.";

/**
 * Exports that say they are on their way while their job is neither queued
 * nor running (the queue gave up after its workers stopped mid-run): marked
 * failed, so the account may ask again. Exports of the last minute are left alone.
 */
export async function sweepStalledExports(db: Db, jobName: string): Promise<number> {
  const prefix = `${jobName}:`;
  const result = await db.execute(sql`
    update ${dataExports} as e set
      status = 'failed',
      error = ${STALLED_EXPORT_MESSAGE},
      completed_at = now()
    where e.status in ('queued', 'running')
      and e.created_at < now() - interval '1 minute'
      and not exists (
        select 1 from tasks j
        where j.dedupe_key = ${prefix} || e.id::text
          and j.status in ('queued', 'running'))
    returning e.id
  `);
  return rowsOf<{ id: string }>(result).length;
}

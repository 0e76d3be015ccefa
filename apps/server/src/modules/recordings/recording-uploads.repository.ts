import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  recordingUploadSessions,
  type RecordingUploadSessionRow,
} from "../../db/schema/recording-upload-sessions";

export type { RecordingUploadSessionRow };

export async function insertUploadSession(
  db: Db,
  values: {
    ownerId: string;
    size: number;
    mimeType: string;
    fileName: string;
    expiresAt: Date;
  },
): Promise<RecordingUploadSessionRow> {
  const [row] = await db.insert(recordingUploadSessions).values(values).returning();
  return row!;
}

/** The account's uploads that have not expired. */
export async function countOpenUploadSessions(db: Db, ownerId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recordingUploadSessions)
    .where(
      and(eq(recordingUploadSessions.ownerId, ownerId), gt(recordingUploadSessions.expiresAt, now)),
    );
  return Number(row?.n ?? 0);
}

/** The upload when it belongs to the owner and has not expired; null otherwise. */
export async function findOwnUploadSession(
  db: Db,
  id: string,
  ownerId: string,
  now: Date,
): Promise<RecordingUploadSessionRow | null> {
  const [row] = await db
    .select()
    .from(recordingUploadSessions)
    .where(
      and(
        eq(recordingUploadSessions.id, id),
        eq(recordingUploadSessions.ownerId, ownerId),
        gt(recordingUploadSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Records a stored chunk: moves the offset from `from` to `to` and appends
 * the chunk's key, only while the offset is still `from` (of two chunks sent
 * for the same offset, one wins). Returns the new offset, or null when the
 * offset had moved (the caller removes its chunk).
 */
export async function advanceUploadSession(
  db: Db,
  id: string,
  from: number,
  to: number,
  partKey: string,
): Promise<number | null> {
  const [row] = await db
    .update(recordingUploadSessions)
    .set({
      offset: to,
      parts: sql`${recordingUploadSessions.parts} || ${JSON.stringify([partKey])}::jsonb`,
    })
    .where(and(eq(recordingUploadSessions.id, id), eq(recordingUploadSessions.offset, from)))
    .returning({ offset: recordingUploadSessions.offset });
  return row ? row.offset : null;
}

/** Deletes an upload's row; returns it (with its part keys) when it was there. */
export async function deleteUploadSession(
  db: Db,
  id: string,
): Promise<RecordingUploadSessionRow | null> {
  const [row] = await db
    .delete(recordingUploadSessions)
    .where(eq(recordingUploadSessions.id, id))
    .returning();
  return row ?? null;
}

/** Uploads past their expiry, oldest first, at most `limit`. */
export async function expiredUploadSessions(
  db: Db,
  now: Date,
  limit: number,
): Promise<RecordingUploadSessionRow[]> {
  return db
    .select()
    .from(recordingUploadSessions)
    .where(lte(recordingUploadSessions.expiresAt, now))
    .orderBy(asc(recordingUploadSessions.expiresAt))
    .limit(limit);
}

/** The storage keys of every chunk of the account's open uploads (removed with the account). */
export async function uploadPartKeysOf(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ parts: recordingUploadSessions.parts })
    .from(recordingUploadSessions)
    .where(eq(recordingUploadSessions.ownerId, ownerId));
  return rows.flatMap((row) => row.parts);
}

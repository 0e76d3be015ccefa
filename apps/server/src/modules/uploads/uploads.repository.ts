import { and, asc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications } from "../../db/schema/jobs";
import { uploads, type UploadRow } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";

/** Bytes stored by the owner's uploads (every kind). */
export async function bytesStoredBy(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.n ?? 0);
}

/** Locks the owner's user row, so uploads of one account are checked against the quota one at a time. */
export async function lockOwner(tx: Db, ownerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("update");
}

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted!;
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const rows = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return rows[0];
}

/** The given uploads that belong to the owner. */
export async function findOwnedUploads(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.id, ids)));
}

/**
 * One keyset page of a person's own files other than recordings (those go
 * with their recording), with the applicant's name when the file is a
 * résumé.
 */
export function ownUploadsPage(db: Db, ownerId: string, after: string | null, limit: number) {
  return db
    .select({
      id: uploads.id,
      kind: uploads.kind,
      mimeType: uploads.mimeType,
      storageKey: uploads.storageKey,
      createdAt: uploads.createdAt,
      applicantName: applications.name,
    })
    .from(uploads)
    .leftJoin(applications, eq(applications.resumeUploadId, uploads.id))
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        ne(uploads.kind, "recording"),
        after === null ? undefined : gt(uploads.id, after),
      ),
    )
    .orderBy(asc(uploads.id))
    .limit(limit);
}

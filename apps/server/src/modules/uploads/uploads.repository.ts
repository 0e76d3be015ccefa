import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads, type UploadRow } from "../../db/schema/uploads";

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

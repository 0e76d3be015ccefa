import { and, asc, count, eq, gt, inArray, isNull } from "drizzle-orm";
import type { ReportReason } from "@field-commons/shared/admin";
import type { Db } from "../../db/client";
import { contentReports } from "../../db/schema/admin";
import { users } from "../../db/schema/users";

/** One keyset page of the reports a person made, in id order. */
export function reportsByPage(db: Db, reporterId: string, after: string | null, limit: number) {
  return db
    .select()
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        after === null ? undefined : gt(contentReports.id, after),
      ),
    )
    .orderBy(asc(contentReports.id))
    .limit(limit);
}

/**
 * Files a report; false, storing nothing, when the reader already has an
 * open report on the item.
 */
export async function insertReport(
  db: Db,
  values: { contentId: string; reporterId: string; reason: ReportReason; details: string },
): Promise<boolean> {
  const inserted = await db
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return inserted.length > 0;
}

/** The open reports of these items, oldest first, with each reporter's name. */
export async function listOpenReports(db: Db, contentIds: string[]) {
  return db
    .select({
      id: contentReports.id,
      contentId: contentReports.contentId,
      reason: contentReports.reason,
      details: contentReports.details,
      reporterId: contentReports.reporterId,
      reporterName: users.name,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .innerJoin(users, eq(users.id, contentReports.reporterId))
    .where(and(inArray(contentReports.contentId, contentIds), isNull(contentReports.resolvedAt)))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
}

/** How many open reports an item has. */
export async function countOpenReports(db: Db, contentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)));
  return row?.n ?? 0;
}

/** Marks an item's open reports resolved now; returns how many there were. */
export async function resolveOpenReports(db: Db, contentId: string): Promise<number> {
  const resolved = await db
    .update(contentReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)))
    .returning({ id: contentReports.id });
  return resolved.length;
}

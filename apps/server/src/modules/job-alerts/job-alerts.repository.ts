import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { JobFilters } from "@field-commons/shared/jobs";
import type { Db } from "../../db/client";
import { jobAlerts, type JobAlertRow } from "../../db/schema/jobs";

export async function listAlerts(db: Db, userId: string, limit: number): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(limit);
}

export async function findAlert(db: Db, id: string): Promise<JobAlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1);
  return row;
}

/**
 * Saves the filters unless the user already keeps `max` alerts. The count
 * runs under a transaction-scoped advisory lock per user, so two saves at
 * once cannot both pass the limit.
 */
export async function insertAlert(
  db: Db,
  userId: string,
  filters: JobFilters,
  max: number,
): Promise<JobAlertRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${userId}`}))`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId));
    if ((count?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(jobAlerts).values({ userId, filters }).returning();
    return row!;
  });
}

export async function deleteAlert(db: Db, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** One keyset page of a person's job alerts, in id order. */
export function alertsPage(
  db: Db,
  userId: string,
  after: string | null,
  limit: number,
): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), after === null ? undefined : gt(jobAlerts.id, after)))
    .orderBy(asc(jobAlerts.id))
    .limit(limit);
}

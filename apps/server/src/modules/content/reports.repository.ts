import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentReports } from "../../db/schema/admin";

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

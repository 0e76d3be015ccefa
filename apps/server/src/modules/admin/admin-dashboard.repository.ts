import { sql } from "drizzle-orm";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { contentCounts } from "../../db/schema/content";
import { jobs } from "../../db/schema/jobs";
import { users } from "../../db/schema/users";
import { openCondition } from "../jobs";

/** How many accounts there are, and how many were created at `since` or later (one row). */
export function countUsers(db: Db, since: Date): Promise<{ total: number; newThisWeek: number }[]> {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      newThisWeek: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
    })
    .from(users);
}

/**
 * Per content type that has items: how many, how many await review, how many
 * are published. Read from `content_counts`, which a trigger keeps (a dozen
 * rows, however many items there are).
 */
export function countContentByType(
  db: Db,
): Promise<{ type: ContentType; total: number; pending: number; approved: number }[]> {
  return db
    .select({
      type: contentCounts.type,
      total: sql<number>`sum(${contentCounts.items})::int`,
      pending: sql<number>`coalesce(sum(${contentCounts.items}) filter (where ${contentCounts.status} in ('pending', 'in-review')), 0)::int`,
      approved: sql<number>`coalesce(sum(${contentCounts.items}) filter (where ${contentCounts.status} = 'published'), 0)::int`,
    })
    .from(contentCounts)
    .groupBy(contentCounts.type)
    .having(sql`sum(${contentCounts.items}) > 0`);
}

/** How many job postings there are, and how many of them are open (one row). */
export function countJobPostings(db: Db): Promise<{ total: number; active: number }[]> {
  return db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${openCondition()}))::int`,
    })
    .from(jobs);
}

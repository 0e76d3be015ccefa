import { count, sql } from "drizzle-orm";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
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

/** Per content type that has items: how many, how many await review, how many are published. */
export function countContentByType(
  db: Db,
): Promise<{ type: ContentType; total: number; pending: number; approved: number }[]> {
  return db
    .select({
      type: content.type,
      total: count(),
      pending: sql<number>`(count(*) filter (where ${content.status} in ('pending', 'in-review')))::int`,
      approved: sql<number>`(count(*) filter (where ${content.status} = 'published'))::int`,
    })
    .from(content)
    .groupBy(content.type);
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

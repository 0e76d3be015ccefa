import { and, asc, eq, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { digests } from "../../db/schema/digests";
import { jobs, organizations } from "../../db/schema/jobs";
import { recordings } from "../../db/schema/recordings";

/** Keys from `from` (all when null) up to `to` (excluded; no end when null). */
export interface KeyRange {
  from: string | null;
  to: string | null;
}

function inRange(key: AnyPgColumn, { from, to }: KeyRange): (SQL | undefined)[] {
  return [from ? gte(key, from) : undefined, to ? lt(key, to) : undefined];
}

/** Published content in the key range, in key order, at most `limit`. */
export async function readPublishedContentKeys(
  db: Db,
  range: KeyRange,
  limit: number,
): Promise<{ key: string; type: ContentType; slug: string; at: Date }[]> {
  return await db
    .select({ key: content.id, type: content.type, slug: content.slug, at: content.updatedAt })
    .from(content)
    .where(and(eq(content.status, "published"), ...inRange(content.id, range)))
    .orderBy(asc(content.id))
    .limit(limit);
}

/** Job postings that are not drafts, in the key range, in key order, at most `limit`. */
export async function readListedJobKeys(
  db: Db,
  range: KeyRange,
  limit: number,
): Promise<{ key: string; at: Date }[]> {
  return await db
    .select({ key: jobs.id, at: jobs.updatedAt })
    .from(jobs)
    .where(and(ne(jobs.status, "draft"), ...inRange(jobs.id, range)))
    .orderBy(asc(jobs.id))
    .limit(limit);
}

/** Organizations in the key range, in key order, at most `limit`. */
export async function readOrganizationKeys(
  db: Db,
  range: KeyRange,
  limit: number,
): Promise<{ key: string; slug: string; at: Date }[]> {
  return await db
    .select({ key: organizations.id, slug: organizations.slug, at: organizations.updatedAt })
    .from(organizations)
    .where(and(...inRange(organizations.id, range)))
    .orderBy(asc(organizations.id))
    .limit(limit);
}

/** Digests in the key range, in key order, at most `limit`. */
export async function readDigestKeys(
  db: Db,
  range: KeyRange,
  limit: number,
): Promise<{ key: string; week: string; at: Date }[]> {
  return await db
    .select({ key: digests.id, week: digests.weekKey, at: digests.generatedAt })
    .from(digests)
    .where(and(...inRange(digests.id, range)))
    .orderBy(asc(digests.id))
    .limit(limit);
}

/** Published public recordings in the key range, in key order, at most `limit`. */
export async function readPublicRecordingKeys(
  db: Db,
  range: KeyRange,
  limit: number,
): Promise<{ key: string; at: Date }[]> {
  return await db
    .select({ key: recordings.id, at: recordings.updatedAt })
    .from(recordings)
    .where(
      and(
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
        ...inRange(recordings.id, range),
      ),
    )
    .orderBy(asc(recordings.id))
    .limit(limit);
}

/** Every `every`-th value of `key` among the rows of `table` matching `where`, in key order, as text. */
export async function everyNthKey(
  db: Db,
  table: PgTable,
  key: AnyPgColumn,
  where: SQL | undefined,
  every: number,
): Promise<string[]> {
  const numbered = db
    .select({
      key: sql<string>`${key}`.as("key"),
      n: sql<number>`row_number() over (order by ${key})`.as("n"),
    })
    .from(table)
    .where(where)
    .as("numbered");
  const rows = await db
    .select({ key: sql<string>`${numbered.key}::text` })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${every} = 0`)
    .orderBy(asc(numbered.n));
  return rows.map((r) => r.key);
}

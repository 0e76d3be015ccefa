import { and, asc, eq, gte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { digests } from "../../db/schema/digests";
import { jobs, organizations } from "../../db/schema/jobs";
import { recordings } from "../../db/schema/recordings";

/** Published content from key `from` on (all when null), in key order, at most `limit`. */
export async function readPublishedContentKeys(
  db: Db,
  from: string | null,
  limit: number,
): Promise<{ key: string; type: ContentType; slug: string; at: Date }[]> {
  return await db
    .select({ key: content.id, type: content.type, slug: content.slug, at: content.updatedAt })
    .from(content)
    .where(and(eq(content.status, "published"), from ? gte(content.id, from) : undefined))
    .orderBy(asc(content.id))
    .limit(limit);
}

/** Job postings that are not drafts, from key `from` on (all when null), in key order, at most `limit`. */
export async function readListedJobKeys(
  db: Db,
  from: string | null,
  limit: number,
): Promise<{ key: string; at: Date }[]> {
  return await db
    .select({ key: jobs.id, at: jobs.updatedAt })
    .from(jobs)
    .where(and(ne(jobs.status, "draft"), from ? gte(jobs.id, from) : undefined))
    .orderBy(asc(jobs.id))
    .limit(limit);
}

/** Organizations from key `from` on (all when null), in key order, at most `limit`. */
export async function readOrganizationKeys(
  db: Db,
  from: string | null,
  limit: number,
): Promise<{ key: string; slug: string; at: Date }[]> {
  return await db
    .select({ key: organizations.id, slug: organizations.slug, at: organizations.updatedAt })
    .from(organizations)
    .where(from ? gte(organizations.id, from) : undefined)
    .orderBy(asc(organizations.id))
    .limit(limit);
}

/** Digests from key `from` on (all when null), in key order, at most `limit`. */
export async function readDigestKeys(
  db: Db,
  from: string | null,
  limit: number,
): Promise<{ key: string; week: string; at: Date }[]> {
  return await db
    .select({ key: digests.id, week: digests.weekKey, at: digests.generatedAt })
    .from(digests)
    .where(from ? gte(digests.id, from) : undefined)
    .orderBy(asc(digests.id))
    .limit(limit);
}

/** Published public recordings from key `from` on (all when null), in key order, at most `limit`. */
export async function readPublicRecordingKeys(
  db: Db,
  from: string | null,
  limit: number,
): Promise<{ key: string; at: Date }[]> {
  return await db
    .select({ key: recordings.id, at: recordings.updatedAt })
    .from(recordings)
    .where(
      and(
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
        from ? gte(recordings.id, from) : undefined,
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
      key: sql<string>`${key}::text`.as("key"),
      n: sql<number>`row_number() over (order by ${key})`.as("n"),
    })
    .from(table)
    .where(where)
    .as("numbered");
  const rows = await db
    .select({ key: numbered.key })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${every} = 0`)
    .orderBy(asc(numbered.n));
  return rows.map((r) => r.key);
}

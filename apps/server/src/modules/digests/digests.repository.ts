import { desc, eq, sql } from "drizzle-orm";
import { weekKey, type IsoWeek } from "@field-commons/shared/digests";
import type { Db } from "../../db/client";
import { digests, digestViews, type DigestRow } from "../../db/schema/digests";
import { buildDigest, weekRange } from "./digest.builder";

/**
 * Builds the week's digest and stores it. Without `replace`, a week that
 * already has a digest keeps it (the unique week key decides between two
 * workers); with it, the digest is rebuilt from today's data.
 */
export async function generateDigest(
  db: Db,
  week: IsoWeek,
  options: { replace?: boolean } = {},
): Promise<{ row: DigestRow; created: boolean }> {
  const key = weekKey(week);
  if (!options.replace) {
    const existing = await findDigestByWeek(db, key);
    if (existing) return { row: existing, created: false };
  }
  const built = await buildDigest(db, week);
  const values = {
    weekKey: key,
    year: week.year,
    week: week.week,
    weekStart: weekRange(week).startDay,
    title: built.title,
    summary: built.summary,
    quiet: built.quiet,
    stats: built.stats,
    featured: built.featured,
    newJobs: built.newJobs,
    newCaseStudies: built.newCaseStudies,
    newTrips: built.newTrips,
    generatedAt: new Date(),
  };
  const { weekKey: _key, ...changes } = values;
  const inserted = options.replace
    ? await db
        .insert(digests)
        .values(values)
        .onConflictDoUpdate({ target: digests.weekKey, set: changes })
        .returning()
    : await db.insert(digests).values(values).onConflictDoNothing().returning();
  if (inserted[0]) return { row: inserted[0], created: !options.replace };
  // Another worker stored the week between our look and our insert.
  return { row: (await findDigestByWeek(db, key))!, created: false };
}

export async function findDigestByWeek(db: Db, key: string): Promise<DigestRow | undefined> {
  const [row] = await db.select().from(digests).where(eq(digests.weekKey, key)).limit(1);
  return row;
}

export async function findDigest(db: Db, idOrWeek: string): Promise<DigestRow | undefined> {
  const column = /^\d{4}-W\d{2}$/.test(idOrWeek) ? digests.weekKey : digests.id;
  const [row] = await db.select().from(digests).where(eq(column, idOrWeek)).limit(1);
  return row;
}

/** One page of the archive, newest week first. */
export async function listDigests(
  db: Db,
  page: number,
  limit: number,
): Promise<{ rows: DigestRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(digests)
      .orderBy(desc(digests.weekStart))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(digests),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The newest digests (feeds). */
export async function latestDigests(db: Db, limit: number): Promise<DigestRow[]> {
  return db.select().from(digests).orderBy(desc(digests.weekStart)).limit(limit);
}

/** Counts a view once per visitor per day. */
export async function recordDigestView(
  db: Db,
  digestId: string,
  visitor: string,
  day: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(digestViews)
      .values({ digestId, visitorKey: visitor, day })
      .onConflictDoNothing()
      .returning({ digestId: digestViews.digestId });
    if (inserted.length === 0) return null;
    const [row] = await tx
      .update(digests)
      .set({ views: sql`${digests.views} + 1` })
      .where(eq(digests.id, digestId))
      .returning({ views: digests.views });
    return row?.views ?? null;
  });
}

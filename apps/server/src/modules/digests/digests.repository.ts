import { and, asc, desc, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import { weekKey, type IsoWeek } from "@field-commons/shared/digests";
import type { Db } from "../../db/client";
import { digestDeliveries, digests, digestViews, type DigestRow } from "../../db/schema/digests";
import { jobAlerts, type JobAlertRow } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import { users } from "../../db/schema/users";
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

/** The digests whose week starts on or after `start` and before `end` (YYYY-MM-DD), oldest first. */
export async function digestsStartingBetween(
  db: Db,
  start: string,
  end: string,
): Promise<DigestRow[]> {
  return db
    .select()
    .from(digests)
    .where(and(gte(digests.weekStart, start), lt(digests.weekStart, end)))
    .orderBy(asc(digests.weekStart));
}

/** A reader of a digest run, with what they chose to receive. */
export interface DigestRecipient {
  id: string;
  email: string;
  name: string;
  frequency: string;
  domains: string[];
  alerts: boolean;
}

/**
 * Who gets a period's e-mail: active users with a verified address who
 * chose this frequency (or, for a week, who keep job alerts), without a
 * delivery for the period yet, in id order after the cursor, at most `limit`.
 */
export async function digestRecipients(
  db: Db,
  run: { kind: "weekly" | "monthly"; period: string; after?: string | null },
  limit: number,
): Promise<DigestRecipient[]> {
  const frequency = sql`coalesce(${profiles.digestFrequency}, 'off')`;
  const wanted =
    run.kind === "weekly"
      ? or(
          sql`${frequency} = 'weekly'`,
          sql`coalesce(${profiles.jobAlertEmails}, true) and exists (select 1 from ${jobAlerts} where ${jobAlerts.userId} = ${users.id})`,
        )
      : sql`${frequency} = 'monthly'`;
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      frequency: sql<string>`${frequency}`,
      domains: sql<string[]>`coalesce(${profiles.digestDomains}, '{}'::text[])`,
      alerts: sql<boolean>`coalesce(${profiles.jobAlertEmails}, true)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.status, "active"),
        eq(users.isVerified, true),
        wanted,
        run.after ? gt(users.id, run.after) : undefined,
        sql`not exists (select 1 from ${digestDeliveries} where ${digestDeliveries.userId} = ${users.id} and ${digestDeliveries.period} = ${run.period})`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit);
}

/** A user's saved job alerts. */
export async function jobAlertsOfUser(db: Db, userId: string): Promise<JobAlertRow[]> {
  return db.select().from(jobAlerts).where(eq(jobAlerts.userId, userId));
}

/**
 * Records that a user got a period's e-mail; false, changing nothing, when
 * they already had it (another batch or worker sent it).
 */
export async function recordDelivery(db: Db, userId: string, period: string): Promise<boolean> {
  const inserted = await db
    .insert(digestDeliveries)
    .values({ userId, period })
    .onConflictDoNothing()
    .returning({ userId: digestDeliveries.userId });
  return inserted.length > 0;
}

/**
 * Stops every e-mail of the digest run for a user: the digest and the job
 * alerts. An account deleted since the e-mail went out is left alone.
 */
export async function turnOffDigestEmails(db: Db, userId: string): Promise<void> {
  const off = { digestFrequency: "off" as const, jobAlertEmails: false, updatedAt: new Date() };
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (account) {
    await db
      .insert(profiles)
      .values({ userId, ...off })
      .onConflictDoUpdate({ target: profiles.userId, set: off });
  }
}

import { eq, sql } from "drizzle-orm";
import {
  DEFAULT_PREFERENCES,
  type Preferences,
  type ProfileStats,
  type ProfileValues,
} from "@field-commons/shared/profiles";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { applications } from "../../db/schema/jobs";
import { profiles, type ProfileRow } from "../../db/schema/profiles";
import { users, type UserRow } from "../../db/schema/users";

/** A profile row's values before the owner first saves: empty, default preferences. */
export function emptyProfile(userId: string): ProfileRow {
  return {
    userId,
    avatarUploadId: null,
    title: "",
    bio: "",
    location: "",
    website: "",
    experience: "",
    education: [],
    skills: [],
    researchInterests: [],
    orcid: "",
    showEmail: false,
    showApplicationCount: false,
    ...DEFAULT_PREFERENCES,
    pendingEmail: null,
    updatedAt: new Date(0),
  };
}

/** The account and its profile (empty when never saved). */
export async function findUserWithProfile(
  db: Db,
  userId: string,
): Promise<{ user: UserRow; profile: ProfileRow } | undefined> {
  const rows = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return { user: row.user, profile: row.profile ?? emptyProfile(userId) };
}

/** Writes the profile (and the account's name) in one transaction. */
export async function saveProfile(
  db: Db,
  userId: string,
  values: Omit<ProfileValues, "name">,
  name: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const row = { ...values, updatedAt: new Date() };
    await tx
      .insert(profiles)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: profiles.userId, set: row });
  });
}

export async function savePreferences(db: Db, userId: string, values: Preferences): Promise<void> {
  const row = {
    ...values,
    digestDomains: [...new Set(values.digestDomains)],
    updatedAt: new Date(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: profiles.userId, set: row });
}

/**
 * The profile's figures in two index-backed aggregates: the author's rows
 * (content_author_idx) and their applications. Others see published work
 * only; the owner's trip count includes the trips still being planned.
 */
export async function profileStats(
  db: Db,
  userId: string,
  options: { owner: boolean; showApplications: boolean },
): Promise<ProfileStats> {
  const published = sql`${content.status} = 'published'`;
  const [row] = await db
    .select({
      publications: sql<number>`count(*) filter (where ${published})::int`,
      caseStudies: sql<number>`count(*) filter (where ${published} and ${content.type} = 'case-study')::int`,
      trips: options.owner
        ? sql<number>`count(*) filter (where ${content.type} = 'trip' and ${content.status} in ('draft', 'pending', 'published'))::int`
        : sql<number>`count(*) filter (where ${published} and ${content.type} = 'trip')::int`,
      totalViews: sql<number>`coalesce(sum(${content.views}) filter (where ${published}), 0)::int`,
      likes: sql<number>`coalesce(sum(${content.likes}) filter (where ${published}), 0)::int`,
      saves: sql<number>`coalesce(sum(${content.saves}) filter (where ${published}), 0)::int`,
    })
    .from(content)
    .where(eq(content.authorId, userId));
  let applicationCount: number | null = null;
  if (options.owner || options.showApplications) {
    const [apps] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.applicantId, userId));
    applicationCount = apps?.n ?? 0;
  }
  return {
    likes: row?.likes ?? 0,
    saves: row?.saves ?? 0,
    totalViews: row?.totalViews ?? 0,
    publications: row?.publications ?? 0,
    caseStudies: row?.caseStudies ?? 0,
    trips: row?.trips ?? 0,
    applications: applicationCount,
  };
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { jobs, organizations } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import { recordings } from "../../db/schema/recordings";
import { tripCards } from "../../db/schema/trips";
import { users } from "../../db/schema/users";

// --- content -------------------------------------------------------------------

/** A published item, or undefined when there is none of that id. */
export async function findPublishedContent(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.status, "published")));
  return row;
}

/** The id and type of a published item, or undefined when there is none of that id. */
export async function findPublishedContentRef(db: Db, id: string) {
  const [row] = await db
    .select({ id: content.id, type: content.type })
    .from(content)
    .where(and(eq(content.id, id), eq(content.status, "published")));
  return row;
}

/** The ids and types of the published items among these ids. */
export async function listPublishedContentRefs(db: Db, ids: string[]) {
  return db
    .select({ id: content.id, type: content.type })
    .from(content)
    .where(and(inArray(content.id, ids), eq(content.status, "published")));
}

/** The title, content and items of a trip's cards, in card order. */
export async function listTripCardTexts(db: Db, tripId: string) {
  return db
    .select({ title: tripCards.title, content: tripCards.content, items: tripCards.items })
    .from(tripCards)
    .where(eq(tripCards.tripId, tripId))
    .orderBy(tripCards.order);
}

// --- recordings ----------------------------------------------------------------

/** A published, public recording, or undefined when there is none of that id. */
export async function findPublicRecording(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.id, id),
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
      ),
    );
  return row;
}

// --- jobs and organizations ----------------------------------------------------

/** An active job with its organization's id and name, or undefined when there is none. */
export async function findActiveJobWithOrganization(db: Db, id: string) {
  const [row] = await db
    .select({ job: jobs, organization: { id: organizations.id, name: organizations.name } })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobs.id, id), eq(jobs.status, "active")));
  return row;
}

/** An organization, or undefined when there is none of that id. */
export async function findOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

// --- people --------------------------------------------------------------------

/**
 * An active user's name and join date with their profile's headline, bio,
 * location and research interests (null without a profile), or undefined.
 */
export async function findActivePersonWithProfile(db: Db, id: string) {
  const [row] = await db
    .select({
      user: { id: users.id, name: users.name, createdAt: users.createdAt },
      profile: {
        title: profiles.title,
        bio: profiles.bio,
        location: profiles.location,
        researchInterests: profiles.researchInterests,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.status, "active")));
  return row;
}

/** How many published items a person wrote, and their summed views, likes and shares. */
export async function publishedWorkFigures(db: Db, authorId: string) {
  const [row] = await db
    .select({
      items: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${content.views}), 0)::int`,
      likes: sql<number>`coalesce(sum(${content.likes}), 0)::int`,
      shares: sql<number>`coalesce(sum(${content.shares}), 0)::int`,
    })
    .from(content)
    .where(and(eq(content.authorId, authorId), eq(content.status, "published")));
  return row;
}

/** How many published, public recordings a person made. */
export async function countPublicRecordingsBy(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ items: sql<number>`count(*)::int` })
    .from(recordings)
    .where(
      and(
        eq(recordings.authorId, authorId),
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
      ),
    );
  return row?.items ?? 0;
}

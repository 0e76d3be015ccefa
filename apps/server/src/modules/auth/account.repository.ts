import { and, asc, eq, ne, sql } from "drizzle-orm";
import { DELETED_USER_ID, PROFILE_MESSAGES as M } from "@field-commons/shared/profiles";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { digestViews } from "../../db/schema/digests";
import {
  applications,
  jobLikes,
  jobSaves,
  jobViews,
  jobs,
  organizationMembers,
  organizations,
} from "../../db/schema/jobs";
import { outbox } from "../../db/schema/outbox";
import { profiles } from "../../db/schema/profiles";
import { contentEvents, likes, saves } from "../../db/schema/reactions";
import { sessions, type SessionRow } from "../../db/schema/sessions";
import { uploads } from "../../db/schema/uploads";
import { users, type UserRow } from "../../db/schema/users";

type OrganizationMemberRow = typeof organizationMembers.$inferSelect;

/** The account's stored password hash; undefined when there is no such account. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash;
}

/** Creates the profile of a new account that asked for the weekly digest. */
export async function insertWeeklyDigestProfile(db: Db, userId: string): Promise<void> {
  await db.insert(profiles).values({ userId, digestFrequency: "weekly" });
}

/** Replaces the account's password hash. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Replaces the account's password hash after a reset, setting whether its
 * address is verified; returns the updated account.
 */
export async function resetPasswordHash(
  db: Db,
  userId: string,
  values: { passwordHash: string; isVerified: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      isVerified: values.isVerified,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Deletes every session of the account except `keepSessionId` (every one
 * when it is null).
 */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

/** Records the address the account asked to move to, creating its profile row when needed. */
export async function setPendingEmail(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, pendingEmail: address })
    .onConflictDoUpdate({ target: profiles.userId, set: { pendingEmail: address } });
}

/**
 * Moves the account to the address and marks it verified; returns the
 * updated account.
 */
export async function setVerifiedEmail(
  db: Db,
  userId: string,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, isVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Forgets the address the account asked to move to. */
export async function clearPendingEmail(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ pendingEmail: null }).where(eq(profiles.userId, userId));
}

/** The account's sessions, most recently seen first (at most 100). */
export async function listUserSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sql`${sessions.lastSeenAt} desc`)
    .limit(100);
}

/**
 * Deletes the account's sessions whose stored id starts with `publicId`;
 * false when it has none.
 */
export async function deleteSessionByPublicId(
  db: Db,
  userId: string,
  publicId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`left(${sessions.id}, 24) = ${publicId}`))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Creates, unless it exists, the account that keeps the published work of
 * deleted accounts whose owners chose to keep it.
 */
export async function ensureDeletedUser(tx: Db): Promise<void> {
  await tx
    .insert(users)
    .values({
      id: DELETED_USER_ID,
      email: "deleted-user@accounts.invalid",
      name: M.deletedUser,
      // Not an Argon2 hash: no password ever matches it.
      passwordHash: "!",
      status: "inactive",
      isVerified: true,
    })
    .onConflictDoNothing();
}

/** The account's organization membership, if it has one. */
export async function findOrganizationMembership(
  db: Db,
  userId: string,
): Promise<OrganizationMemberRow | undefined> {
  const [membership] = await db
    .select()
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return membership;
}

/** The organization's members other than `userId`, longest-standing first. */
export async function otherOrganizationMembers(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<OrganizationMemberRow[]> {
  return db
    .select()
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        ne(organizationMembers.userId, userId),
      ),
    )
    .orderBy(asc(organizationMembers.createdAt));
}

/** Makes the member an owner of the organization. */
export async function makeOrganizationOwner(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<void> {
  await db
    .update(organizationMembers)
    .set({ role: "owner" })
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
      ),
    );
}

/**
 * Takes the account's likes and saves off the counters of the content and
 * jobs it liked and saved, and its applications off the jobs it applied to.
 */
export async function releaseAccountCounters(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`
      update ${content} set likes = greatest(${content.likes} - 1, 0)
      where ${content.id} in (select ${likes.contentId} from ${likes} where ${likes.userId} = ${userId})`);
  await tx.execute(sql`
      update ${content} set saves = greatest(${content.saves} - 1, 0)
      where ${content.id} in (select ${saves.contentId} from ${saves} where ${saves.userId} = ${userId})`);
  await tx.execute(sql`
      update ${jobs} set likes = greatest(${jobs.likes} - 1, 0)
      where ${jobs.id} in (select ${jobLikes.jobId} from ${jobLikes} where ${jobLikes.userId} = ${userId})`);
  await tx.execute(sql`
      update ${jobs} set saves = greatest(${jobs.saves} - 1, 0)
      where ${jobs.id} in (select ${jobSaves.jobId} from ${jobSaves} where ${jobSaves.userId} = ${userId})`);
  await tx.execute(sql`
      update ${jobs} set applications = greatest(${jobs.applications} - 1, 0)
      where ${jobs.id} in (select ${applications.jobId} from ${applications} where ${applications.applicantId} = ${userId})`);
}

/** The account's published content. */
function publishedBy(userId: string) {
  return sql`${content.authorId} = ${userId} and ${content.status} = 'published'`;
}

/**
 * Hands the account's uploads that outlive it to the 'Deleted user' account:
 * organization logos, and, when its published work is kept, the uploads that
 * work shows (as cover, among its images or in its body).
 */
export async function handOverUploads(
  tx: Db,
  userId: string,
  keepPublished: boolean,
): Promise<void> {
  await tx.execute(sql`
      update ${uploads} set owner_id = ${DELETED_USER_ID}
      where ${uploads.ownerId} = ${userId}
        and (${uploads.id} in (select ${organizations.logoUploadId} from ${organizations} where ${organizations.logoUploadId} is not null)
          ${
            keepPublished
              ? sql`or exists (select 1 from ${content} where ${publishedBy(userId)}
                  and (${content.coverUploadId} = ${uploads.id}
                    or position(${uploads.id}::text in ${content.images}::text || ${content.body}::text) > 0))`
              : sql``
          })`);
}

/** Hands the account's published content to the 'Deleted user' account. */
export async function handOverPublishedContent(tx: Db, userId: string): Promise<void> {
  await tx.update(content).set({ authorId: DELETED_USER_ID }).where(publishedBy(userId));
}

/** Deletes the views recorded under the visitor key (content, jobs and digests). */
export async function deleteVisitorViews(tx: Db, visitorKey: string): Promise<void> {
  await tx.delete(contentEvents).where(eq(contentEvents.visitorKey, visitorKey));
  await tx.delete(jobViews).where(eq(jobViews.visitorKey, visitorKey));
  await tx.delete(digestViews).where(eq(digestViews.visitorKey, visitorKey));
}

/** Deletes the mail log of messages sent to the address (normalised, compared lowercase). */
export async function deleteMailTo(tx: Db, address: string): Promise<void> {
  await tx.delete(outbox).where(sql`lower(${outbox.to}) = ${address}`);
}

/** The storage keys of the account's uploads (the file and, when there is one, its card). */
export async function uploadKeysOf(
  tx: Db,
  userId: string,
): Promise<{ storageKey: string; cardKey: string | null }[]> {
  return tx
    .select({ storageKey: uploads.storageKey, cardKey: uploads.cardKey })
    .from(uploads)
    .where(eq(uploads.ownerId, userId));
}

/** Deletes the account row (what references it goes with it by foreign key). */
export async function deleteUserRow(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

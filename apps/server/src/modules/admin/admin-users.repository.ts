import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { UserStatus } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { profiles } from "../../db/schema/profiles";
import { users, type UserRow } from "../../db/schema/users";

/** The profile fields the admin's user form shows and edits. */
export interface AdminProfileFields {
  bio?: string;
  researchInterests?: string[];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users whose name or e-mail contains `search` (all without it), newest first, one page, with the total. */
export async function listUsersPage(
  db: Db,
  query: { page: number; limit: number; search?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One user's row by id. */
export async function findUserRow(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * One user's row by id, locked to the end of the caller's transaction, so
 * two admins acting on the same account at once take turns.
 */
export async function lockUserRow(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

/**
 * The ids of the active super admins, their rows locked to the end of the
 * caller's transaction.
 */
export async function lockActiveSuperadminIds(tx: Db): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "superadmin"), eq(users.status, "active")))
    .for("update");
}

/** Likes and saves summed over each of these users' content (users without content are left out). */
export async function reactionTotalsByAuthor(
  db: Db,
  userIds: string[],
): Promise<{ authorId: string; likes: number; saves: number }[]> {
  return db
    .select({
      authorId: content.authorId,
      likes: sql<number>`coalesce(sum(${content.likes}), 0)::int`,
      saves: sql<number>`coalesce(sum(${content.saves}), 0)::int`,
    })
    .from(content)
    .where(inArray(content.authorId, userIds))
    .groupBy(content.authorId);
}

/** The bio and research interests of these users (users without a profile row are left out). */
export async function profileFieldsOfUsers(
  db: Db,
  userIds: string[],
): Promise<{ userId: string; bio: string; researchInterests: string[] }[]> {
  return db
    .select({
      userId: profiles.userId,
      bio: profiles.bio,
      researchInterests: profiles.researchInterests,
    })
    .from(profiles)
    .where(inArray(profiles.userId, userIds));
}

/** One user's bio and research interests, or nothing without a profile row. */
export async function findProfileFields(
  db: Db,
  userId: string,
): Promise<{ bio: string; researchInterests: string[] } | undefined> {
  const [row] = await db
    .select({ bio: profiles.bio, researchInterests: profiles.researchInterests })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** Changes the given fields of a user's account and stamps it updated. */
export async function updateUserFields(
  db: Db,
  id: string,
  values: Partial<Pick<UserRow, "name" | "email" | "role" | "status" | "isVerified">>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Sets a user's status and stamps the account updated. */
export async function updateUserStatus(db: Db, id: string, status: UserStatus): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Writes the given profile fields, creating the user's profile row when there is none. */
export async function upsertProfileFields(
  db: Db,
  userId: string,
  fields: AdminProfileFields,
): Promise<void> {
  const patch = { ...fields, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: profiles.userId, set: patch });
}

/** Drops the e-mail change a user asked for and has not confirmed yet. */
export async function clearPendingEmail(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ pendingEmail: null }).where(eq(profiles.userId, userId));
}

import { eq, sql } from "drizzle-orm";
import type { Plan, UserRole, UserStatus } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import { users, type UserRow } from "../../db/schema/users";

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  role?: UserRole;
  status?: UserStatus;
  plan?: Plan;
  requestedPlan?: Plan;
  isContributor?: boolean;
  isVerified?: boolean;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({ ...input, email: normaliseEmail(input.email) })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<UserRow, "role" | "status" | "plan" | "isContributor" | "name" | "isVerified">
  >,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0];
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.n ?? 0;
}

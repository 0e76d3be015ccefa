import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  jobs,
  organizationMembers,
  organizations,
  type OrganizationRow,
} from "../../db/schema/jobs";
import { users } from "../../db/schema/users";
import { openCondition, searchExtraOf } from "../../lib/jobs-board";

/**
 * Locks the organization's row until the transaction ends, so jobs it opens
 * at the same time are counted against its plan one after the other.
 */
export async function lockOrganization(tx: Db, organizationId: string): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
}

/** The role and contributor status of each owner of the organization (its plan is theirs). */
export async function organizationOwners(
  db: Db,
  organizationId: string,
): Promise<{ role: (typeof users.$inferSelect)["role"]; isContributor: boolean }[]> {
  return db
    .select({ role: users.role, isContributor: users.isContributor })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.role, "owner"),
      ),
    );
}

export interface Membership {
  userId: string;
  organization: OrganizationRow;
  role: "owner" | "member";
}

export async function findMembership(db: Db, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      userId: organizationMembers.userId,
      organization: organizations,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row;
}

export async function findOrganizationBySlug(
  db: Db,
  slug: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return row;
}

export async function countOrganizationOpenJobs(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), openCondition()));
  return row?.n ?? 0;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; constraint_name?: string };
    if (pg.code === "23505") {
      return !constraint || (pg.constraint ?? pg.constraint_name) === constraint;
    }
  }
  return false;
}

export async function insertOrganization(
  db: Db,
  values: Omit<typeof organizations.$inferInsert, "slug">,
  slug: string,
  nextSlug: () => string,
): Promise<OrganizationRow> {
  for (let attempt = 0, candidate = slug; ; attempt++, candidate = nextSlug()) {
    try {
      // A savepoint, so a taken slug does not abort the caller's transaction.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(organizations)
          .values({ ...values, slug: candidate })
          .returning();
        return row!;
      });
    } catch (error) {
      if (!isUniqueViolation(error, "organizations_slug_unique") || attempt >= 5) throw error;
    }
  }
}

export async function insertMember(
  db: Db,
  organizationId: string,
  userId: string,
  role: "owner" | "member",
): Promise<void> {
  await db.insert(organizationMembers).values({ organizationId, userId, role });
}

/** Updates the profile and keeps the jobs' searchable organization name in step. */
export async function updateOrganization(
  db: Db,
  id: string,
  values: Partial<typeof organizations.$inferInsert>,
  renamed: boolean,
): Promise<OrganizationRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(organizations.id, id))
      .returning();
    if (renamed && row) {
      const jobRows = await tx
        .select({
          id: jobs.id,
          tags: jobs.tags,
          city: jobs.locationCity,
          country: jobs.locationCountry,
        })
        .from(jobs)
        .where(eq(jobs.organizationId, id));
      for (const job of jobRows) {
        await tx
          .update(jobs)
          .set({
            searchExtra: searchExtraOf(row.name, {
              tags: job.tags,
              location: { city: job.city, country: job.country },
            }),
          })
          .where(eq(jobs.id, job.id));
      }
    }
    return row!;
  });
}

/** One keyset page of the organizations a person belongs to, with their role and since when. */
export function membershipsPage(db: Db, userId: string, after: string | null, limit: number) {
  return db
    .select({
      organization: organizations,
      role: organizationMembers.role,
      since: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.userId, userId),
        after === null ? undefined : gt(organizationMembers.organizationId, after),
      ),
    )
    .orderBy(asc(organizationMembers.organizationId))
    .limit(limit);
}

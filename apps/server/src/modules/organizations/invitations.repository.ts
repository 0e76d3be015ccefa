import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizationMembers, organizations, type OrganizationRow } from "../../db/schema/jobs";
import {
  organizationInvitations,
  type OrganizationInvitationRow,
} from "../../db/schema/organization-invitations";
import { users } from "../../db/schema/users";
import { hashToken } from "../../lib/sessions.repository";

const pending = () => eq(organizationInvitations.status, "pending");
const live = (now: Date) => and(pending(), gt(organizationInvitations.expiresAt, now));

/**
 * Records an invitation to the address, replacing the organization's open
 * one to the same address (its link stops working). Run in a transaction.
 */
export async function replaceInvitation(
  tx: Db,
  input: { organizationId: string; email: string; invitedBy: string; expiresAt: Date },
): Promise<OrganizationInvitationRow> {
  await tx
    .update(organizationInvitations)
    .set({ status: "revoked", answeredAt: sql`now()`, answeredBy: input.invitedBy })
    .where(
      and(
        eq(organizationInvitations.organizationId, input.organizationId),
        eq(organizationInvitations.email, input.email),
        pending(),
      ),
    );
  const [row] = await tx.insert(organizationInvitations).values(input).returning();
  return row!;
}

/** Open (pending, unexpired) invitations of the organization, newest first. */
export async function listOpenInvitations(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
): Promise<OrganizationInvitationRow[]> {
  return db
    .select()
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), live(now)))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

export async function countOpenInvitations(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), live(now)));
  return row?.n ?? 0;
}

/** Revokes one of the organization's pending invitations; false when there is none. */
export async function revokeInvitation(
  db: Db,
  organizationId: string,
  id: string,
  by: string,
): Promise<boolean> {
  const rows = await db
    .update(organizationInvitations)
    .set({ status: "revoked", answeredAt: sql`now()`, answeredBy: by })
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.organizationId, organizationId),
        pending(),
      ),
    )
    .returning({ id: organizationInvitations.id });
  return rows.length > 0;
}

export interface ReceivedInvitationRow {
  invitation: OrganizationInvitationRow;
  organization: OrganizationRow;
  invitedBy: string | null;
}

/** Open invitations addressed to the e-mail address, newest first, with their organizations. */
export async function listInvitationsTo(
  db: Db,
  email: string,
  now: Date = new Date(),
): Promise<ReceivedInvitationRow[]> {
  return db
    .select({
      invitation: organizationInvitations,
      organization: organizations,
      invitedBy: users.name,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(and(eq(organizationInvitations.email, email.toLowerCase()), live(now)))
    .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id));
}

/**
 * The invitation with this id addressed to this e-mail address (any
 * status), locked for the caller's transaction when `lock` is set.
 */
export async function findInvitationTo(
  db: Db,
  id: string,
  email: string,
  options: { lock?: boolean } = {},
): Promise<OrganizationInvitationRow | undefined> {
  const query = db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.id, id),
        eq(organizationInvitations.email, email.toLowerCase()),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

export async function findInvitationById(
  db: Db,
  id: string,
): Promise<
  | { invitation: OrganizationInvitationRow; organizationName: string; invitedBy: string | null }
  | undefined
> {
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      organizationName: organizations.name,
      invitedBy: users.name,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.id, id))
    .limit(1);
  return row;
}

/** Marks a pending invitation accepted or declined by the account. */
export async function answerInvitation(
  db: Db,
  id: string,
  status: "accepted" | "declined",
  by: string,
): Promise<void> {
  await db
    .update(organizationInvitations)
    .set({ status, answeredAt: sql`now()`, answeredBy: by })
    .where(and(eq(organizationInvitations.id, id), pending()));
}

/**
 * Gives a pending invitation a new link token (256 random bits) and returns
 * it; only its SHA-256 is stored. Undefined when the invitation is no longer
 * pending.
 */
export async function issueInvitationToken(db: Db, id: string): Promise<string | undefined> {
  const token = randomBytes(32).toString("base64url");
  const rows = await db
    .update(organizationInvitations)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(organizationInvitations.id, id), pending()))
    .returning({ id: organizationInvitations.id });
  return rows.length > 0 ? token : undefined;
}

/** Whether the token is the one in the invitation's e-mail. */
export function tokenMatches(invitation: OrganizationInvitationRow, token: string): boolean {
  return invitation.tokenHash !== null && invitation.tokenHash === hashToken(token);
}

/** Removes a member (never the owner); false when the account is not a member of it. */
export async function deleteMember(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        ne(organizationMembers.role, "owner"),
      ),
    )
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

/** The organization's members with the names they chose; addresses stay private. */
export async function listMemberNames(db: Db, organizationId: string) {
  return db
    .select({
      userId: organizationMembers.userId,
      name: users.name,
      role: organizationMembers.role,
      addedAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt));
}

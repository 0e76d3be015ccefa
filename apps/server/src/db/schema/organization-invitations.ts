import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { INVITATION_STATUSES } from "@field-commons/shared/invitations";
import { organizations } from "./jobs";
import { users } from "./users";

export const invitationStatus = pgEnum("organization_invitation_status", INVITATION_STATUSES);

/**
 * Invitations to join an organization, addressed to an e-mail address (as
 * the owner typed it, lower-cased), never to an account: whether the address
 * has one is not recorded here. A pending invitation past `expires_at` is
 * expired. `token_hash` is the SHA-256 of the token in the e-mail's link,
 * written when the message is; the token itself is never stored.
 */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    status: invitationStatus("status").notNull().default("pending"),
    tokenHash: text("token_hash"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When it was accepted, declined or revoked, and by whom. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open invitation per organization and address; inviting again replaces it.
    uniqueIndex("organization_invitations_pending_unique")
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index("organization_invitations_email_idx")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type OrganizationInvitationRow = typeof organizationInvitations.$inferSelect;

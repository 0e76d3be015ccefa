import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const ACCOUNT_TOKEN_PURPOSES = ["verify-email", "reset-password", "change-email"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokenPurpose = pgEnum("account_token_purpose", ACCOUNT_TOKEN_PURPOSES);

/**
 * E-mail verification and password-reset tokens. Only the SHA-256 of the
 * token is stored; the token itself exists only in the message sent.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: accountTokenPurpose("purpose").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the token was sent to (verification is bound to it). */
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    index("account_tokens_expires_idx").on(t.expiresAt),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

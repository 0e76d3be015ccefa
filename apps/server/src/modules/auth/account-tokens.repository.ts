import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accountTokens,
  type AccountTokenPurpose,
  type AccountTokenRow,
} from "../../db/schema/account-tokens";
import { hashToken } from "../../lib/sessions.repository";

/** 256 random bits, URL-safe: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Creates a single-use token bound to the account and address; returns the token itself. */
export async function createAccountToken(
  db: Db,
  input: { purpose: AccountTokenPurpose; userId: string; email: string; ttlMs: number },
): Promise<string> {
  const token = newToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose: input.purpose,
    userId: input.userId,
    email: input.email.toLowerCase(),
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

export type TokenCheck =
  | { ok: true; row: AccountTokenRow }
  | { ok: false; reason: "invalid" | "expired" }
  | { ok: false; reason: "used"; row: AccountTokenRow };

function check(row: AccountTokenRow | undefined, now: number): TokenCheck {
  if (!row) return { ok: false, reason: "invalid" };
  if (row.usedAt) return { ok: false, reason: "used", row };
  if (row.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
  return { ok: true, row };
}

/** Looks a token up without using it. */
export async function peekAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<TokenCheck> {
  const rows = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return check(rows[0], Date.now());
}

/**
 * Uses a token: locks its row, checks it, and marks it used. Run inside the
 * transaction that does what the token allows, so two uses of one token
 * cannot both succeed.
 */
export async function consumeAccountToken(
  tx: Db,
  purpose: AccountTokenPurpose,
  token: string,
): Promise<TokenCheck> {
  const rows = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1)
    .for("update");
  const result = check(rows[0], Date.now());
  if (!result.ok) return result;
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(accountTokens.tokenHash, result.row.tokenHash));
  return result;
}

/** Marks every unused token of the account for this purpose as used. */
export async function revokeAccountTokens(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Deletes tokens that expired more than a day ago. */
export async function purgeExpiredAccountTokens(db: Db): Promise<void> {
  await db
    .delete(accountTokens)
    .where(lt(accountTokens.expiresAt, new Date(Date.now() - 86_400_000)));
}

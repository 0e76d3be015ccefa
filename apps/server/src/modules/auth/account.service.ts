import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  SessionInfo,
} from "@field-commons/shared/profiles";
import { DELETED_USER_ID, PROFILE_MESSAGES as M } from "@field-commons/shared/profiles";
import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { AppError, badRequest, tooManyRequests } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import type { Storage } from "../../storage/storage";
import { publishedContentChanged } from "../content";
import { sendMail } from "../mail";
import { passwordChangedMail } from "../mail";
import { archiveKeysOf } from "../data-export";
import { uploadPartKeysOf } from "../recordings";
import { normaliseEmail } from "../users";
import { requestEmailChangeMail } from "./account-mail.tasks";
import {
  deleteMailTo,
  deleteOtherSessions,
  deleteSessionByPublicId,
  deleteUserRow,
  deleteVisitorViews,
  ensureDeletedUser,
  findOrganizationMembership,
  findPasswordHash,
  handOverPublishedContent,
  handOverUploads,
  listUserSessions,
  makeOrganizationOwner,
  otherOrganizationMembers,
  releaseAccountCounters,
  setPasswordHash,
  setPendingEmail,
  uploadKeysOf,
} from "./account.repository";
import { revokeAccountTokens } from "./account-tokens.repository";
import { checkPassword, type PasswordAttemptSettings } from "./password-attempts";
import { hashPassword, passwordRefusal } from "../../lib/passwords";

type Limits = PasswordAttemptSettings;

/**
 * Password and e-mail changes an account may ask for per window (each one
 * sends mail). Wrong passwords have their own limit, the shared password
 * gate's (AUTH_RATE_LIMIT_PER_ACCOUNT per account, across every route).
 */
export const ACCOUNT_CHANGES_PER_WINDOW = 10;

async function limitAccount(db: Db, settings: Limits, action: string, userId: string) {
  const result = await hit(db, `${action}:account:${userId}`, {
    max: ACCOUNT_CHANGES_PER_WINDOW,
    windowSeconds: settings.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  });
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * Checks the account's current password through the shared password gate
 * (429 once too many wrong ones were typed, before this one is looked at);
 * a wrong one is a field error on `field`.
 */
async function confirmPassword(
  db: Db,
  settings: Limits,
  userId: string,
  password: string,
  field: string,
) {
  const passwordHash = await findPasswordHash(db, userId);
  const ok = await checkPassword(db, settings, {
    account: { userId },
    passwordHash: passwordHash ?? null,
    password,
  });
  if (!ok) throw badRequest("Invalid body", { [field]: [M.wrongPassword] });
}

// --- password and e-mail -------------------------------------------------------

/**
 * Changes the password: the current one is required; every other session of
 * the account is signed out, outstanding reset links stop working, and the
 * account's address is told.
 */
export async function changePassword(
  db: Db,
  settings: Limits & Pick<Env, "appUrl">,
  user: PublicUser,
  currentSessionId: string | null,
  input: ChangePasswordInput,
): Promise<void> {
  await limitAccount(db, settings, "change-password", user.id);
  await confirmPassword(db, settings, user.id, input.currentPassword, "currentPassword");
  const refusal = passwordRefusal(input.newPassword, user.email, user.name);
  if (refusal) throw badRequest("Invalid body", { newPassword: [refusal] });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteOtherSessions(tx, user.id, currentSessionId);
    await revokeAccountTokens(tx, user.id, "reset-password");
    await sendMail(tx, {
      to: user.email,
      ...passwordChangedMail({ appUrl: settings.appUrl, name: user.name }),
    });
  });
}

/**
 * Starts an e-mail change: the new address gets a link and the change
 * happens when it is opened. The answer is the same whether or not another
 * account uses the address (that account's owner is told instead, by the
 * worker), so the form cannot be used to find out who has an account.
 */
export async function requestEmailChange(
  db: Db,
  settings: Limits,
  user: PublicUser,
  input: ChangeEmailInput,
): Promise<void> {
  await limitAccount(db, settings, "change-email", user.id);
  await confirmPassword(db, settings, user.id, input.currentPassword, "currentPassword");
  const address = normaliseEmail(input.newEmail);
  if (address === normaliseEmail(user.email)) {
    throw badRequest("Invalid body", { newEmail: [M.sameEmail] });
  }
  await db.transaction(async (tx) => {
    await setPendingEmail(tx, user.id, address);
    // Only the newest request's link works.
    await revokeAccountTokens(tx, user.id, "change-email");
    await requestEmailChangeMail(tx, user.id, address);
  });
}

// --- sessions ------------------------------------------------------------------

/** The id a session is known by in the API: the start of its stored hash. */
export function publicSessionId(storedId: string): string {
  return storedId.slice(0, 24);
}

export async function listSessions(
  db: Db,
  userId: string,
  currentSessionId: string | null,
): Promise<SessionInfo[]> {
  const rows = await listUserSessions(db, userId);
  return rows.map((row) => ({
    id: publicSessionId(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/** Signs one of the account's sessions out; false when it has none with that id. */
export async function revokeSession(db: Db, userId: string, publicId: string): Promise<boolean> {
  return deleteSessionByPublicId(db, userId, publicId);
}

// --- deleting the account ------------------------------------------------------

/**
 * Deletes the account. In one transaction: the counters the account moved
 * (likes and saves given, applications sent) go back down; published work
 * is handed to the 'Deleted user' account with the uploads it shows, or
 * removed, as the owner chose; the owner role of a shared organization
 * passes to its longest-standing member; the account's views are forgotten
 * and its mail log removed; then the account row goes, and with it (by
 * foreign key) its drafts, likes, saves, sessions, tokens, payments,
 * templates, uploads, applications, job likes and saves, alerts and
 * profile. The stored files of the removed uploads (and of the account's
 * data exports) are deleted after the commit.
 */
export async function deleteAccount(
  db: Db,
  settings: Limits,
  storage: Storage,
  user: PublicUser,
  input: DeleteAccountInput,
): Promise<void> {
  if (user.id === DELETED_USER_ID) throw badRequest("This account cannot be deleted.");
  await confirmPassword(db, settings, user.id, input.password, "password");

  const keys = await db.transaction(async (tx) => {
    const membership = await findOrganizationMembership(tx, user.id);
    if (membership) {
      const others = await otherOrganizationMembers(tx, membership.organizationId, user.id);
      if (others.length === 0) throw new AppError(409, "ORGANIZATION_OWNER", M.organizationOwner);
      if (membership.role === "owner" && !others.some((m) => m.role === "owner")) {
        await makeOrganizationOwner(tx, membership.organizationId, others[0]!.userId);
      }
    }

    // Counters on what the account liked, saved and applied to.
    await releaseAccountCounters(tx, user.id);

    // Uploads that outlive the account: organization logos, and what kept work shows.
    await ensureDeletedUser(tx);
    await handOverUploads(tx, user.id, input.published === "keep");
    if (input.published === "keep") {
      await handOverPublishedContent(tx, user.id);
    }

    await deleteVisitorViews(tx, `u:${user.id}`);
    await deleteMailTo(tx, normaliseEmail(user.email));

    const files = await uploadKeysOf(tx, user.id);
    // Data export archives: their rows go with the account, their files after the commit.
    const archives = await archiveKeysOf(tx, user.id);
    // Chunks of unfinished recording uploads: their rows go with the account, their files after the commit.
    const uploadParts = await uploadPartKeysOf(tx, user.id);
    await deleteUserRow(tx, user.id);
    return [
      ...files.flatMap((f) => (f.cardKey ? [f.storageKey, f.cardKey] : [f.storageKey])),
      ...archives,
      ...uploadParts,
    ];
  });

  publishedContentChanged();
  for (const key of keys) {
    // A file that cannot be removed now is only disk space: the rows are gone.
    await storage.delete(key).catch(() => undefined);
  }
}

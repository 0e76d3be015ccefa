import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserUpdateInput,
} from "@field-commons/shared/admin";
import type { PublicUser, UserRole, UserStatus } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { conflict, forbidden, notFound } from "../../errors";
import { deleteUserSessions } from "../../lib/sessions.repository";
import { sendMail } from "../mail";
import { accountStatusMail, emailChangedByAdminMail } from "../mail";
import { revokeAccountTokens } from "../auth";
import { canActOnRole } from "../users";
import { presentUser } from "../../lib/present-user";
import { findUserByEmail, normaliseEmail } from "../users";
import { logAdminAction } from "../../lib/admin-actions.repository";
import {
  clearPendingEmail,
  findProfileFields,
  findUserRow,
  listUsersPage,
  lockActiveSuperadminIds,
  lockUserRow,
  profileFieldsOfUsers,
  reactionTotalsByAuthor,
  updateUserFields,
  updateUserStatus,
  upsertProfileFields,
} from "./admin-users.repository";

const ADMIN_ROLES: readonly UserRole[] = ["admin", "superadmin"];

/** Likes and saves on each user's content. */
async function reactionTotals(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { likes: number; saves: number }>();
  const rows = await reactionTotalsByAuthor(db, userIds);
  return new Map(rows.map((row) => [row.authorId, { likes: row.likes, saves: row.saves }]));
}

async function presentAdminUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [totals, profileRows] = await Promise.all([
    reactionTotals(db, ids),
    ids.length === 0 ? Promise.resolve([]) : profileFieldsOfUsers(db, ids),
  ]);
  const byUser = new Map(profileRows.map((row) => [row.userId, row]));
  return rows.map((row) => ({
    ...presentUser(row),
    bio: byUser.get(row.id)?.bio ?? "",
    researchInterests: byUser.get(row.id)?.researchInterests ?? [],
    updatedAt: row.updatedAt.toISOString(),
    totalLikes: totals.get(row.id)?.likes ?? 0,
    totalSaves: totals.get(row.id)?.saves ?? 0,
  }));
}

/** Users by name or e-mail, newest first, a page at a time. */
export async function listUsersForAdmin(
  db: Db,
  query: { page: number; limit: number; search?: string },
) {
  const { rows, total } = await listUsersPage(db, query);
  return { users: await presentAdminUsers(db, rows), total };
}

export async function getUserForAdmin(db: Db, id: string): Promise<AdminUser> {
  const row = await findUserRow(db, id);
  if (!row) throw notFound("User not found");
  const [user] = await presentAdminUsers(db, [row]);
  return user!;
}

/**
 * Whether another active super admin would remain if this one lost the role
 * or access. The super admins' rows stay locked to the end of the
 * transaction, so two demotions at once cannot both pass.
 */
async function anotherSuperadmin(tx: Db, exceptId: string): Promise<boolean> {
  const rows = await lockActiveSuperadminIds(tx);
  return rows.some((row) => row.id !== exceptId);
}

/**
 * The rules every change of role or status follows: nobody changes their
 * own role or status; only a super admin grants or removes the super admin
 * role, acts on an admin or makes one; the last active super admin keeps the
 * role and stays active.
 */
async function checkAuthority(
  tx: Db,
  admin: PublicUser,
  target: UserRow,
  next: { role?: UserRole; status?: UserStatus },
) {
  const changesRole = next.role !== undefined && next.role !== target.role;
  const changesStatus = next.status !== undefined && next.status !== target.status;
  if ((changesRole || changesStatus) && target.id === admin.id) {
    throw forbidden(ADMIN_MESSAGES.notYourself);
  }
  const touchesSuperadmin =
    changesRole && (next.role === "superadmin" || target.role === "superadmin");
  if (touchesSuperadmin && admin.role !== "superadmin") {
    throw forbidden(ADMIN_MESSAGES.superadminRoleOnly);
  }
  if (!canActOnRole(admin, target.role)) throw forbidden(ADMIN_MESSAGES.superadminOnly);
  if (changesRole && ADMIN_ROLES.includes(next.role!) && admin.role !== "superadmin") {
    throw forbidden(ADMIN_MESSAGES.superadminOnly);
  }
  const losesSuperadmin =
    target.role === "superadmin" &&
    ((changesRole && next.role !== "superadmin") || (changesStatus && next.status !== "active"));
  if (losesSuperadmin && !(await anotherSuperadmin(tx, target.id))) {
    throw conflict("LAST_SUPERADMIN", ADMIN_MESSAGES.lastSuperadmin);
  }
}

function describeChanges(
  target: UserRow,
  profile: { bio: string; researchInterests: string[] },
  input: AdminUserUpdateInput,
) {
  const changes: string[] = [];
  const compare = (field: string, before: unknown, after: unknown) => {
    if (after === undefined) return;
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      const show = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value));
      changes.push(field === "bio" ? "bio changed" : `${field} ${show(before)} → ${show(after)}`);
    }
  };
  compare("name", target.name, input.name);
  compare(
    "email",
    target.email,
    input.email === undefined ? undefined : normaliseEmail(input.email),
  );
  compare("role", target.role, input.role);
  compare("status", target.status, input.status);
  compare("verified", target.isVerified, input.isVerified);
  compare("bio", profile.bio, input.bio);
  compare("research interests", profile.researchInterests, input.researchInterests);
  return changes;
}

/**
 * An address changed by an admin can hand the account to whoever holds the
 * new one (a password reset does the rest), so: never the admin's own
 * (that goes through account settings, with the password and a link), and
 * only a super admin changes anyone else's.
 */
function checkEmailAuthority(admin: PublicUser, target: UserRow) {
  if (target.id === admin.id) throw forbidden(ADMIN_MESSAGES.emailNotYourself);
  if (admin.role !== "superadmin") throw forbidden(ADMIN_MESSAGES.emailSuperadminOnly);
}

/**
 * PUT /api/admin/users/{id}: the role, or any field of the user form;
 * logged. A changed e-mail address (super admins only) ends the account's
 * sessions and outstanding reset and e-mail change links, and the old
 * address is told, with the new one partly hidden.
 */
export async function updateUserAsAdmin(
  db: Db,
  settings: { appUrl: string },
  admin: PublicUser,
  id: string,
  input: AdminUserUpdateInput,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const target = await lockUserRow(tx, id);
    if (!target) throw notFound("User not found");
    await checkAuthority(tx, admin, target, { role: input.role, status: input.status });
    const newEmail = input.email === undefined ? null : normaliseEmail(input.email);
    const emailChanged = newEmail !== null && newEmail !== normaliseEmail(target.email);
    if (emailChanged) checkEmailAuthority(admin, target);
    const profile = await findProfileFields(tx, id);
    const before = profile ?? { bio: "", researchInterests: [] };
    const changes = describeChanges(target, before, input);
    if (changes.length === 0) return;

    if (emailChanged && newEmail) {
      const holder = await findUserByEmail(tx, newEmail);
      if (holder && holder.id !== id) {
        throw conflict("EMAIL_TAKEN", "That e-mail address is already in use by another account", {
          email: ["That e-mail address is already in use by another account"],
        });
      }
    }
    await updateUserFields(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: normaliseEmail(input.email) } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.isVerified !== undefined ? { isVerified: input.isVerified } : {}),
    });
    if (input.bio !== undefined || input.researchInterests !== undefined) {
      await upsertProfileFields(tx, id, {
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.researchInterests !== undefined
          ? { researchInterests: input.researchInterests }
          : {}),
      });
    }
    // A changed address or a lost status ends the user's sessions.
    const statusLost = input.status !== undefined && input.status !== "active";
    if (statusLost || emailChanged) await deleteUserSessions(tx, id);
    if (emailChanged && newEmail) {
      // Links sent before the change stop working; a change the member asked for is dropped.
      await revokeAccountTokens(tx, id, "reset-password");
      await revokeAccountTokens(tx, id, "change-email");
      await clearPendingEmail(tx, id);
      await sendMail(tx, {
        to: target.email,
        ...emailChangedByAdminMail({
          appUrl: settings.appUrl,
          name: target.name,
          newEmail,
        }),
      });
    }
    const onlyRole = Object.keys(input).every((key) => key === "role");
    await logAdminAction(tx, admin, {
      action: onlyRole ? "role" : "edit-user",
      targetType: "user",
      targetId: id,
      details: `${target.name}: ${changes.join("; ")}`,
    });
  });
  return getUserForAdmin(db, id);
}

/**
 * Ban (revoking every session at once) or unban, with a reason; logged, and
 * the user is told by e-mail.
 */
export async function banUser(
  db: Db,
  settings: { appUrl: string },
  admin: PublicUser,
  id: string,
  banned: boolean,
  reason: string,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const target = await lockUserRow(tx, id);
    if (!target) throw notFound("User not found");
    const status: UserStatus = banned ? "banned" : "active";
    await checkAuthority(tx, admin, target, { status });
    if (target.status === status) return;
    await updateUserStatus(tx, id, status);
    if (banned) await deleteUserSessions(tx, id);
    await logAdminAction(tx, admin, {
      action: banned ? "ban" : "unban",
      targetType: "user",
      targetId: id,
      details: `${target.name}: status ${target.status} → ${status}`,
      reason,
    });
    await sendMail(tx, {
      to: target.email,
      ...accountStatusMail({ appUrl: settings.appUrl, name: target.name, banned, reason }),
    });
  });
  return getUserForAdmin(db, id);
}

/** The older status route: the same rules and the same log as ban and the user form. */
export async function setUserStatus(
  db: Db,
  settings: { appUrl: string },
  admin: PublicUser,
  id: string,
  status: UserStatus,
): Promise<AdminUser> {
  return updateUserAsAdmin(db, settings, admin, id, { status });
}

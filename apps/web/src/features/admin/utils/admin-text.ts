import { ADMIN_MESSAGES } from "@field-commons/shared/admin";
import type { AdminActionKind, AdminTargetType } from "@field-commons/shared/admin";
import { USER_ROLES } from "@field-commons/shared/users";
import type { UserRole, UserStatus } from "@field-commons/shared/users";
import { CONTENT_TYPE_LABELS } from "@field-commons/shared/content-types";
import { ApiError } from "../../../lib/api-client";

export const ROLE_LABELS: Record<UserRole, string> = {
  user: "Applicant",
  contributor: "Contributor",
  admin: "Admin",
  superadmin: "Super admin",
};

/**
 * The roles a viewer may pick for an account: only a super admin is offered
 * Super admin; anyone else sees it only on an account that already has it.
 */
const ADMIN_ROLES: readonly UserRole[] = ["admin", "superadmin"];

export function rolesOffered(viewerIsSuperadmin: boolean, current: UserRole): UserRole[] {
  // Only a super admin makes admins (the server refuses anyone else); the
  // current role is always listed so the picker can show it.
  return USER_ROLES.filter(
    (role) => viewerIsSuperadmin || role === current || !ADMIN_ROLES.includes(role),
  );
}

/**
 * Whether the viewer may change this account's role at all: nobody changes
 * their own, and only a super admin acts on an admin or a super admin, as
 * the server rules.
 */
export function roleLockedFor(viewerIsSuperadmin: boolean, isSelf: boolean, role: UserRole) {
  return isSelf || (!viewerIsSuperadmin && ADMIN_ROLES.includes(role));
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  banned: "Banned",
};

export const ACTION_LABELS: Record<AdminActionKind, string> = {
  approve: "Approved",
  reject: "Rejected",
  status: "Changed status",
  delete: "Deleted",
  ban: "Banned",
  unban: "Unbanned",
  role: "Changed role",
  "edit-user": "Edited user",
  "dismiss-reports": "Dismissed reports",
  hide: "Hid pending review",
  "request-revision": "Requested a revision",
  regenerate: "Regenerated",
  send: "Sent",
};

/** What each kind of target is called: the content types by the app's own labels. */
export const TARGET_LABELS: Record<AdminTargetType, string> = {
  ...CONTENT_TYPE_LABELS,
  user: "User",
  digest: "Digest",
};

/** The spec's own texts the server may answer with (last super admin, not yourself, ...). */
const KNOWN_TEXTS: ReadonlySet<string> = new Set(Object.values(ADMIN_MESSAGES));

/**
 * What a failed admin action says: the server's reason when it is one of the
 * spec's texts (or a plain refusal about this request), else `fallback`.
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    if (KNOWN_TEXTS.has(error.serverMessage)) return error.serverMessage;
    if ((error.status === 403 || error.status === 409) && error.code !== "UNKNOWN") {
      return `${fallback}: ${error.serverMessage}`;
    }
  }
  return fallback;
}

/** '3 days ago', 'today'. */
export function waitingFor(iso: string, now = Date.now()): string {
  const since = Date.parse(iso);
  if (Number.isNaN(since)) return "";
  const days = Math.floor((now - since) / 86_400_000);
  if (days <= 0) {
    const hours = Math.floor((now - since) / 3_600_000);
    return hours <= 0 ? "less than an hour" : `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** A time as 'Mar 4, 2026, 10:15'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

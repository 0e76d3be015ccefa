import { isAdminRole } from "@field-commons/shared/users";
import type { PublicUser } from "@field-commons/shared/users";

/** Admins and super admins manage accounts; nobody changes their own status. */
export function canManageUserStatus(actor: PublicUser | null, targetId: string): boolean {
  return actor !== null && isAdminRole(actor) && actor.id !== targetId;
}

/** Only a super admin may act on another admin. */
export function canActOnRole(actor: PublicUser, targetRole: PublicUser["role"]): boolean {
  if (targetRole === "admin" || targetRole === "superadmin") return actor.role === "superadmin";
  return true;
}

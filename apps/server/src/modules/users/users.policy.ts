import type { PublicUser } from "@field-commons/shared/users";

/** Only a super admin may act on another admin. */
export function canActOnRole(actor: PublicUser, targetRole: PublicUser["role"]): boolean {
  if (targetRole === "admin" || targetRole === "superadmin") return actor.role === "superadmin";
  return true;
}

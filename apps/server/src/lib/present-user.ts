import type { PublicUser } from "@field-commons/shared/users";
import type { UserRow } from "../db/schema/users";

export function presentUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    plan: row.plan,
    isVerified: row.isVerified,
    isContributor: row.isContributor,
    isAdmin: row.role === "admin" || row.role === "superadmin",
    isSuperAdmin: row.role === "superadmin",
    createdAt: row.createdAt.toISOString(),
  };
}

import { z } from "zod";

export const USER_ROLES = ["user", "contributor", "admin", "superadmin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ["active", "inactive", "banned"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PLANS = ["free", "contributor"] as const;
export type Plan = (typeof PLANS)[number];

/** The user as every API response presents it. */
export const PublicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  plan: z.enum(PLANS),
  isVerified: z.boolean(),
  isContributor: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUser>;

type RoleHolder = Pick<PublicUser, "role">;

export function isAdminRole(user: RoleHolder | null | undefined): boolean {
  return user?.role === "admin" || user?.role === "superadmin";
}

/** Contributor status: contributor, admin and superadmin may publish directly. */
export function hasContributorRights(
  user: (RoleHolder & { isContributor?: boolean }) | null | undefined,
): boolean {
  if (!user) return false;
  return user.isContributor === true || user.role !== "user";
}

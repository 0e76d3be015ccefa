/**
 * Roles, statuses and plans, and what they allow, without the user schema:
 * the header and the navigation use these, so they stay out of the first
 * page's JavaScript (users.ts re-exports them).
 */

export const USER_ROLES = ["user", "contributor", "admin", "superadmin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ["active", "inactive", "banned"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PLANS = ["free", "contributor"] as const;
export type Plan = (typeof PLANS)[number];

/** The plan's name as people read it: 'Free plan', 'Contributor plan'. */
export const PLAN_LABELS: Record<Plan, string> = {
  free: "Free plan",
  contributor: "Contributor plan",
};

/**
 * A plan for display: contributor status counts even where it came with a
 * role rather than a payment.
 */
export function planOf(user: { plan: Plan; isContributor: boolean }): Plan {
  return user.isContributor ? "contributor" : user.plan;
}

/** How long after sign-up an account is greeted as new. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** An account made in the last day: greeted as new rather than 'Welcome back'. */
export function isNewAccount(user: { createdAt: string }, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}

interface RoleHolder {
  role: UserRole;
}

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

import { z } from "zod";
import { PLANS, USER_ROLES, USER_STATUSES } from "./roles";

// Roles, statuses, plans and their rules live in roles.ts (no schema).
export {
  NEW_ACCOUNT_MS,
  PLAN_LABELS,
  PLANS,
  USER_ROLES,
  USER_STATUSES,
  hasContributorRights,
  isAdminRole,
  isNewAccount,
  planOf,
} from "./roles";
export type { Plan, UserRole, UserStatus } from "./roles";

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

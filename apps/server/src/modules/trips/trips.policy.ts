import { FREE_PLAN_TRIP_LIMIT } from "@field-commons/shared/auth";
import { hasContributorRights, type UserRole } from "@field-commons/shared/users";

/**
 * Free plan: at most FREE_PLAN_TRIP_LIMIT trips in any status; contributors
 * (and admins) plan without limit.
 */
export function canCreateTrip(
  user: { role: UserRole; isContributor: boolean },
  ownedTrips: number,
): boolean {
  return hasContributorRights(user) || ownedTrips < FREE_PLAN_TRIP_LIMIT;
}

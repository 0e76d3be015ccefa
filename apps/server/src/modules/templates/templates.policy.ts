import type { PublicUser } from "@field-commons/shared/users";

/** Official templates are for everyone; private ones only for their owner. */
export function canUseTemplate(
  user: PublicUser | null,
  template: { isOfficial: boolean; ownerId: string | null },
): boolean {
  return template.isOfficial || (user !== null && template.ownerId === user.id);
}

/** Only a trip's author saves it as a template (it copies their cards). */
export function canSaveTripAsTemplate(user: PublicUser, trip: { authorId: string }): boolean {
  return trip.authorId === user.id;
}

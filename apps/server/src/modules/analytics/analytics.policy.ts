import { isAdminRole, type PublicUser } from "@field-commons/shared/users";

/** An author's figures are theirs and the admins'. */
export function canReadAnalytics(user: PublicUser | null, authorId: string): boolean {
  return user !== null && (user.id === authorId || isAdminRole(user));
}

import {
  statusAfterEdit,
  statusOnPublish,
  type ContentStatus,
  type ContentType,
} from "@field-commons/shared/content";
import { hasContributorRights, isAdminRole, type PublicUser } from "@field-commons/shared/users";

interface Owned {
  authorId: string;
  status: string;
}

/** Only the author or an admin edits, deletes or publishes an item. */
export function canEditContent(user: PublicUser | null, item: Owned): boolean {
  return user !== null && (user.id === item.authorId || isAdminRole(user));
}

/** Published items are public; anything else only for its author and admins. */
export function canViewContent(user: PublicUser | null, item: Owned): boolean {
  return item.status === "published" || canEditContent(user, item);
}

/** Publishing directly (not for review) needs contributor status. */
export function canPublishDirectly(user: PublicUser): boolean {
  return hasContributorRights(user);
}

/** Admins set any status (approve, reject, archive). */
export function canModerateContent(user: PublicUser | null): boolean {
  return isAdminRole(user);
}

/** Lists of statuses other than published: your own, or anyone's for admins. */
export function canListUnpublished(user: PublicUser | null, authorId: string | undefined): boolean {
  if (!user) return false;
  return authorId === user.id || isAdminRole(user);
}

/**
 * The status the user's publish leads to: an item an admin rejected or
 * archived, or one waiting for review, goes (back) to review unless an admin
 * publishes it; trips always go to review (shared rule `statusOnPublish`).
 */
export function statusOnPublishBy(
  user: PublicUser,
  item: { type: ContentType; status: ContentStatus },
): ContentStatus {
  return statusOnPublish(item.type, item.status, { isAdmin: isAdminRole(user) });
}

/**
 * The status after the user changes the item: a published trip changed by
 * anyone but an admin goes back to review (shared rule `statusAfterEdit`).
 */
export function statusAfterEditBy(
  user: PublicUser,
  item: { type: ContentType; status: ContentStatus },
): ContentStatus {
  return statusAfterEdit(item.type, item.status, { isAdmin: isAdminRole(user) });
}

/**
 * What the viewer may do to the item, for the detail responses: edit and
 * delete as canEditContent; publish when, besides, publishing would change
 * its status (not for a published item, nor for the author's item already
 * waiting for review). Signed out: nothing.
 */
export function contentPermissions(
  user: PublicUser | null,
  item: Owned & { type: ContentType; status: ContentStatus },
): { edit: boolean; delete: boolean; publish: boolean } {
  if (!user || !canEditContent(user, item)) return { edit: false, delete: false, publish: false };
  return { edit: true, delete: true, publish: statusOnPublishBy(user, item) !== item.status };
}

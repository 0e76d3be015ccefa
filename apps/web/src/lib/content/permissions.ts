import type { ContentDetail } from "@field-commons/shared/content";
import type { PublicUser } from "@field-commons/shared/users";
import { isAdminRole } from "@field-commons/shared/users";

/**
 * May the viewer edit the item? The server says so in the detail response
 * (`permissions.edit`, from its content policy); only while a response lacks
 * it is the same rule applied here (the author or an admin). The server
 * enforces it either way.
 */
export function canEditContent(
  item: Pick<ContentDetail, "author" | "permissions">,
  user: PublicUser | null,
): boolean {
  if (item.permissions) return item.permissions.edit;
  return user !== null && (user.id === item.author.id || isAdminRole(user));
}

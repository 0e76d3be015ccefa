import type { ContentDetail } from "@field-commons/shared/content";

/**
 * May the viewer edit the item? The server says so in every detail response
 * (`permissions.edit`, from its content policy: the author or an admin), and
 * enforces it either way.
 */
export function canEditContent(item: Pick<ContentDetail, "permissions">): boolean {
  return item.permissions.edit;
}

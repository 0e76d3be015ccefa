import type { PublicUser } from "@field-commons/shared/users";
import type { DataExportRow } from "../../db/schema/data-exports";

/**
 * An archive of someone's data is theirs alone: not even an admin downloads
 * another account's export (everyone else gets 404, as for a missing one).
 */
export function canDownloadExport(
  user: Pick<PublicUser, "id">,
  row: Pick<DataExportRow, "userId">,
): boolean {
  return row.userId === user.id;
}

import {
  addStoredFile,
  bump,
  EXPORT_PAGE,
  extensionOf,
  keyset,
  resumeArchiveName,
  safeName,
  type ExportSection,
} from "../data-export";
import { ownUploadsPage } from "./uploads.repository";

/** The person's files (images, résumés...), streamed from storage under uploads/. */
export const uploadsExport: ExportSection = {
  name: "uploads",
  async write(ctx) {
    const { db, user } = ctx;
    ctx.counts.uploads = 0;
    const rows = keyset(
      (after) => ownUploadsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    for await (const row of rows) {
      const name =
        row.applicantName !== null
          ? resumeArchiveName(row.applicantName, row.mimeType)
          : `${safeName(row.kind, "file")}.${extensionOf(row.mimeType)}`;
      const added = await addStoredFile(
        ctx,
        `uploads/${row.id}-${name}`,
        row.storageKey,
        row.mimeType,
        row.createdAt,
      );
      if (added) bump(ctx.counts, "uploads");
    }
  },
};

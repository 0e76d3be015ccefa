import { EXPORT_PAGE, keyset, resumeArchiveName, type ExportSection } from "../data-export";
import { presentApplication } from "./applications.presenter";
import { applicationIdsPage, findApplication } from "./applications.repository";

/** The person's job applications; each points at its résumé in the archive. */
export const applicationsExport: ExportSection = {
  name: "applications",
  async write(ctx) {
    const { db, user } = ctx;
    const ids = keyset(
      (after) => applicationIdsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    ctx.counts.applications = await ctx.archive.addJsonArray(
      "applications.json",
      (async function* () {
        for await (const { id } of ids) {
          const row = await findApplication(db, id);
          if (!row) continue;
          const application = presentApplication(row);
          yield {
            ...application,
            // The résumé is in this archive (the URL needs a session).
            resume: {
              ...application.resume,
              file: `uploads/${row.resumeUploadId}-${resumeArchiveName(row.name, row.resumeMimeType)}`,
            },
          };
        }
      })(),
    );
  },
};

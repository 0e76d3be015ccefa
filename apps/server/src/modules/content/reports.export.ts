import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { reportsByPage } from "./reports.repository";

/** The reports the person made, with their own words, and whether each was resolved. */
export const reportsExport: ExportSection = {
  name: "reports",
  async write(ctx) {
    const { db, user } = ctx;
    const rows = keyset(
      (after) => reportsByPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    await addJsonList(
      ctx,
      "reports.json",
      "reports",
      (async function* () {
        for await (const row of rows) {
          yield {
            id: row.id,
            contentId: row.contentId,
            reason: row.reason,
            details: row.details,
            createdAt: row.createdAt.toISOString(),
            resolvedAt: row.resolvedAt?.toISOString() ?? null,
          };
        }
      })(),
    );
  },
};

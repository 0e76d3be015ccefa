import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { presentTemplate } from "./templates.presenter";
import { ownedTemplatesPage } from "./templates.repository";

/** The trip templates the person saved. */
export const templatesExport: ExportSection = {
  name: "trip templates",
  async write(ctx) {
    const { db, user } = ctx;
    const rows = keyset(
      (after) => ownedTemplatesPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    await addJsonList(
      ctx,
      "trip-templates.json",
      "templates",
      (async function* () {
        for await (const row of rows) {
          yield { ...presentTemplate(row), createdAt: row.createdAt.toISOString() };
        }
      })(),
    );
  },
};

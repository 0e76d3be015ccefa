import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { alertsPage } from "./job-alerts.repository";

/** The person's job alerts and their filters. */
export const jobAlertsExport: ExportSection = {
  name: "job alerts",
  async write(ctx) {
    const { db, user } = ctx;
    const rows = keyset(
      (after) => alertsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    await addJsonList(
      ctx,
      "job-alerts.json",
      "jobAlerts",
      (async function* () {
        for await (const row of rows) {
          yield { id: row.id, filters: row.filters, createdAt: row.createdAt.toISOString() };
        }
      })(),
    );
  },
};

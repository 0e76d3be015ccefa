import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { postedJobsPage } from "./jobs.repository";

/** The jobs the person posted, every field as they wrote it. */
export const jobsExport: ExportSection = {
  name: "jobs",
  async write(ctx) {
    const { db, user, appUrl } = ctx;
    const posted = keyset(
      (after) => postedJobsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    await addJsonList(
      ctx,
      "jobs.json",
      "jobs",
      (async function* () {
        for await (const job of posted) {
          yield {
            ...job,
            createdAt: job.createdAt.toISOString(),
            updatedAt: job.updatedAt.toISOString(),
            closedAt: job.closedAt?.toISOString() ?? null,
            url: `${appUrl}/jobs/${job.id}`,
          };
        }
      })(),
    );
  },
};

import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { paymentsPage } from "./payments.repository";

/** The person's payments (plan, amount, provider; never card details, which are not kept). */
export const paymentsExport: ExportSection = {
  name: "payments",
  async write(ctx) {
    const { db, user } = ctx;
    const rows = keyset(
      (after) => paymentsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.id,
    );
    await addJsonList(
      ctx,
      "payments.json",
      "payments",
      (async function* () {
        for await (const row of rows) {
          yield {
            id: row.id,
            plan: row.plan,
            amountCents: row.amountCents,
            currency: row.currency,
            provider: row.provider,
            createdAt: row.createdAt.toISOString(),
          };
        }
      })(),
    );
  },
};

import { addJsonList, EXPORT_PAGE, keyset, type ExportSection } from "../data-export";
import { membershipsPage } from "./organizations.repository";

/** The organizations the person belongs to, with their role in each. */
export const organizationsExport: ExportSection = {
  name: "organizations",
  async write(ctx) {
    const { db, user, appUrl } = ctx;
    const memberships = keyset(
      (after) => membershipsPage(db, user.id, after, EXPORT_PAGE),
      (row) => row.organization.id,
    );
    await addJsonList(
      ctx,
      "organizations.json",
      "organizations",
      (async function* () {
        for await (const { organization: o, role, since } of memberships) {
          yield {
            id: o.id,
            slug: o.slug,
            name: o.name,
            website: o.website,
            description: o.description,
            size: o.size,
            location: o.location,
            domain: o.domain,
            logoUploadId: o.logoUploadId,
            createdByYou: o.createdBy === user.id,
            yourRole: role,
            memberSince: since.toISOString(),
            createdAt: o.createdAt.toISOString(),
            url: `${appUrl}/organizations/${o.slug}`,
          };
        }
      })(),
    );
  },
};

import { contentPath, type ContentType } from "@field-commons/shared/content";
import { EXPORT_PAGE, keyset, type ExportContext, type ExportSection } from "../data-export";
import { contentReactionsPage, jobReactionsPage } from "./reactions.repository";

interface Reaction {
  id: string;
  type: ContentType | "job";
  title: string | null;
  url: string | null;
  at: string;
}

/** Likes or saves of content, then of jobs, as one list. */
async function* reactionsOf(ctx: ExportContext, kind: "like" | "save"): AsyncGenerator<Reaction> {
  const { db, user, appUrl } = ctx;
  const contentRows = keyset(
    (after) => contentReactionsPage(db, kind, user.id, after, EXPORT_PAGE),
    (row) => row.id,
  );
  for await (const row of contentRows) {
    // An item that is no longer public keeps the record, not its title.
    yield {
      id: row.id,
      type: row.type,
      title: row.visible ? row.title : null,
      url: row.visible ? `${appUrl}${contentPath(row)}` : null,
      at: row.at.toISOString(),
    };
  }
  const jobRows = keyset(
    (after) => jobReactionsPage(db, kind, user.id, after, EXPORT_PAGE),
    (row) => row.id,
  );
  for await (const row of jobRows) {
    yield {
      id: row.id,
      type: "job",
      title: row.title,
      url: `${appUrl}/jobs/${row.id}`,
      at: row.at.toISOString(),
    };
  }
}

/** What the person liked and saved: likes.json and saves.json. */
export const reactionsExport: ExportSection = {
  name: "likes and saves",
  async write(ctx) {
    for (const kind of ["like", "save"] as const) {
      const plural = `${kind}s`;
      ctx.counts[plural] = await ctx.archive.addJsonArray(
        `${plural}.json`,
        (async function* () {
          for await (const reaction of reactionsOf(ctx, kind)) {
            const { at, ...rest } = reaction;
            yield { ...rest, [kind === "like" ? "likedAt" : "savedAt"]: at };
          }
        })(),
      );
    }
  },
};

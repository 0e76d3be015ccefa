import { CONTENT_TYPES } from "@field-commons/shared/content";
import { bump, keyset, safeName, type ExportSection } from "../data-export";
import { contentMarkdown } from "./content.markdown";
import { presentDetail } from "./content.presenter";
import { authorContentPage, authorStats } from "./content.repository";

/** Content rows carry their body (up to a few hundred kB each): smaller pages. */
const CONTENT_PAGE = 20;

/** Every item the person wrote, in any state: as JSON and as Markdown. */
export const contentExport: ExportSection = {
  name: "content",
  async write(ctx) {
    const { db, user, archive } = ctx;
    const stats = await authorStats(db, user.id);
    for (const type of CONTENT_TYPES) ctx.counts[`content.${type}`] = 0;
    ctx.counts.content = 0;
    const rows = keyset(
      (after) => authorContentPage(db, user.id, after, CONTENT_PAGE),
      (row) => row.id,
      CONTENT_PAGE,
    );
    for await (const row of rows) {
      ctx.signal?.throwIfAborted();
      const detail = presentDetail(row, user, stats);
      const base = `content/${row.type}/${safeName(row.slug, row.id)}`;
      await archive.addJson(`${base}.json`, detail, row.updatedAt);
      await archive.addText(`${base}.md`, contentMarkdown(detail), row.updatedAt);
      bump(ctx.counts, `content.${row.type}`);
      bump(ctx.counts, "content");
    }
  },
};

import type { PublicUser } from "@field-commons/shared/users";
import type { Db } from "../../db/client";
import type { Storage } from "../../storage/storage";
import type { ArchiveWriter } from "./data-export.archive";
import { README } from "./data-export.readme";
import type { ExportContext, ExportCounts, ExportSection } from "./export-section";

export interface BuildResult {
  counts: ExportCounts;
  files: string[];
}

/**
 * Writes everything the account owns into the archive: README.txt first,
 * then each module's section in the order given, and manifest.json (the
 * counts and every file's name) last. Sections read their rows in pages and
 * stream files from storage.
 */
export async function buildArchive(
  deps: { db: Db; storage: Storage; appUrl: string; signal?: AbortSignal },
  sections: readonly ExportSection[],
  user: PublicUser,
  archive: ArchiveWriter,
): Promise<BuildResult> {
  const ctx: ExportContext = { ...deps, user, archive, counts: { missingFiles: 0 } };
  const generatedAt = new Date();
  await archive.addText("README.txt", README);
  for (const section of sections) {
    ctx.signal?.throwIfAborted();
    await section.write(ctx);
  }
  const files = [...archive.names, "manifest.json"];
  await archive.addJson("manifest.json", {
    format: "field-commons-data-export",
    version: 1,
    generatedAt: generatedAt.toISOString(),
    account: { id: user.id, email: user.email },
    counts: ctx.counts,
    fileCount: files.length,
    files,
  });
  return { counts: ctx.counts, files };
}

import { z } from "zod";
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from "@field-commons/shared/data-export";
import type { Db } from "../../db/client";
import type { Storage } from "../../storage/storage";
import { sendMail } from "../mail";
import { dataExportReadyMail } from "../mail";
import { taskType, PermanentTaskError } from "../tasks";
import { handle, schedule, type TaskContext, type TaskHandler, type Schedule } from "../tasks";
import { presentUser } from "../../lib/present-user";
import { findUserById } from "../users";
import { ArchiveWriter } from "./data-export.archive";
import { buildArchive } from "./data-export.builder";
import type { ExportSection } from "./export-section";
import { downloadPath } from "./data-export.presenter";
import {
  expiredArchives,
  failExport,
  findExport,
  finishExport,
  forgetArchive,
  startExport,
  sweepStalledExports,
} from "./data-export.repository";

export const BuildDataExport = taskType("data-export.build", z.object({ exportId: z.uuid() }), {
  maxAttempts: 3,
  backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
});
const CleanUpExports = taskType("data-export.clean-up", z.object({}), { maxAttempts: 3 });

/** One build task per export, ever: the dedupe key also lets the sweep find it. */
export function buildTaskKey(exportId: string): string {
  return `${BuildDataExport.name}:${exportId}`;
}

/** Where an export's archive is stored. */
function archiveKey(exportId: string): string {
  return `exports/${exportId}.zip`;
}

interface DataExportDeps {
  storage: Storage;
  appUrl: string;
  /** Each module's part of the archive, in order. */
  sections: readonly ExportSection[];
}

/** What the settings page shows when a run fails: the reason, without internals. */
function readableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `The export could not be prepared: ${(message.trim() || "unknown error").slice(0, 300)}`;
}

async function build(deps: DataExportDeps, exportId: string, context: TaskContext): Promise<void> {
  const { db, signal } = context;
  const row = await startExport(db, exportId);
  // Finished, failed for good, or gone with its account: nothing to do.
  if (!row) return;
  const account = await findUserById(db, row.userId);
  if (!account) return;
  const user = presentUser(account);

  const key = archiveKey(exportId);
  const archive = new ArchiveWriter();
  const stored = deps.storage.putStream(key, archive.output, "application/zip");
  archive.watch(stored);
  try {
    const result = await buildArchive(
      { db, storage: deps.storage, appUrl: deps.appUrl, signal },
      deps.sections,
      user,
      archive,
    );
    archive.end();
    const sizeBytes = await stored;
    const recorded = await db.transaction(async (tx) => {
      const done = await finishExport(tx, exportId, {
        storageKey: key,
        sizeBytes,
        fileCount: result.files.length,
        manifest: result.counts,
        keepHours: DATA_EXPORT_LIMITS.keepHours,
      });
      if (!done) return false;
      const finished = await findExport(tx, exportId);
      const mail = dataExportReadyMail({
        appUrl: deps.appUrl,
        name: user.name,
        subject: DATA_EXPORT_MESSAGES.mailSubject,
        downloadPath: downloadPath(exportId),
        expiresAt: finished?.expiresAt ?? new Date(),
      });
      await sendMail(tx, { to: user.email, ...mail });
      return true;
    });
    // The account (and so the export) was deleted meanwhile: the file goes too.
    if (!recorded) await deps.storage.delete(key);
  } catch (error) {
    archive.abort(error instanceof Error ? error : new Error(String(error)));
    await stored.catch(() => undefined);
    throw error;
  }
}

/** Deletes the files of expired archives, a batch at a time; the rows stay, shown as expired. */
export async function cleanUpExpiredExports(db: Db, storage: Storage): Promise<number> {
  const BATCH = 100;
  let removed = 0;
  for (;;) {
    const batch = await expiredArchives(db, BATCH);
    for (const { id, storageKey } of batch) {
      await storage.delete(storageKey);
      await forgetArchive(db, id, storageKey);
      removed++;
    }
    if (batch.length < BATCH) return removed;
  }
}

/** How often expired archives are deleted and stalled exports marked failed. */
const CLEAN_UP_EVERY_MS = 15 * 60_000;

export function dataExportSchedules(): Schedule[] {
  return [schedule(CleanUpExports.name, CLEAN_UP_EVERY_MS, CleanUpExports, {})];
}

/**
 * The build task (retried per the queue's rules; the export shows the reason
 * while it waits, and is marked failed after the last attempt) and the
 * clean-up of expired archives.
 */
export function dataExportTasks(deps: DataExportDeps): TaskHandler[] {
  return [
    handle(BuildDataExport, async ({ exportId }, context) => {
      try {
        await build(deps, exportId, context);
      } catch (error) {
        if (context.signal.aborted) throw error;
        const reason = readableReason(error);
        const final =
          error instanceof PermanentTaskError || context.attempt >= BuildDataExport.maxAttempts;
        await failExport(
          context.db,
          exportId,
          final ? reason : `${reason} (trying again shortly)`,
          final,
        );
        if (final) throw new PermanentTaskError(reason);
        throw error;
      }
    }),
    handle(CleanUpExports, async (_payload, { db, log }) => {
      const removed = await cleanUpExpiredExports(db, deps.storage);
      if (removed > 0) log.info({ removed }, "expired data exports deleted");
      const swept = await sweepStalledExports(db, BuildDataExport.name);
      if (swept > 0) log.warn({ swept }, "stalled data exports marked failed");
    }),
  ];
}

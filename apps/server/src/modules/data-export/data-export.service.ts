import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from "@field-commons/shared/data-export";
import type { Db } from "../../db/client";
import type { DataExportRow } from "../../db/schema/data-exports";
import { AppError } from "../../errors";
import { hit } from "../../lib/rate-limit.repository";
import { enqueue } from "../tasks";
import { BuildDataExport, buildTaskKey } from "./data-export.tasks";
import { findOpenExport, insertExport, isOpenExportConflict } from "./data-export.repository";

const inProgress = () => new AppError(409, "EXPORT_IN_PROGRESS", DATA_EXPORT_MESSAGES.inProgress);

function rateLimited(retryAfterSeconds: number): AppError {
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  return new AppError(
    429,
    "RATE_LIMITED",
    `You can request ${DATA_EXPORT_LIMITS.perWindow} exports a day. Try again in about ${hours} hour${hours === 1 ? "" : "s"}.`,
    undefined,
    { "retry-after": String(retryAfterSeconds) },
  );
}

/**
 * Starts an export of the account's data: one at a time per account (409
 * while one is queued or being built; a unique index settles a race) and
 * DATA_EXPORT_LIMITS.perWindow per window (429). The row, the counted hit
 * and the job commit together, so a refused request counts nothing.
 */
export async function requestExport(db: Db, userId: string): Promise<DataExportRow> {
  try {
    return await db.transaction(async (tx) => {
      if (await findOpenExport(tx, userId)) throw inProgress();
      const limit = await hit(tx, `data-export:account:${userId}`, {
        max: DATA_EXPORT_LIMITS.perWindow,
        windowSeconds: DATA_EXPORT_LIMITS.windowSeconds,
      });
      if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
      const row = await insertExport(tx, userId);
      await enqueue(tx, BuildDataExport, { exportId: row.id }, { dedupeKey: buildTaskKey(row.id) });
      return row;
    });
  } catch (error) {
    if (isOpenExportConflict(error)) throw inProgress();
    throw error;
  }
}

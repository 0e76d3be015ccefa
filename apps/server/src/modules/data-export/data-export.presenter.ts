import type { DataExport } from "@field-commons/shared/data-export";
import type { DataExportRow } from "../../db/schema/data-exports";

export function downloadPath(id: string): string {
  return `/api/me/data-exports/${id}/download`;
}

/** A finished archive is expired once its time is up or its file was cleaned up. */
export function isExpired(row: DataExportRow, now: Date = new Date()): boolean {
  return (
    row.status === "ready" &&
    (row.storageKey === null || (row.expiresAt !== null && row.expiresAt <= now))
  );
}

export function presentExport(row: DataExportRow, now: Date = new Date()): DataExport {
  const expired = isExpired(row, now);
  return {
    id: row.id,
    status: expired ? "expired" : row.status,
    sizeBytes: row.sizeBytes,
    fileCount: row.fileCount,
    manifest: row.manifest,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: row.status === "ready" && !expired ? downloadPath(row.id) : null,
  };
}

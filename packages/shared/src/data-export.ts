import { z } from "zod";
import { pageOf } from "./pagination";

/** How a personal data export stands, as the settings page shows it. */
export const DATA_EXPORT_STATUSES = ["queued", "running", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** Exports one account may request per window. */
  perWindow: 3,
  windowSeconds: 24 * 60 * 60,
  /** How long a finished archive can be downloaded. */
  keepHours: 24,
} as const;

export const DATA_EXPORT_MESSAGES = {
  inProgress:
    "An export of your data is already being prepared. You can request another once it is ready.",
  notReady: "This export is still being prepared. Try again when it is ready.",
  failed: "This export could not be prepared. Request a new one.",
  notFound: "Export not found.",
  expired: "This download has expired: archives are kept for 24 hours. Request a new export.",
  mailSubject: "Your Field Commons data is ready",
} as const;

export const DataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** Size of the ZIP archive in bytes, once ready. */
  sizeBytes: z.number().int().nullable(),
  /** Files in the archive, once ready. */
  fileCount: z.number().int().nullable(),
  /** Rows and files per section, as in the archive's manifest.json. */
  manifest: z.record(z.string(), z.number().int()).nullable(),
  /** Why it failed (or why it is being tried again). */
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Where a ready archive downloads (the owner's session is needed); null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

export const DataExportPage = pageOf(DataExport);
export type DataExportPage = z.infer<typeof DataExportPage>;

export const DataExportIdParams = z.strictObject({ id: z.uuid() });

/** Whether an export is still on its way (no new one may be requested meanwhile). */
export function isPreparing(status: DataExportStatus): boolean {
  return status === "queued" || status === "running";
}

/** The archive's name when downloaded: `field-commons-data-YYYY-MM-DD.zip`, the day it was made (UTC). */
export function dataExportFileName(madeAt: Date): string {
  return `field-commons-data-${madeAt.toISOString().slice(0, 10)}.zip`;
}

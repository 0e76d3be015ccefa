import type { ProcessingStatus } from "@field-commons/shared/recordings";

/** The statuses the cards show by name; anything else shows as pending (spec). */
export type ShownStatus =
  "completed" | "processing" | "transcribing" | "analyzing" | "failed" | "pending";

const SHOWN: readonly ShownStatus[] = [
  "completed",
  "processing",
  "transcribing",
  "analyzing",
  "failed",
];

export function shownStatus(status: string): ShownStatus {
  return (SHOWN as readonly string[]).includes(status) ? (status as ShownStatus) : "pending";
}

export const STATUS_LABELS: Record<ShownStatus, string> = {
  completed: "Completed",
  processing: "Processing",
  transcribing: "Transcribing",
  analyzing: "Analyzing",
  failed: "Failed",
  pending: "Pending",
};

/** Work is under way: the page looks again until it is done. */
export function isWorking(status: ProcessingStatus | string): boolean {
  return status === "processing" || status === "transcribing" || status === "analyzing";
}

/** 'Transcribing 40%': the status, with the percent while transcribing. */
export function statusText(status: string, progress: number): string {
  const shown = shownStatus(status);
  if (shown === "transcribing") return `${STATUS_LABELS.transcribing} ${progress}%`;
  return STATUS_LABELS[shown];
}

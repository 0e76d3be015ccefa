import type { TranscriptFormat } from "./recordings";

/** GET /api/recordings/{id}/transcript: what it answers besides the file. */
export const TRANSCRIPT_EXPORT_MESSAGES = {
  /** 404 for a recording the viewer may see that has no transcript yet. */
  noTranscript: "There is no transcript yet.",
} as const;

/** Where a recording's transcript is downloaded in a format (srt, vtt, txt, docx or html). */
export function transcriptExportUrl(recordingId: string, format: TranscriptFormat): string {
  return `/api/recordings/${encodeURIComponent(recordingId)}/transcript?format=${format}`;
}

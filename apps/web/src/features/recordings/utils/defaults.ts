import type { Consent } from "@field-commons/shared/recordings";

/** The default title of a new recording (spec: 'Recording {date}'). */
export function defaultRecordingTitle(now: Date = new Date()): string {
  return `Recording ${now.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })}`;
}

/** Today as YYYY-MM-DD in local time, for the Date* field. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A file name for captured audio: recording-2026-11-25.webm. */
export function capturedFileName(blob: Blob, now: Date = new Date()): string {
  const extension = blob.type.includes("ogg") ? "ogg" : blob.type.includes("mp4") ? "m4a" : "webm";
  return `recording-${todayIso(now)}.${extension}`;
}

export const NO_CONSENT: Consent = {
  recorded: false,
  transcribed: false,
  analyzed: false,
  shared: false,
};

export const CONSENT_LABELS: Record<keyof Consent, string> = {
  recorded: "Participants consented to being recorded",
  transcribed: "Participants consented to transcription",
  analyzed: "Participants consented to AI analysis",
  shared: "Participants consented to sharing",
};

export const CONSENT_KEYS = ["recorded", "transcribed", "analyzed", "shared"] as const;

import {
  listInWords,
  missingRecordingPublishFields,
} from "@field-commons/shared/recording-publish";
import type { RecordingPublishSubject } from "@field-commons/shared/recording-publish";
import type { RecordingPrivacy } from "@field-commons/shared/recordings";
import { ApiError } from "../../../lib/api-client";

/** Shown in the Contributor plan dialog when a recording's publish meets it. */
export const RECORDING_UPGRADE_REASON = "Publishing recordings needs the Contributor plan.";
export const PUBLISH_FAILED = "Failed to publish the recording. Please try again.";

export const PUBLISH_TEXT = {
  publish: "Publish",
  publishing: "Publishing...",
  published: "Recording published",
  draft: "Draft",
} as const;

/** Who sees a recording once it is published, for the confirmation. */
export const PUBLISHED_FOR: Record<RecordingPrivacy, string> = {
  public: "Everyone can now find it in Recordings.",
  shared: "Signed-in members can now find it in Recordings.",
  private: "Its privacy is Private: only you can see it.",
};

/** The labels of the fields a recording still needs before it is published. */
export function missingLabels(recording: RecordingPublishSubject): string[] {
  return missingRecordingPublishFields(recording).map((field) => field.label);
}

/** 'Before publishing, fill in: Domain, Date and Description.' */
export function missingText(labels: readonly string[]): string {
  return `Before publishing, fill in: ${listInWords(labels)}.`;
}

/** The server's refusal as it should be read, or the generic text. */
export function publishErrorText(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return PUBLISH_FAILED;
}

/** The server asked for the Contributor plan: the gate opens. */
export function needsUpgrade(error: unknown): boolean {
  return error instanceof ApiError && error.code === "UPGRADE_REQUIRED";
}

/** The server named fields publishing still needs. */
export function notReady(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "NOT_READY_TO_PUBLISH";
}

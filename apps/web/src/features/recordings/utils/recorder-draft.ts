import type { Consent, RecordingPrivacy } from "@field-commons/shared/recordings";

/**
 * A take recorded in New Recording and not uploaded yet, with what was typed
 * beside it. The hub keeps it while the recorder is closed, so opening the
 * recorder again on the page shows the same take until it is uploaded or
 * deleted.
 */
export interface RecorderDraft {
  blob: Blob;
  /** How long the take is, in whole seconds. */
  seconds: number;
  title: string;
  privacy: RecordingPrivacy;
  consent: Consent;
  /** Its copy on this device (kept until uploaded or deleted), if one was written. */
  takeId?: string;
}

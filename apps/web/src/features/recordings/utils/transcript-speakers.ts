import { RECORDING_TEXT_LIMITS } from "@field-commons/shared/recordings";
import type { TranscriptSegment } from "@field-commons/shared/recordings";

/** The speakers of a transcript, each once, in the order they first speak. */
export function speakersOf(segments: readonly { speaker?: string | undefined }[]): string[] {
  const seen = new Set<string>();
  for (const segment of segments) {
    if (segment.speaker) seen.add(segment.speaker);
  }
  return [...seen];
}

/** Checks a speaker's new name: the message to show, or null when it is fine. */
export function speakerNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return "Enter a name.";
  if (trimmed.length > RECORDING_TEXT_LIMITS.speaker) {
    return `A name can be at most ${RECORDING_TEXT_LIMITS.speaker} characters.`;
  }
  return null;
}

/**
 * Every line of `from` spoken by `to` instead (trimmed). Lines of others are
 * returned as they are (same objects), so only the changed lines redraw.
 * Renaming to a name another speaker has merges the two.
 */
export function renameSpeaker<T extends { speaker?: string | undefined }>(
  segments: readonly T[],
  from: string,
  to: string,
): T[] {
  const name = to.trim();
  if (name === "" || name === from) return [...segments];
  return segments.map((segment) =>
    segment.speaker === from ? { ...segment, speaker: name } : segment,
  );
}

/** A name no speaker of the transcript has yet: 'Speaker N' with the lowest free N from the count up. */
export function newSpeakerName(speakers: readonly string[]): string {
  const taken = new Set(speakers);
  let n = speakers.length + 1;
  while (taken.has(`Speaker ${n}`)) n++;
  return `Speaker ${n}`;
}

/** One line given to another speaker (undefined: no speaker). */
export function reassignLine(
  segment: TranscriptSegment,
  speaker: string | undefined,
): TranscriptSegment {
  const { speaker: _previous, ...rest } = segment;
  const name = speaker?.trim();
  return name ? { ...rest, speaker: name } : rest;
}

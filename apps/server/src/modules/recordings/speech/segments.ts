import {
  RECORDING_TEXT_LIMITS,
  type TranscriptSegment,
  type TranscriptWord,
} from "@field-commons/shared/recordings";

/**
 * A silence at least this long (seconds) between two words is taken as a
 * change of speaker. Measured with pocketsphinx on espeak-ng clips (see
 * test/fixtures/speech/README.md): inside one voice's sentences the gaps
 * between recognised words were at most 0.15 s on well recognised speech and
 * 0.67 s on badly recognised speech (where a word was heard as silence);
 * between two voices separated by 1.2-1.8 s of silence they were 1.57-2.15 s
 * (1.84-2.64 s with the badly recognised voice). 1 s sits between the two. Real speakers also pause inside a turn, and in
 * lively talk take over without any pause, so turns are a first guess the
 * editor lets people rename and reassign.
 */
export const TURN_PAUSE_SECONDS = 1;

export interface SegmentLimits {
  /** A silence at least this long (seconds) starts a new segment. */
  pause: number;
  /** A silence at least this long (seconds) starts a new speaker turn. */
  turnPause: number;
  maxWords: number;
  /** Longest segment, in seconds. */
  maxSeconds: number;
}

export const DEFAULT_LIMITS: SegmentLimits = {
  pause: 0.6,
  turnPause: TURN_PAUSE_SECONDS,
  maxWords: 15,
  maxSeconds: 12,
};

/** Word times are kept to the hundredth of a second. */
export function roundTime(seconds: number): number {
  return Math.round(Math.max(0, seconds) * 100) / 100;
}

/** Confidence as a 0..1 value with two decimals. */
export function roundConfidence(value: number): number {
  return Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 100) / 100 : 0;
}

/** A word as the transcript keeps it: trimmed text, times rounded, end never before start. */
export function cleanWord(text: string, start: number, end: number, confidence: number) {
  const from = roundTime(start);
  return {
    text: text.trim().slice(0, RECORDING_TEXT_LIMITS.word),
    start: from,
    end: Math.max(from, roundTime(end)),
    confidence: roundConfidence(confidence),
  };
}

/** "Speaker 1" for the first turn, then "Speaker 2", "Speaker 1"... at each change. */
export function turnSpeaker(turn: number): string {
  return `Speaker ${(turn % 2) + 1}`;
}

/** Splits timed items (in order) wherever the gap before one is at least `pause` seconds. */
export function splitAtPauses<T extends { start: number; end: number }>(
  items: readonly T[],
  pause: number,
): T[][] {
  const runs: T[][] = [];
  let previous: T | undefined;
  for (const item of items) {
    if (previous === undefined || item.start - previous.end >= pause) runs.push([]);
    runs.at(-1)?.push(item);
    previous = item;
  }
  return runs;
}

/** One transcript line from words: whole seconds outwards, text = the words joined. */
export function segmentOf(words: readonly TranscriptWord[], speaker?: string): TranscriptSegment {
  const start = Math.floor(words[0]?.start ?? 0);
  return {
    start,
    end: Math.max(start, Math.ceil(words.at(-1)?.end ?? 0)),
    text: words.map((word) => word.text).join(" "),
    ...(speaker === undefined ? {} : { speaker }),
    words: [...words],
  };
}

/**
 * Groups recognised words into transcript lines: first into speaker turns at
 * long pauses, then inside a turn a new line after a shorter pause or when
 * the current one is long enough to read comfortably. A line never spans two
 * turns.
 */
export function groupIntoSegments(
  words: readonly TranscriptWord[],
  limits: SegmentLimits = DEFAULT_LIMITS,
): TranscriptSegment[] {
  return splitAtPauses(words, limits.turnPause).flatMap((turn, index) => {
    const lines: TranscriptWord[][] = [];
    let current: TranscriptWord[] = [];
    for (const word of turn) {
      const first = current[0];
      const previous = current.at(-1);
      const breaks =
        first !== undefined &&
        previous !== undefined &&
        (word.start - previous.end >= limits.pause ||
          current.length >= limits.maxWords ||
          word.end - first.start > limits.maxSeconds);
      if (breaks) {
        lines.push(current);
        current = [];
      }
      current.push(word);
    }
    if (current.length > 0) lines.push(current);
    return lines.map((line) => segmentOf(line, turnSpeaker(index)));
  });
}

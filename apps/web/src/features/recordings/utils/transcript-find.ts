import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { tokenSpans, wordIndexAt } from "./transcript-text";
import { startOf } from "./transcript-timeline";

/** One place a search was found: line, [from, to) in its text, and when it is said. */
export interface TranscriptMatch {
  line: number;
  from: number;
  to: number;
  /** Seconds: the start of the word the match begins in (the line's start without words). */
  time: number;
}

/** Lower case, one character for one, so offsets in the folded text are offsets in the text. */
function fold(text: string): string {
  let folded = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

/**
 * Every place `query` occurs in the transcript, in order, ignoring case;
 * overlapping occurrences count once (the search moves past each one). An
 * empty or blank query finds nothing.
 */
export function findInTranscript(
  segments: readonly TranscriptSegment[],
  query: string,
): TranscriptMatch[] {
  const needle = fold(query.trim());
  if (needle === "") return [];
  const matches: TranscriptMatch[] = [];
  segments.forEach((segment, line) => {
    const haystack = fold(segment.text);
    let from = haystack.indexOf(needle);
    if (from < 0) return;
    const spans = tokenSpans(segment.text);
    const timed = segment.words !== undefined && segment.words.length === spans.length;
    while (from >= 0) {
      const word = timed ? wordIndexAt(spans, from) : -1;
      matches.push({ line, from, to: from + needle.length, time: startOf(segment, word) });
      from = haystack.indexOf(needle, from + needle.length);
    }
  });
  return matches;
}

/** The next match index after `current` (wrapping), or the previous one with `backwards`. */
export function stepMatch(current: number, count: number, backwards = false): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

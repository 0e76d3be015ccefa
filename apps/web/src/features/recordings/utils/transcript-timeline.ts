import type { TranscriptSegment } from "@field-commons/shared/recordings";

/** Where the playback is in the transcript: a line and a word of it (-1: none). */
export interface PlaybackPosition {
  line: number;
  word: number;
}

export const NOWHERE: PlaybackPosition = { line: -1, word: -1 };

/**
 * Every timed thing of a transcript in order of start: each word of the
 * lines that have words, and each line without words as one entry. Flat
 * typed arrays, so looking a time up is a binary search with no allocation
 * (it runs on every animation frame while the media plays).
 */
export interface Timeline {
  starts: Float64Array;
  ends: Float64Array;
  lines: Int32Array;
  /** Word index in its line, or -1 for a line timed by its start and end only. */
  words: Int32Array;
  /** Each line's [start, end) in seconds, by line index. */
  lineStarts: Float64Array;
  lineEnds: Float64Array;
  /** Line indices in order of start, and their starts in that order (for the binary search). */
  lineOrder: Int32Array;
  orderedLineStarts: Float64Array;
}

export function buildTimeline(segments: readonly TranscriptSegment[]): Timeline {
  const entries: { start: number; end: number; line: number; word: number }[] = [];
  const lineStarts = new Float64Array(segments.length);
  const lineEnds = new Float64Array(segments.length);
  segments.forEach((segment, line) => {
    // A line's whole-second end is rounded up; one that starts and ends in the
    // same second still lasts that second.
    const end = segment.end > segment.start ? segment.end : segment.start + 1;
    lineStarts[line] = segment.start;
    lineEnds[line] = end;
    const words = segment.words ?? [];
    if (words.length === 0) {
      entries.push({ start: segment.start, end, line, word: -1 });
      return;
    }
    words.forEach((word, index) => {
      entries.push({ start: word.start, end: word.end, line, word: index });
    });
  });
  // Stable: equal starts keep the transcript's order.
  entries.sort((a, b) => a.start - b.start);
  const order = segments.map((_, line) => line).sort((a, b) => lineStarts[a]! - lineStarts[b]!);
  const timeline: Timeline = {
    starts: new Float64Array(entries.length),
    ends: new Float64Array(entries.length),
    lines: new Int32Array(entries.length),
    words: new Int32Array(entries.length),
    lineStarts,
    lineEnds,
    lineOrder: Int32Array.from(order),
    orderedLineStarts: Float64Array.from(order, (line) => lineStarts[line]!),
  };
  entries.forEach((entry, i) => {
    timeline.starts[i] = entry.start;
    timeline.ends[i] = entry.end;
    timeline.lines[i] = entry.line;
    timeline.words[i] = entry.word;
  });
  return timeline;
}

/** The index of the last entry that starts at or before `time`, or -1 (binary search). */
export function lastStartedAt(starts: Float64Array, time: number): number {
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The line that started last at or before `time`, or -1 (whether or not it has ended). */
export function lineStartedAt(timeline: Timeline, time: number): number {
  const index = lastStartedAt(timeline.orderedLineStarts, time);
  return index < 0 ? -1 : timeline.lineOrder[index]!;
}

/**
 * What is being said at `time`: the word whose span holds it, in its line.
 * A line is current from its start to its end (whole seconds), with no word
 * before its first word, between two words and after its last; past a
 * line's end (a pause before the next one), nothing is.
 */
export function positionAt(timeline: Timeline, time: number): PlaybackPosition {
  if (!Number.isFinite(time)) return NOWHERE;
  const index = lastStartedAt(timeline.starts, time);
  if (index >= 0 && timeline.words[index]! >= 0 && time < timeline.ends[index]!) {
    return { line: timeline.lines[index]!, word: timeline.words[index]! };
  }
  const line = lineStartedAt(timeline, time);
  if (line >= 0 && time < timeline.lineEnds[line]!) return { line, word: -1 };
  return NOWHERE;
}

export function samePosition(a: PlaybackPosition, b: PlaybackPosition): boolean {
  return a.line === b.line && a.word === b.word;
}

/** Where a word (or its line, for -1) starts, in seconds. */
export function startOf(segment: TranscriptSegment, word: number): number {
  const timed = word >= 0 ? segment.words?.[word] : undefined;
  return timed ? timed.start : segment.start;
}

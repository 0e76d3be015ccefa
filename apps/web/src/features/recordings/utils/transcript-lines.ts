import { RECORDING_TEXT_LIMITS, TranscriptSegment } from "@field-commons/shared/recordings";
import type { TranscriptWord } from "@field-commons/shared/recordings";
import { alignWords, mergeSegments, splitSegment } from "@field-commons/shared/transcript-align";
import { z } from "zod";
import { reassignLine, renameSpeaker } from "./transcript-speakers";

/**
 * A transcript line while it is edited: a stable id (lines split and join,
 * so their index is no key), the line as it will be saved, and the words it
 * had when it was loaded (or made by a split or a join), which every edit of
 * its text is aligned against, so a word typed back gets its own time back.
 */
export interface EditLine {
  id: number;
  segment: TranscriptSegment;
  /** Undefined for a line timed by its start and end only: edits invent no word times for it. */
  base: readonly TranscriptWord[] | undefined;
}

let lastId = 0;
const newId = () => ++lastId;

export function toEditLines(segments: readonly TranscriptSegment[]): EditLine[] {
  return segments.map((segment) => ({
    id: newId(),
    segment,
    base: segment.words && segment.words.length > 0 ? segment.words : undefined,
  }));
}

export function segmentsOf(lines: readonly EditLine[]): TranscriptSegment[] {
  return lines.map((line) => line.segment);
}

/** The line with new text, its words realigned (unchanged words keep their times). */
export function withText(line: EditLine, text: string): EditLine {
  const { words: _old, ...rest } = line.segment;
  if (!line.base) return { ...line, segment: { ...rest, text } };
  const words = alignWords(line.base, text, rest.start, rest.end);
  return { ...line, segment: { ...rest, text, words } };
}

/** The line given to another speaker (undefined or blank: no speaker). */
export function withSpeaker(line: EditLine, speaker: string | undefined): EditLine {
  return { ...line, segment: reassignLine(line.segment, speaker) };
}

/** Every line of `from` given to `to`; the other lines stay the same objects. */
export function renameInLines(lines: readonly EditLine[], from: string, to: string): EditLine[] {
  const renamed = renameSpeaker(segmentsOf(lines), from, to);
  return lines.map((line, index) => {
    const segment = renamed[index]!;
    return segment === line.segment ? line : { ...line, segment };
  });
}

/** Where the cursor goes after a split or a join: a line and an offset in its text. */
export interface CaretTarget {
  id: number;
  offset: number;
}

function fromSegment(segment: TranscriptSegment): EditLine {
  return {
    id: newId(),
    segment,
    base: segment.words && segment.words.length > 0 ? segment.words : undefined,
  };
}

/** Enter: the line cut in two at `offset` (null when either side would be empty). */
export function splitLine(
  lines: readonly EditLine[],
  index: number,
  offset: number,
): { lines: EditLine[]; caret: CaretTarget } | null {
  const line = lines[index];
  if (!line) return null;
  const parts = splitSegment(line.segment, offset);
  if (!parts) return null;
  const first = { ...fromSegment(parts[0]), id: line.id };
  const second = fromSegment(parts[1]);
  return {
    lines: [...lines.slice(0, index), first, second, ...lines.slice(index + 1)],
    caret: { id: second.id, offset: 0 },
  };
}

/** Backspace at a line's start: the line joined to the one before (null for the first line). */
export function joinWithPrevious(
  lines: readonly EditLine[],
  index: number,
): { lines: EditLine[]; caret: CaretTarget } | null {
  const previous = lines[index - 1];
  const line = lines[index];
  if (!previous || !line) return null;
  const first = { ...previous.segment, text: previous.segment.text.trim() };
  const second = { ...line.segment, text: line.segment.text.trim() };
  if (first.text === "" || second.text === "") {
    // Nothing to keep of an empty line: drop it, the cursor at the other's edge.
    const kept = first.text === "" ? line : previous;
    const offset = first.text === "" ? 0 : previous.segment.text.length;
    return {
      lines: [...lines.slice(0, index - 1), kept, ...lines.slice(index + 1)],
      caret: { id: kept.id, offset },
    };
  }
  const merged = { ...fromSegment(mergeSegments(first, second)), id: previous.id };
  return {
    lines: [...lines.slice(0, index - 1), merged, ...lines.slice(index + 1)],
    caret: { id: previous.id, offset: first.text.length + 1 },
  };
}

const TranscriptCheck = z.array(TranscriptSegment).max(RECORDING_TEXT_LIMITS.segments);

/** The same check as the server's; messages by line index (the first one of each line). */
export function checkTranscript(
  segments: readonly TranscriptSegment[],
):
  | { ok: true; transcript: TranscriptSegment[] }
  | { ok: false; lines: Map<number, string>; message: string } {
  const parsed = TranscriptCheck.safeParse(segments);
  if (parsed.success) return { ok: true, transcript: parsed.data };
  const lines = new Map<number, string>();
  let message = parsed.error.issues[0]?.message ?? "The transcript cannot be saved.";
  for (const issue of parsed.error.issues) {
    const index = issue.path[0];
    if (typeof index === "number") {
      if (!lines.has(index)) lines.set(index, issue.message);
    } else {
      message = issue.message;
    }
  }
  return { ok: false, lines, message };
}

import type { TranscriptWord } from "@field-commons/shared/recordings";

/** The longest word a line carries (the shared tokenizer cuts longer runs). */
const WORD_LIMIT = 100;

/** Where one word of a line's text is: [from, to) in UTF-16 offsets. */
export interface TokenSpan {
  from: number;
  to: number;
}

/**
 * Where the words of a text are, split exactly as the shared tokenizer
 * (transcript-align's tokenize) splits them: on whitespace, a run of more
 * than 100 characters cut into pieces of 100. Token i of the text is word i
 * of the line once aligned.
 */
export function tokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  const pattern = /\S+/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const run = match[0];
    const chars = Array.from(run);
    let offset = match.index;
    for (let i = 0; i < chars.length; i += WORD_LIMIT) {
      const piece = chars.slice(i, i + WORD_LIMIT).join("");
      spans.push({ from: offset, to: offset + piece.length });
      offset += piece.length;
    }
  }
  return spans;
}

/** The index of the word at a character offset (the one it is in, or the next one; the last at the end). -1 for no words. */
export function wordIndexAt(spans: readonly TokenSpan[], offset: number): number {
  if (spans.length === 0) return -1;
  for (let i = 0; i < spans.length; i++) {
    if (offset < spans[i]!.to) return i;
    if (offset === spans[i]!.to) return i;
  }
  return spans.length - 1;
}

/** How a piece of a line's text is drawn. */
export type MatchMark = "none" | "match" | "current";

/** A run of a line's text with one look: part of word `word` (or between words: -1). */
export interface TextPiece {
  text: string;
  /** The word this piece belongs to, or -1 (the spaces between words, or a line without words). */
  word: number;
  mark: MatchMark;
}

/** A found range in a line's text, [from, to). */
export interface TextRange {
  from: number;
  to: number;
  current: boolean;
}

/**
 * Cuts a line's text into pieces for drawing: one per word (when the line's
 * words line up with its text), the spaces between, and the found ranges
 * marked. Joined, the pieces give the text back exactly.
 */
export function textPieces(
  text: string,
  words: readonly TranscriptWord[] | undefined,
  ranges: readonly TextRange[],
): TextPiece[] {
  const spans = tokenSpans(text);
  const mapped = words !== undefined && words.length > 0 && words.length === spans.length;
  // Boundaries where the look can change: word edges and range edges.
  const cuts = new Set<number>([0, text.length]);
  if (mapped) {
    for (const span of spans) {
      cuts.add(span.from);
      cuts.add(span.to);
    }
  }
  for (const range of ranges) {
    cuts.add(Math.max(0, Math.min(text.length, range.from)));
    cuts.add(Math.max(0, Math.min(text.length, range.to)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: TextPiece[] = [];
  let spanIndex = 0;
  for (let p = 0; p < points.length - 1; p++) {
    const from = points[p]!;
    const to = points[p + 1]!;
    if (to <= from) continue;
    let word = -1;
    if (mapped) {
      while (spanIndex < spans.length && spans[spanIndex]!.to <= from) spanIndex++;
      const span = spans[spanIndex];
      if (span && span.from <= from && to <= span.to) word = spanIndex;
    }
    let mark: MatchMark = "none";
    for (const range of ranges) {
      if (range.from <= from && to <= range.to) {
        mark = range.current ? "current" : "match";
        if (range.current) break;
      }
    }
    const last = pieces.at(-1);
    if (last && last.word === word && last.mark === mark) last.text += text.slice(from, to);
    else pieces.push({ text: text.slice(from, to), word, mark });
  }
  return pieces;
}

/** Recognised words below this confidence are shaded as uncertain. */
export const LOW_CONFIDENCE = 0.5;

export function isUncertain(word: TranscriptWord | undefined): boolean {
  return word !== undefined && word.confidence < LOW_CONFIDENCE;
}

/** Lines keep no line breaks: a pasted break becomes a space. */
export function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n]/g, " ");
}

import { RECORDING_TEXT_LIMITS, type TranscriptSegment, type TranscriptWord } from "./recordings";

// ---------------------------------------------------------------------------
// Corrections that keep the alignment: a transcript line's words carry times
// from the recogniser; when a person edits the line's text, the words are
// recomputed from the words the line had and the new text, so each word that
// was not changed keeps its times and confidence exactly, a corrected word
// keeps the time of the word it replaces, and typed words take a share of
// their neighbours' time. Used by the server on every transcript save and by
// the editor while a person types (a pure function, no dependencies).
// ---------------------------------------------------------------------------

/** The longest word a line carries; a longer run of characters is carried as several words. */
const WORD_LIMIT = RECORDING_TEXT_LIMITS.word;
/** Inserted words fill the silence between their neighbours only when it gives each at least this long. */
const MIN_INSERTED_SECONDS = 0.1;

/**
 * The words of a text: split on whitespace, punctuation kept on its word as
 * typed. A run of more than 100 characters without a space is carried as
 * several words of at most 100 characters (the longest word a line holds).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const token of text.split(/\s+/)) {
    if (token === "") continue;
    const chars = Array.from(token);
    for (let i = 0; i < chars.length; i += WORD_LIMIT) {
      tokens.push(chars.slice(i, i + WORD_LIMIT).join(""));
    }
  }
  return tokens;
}

/**
 * What two words are compared by: lower case, without the punctuation at
 * either end ("Monday," and "monday" are the same word; "it's" and "its" are
 * not). A token of punctuation only is compared as it is.
 */
function keyOf(token: string): string {
  const lower = token.toLowerCase();
  const stripped = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  return stripped === "" ? lower : stripped;
}

/** The letters of a word without the punctuation at its ends, case kept. */
function lettersOf(token: string): string {
  const stripped = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  return stripped === "" ? token : stripped;
}

/**
 * How alike two different words look, below 1 (shared beginning and end over
 * the longer length): a correction is paired with the old word it most
 * resembles when several pairings cost the same.
 */
function likeness(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 0;
  let prefix = 0;
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) {
    suffix++;
  }
  // Different keys: at least one character differs, so this stays below 1.
  return Math.min(prefix + suffix, shorter, longer - 1) / longer;
}

/**
 * Costs in whole units (exact ties): inserting or deleting a word 100;
 * replacing one 101 to 150, less the more alike the two look, so always less
 * than deleting one and inserting another.
 */
const INDEL = 100;
const substitutionCost = (a: string, b: string) => 100 + Math.ceil(50 * (1 - likeness(a, b)));

/**
 * Pairs the old words a[aFrom..aTo) with the new tokens b[bFrom..bTo) by an
 * edit distance (replace 101..150, insert or delete 100), writing each
 * paired token's old index into `pairs`. Used between two unchanged words,
 * where it decides which typed word continues which old one.
 */
function pairGap(
  a: readonly string[],
  b: readonly string[],
  [aFrom, aTo]: [number, number],
  [bFrom, bTo]: [number, number],
  pairs: number[],
): void {
  const n = aTo - aFrom;
  const m = bTo - bFrom;
  if (n === 0 || m === 0) return;
  const width = m + 1;
  const cost = new Uint32Array((n + 1) * width);
  const pairCost = (i: number, j: number) => {
    const x = a[aFrom + i - 1]!;
    const y = b[bFrom + j - 1]!;
    return x === y ? 0 : substitutionCost(x, y);
  };
  for (let i = 0; i <= n; i++) cost[i * width] = i * INDEL;
  for (let j = 0; j <= m; j++) cost[j] = j * INDEL;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      cost[i * width + j] = Math.min(
        cost[(i - 1) * width + j - 1]! + pairCost(i, j),
        cost[(i - 1) * width + j]! + INDEL,
        cost[i * width + j - 1]! + INDEL,
      );
    }
  }
  // Walk back from the end; on a tie, pairing comes first (it keeps a time).
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = cost[i * width + j]!;
    if (here === cost[(i - 1) * width + j - 1]! + pairCost(i, j)) {
      pairs[bFrom + j - 1] = aFrom + i - 1;
      i--;
      j--;
    } else if (here === cost[(i - 1) * width + j]! + INDEL) {
      i--;
    } else {
      j--;
    }
  }
}

/**
 * For each new token, the index of the old word it continues (unchanged or
 * corrected), or -1 for a word the person inserted. First the longest common
 * run of unchanged words (a word diff: every word that was left alone keeps
 * its place), then, between two unchanged words, the typed words are paired
 * with the old ones by an edit distance. The common beginning and end are
 * taken off first, so a few edits in a long line cost little.
 */
function pairTokens(oldKeys: readonly string[], newKeys: readonly string[]): number[] {
  const pairs = new Array<number>(newKeys.length).fill(-1);
  let head = 0;
  while (head < oldKeys.length && head < newKeys.length && oldKeys[head] === newKeys[head]) {
    pairs[head] = head;
    head++;
  }
  let tail = 0;
  while (
    tail < oldKeys.length - head &&
    tail < newKeys.length - head &&
    oldKeys[oldKeys.length - 1 - tail] === newKeys[newKeys.length - 1 - tail]
  ) {
    pairs[newKeys.length - 1 - tail] = oldKeys.length - 1 - tail;
    tail++;
  }
  const aTo = oldKeys.length - tail;
  const bTo = newKeys.length - tail;
  const n = aTo - head;
  const m = bTo - head;
  if (n === 0 || m === 0) return pairs;

  // common[i][j]: the longest common run of a[head + i..] and b[head + j..].
  const width = m + 1;
  const common = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i * width + j] =
        oldKeys[head + i] === newKeys[head + j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  let gapA = 0;
  let gapB = 0;
  while (i < n && j < m) {
    if (oldKeys[head + i] === newKeys[head + j]) {
      pairGap(oldKeys, newKeys, [head + gapA, head + i], [head + gapB, head + j], pairs);
      pairs[head + j] = head + i;
      i++;
      j++;
      gapA = i;
      gapB = j;
    } else if (common[(i + 1) * width + j]! >= common[i * width + j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  pairGap(oldKeys, newKeys, [head + gapA, aTo], [head + gapB, bTo], pairs);
  return pairs;
}

interface Span {
  start: number;
  end: number;
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Times for `count` inserted words between the word before them and the word
 * after them (the segment's edges where there is none): the silence between
 * the two when it gives each at least 0.1 s; otherwise a share of the
 * neighbours' own spans, the starts spread from the previous word's start to
 * the next one's and the ends likewise, so times never go backwards.
 */
function insertedSpans(
  count: number,
  previous: Span | null,
  next: Span | null,
  segmentStart: number,
  segmentEnd: number,
): Span[] {
  const before = previous ?? { start: segmentStart, end: segmentStart };
  const after = next ?? { start: segmentEnd, end: segmentEnd };
  const gap = after.start - before.end;
  const spans: Span[] = [];
  for (let k = 1; k <= count; k++) {
    let start: number;
    let end: number;
    if (gap >= count * MIN_INSERTED_SECONDS) {
      start = before.end + (gap * (k - 1)) / count;
      end = before.end + (gap * k) / count;
    } else {
      const share = k / (count + 1);
      start = before.start + (after.start - before.start) * share;
      end = before.end + (after.end - before.end) * share;
    }
    spans.push({ start: roundMs(start), end: roundMs(end) });
  }
  // Rounding or words that were out of order must not make times go backwards
  // or leave the segment.
  const low = Math.max(segmentStart, before.start);
  const highStart = Math.min(segmentEnd, Math.max(low, after.start));
  let floorStart = low;
  let floorEnd = Math.max(segmentStart, before.end);
  for (const span of spans) {
    span.start = Math.min(Math.max(span.start, floorStart), highStart);
    const highEnd = Math.max(span.start, Math.min(segmentEnd, after.end));
    span.end = Math.max(Math.min(Math.max(span.end, floorEnd), highEnd), span.start);
    floorStart = span.start;
    floorEnd = span.end;
  }
  return spans;
}

/**
 * The words of a line after its text was edited.
 *
 * The new text is split on whitespace and lined up with the words the line
 * had by a word-level edit distance that ignores case and the punctuation at
 * a word's ends. Then:
 * - an unchanged word keeps its start, end and confidence exactly, and takes
 *   the text as typed (punctuation added after it stays on it; a change of
 *   case alone counts as a correction: confidence 1);
 * - a corrected word (one old word replaced by one new) keeps the old word's
 *   start and end, with confidence 1;
 * - an inserted word takes a share of its neighbours' time: the silence
 *   between the word before and the word after when there is room, otherwise
 *   a part of their spans, so starts and ends never go backwards and stay
 *   inside the segment; confidence 1;
 * - a deleted word is gone.
 * A line that had no words gets its words spread evenly over the segment.
 * Feeding the result back with the same text gives the same words.
 *
 * For an editor: align against the words the line had when it was loaded or
 * last saved, not against the previous keystroke's result, so a word deleted
 * and typed again gets its own time back.
 */
export function alignWords(
  previousWords: readonly TranscriptWord[],
  newText: string,
  segmentStart: number,
  segmentEnd: number,
): TranscriptWord[] {
  const tokens = tokenize(newText);
  const pairs = pairTokens(
    previousWords.map((word) => keyOf(word.text)),
    tokens.map(keyOf),
  );
  const words: (TranscriptWord | null)[] = tokens.map((token, j) => {
    const index = pairs[j]!;
    if (index < 0) return null;
    const old = previousWords[index]!;
    const unchanged = keyOf(old.text) === keyOf(token) && lettersOf(old.text) === lettersOf(token);
    return {
      text: token,
      start: old.start,
      end: old.end,
      confidence: unchanged ? old.confidence : 1,
    };
  });
  let j = 0;
  while (j < words.length) {
    if (words[j] !== null) {
      j++;
      continue;
    }
    let k = j;
    while (k < words.length && words[k] === null) k++;
    const previous = j > 0 ? words[j - 1]! : null;
    const next = k < words.length ? words[k]! : null;
    const spans = insertedSpans(k - j, previous, next, segmentStart, segmentEnd);
    spans.forEach((span, offset) => {
      words[j + offset] = { text: tokens[j + offset]!, ...span, confidence: 1 };
    });
    j = k;
  }
  return words as TranscriptWord[];
}

/**
 * A line with its words recomputed from the words it carries and its text
 * (see alignWords). A line without words, or with an empty list, stays
 * without words: nothing invents times for it.
 */
export function realignSegment(segment: TranscriptSegment): TranscriptSegment {
  const { words, ...rest } = segment;
  if (!words || words.length === 0) return rest;
  return { ...rest, words: alignWords(words, segment.text, segment.start, segment.end) };
}

/** Every line of a transcript realigned (what the server stores on a save). */
export function realignTranscript(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  return segments.map(realignSegment);
}

/**
 * Splits a line in two at a character offset of its text (the caret when a
 * person presses Enter). Words before the offset go to the first line, the
 * rest to the second, each keeping its times; a word cut in the middle
 * becomes two corrected words with the cut word's times. The second line
 * starts at the whole second its first word starts in (or, without words, in
 * proportion to the offset), the first ends there. Both keep the speaker.
 * Null when either side would be empty.
 */
export function splitSegment(
  segment: TranscriptSegment,
  offset: number,
): [TranscriptSegment, TranscriptSegment] | null {
  const firstText = segment.text.slice(0, offset).trim();
  const secondText = segment.text.slice(offset).trim();
  if (firstText === "" || secondText === "") return null;
  const speaker = segment.speaker !== undefined ? { speaker: segment.speaker } : {};
  const clampSecond = (value: number) =>
    Math.min(Math.max(Math.floor(value), segment.start), segment.end);

  if (!segment.words || segment.words.length === 0) {
    const share = firstText.length / (firstText.length + secondText.length);
    const boundary = clampSecond(segment.start + (segment.end - segment.start) * share);
    return [
      { start: segment.start, end: boundary, text: firstText, ...speaker },
      { start: boundary, end: segment.end, text: secondText, ...speaker },
    ];
  }

  // One word per token of the current text, then cut the list where the text is cut.
  const words = alignWords(segment.words, segment.text, segment.start, segment.end);
  const firstWords: TranscriptWord[] = [];
  const secondWords: TranscriptWord[] = [];
  const pattern = /\S+/g;
  let match: RegExpExecArray | null;
  let index = 0;
  while ((match = pattern.exec(segment.text)) !== null) {
    const from = match.index;
    const to = from + match[0].length;
    // The words this run of characters is carried as (more than one past 100 characters).
    const carried = words.slice(index, index + tokenize(match[0]).length);
    index += carried.length;
    if (to <= offset) firstWords.push(...carried);
    else if (from >= offset) secondWords.push(...carried);
    else {
      const left = tokenize(segment.text.slice(from, offset));
      const right = tokenize(segment.text.slice(offset, to));
      firstWords.push(...left.map((text) => ({ ...carried[0]!, text, confidence: 1 })));
      secondWords.push(...right.map((text) => ({ ...carried.at(-1)!, text, confidence: 1 })));
    }
  }
  const boundary = clampSecond(secondWords[0]!.start);
  return [
    { start: segment.start, end: boundary, text: firstText, ...speaker, words: firstWords },
    { start: boundary, end: segment.end, text: secondText, ...speaker, words: secondWords },
  ];
}

/**
 * Joins a line with the one after it: the first one's start and speaker, the
 * later end, the texts joined by a space. Words are joined when both lines
 * have them; when only one has, the other's words take the time between
 * that line's words and the merged line's edge (as inserted words do); when
 * neither has, the line has none.
 */
export function mergeSegments(
  first: TranscriptSegment,
  second: TranscriptSegment,
): TranscriptSegment {
  const start = Math.min(first.start, second.start);
  const end = Math.max(first.end, second.end);
  const text = `${first.text} ${second.text}`;
  const speaker =
    first.speaker !== undefined
      ? { speaker: first.speaker }
      : second.speaker !== undefined
        ? { speaker: second.speaker }
        : {};
  const lineWords = (line: TranscriptSegment) =>
    line.words && line.words.length > 0
      ? alignWords(line.words, line.text, line.start, line.end)
      : null;
  const before = lineWords(first);
  const after = lineWords(second);
  if (!before && !after) return { start, end, text, ...speaker };
  const typed = (tokens: string[], spans: Span[]): TranscriptWord[] =>
    tokens.map((token, k) => ({ text: token, ...spans[k]!, confidence: 1 }));
  let words: TranscriptWord[];
  if (before && after) words = [...before, ...after];
  else if (before) {
    const tokens = tokenize(second.text);
    words = [
      ...before,
      ...typed(tokens, insertedSpans(tokens.length, before.at(-1)!, null, start, end)),
    ];
  } else {
    const tokens = tokenize(first.text);
    words = [
      ...typed(tokens, insertedSpans(tokens.length, null, after![0]!, start, end)),
      ...after!,
    ];
  }
  return { start, end, text, ...speaker, words };
}

import type { SearchPassage } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import { readMatchingTranscriptLines } from "./search-passages.repository";
import { mark, matcher, stemOf, window } from "./search.highlight";

// Passages: for a recording in the results, the transcript line (or two
// adjacent lines) that holds most of the query's words, weighed by how rare
// each word is, with the time it starts at. The text is marked like a
// highlight (the query's words in <mark>…</mark>, all else escaped).

/** Characters of a passage: about two transcript lines. */
const PASSAGE_MAX = 240;
/** Lines holding a query word read per recording (the first ones, in order). */
const LINES_MAX = 300;

/** One query term: the words it came from (a typo and its correction are one), and its weight. */
export interface PassageTerm {
  words: string[];
  weight: number;
}

/** A transcript line that may hold a query word: its position in the transcript, start and text. */
export interface TranscriptLine {
  index: number;
  start: number;
  text: string;
}

/**
 * The best passage of a transcript for the query's terms, or null when no
 * line holds any. A line scores the summed weights of the terms it holds;
 * two adjacent lines are taken together only when together they hold more
 * than either alone. Ties go to the earlier passage. `lines` are in
 * transcript order.
 */
export function bestPassage(
  lines: readonly TranscriptLine[],
  terms: readonly PassageTerm[],
): { text: string; time: number } | null {
  const patterns = terms.flatMap((term) => {
    const pattern = matcher(term.words);
    return pattern ? [{ pattern, weight: term.weight }] : [];
  });
  const any = matcher(terms.flatMap((term) => term.words));
  if (!any || patterns.length === 0) return null;
  const held = lines.map(
    (line) => new Set(patterns.flatMap((p, i) => (line.text.search(p.pattern) >= 0 ? [i] : []))),
  );
  const score = (found: Set<number>) => [...found].reduce((sum, i) => sum + patterns[i]!.weight, 0);

  let best: { from: number; to: number; score: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const own = score(held[i]!);
    if (own === 0) continue;
    let candidate = { from: i, to: i, score: own };
    const next = lines[i + 1];
    if (next && next.index === lines[i]!.index + 1) {
      const together = score(new Set([...held[i]!, ...held[i + 1]!]));
      if (together > Math.max(own, score(held[i + 1]!))) {
        candidate = { from: i, to: i + 1, score: together };
      }
    }
    if (!best || candidate.score > best.score) best = candidate;
  }
  if (!best) return null;
  const text = lines
    .slice(best.from, best.to + 1)
    .map((line) => line.text.trim())
    .join(" ");
  const at = Math.max(0, text.search(any));
  const fragment = text.length <= PASSAGE_MAX ? text : window(text, at, PASSAGE_MAX);
  return { text: mark(fragment, any), time: lines[best.from]!.start };
}

/** The page of a recording that plays from `time` seconds. */
const recordingTimeUrl = (id: string, time: number) =>
  `/recordings/${id}?t=${Math.max(0, Math.floor(time))}`;

/** A stem as a literal in a PostgreSQL regular expression. */
const regexLiteral = (stem: string) => stem.replace(/[^\p{L}\p{N}]/gu, "\\$&");

/**
 * The best passage of each public, published recording among `ids` whose
 * transcript holds a query word. Only the lines that may hold one leave the
 * database (a regular expression on the words' stems picks them; the match
 * is then made exactly here).
 */
export async function recordingPassages(
  db: Db,
  ids: readonly string[],
  terms: readonly PassageTerm[],
): Promise<Map<string, SearchPassage>> {
  const passages = new Map<string, SearchPassage>();
  const stems = [...new Set(terms.flatMap((term) => term.words).map(stemOf))].filter(Boolean);
  if (ids.length === 0 || stems.length === 0) return passages;
  const pattern = stems.map(regexLiteral).join("|");
  const rows = await readMatchingTranscriptLines(db, ids, pattern, LINES_MAX);
  for (const row of rows) {
    const lines = (row.lines ?? []).map(([index, start, text]) => ({ index, start, text }));
    const passage = bestPassage(lines, terms);
    if (passage) passages.set(row.id, { ...passage, url: recordingTimeUrl(row.id, passage.time) });
  }
  return passages;
}

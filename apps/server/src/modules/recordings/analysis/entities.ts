/** Named entities: people, organisations, places and concepts, each on real evidence. */
import nlp from "compromise";
import { lookupCountry } from "../../geo";
import {
  RECORDING_TEXT_LIMITS,
  type Entity,
  type EntityType,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import { ENTITY_CONFIDENCE_MIN, LOW_WORD_CONFIDENCE, isAbstractNoun } from "./honesty";
import { byCodePoint, clampText, unit } from "./output";
import {
  BACKGROUND,
  STOP_WORDS,
  isLowerCase,
  libraryMatches,
  matchTexts,
  spanConfidence,
  type Chunk,
  type ConfidenceAt,
  type Token,
} from "./tokens";

const L = RECORDING_TEXT_LIMITS;

interface People {
  /** Lower-case first names, to recognise "lucy will" or "Joseph will". */
  firstNames: Set<string>;
  /** Lower-case name words, kept out of the topics. */
  tokens: Set<string>;
  /** Mentions per display name. */
  mentions: Map<string, number>;
  /** Where each display name is mentioned in the text (none for speaker labels). */
  spans: Map<string, Array<{ start: number; end: number }>>;
}

const TITLES = /^(?:mr|mrs|ms|dr|madam|sir|chairman|chair)\.?\s+/i;

function cleanName(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{N}\s'’&.-]/gu, " ")
    .replace(/['’]s\b/g, "")
    .replace(/\s+/g, " ")
    .replace(/^the\s+/i, "")
    .replace(/[.'’-]+$/g, "")
    .trim();
}

/** Lower-case input (speech recognition) gets title case for display. */
function displayName(name: string): string {
  return name === name.toLowerCase() ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
}

/** How often a word or phrase occurs in the text, as whole words, ignoring case. */
function occurrences(text: string, phrase: string): number {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    text.toLowerCase().match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"))
      ?.length ?? 0
  );
}

/** 'Hari Thapa', 'Fiona MacLeod', 'Aurelio Pérez': two to four capitalised words. */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}$/u;

export function collectPeople(
  chunks: readonly Chunk[],
  segments: readonly TranscriptSegment[],
  text: string,
  confidenceAt: ConfidenceAt,
): People {
  const lowerCase = isLowerCase(text);
  const found: Array<{ name: string; span?: { start: number; end: number } }> = [];
  for (const m of libraryMatches(chunks, (doc) => doc.people())) {
    const span = { start: m.start, end: m.start + m.length };
    // Misheard words name nobody; in text with capitals, a name has them ('clay ovens', 'a government grant').
    if (spanConfidence(confidenceAt, text, span.start, span.end) < LOW_WORD_CONFIDENCE) continue;
    const name = cleanName(m.text.replace(TITLES, ""));
    if (!lowerCase && !/^\p{Lu}/u.test(name)) continue;
    // A word the text also writes in lower case is a common noun ('Clay ovens… in clay ovens').
    if (!lowerCase && !name.includes(" ") && occurrences(text, name) > countCapitalised(text, name))
      continue;
    found.push({ name, span });
  }
  // Speaker labels that are names: a full name ('Hari Thapa', not 'Speaker 1' or
  // 'Interviewer'), or one the library recognises. Each speaker counts once:
  // speaking often is not being mentioned often.
  const speakers = new Set(segments.map((s) => s.speaker?.trim() ?? "").filter(Boolean));
  for (const speaker of [...speakers].sort()) {
    const head = speaker.split(/\s+/).at(-1)?.toLowerCase() ?? "";
    if (FULL_NAME.test(speaker) && !ORG_HEAD_WORDS.has(head))
      found.push({ name: cleanName(speaker) });
    else
      for (const m of matchTexts(nlp(speaker).people().json()))
        found.push({ name: cleanName(m.text) });
  }
  const full = found.map((f) => f.name).filter((n) => n.includes(" "));
  const mentions = new Map<string, number>();
  const spans = new Map<string, Array<{ start: number; end: number }>>();
  for (const { name, span } of found.filter((f) => f.name)) {
    // A first name alone is the same person as the one full name starting with it.
    const lower = name.toLowerCase();
    const owners = full.filter((f) => f.toLowerCase().startsWith(`${lower} `));
    const distinctOwners = new Set(owners.map((o) => o.toLowerCase()));
    const key = distinctOwners.size === 1 && owners[0] ? owners[0] : name;
    const existing =
      [...mentions.keys()].find((k) => k.toLowerCase() === key.toLowerCase()) ?? displayName(key);
    mentions.set(existing, (mentions.get(existing) ?? 0) + 1);
    if (span) spans.set(existing, [...(spans.get(existing) ?? []), span]);
  }
  const tokens = new Set<string>();
  const firstNames = new Set<string>();
  for (const name of mentions.keys()) {
    const words = name.toLowerCase().split(" ");
    words.forEach((w) => tokens.add(w));
    if (words[0]) firstNames.add(words[0]);
  }
  return { firstNames, tokens, mentions, spans };
}

const ORG_HEADS =
  "association|authority|office|committee|council|board|bank|company|cooperative|co-operative|co-op|society|ministry|department|union|agency|foundation|trust|commission|school|university|church|project|programme|organisation|organization|hydro|energy|network|alliance|federation|forum|collective|unit";

interface Candidate {
  name: string;
  type: EntityType;
  /** How sure the library is, before counting mentions. */
  base: number;
  start: number;
  end: number;
  /** Mentions, when counted over the whole text rather than one per candidate. */
  mentions?: number;
}

function organisationCandidates(chunks: readonly Chunk[], text: string): Candidate[] {
  const lowerCase = isLowerCase(text);
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.organizations())
    // With capitals in the text, a name has them.
    .filter((m) => lowerCase || /^\p{Lu}/u.test(m.text))
    .map((m) => ({
      name: cleanName(m.text),
      type: "organization",
      base: 0.7,
      start: m.start,
      end: m.start + m.length,
    }));
  // Named bodies the library's lexicon misses: capitalised words ending in an institution
  // word ('Nyeri County Water Office'), or, in lower-case transcripts, 'the national
  // irrigation authority'.
  const capitalised = new RegExp(
    `\\b(?:[A-Z][\\p{L}'’-]+\\s+){1,4}(?:${capitalise(ORG_HEADS)})\\b`,
    "gu",
  );
  for (const match of text.matchAll(capitalised)) {
    found.push(orgCandidate(match[0], match.index, 0.6));
  }
  if (lowerCase) found.push(...lowerCaseOrganisations(text));
  return found;
}

const ORG_HEAD_WORDS = new Set(ORG_HEADS.split("|"));

/**
 * 'the national irrigation authority office': up to three plain words before
 * an institution word. One plain word ('the water committee', 'the seed
 * bank') is a name only when the phrase comes back.
 */
function lowerCaseOrganisations(text: string): Candidate[] {
  const words = [...text.matchAll(/\p{L}[\p{L}'-]*/gu)].map((m) => ({
    word: m[0].toLowerCase(),
    index: m.index,
  }));
  const found: Candidate[] = [];
  words.forEach(({ word }, i) => {
    // The last of consecutive institution words ends the name ('authority office').
    if (!ORG_HEAD_WORDS.has(word) || ORG_HEAD_WORDS.has(words[i + 1]?.word ?? "")) return;
    let first = i;
    while (first > 0 && i - first < 4) {
      const previous = words[first - 1]?.word ?? "";
      if (STOP_WORDS.has(previous) || BACKGROUND.has(previous)) break;
      first--;
    }
    const head = words[i];
    const begin = words[first];
    if (!head || !begin || i - first < 1 || words[first - 1]?.word !== "the") return;
    const name = text.slice(begin.index, head.index + head.word.length);
    if (i - first < 2 && occurrences(text, name) < 2) return;
    found.push(orgCandidate(name, begin.index, 0.45));
  });
  return found;
}

function orgCandidate(raw: string, index: number, base: number): Candidate {
  const name = cleanName(raw).replace(/^(?:The|At|In|From|To|With|By)\s+/, "");
  return { name, type: "organization", base, start: index, end: index + raw.length };
}

function capitalise(alternatives: string): string {
  return alternatives
    .split("|")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("|");
}

// Proper nouns that follow "from" or "to" in speech without being places.
const NOT_PLACES = new Set(["god", "allah", "jesus", "christ", "heaven", "lord", "me", "us"]);
const LOCATIVE = /\b(?:in|at|near|from|to|towards|around|outside)\s+$/i;

/**
 * Places need evidence: the library's gazetteer, the country table, or a
 * capitalised proper noun after 'in', 'at', 'near', 'from'… that is not an
 * abstract noun ('from Terrorism' is a concept) and is never written in lower
 * case elsewhere in the text. In lower-case speech, an unknown word after
 * such a preposition is a place only when it comes back (confidence 0.4 at
 * two mentions; one mention stays under the entity threshold).
 */
function placeCandidates(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
): Candidate[] {
  const lowerCase = isLowerCase(text);
  const found: Candidate[] = libraryMatches(chunks, (doc) => doc.places())
    .filter((m) => lowerCase || /^\p{Lu}/u.test(m.text))
    .map((m) => ({
      name: cleanName(m.text),
      type: "location",
      base: 0.7,
      start: m.start,
      end: m.start + m.length,
    }));
  // Countries by name ('Malaysia', 'the United States'); short aliases ('us') only with capitals.
  found.push(...countryCandidates(text, lowerCase));
  for (const token of tokens) {
    const { tags, text: word, offset: start } = token;
    if (!LOCATIVE.test(text.slice(Math.max(0, start - 12), start))) continue;
    if (tags.has("Person") || tags.has("Date") || tags.has("Pronoun")) continue;
    if (NOT_PLACES.has(word.toLowerCase())) continue;
    const proper =
      !lowerCase &&
      tags.has("ProperNoun") &&
      /^\p{Lu}/u.test(word) &&
      occurrences(text, word) === countCapitalised(text, word);
    const unknownLowerNoun =
      lowerCase &&
      tags.size <= 2 &&
      tags.has("Singular") &&
      !STOP_WORDS.has(word) &&
      !BACKGROUND.has(word) &&
      /^[a-z]{4,}$/.test(word);
    const name = cleanName(word);
    if (proper && isAbstractNoun(name)) {
      found.push({ name, type: "concept", base: 0.45, start, end: start + word.length });
    } else if (proper || unknownLowerNoun) {
      found.push({
        name,
        type: "location",
        base: proper ? 0.5 : 0.35,
        start,
        end: start + word.length,
        ...(unknownLowerNoun ? { mentions: occurrences(text, word) } : {}),
      });
    }
  }
  return found;
}

/** Occurrences of a word written with a capital letter. */
function countCapitalised(text: string, word: string): number {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return (
    text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "gu"))?.length ?? 0
  );
}

const COUNTRY_PHRASE = /\p{L}[\p{L}'’.-]*/gu;

/** Countries named in the text, from the country table (1 to 4 words). */
function countryCandidates(text: string, lowerCase: boolean): Candidate[] {
  const words = [...text.matchAll(COUNTRY_PHRASE)].map((m) => ({ word: m[0], index: m.index }));
  const found: Candidate[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let size = 4; size >= 1; size--) {
      const slice = words.slice(i, i + size);
      if (slice.length < size) continue;
      const first = slice[0];
      const last = slice[slice.length - 1];
      if (!first || !last) continue;
      const phrase = text.slice(first.index, last.index + last.word.length);
      if (!lowerCase && !/^\p{Lu}/u.test(phrase)) continue;
      if (phrase.replace(/[^\p{L}]/gu, "").length < (lowerCase ? 4 : 2)) continue;
      if (STOP_WORDS.has(phrase.toLowerCase())) continue;
      const country = lookupCountry(phrase);
      if (!country) continue;
      found.push({
        name: country.name,
        type: "location",
        base: 0.7,
        start: first.index,
        end: last.index + last.word.length,
      });
      i += size - 1;
      break;
    }
  }
  return found;
}

export function extractEntities(
  chunks: readonly Chunk[],
  text: string,
  tokens: readonly Token[],
  people: People,
  confidenceAt: ConfidenceAt,
): Entity[] {
  const trusted = (c: Candidate) =>
    spanConfidence(confidenceAt, text, c.start, c.end) >= LOW_WORD_CONFIDENCE;
  const organisations = organisationCandidates(chunks, text).filter(trusted);
  const inside = (span: { start: number; end: number }, length: number) =>
    organisations.some((o) => o.start <= span.start && span.end <= o.end && o.name.length > length);
  // A place inside an organisation's name ('Nyeri County' in 'Nyeri County Water Office') is part of that name.
  const places = placeCandidates(chunks, text, tokens)
    .filter(trusted)
    .filter((p) => !inside(p, p.name.length));

  const merged = new Map<string, { entity: Entity; mentions: number; base: number }>();
  const add = (name: string, type: EntityType, base: number, mentions = 1, counted = false) => {
    const clean = displayName(cleanName(name));
    if (clean.length < 2 || STOP_WORDS.has(clean.toLowerCase())) return;
    const key = clean.toLowerCase();
    const existing = merged.get(key);
    if (existing) {
      existing.mentions = counted
        ? Math.max(existing.mentions, mentions)
        : existing.mentions + mentions;
      // The more confident reading decides the type ('Kenya Red Cross' is an organisation, not a place).
      if (base > existing.base) {
        existing.base = base;
        existing.entity.type = type;
      }
      return;
    }
    merged.set(key, {
      entity: { name: clampText(clean, L.entity), type, confidence: 0 },
      mentions,
      base,
    });
  };

  const lowerCase = isLowerCase(text);
  for (const [name, count] of people.mentions) {
    const spans = people.spans.get(name) ?? [];
    // 'Glen Aire' in 'Glen Aire Community Hydro' names the body, not a person.
    if (spans.length > 0 && spans.every((s) => inside(s, name.length))) continue;
    // In lower-case speech a lone first name said once ('grace', 'will') is too thin.
    if (lowerCase && !name.includes(" ") && count < 2) continue;
    add(name, "person", name.includes(" ") ? 0.75 : 0.55, count);
  }
  for (const o of organisations) add(o.name, "organization", o.base);
  for (const p of places) add(p.name, p.type, p.base, p.mentions ?? 1, p.mentions !== undefined);
  dropContainedOrganisations(merged);

  return [...merged.values()]
    .map(({ entity, mentions, base }) => ({
      ...entity,
      confidence: unit(Math.min(0.98, base + 0.05 * (mentions - 1))),
    }))
    .filter((e) => e.confidence >= ENTITY_CONFIDENCE_MIN)
    .sort((a, b) => b.confidence - a.confidence || byCodePoint(a.name, b.name))
    .slice(0, L.entities);
}

/** 'Red Cross' found inside 'Kenya Red Cross' counts as a mention of the longer name. */
function dropContainedOrganisations(
  merged: Map<string, { entity: Entity; mentions: number; base: number }>,
): void {
  const names = [...merged.keys()];
  for (const key of names) {
    const value = merged.get(key);
    if (!value || value.entity.type !== "organization") continue;
    const longer = names.filter(
      (other) => other !== key && ` ${other} `.includes(` ${key} `) && merged.has(other),
    );
    const target = longer.length === 1 && longer[0] ? merged.get(longer[0]) : undefined;
    if (target && target.entity.type === "organization") {
      target.mentions += value.mentions;
      merged.delete(key);
    }
  }
}

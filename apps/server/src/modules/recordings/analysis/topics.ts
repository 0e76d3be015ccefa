/** Topics: noun phrases scored by frequency against a common-word background. */
import { RECORDING_TEXT_LIMITS, type Topic } from "@field-commons/shared/recordings";
import { LOW_WORD_CONFIDENCE } from "./honesty";
import { byCodePoint, clampText, unit } from "./output";
import { BACKGROUND, isContentWord, type Token } from "./tokens";

const L = RECORDING_TEXT_LIMITS;

const TOPICS_MAX = 8;

function isTopicWord(token: Token, excluded: ReadonlySet<string>): boolean {
  return (
    isContentWord(token) &&
    token.normal.length > 2 &&
    /^\p{L}/u.test(token.normal) &&
    !excluded.has(token.normal) &&
    !token.tags.has("Person") &&
    !token.tags.has("ProperNoun") &&
    !token.tags.has("Value") &&
    !token.tags.has("Date") &&
    !token.tags.has("Verb") &&
    !token.tags.has("Adverb") &&
    (token.tags.has("Noun") || token.tags.has("Adjective"))
  );
}

/**
 * Candidate phrases: runs of nouns and adjectives ending in a noun, 1 to 3
 * words, counted where the recogniser trusted their words (mean confidence
 * at least 0.5), with the sum of those confidences.
 */
function candidatePhrases(
  tokens: readonly Token[],
  excluded: ReadonlySet<string>,
): Map<string, { count: number; confidence: number }> {
  const counts = new Map<string, { count: number; confidence: number }>();
  let run: Token[] = [];
  const flush = () => {
    for (let end = 0; end < run.length; end++) {
      if (!run[end]?.tags.has("Noun")) continue;
      for (let size = 1; size <= 3 && end - size + 1 >= 0; size++) {
        const words = run.slice(end - size + 1, end + 1);
        if (
          size > 1 &&
          words[0]?.tags.has("Noun") === false &&
          words[0].tags.has("Adjective") === false
        )
          continue;
        const confidence = words.reduce((sum, t) => sum + t.confidence, 0) / words.length;
        if (confidence < LOW_WORD_CONFIDENCE) continue;
        const phrase = words.map((t, k) => (k === words.length - 1 ? t.root : t.normal)).join(" ");
        const seen = counts.get(phrase) ?? { count: 0, confidence: 0 };
        counts.set(phrase, { count: seen.count + 1, confidence: seen.confidence + confidence });
      }
    }
    run = [];
  };
  for (const token of tokens) {
    if (isTopicWord(token, excluded)) {
      run.push(token);
      if (/[,.;:!?]/.test(token.post)) flush();
    } else flush();
  }
  flush();
  return counts;
}

function phraseScore(phrase: string, count: number): number {
  const words = phrase.split(" ");
  const weight = words.reduce((w, word) => w + (BACKGROUND.has(word) ? 0.3 : 1), 0) / words.length;
  if (words.length === 1) return count * weight;
  // Repeated multi-word phrases are the most telling topics; one-offs are noise.
  return count >= 2 ? count * weight * (1 + 0.5 * (words.length - 1)) : 0;
}

export function extractTopics(
  tokens: readonly Token[],
  segmentCount: number,
  excluded: ReadonlySet<string>,
  names: ReadonlySet<string>,
): Topic[] {
  const counts = candidatePhrases(tokens, excluded);
  // A term said once is not a topic, however short the transcript.
  const scored = [...counts]
    .map(([phrase, { count, confidence }]) => ({
      phrase,
      count,
      trust: confidence / count,
      score: phraseScore(phrase, count),
    }))
    // An everyday noun alone ('time', 'member') needs to come back often to be what the talk is about.
    .filter((c) => c.score > 0 && c.count >= (BACKGROUND.has(c.phrase) ? 3 : 2))
    .sort((a, b) => b.score - a.score || byCodePoint(a.phrase, b.phrase));

  const chosen: typeof scored = [];
  for (const candidate of scored) {
    if (chosen.length >= TOPICS_MAX) break;
    // A word already covered by a chosen phrase ('keeper' after 'gate keeper'), or a
    // phrase that only pads a chosen one ('six gate keeper'), adds nothing.
    const covered = chosen.some(
      (c) =>
        (contains(c.phrase, candidate.phrase) && candidate.count <= c.count * 1.5) ||
        (c.phrase.includes(" ") &&
          contains(candidate.phrase, c.phrase) &&
          candidate.count <= c.count),
    );
    // Named bodies are entities, not topics ('national irrigation authority').
    const named =
      candidate.phrase.includes(" ") &&
      [...names].some((n) => n === candidate.phrase || contains(n, candidate.phrase));
    if (named) continue;
    if (!covered) chosen.push(candidate);
  }
  const best = Math.max(0, ...chosen.map((c) => c.score));
  const perSegment = segmentLemmas(tokens, segmentCount);
  return chosen.map((c) => ({
    topic: clampText(c.phrase, L.topic),
    confidence: unit(best > 0 ? (c.score / best) * c.trust : 0),
    relevance: unit(
      perSegment.filter((s) => s.includes(` ${c.phrase} `)).length / Math.max(1, segmentCount),
    ),
  }));
}

function contains(longer: string, shorter: string): boolean {
  return longer !== shorter && ` ${longer} `.includes(` ${shorter} `);
}

/** Each segment's words, then their lemmas, to test which segments mention a topic. */
function segmentLemmas(tokens: readonly Token[], segmentCount: number): string[] {
  const normals: string[][] = Array.from({ length: segmentCount }, () => []);
  const roots: string[][] = Array.from({ length: segmentCount }, () => []);
  for (const token of tokens) {
    normals[token.segment]?.push(token.normal);
    roots[token.segment]?.push(token.root);
  }
  return normals.map((words, i) => ` ${words.join(" ")} | ${(roots[i] ?? []).join(" ")} `);
}

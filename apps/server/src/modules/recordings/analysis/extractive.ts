import {
  RECORDING_TEXT_LIMITS,
  RecordingAnalysis,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import { findActionItems } from "./actions";
import { collectPeople, extractEntities } from "./entities";
import { TOO_SHORT_TO_SUMMARISE, honestAnalysis, isTooShort, transcriptFacts } from "./honesty";
import { clampText } from "./output";
import { pickQuotes, pickSummary, scoreSentences } from "./ranking";
import {
  FRAGMENT_WORDS_MAX,
  SENTENCE_WORDS_MAX,
  UNPUNCTUATED_WORDS_PER_SENTENCE,
  pausesAfter,
  recoverSentences,
  splitRunOn,
  toSentence,
} from "./sentences";
import { extractTopics } from "./topics";
import {
  TERM_JSON,
  confidenceLookup,
  isLowerCase,
  joinSegments,
  parseChunks,
  readTokens,
} from "./tokens";

const L = RECORDING_TEXT_LIMITS;

export interface AnalyzeOptions {
  /** Only English is supported: the tagger and the word lists are English. */
  language?: "en";
}

/**
 * Offline analysis of a transcript: extractive summary, key quotes, action
 * items, topics and named entities. Pure and deterministic: the same
 * segments always give the same analysis.
 *
 * Honest by construction (see honesty.ts for the thresholds): a transcript
 * under 40 words or 4 sentences gets "Too short to summarise" and no quotes;
 * a summary is whole sentences in their order, at most 40 % of the words; a
 * quote is never in the summary nor half the transcript; action items come
 * only from sentences that direct action; topics need two trusted mentions
 * and entities real evidence, and words the recogniser was unsure of
 * (confidence under 0.5) support neither.
 */
export function analyzeTranscript(
  segments: readonly TranscriptSegment[],
  _options: AnalyzeOptions = {},
): RecordingAnalysis {
  const usable = segments.filter((s) => s.text.trim().length > 0);
  if (usable.length === 0) return emptyAnalysis();

  const { text, starts } = joinSegments(usable);
  const confidenceAt = confidenceLookup(usable, starts);
  const chunks = parseChunks(text, starts, usable);
  const librarySentences = chunks.flatMap((chunk) =>
    readTokens(chunk.doc.json(TERM_JSON), chunk.base, starts, confidenceAt),
  );
  const tokenCount = librarySentences.reduce((n, s) => n + s.length, 0);
  if (tokenCount === 0) return emptyAnalysis();

  const punctuated = tokenCount / librarySentences.length <= UNPUNCTUATED_WORDS_PER_SENTENCE;
  const lowerCase = isLowerCase(text);
  const people = collectPeople(chunks, usable, text, confidenceAt);
  const groups = punctuated
    ? librarySentences.flatMap((s) => splitRunOn(s, SENTENCE_WORDS_MAX))
    : recoverSentences(librarySentences.flat(), people.firstNames, pausesAfter(usable)).flatMap(
        (s) => splitRunOn(s, FRAGMENT_WORDS_MAX),
      );
  const sentences = groups.map((tokens, index) =>
    toSentence(text, tokens, index, usable, punctuated),
  );

  const facts = transcriptFacts(usable);
  const tooShort = isTooShort(facts);
  const scores = scoreSentences(sentences);
  const summarySentences = tooShort ? [] : pickSummary(sentences, scores, facts.words);
  const summary = summarySentences.map((s) => s.text).join(" ");
  const entities = extractEntities(chunks, text, librarySentences.flat(), people, confidenceAt);
  const analysis: RecordingAnalysis = {
    summary: summary ? clampText(summary, L.summary) : TOO_SHORT_TO_SUMMARISE,
    keyQuotes:
      summarySentences.length === 0
        ? []
        : pickQuotes(sentences, scores, summarySentences, facts.words),
    actionItems: findActionItems(sentences, people.firstNames, punctuated, lowerCase),
    topics: extractTopics(
      librarySentences.flat(),
      usable.length,
      people.tokens,
      new Set(entities.map((e) => e.name.toLowerCase())),
    ),
    entities,
  };
  return RecordingAnalysis.parse(honestAnalysis(usable, analysis));
}

function emptyAnalysis(): RecordingAnalysis {
  return { summary: "", keyQuotes: [], actionItems: [], topics: [], entities: [] };
}

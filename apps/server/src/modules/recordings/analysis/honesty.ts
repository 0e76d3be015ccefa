import {
  RECORDING_MESSAGES,
  type Entity,
  type RecordingAnalysis,
  type Topic,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";

/**
 * The summary of a transcript too short to summarise. Shown as it is: the
 * web can compare a recording's summary with it to show the reason instead
 * of a summary.
 */
export const TOO_SHORT_TO_SUMMARISE = RECORDING_MESSAGES.tooShortToSummarise;
/**
 * The summary when every sentence the analyser picked was mostly made of
 * words the recogniser was unsure of: a summary of misheard words would read
 * as fact.
 */
export const TOO_UNCERTAIN_TO_SUMMARISE = RECORDING_MESSAGES.tooUncertainToSummarise;
const NO_SUMMARY: readonly string[] = [TOO_SHORT_TO_SUMMARISE, TOO_UNCERTAIN_TO_SUMMARISE];

/**
 * When a transcript is too short to summarise: fewer than 40 words, or fewer
 * than 4 sentences. A summary of three sentences would be one of them, and a
 * reader takes in three sentences faster than a summary and its quotes.
 * Unpunctuated recogniser output counts a sentence per line, or per 25 words
 * of a longer line (the offline recogniser starts a line after a pause).
 */
export const SUMMARY_MIN_WORDS = 40;
export const SUMMARY_MIN_SENTENCES = 4;
const UNPUNCTUATED_WORDS_PER_SENTENCE = 25;
/** A summary takes at most this share of the transcript's words. */
export const SUMMARY_MAX_SHARE = 0.4;
/** A key quote takes at most this share of the transcript's words (never all of it). */
export const QUOTE_MAX_SHARE = 0.5;
/**
 * Recognised words below this confidence are taken as likely misrecognised:
 * a topic or entity whose words are on average below it is dropped.
 */
export const LOW_WORD_CONFIDENCE = 0.5;
/** Entities and topics the analyser itself is less sure of than this are dropped. */
export const ENTITY_CONFIDENCE_MIN = 0.4;
export const TOPIC_CONFIDENCE_MIN = 0.1;

/** Lower-case words without punctuation (apostrophes inside words kept). */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/-/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/** A plural folded to its singular, roughly ('keepers' → 'keeper', 'fisheries' → 'fishery'). */
export function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** The same words, ignoring case and punctuation. */
export function sameWords(a: string, b: string): boolean {
  return plainWords(a).join(" ") === plainWords(b).join(" ");
}

/** `inner`'s words appear, in order and together, in `outer`. */
export function containsWords(outer: string, inner: string): boolean {
  const i = plainWords(inner).join(" ");
  return i.length > 0 && ` ${plainWords(outer).join(" ")} `.includes(` ${i} `);
}

/** Segment text as the analysers read it: single spaces, trimmed. */
export function segmentText(segment: TranscriptSegment): string {
  return segment.text.replace(/\s+/g, " ").trim();
}

/**
 * The recogniser's confidence for each space-separated word of a segment's
 * text, with its character offset in that text. Words come from the
 * segment's `words` when it has them: position by position when the counts
 * agree, otherwise by matching the words in order. A word with no
 * recognised counterpart was typed, and counts as certain (1).
 */
export function segmentWordConfidences(
  segment: TranscriptSegment,
): Array<{ word: string; offset: number; confidence: number }> {
  const text = segmentText(segment);
  const tokens = [...text.matchAll(/\S+/g)].map((m) => ({ word: m[0], offset: m.index }));
  const recognised = segment.words ?? [];
  if (recognised.length === 0) return tokens.map((t) => ({ ...t, confidence: 1 }));
  if (recognised.length === tokens.length) {
    return tokens.map((t, i) => ({ ...t, confidence: recognised[i]?.confidence ?? 1 }));
  }
  const norm = (w: string) => plainWords(w).join(" ");
  let next = 0;
  return tokens.map((t) => {
    const target = norm(t.word);
    for (let k = next; k < Math.min(recognised.length, next + 4); k++) {
      if (norm(recognised[k]?.text ?? "") === target) {
        next = k + 1;
        return { ...t, confidence: recognised[k]?.confidence ?? 1 };
      }
    }
    return { ...t, confidence: 1 };
  });
}

interface TranscriptFacts {
  words: number;
  sentences: number;
  /** Plain transcript text, segments joined by spaces. */
  text: string;
  /** Per folded word: its confidences, one per occurrence. */
  confidences: Map<string, number[]>;
}

function countSentences(segments: readonly TranscriptSegment[], words: number): number {
  const texts = segments.map(segmentText).filter(Boolean);
  let marked = 0;
  for (const text of texts) {
    marked += text.match(/[.!?]+(?=["'’”)\]]*(?:\s|$))/g)?.length ?? 0;
  }
  // Recogniser output without punctuation: a sentence per line, or per 25 words of a long line.
  if (marked === 0 || words / marked > 40) {
    return texts.reduce(
      (n, text) =>
        n + Math.max(1, Math.ceil(text.split(" ").length / UNPUNCTUATED_WORDS_PER_SENTENCE)),
      0,
    );
  }
  const last = texts.at(-1) ?? "";
  return marked + (/[.!?]["'’”)\]]*$/.test(last) ? 0 : 1);
}

export function transcriptFacts(segments: readonly TranscriptSegment[]): TranscriptFacts {
  const confidences = new Map<string, number[]>();
  let words = 0;
  for (const segment of segments) {
    for (const { word, confidence } of segmentWordConfidences(segment)) {
      for (const plain of plainWords(word)) {
        words++;
        const key = foldPlural(plain);
        const list = confidences.get(key) ?? [];
        list.push(confidence);
        confidences.set(key, list);
      }
    }
  }
  return {
    words,
    sentences: countSentences(segments, words),
    text: segments.map(segmentText).filter(Boolean).join(" "),
    confidences,
  };
}

export function isTooShort(facts: Pick<TranscriptFacts, "words" | "sentences">): boolean {
  return facts.words < SUMMARY_MIN_WORDS || facts.sentences < SUMMARY_MIN_SENTENCES;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * How far the recogniser trusted the words of a phrase where they occur:
 * the mean confidence over every occurrence of its words in the transcript
 * (1 when none of them occurs: nothing says they were misheard), and how
 * often its rarest word occurs.
 */
export function phraseSupport(
  facts: Pick<TranscriptFacts, "confidences">,
  phrase: string,
): { confidence: number; occurrences: number } {
  const found = plainWords(phrase)
    .map(foldPlural)
    .map((w) => facts.confidences.get(w))
    .filter((list): list is number[] => list !== undefined);
  if (found.length === 0) return { confidence: 1, occurrences: 0 };
  return {
    confidence: mean(found.flat()),
    occurrences: Math.min(...found.map((list) => list.length)),
  };
}

/**
 * Abstract nouns ('Terrorism', 'Independence', 'Liberalisation'): a capital
 * letter and a preposition before them ('from Terrorism') do not make them
 * places.
 */
const ABSTRACT_SUFFIX = /(?:ism|tion|sion|ity|ness|ment|ance|ence|ship|hood|ology)$/i;

export function isAbstractNoun(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length === 1 && ABSTRACT_SUFFIX.test(words[0] ?? "");
}

/** Sentences of a summary, split after . ! or ?. */
export function summarySentences(summary: string): string[] {
  return summary
    .split(/(?<=[.!?]["'’”)\]]*)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The same rules for every analyser, applied to its answer: a transcript too
 * short to summarise gets "Too short to summarise" and no quotes; no summary,
 * quote or action item repeats the whole transcript; a summary takes at most
 * 40 % of the transcript's words (whole sentences kept from its start) and a
 * quote at most half; a quote is words of the transcript, not repeated in
 * the summary; topics and
 * entities whose words the recogniser was unsure of, or that the analyser
 * itself rates low, are dropped; a single word that is an abstract noun is a
 * concept, not a place.
 */
export function honestAnalysis(
  segments: readonly TranscriptSegment[],
  analysis: RecordingAnalysis,
): RecordingAnalysis {
  const usable = segments.filter((s) => s.text.trim().length > 0);
  const facts = transcriptFacts(usable);
  if (facts.words === 0) {
    return { summary: "", keyQuotes: [], actionItems: [], topics: [], entities: [] };
  }
  const tooShort = isTooShort(facts);
  const repeatsTranscript = (text: string) => sameWords(text, facts.text);
  const share = (text: string) => plainWords(text).length / facts.words;

  let summary = analysis.summary.trim();
  if (tooShort) {
    summary = TOO_SHORT_TO_SUMMARISE;
  } else if (summary && !NO_SUMMARY.includes(summary)) {
    // Sentences mostly of misheard words are left out; none left: say why.
    const heard = summarySentences(summary).filter(
      (sentence) => phraseSupport(facts, sentence).confidence >= LOW_WORD_CONFIDENCE,
    );
    summary = heard.length > 0 ? heard.join(" ") : TOO_UNCERTAIN_TO_SUMMARISE;
  }
  if (!NO_SUMMARY.includes(summary) && share(summary) > SUMMARY_MAX_SHARE) {
    // Too long, up to repeating the transcript: the sentences that fit, from the start.
    const kept: string[] = [];
    for (const sentence of summarySentences(summary)) {
      if (share([...kept, sentence].join(" ")) > SUMMARY_MAX_SHARE) break;
      kept.push(sentence);
    }
    summary = kept.length > 0 ? kept.join(" ") : TOO_SHORT_TO_SUMMARISE;
  }
  const summaryText = NO_SUMMARY.includes(summary) ? "" : summary;

  const keyQuotes = tooShort
    ? []
    : analysis.keyQuotes.filter(
        (q) =>
          // Quoted means said: the quote's words, in order, are in the transcript.
          containsWords(facts.text, q.text) &&
          !repeatsTranscript(q.text) &&
          share(q.text) <= QUOTE_MAX_SHARE &&
          !(
            summaryText &&
            (containsWords(summaryText, q.text) || containsWords(q.text, summaryText))
          ),
      );

  const actionItems = analysis.actionItems.filter((a) => !repeatsTranscript(a.text));

  const supported = (text: string) => {
    const support = phraseSupport(facts, text);
    return support.confidence >= LOW_WORD_CONFIDENCE ? support : null;
  };
  const topics: Topic[] = analysis.topics.filter((t) => {
    if (t.confidence < TOPIC_CONFIDENCE_MIN) return false;
    const support = supported(t.topic);
    if (!support) return false;
    // A term said once in a short transcript is a word, not a topic.
    return !tooShort || support.occurrences >= 2;
  });
  const entities: Entity[] = analysis.entities
    .filter((e) => e.confidence >= ENTITY_CONFIDENCE_MIN && supported(e.name) !== null)
    .map((e) => (e.type === "location" && isAbstractNoun(e.name) ? { ...e, type: "concept" } : e));

  return { summary, keyQuotes, actionItems, topics, entities };
}

// Transcript analysis evaluation: runs the offline (extractive) analyser over
// the judged transcripts of scripts/eval/analysis-judged.json and prints, per
// document and overall, precision and recall of the topics, the key sentences
// (summary sentences and key quotes together), the action items and the typed
// entities, whether "too short" was decided as judged, and the count of
// repeats (a summary, quote or action item equal to the whole transcript),
// which must be 0.
//
//   node --import tsx scripts/eval-analysis.mjs [--verbose] [--json] [--set=file.json]
//
// The judged set is the repository's own yardstick: the analyser's rules and
// thresholds were tuned while looking at it, so its figures are not a
// held-out measure. A held-out check needs transcripts and judgments written
// by someone who has not seen the analyser's output (--set= reads them).
//
// Method
//   1. Each judged document's lines become transcript segments, timed at
//      0.4 s a word. Lines of style "asr" (lower case, no punctuation, as the
//      offline recogniser writes) also get words[] with a confidence per
//      word: 0.86 to 0.97, or the one written after a misrecognised word as
//      'word{0.27}'. Punctuated lines carry no words (typed text). Lines
//      are 0.64 s apart: a pause, as the offline recogniser starts a line
//      after 0.6 s of silence (or at 15 words).
//   2. analyzeTranscript runs on the segments, as the worker runs it.
//   3. Matching, on lower-case words without punctuation:
//      - topics: a topic found matches an expected topic when, with plurals
//        folded, it equals one of the alternatives ('a|b') or contains one as
//        whole words ('water fee' matches 'fee');
//      - key sentences: the summary is cut into sentences; those and the key
//        quotes are the units. A unit matches an expected key sentence when
//        at least 60 % of the unit's content words are in the sentence and
//        they cover at least 50 % of the sentence's content words;
//      - action items: the same rule between an item and an expected item;
//      - entities: same name (or one name the first words of the other,
//        'Joseph' and 'Joseph Kamau') and a type the judgment allows.
//      Precision = units found that match / units found; recall = expected
//      items matched / expected items. Overall figures add up the counts of
//      all documents (micro average); "-" is printed where nothing was
//      found or nothing expected.
//   4. Also counted: topics and entities containing a misrecognised word,
//      entities typed as places that are not judged places, and the largest
//      share of the transcript's words that a summary takes.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { TranscriptSegment } from "@field-commons/shared/recordings";
import * as analysisModule from "../apps/server/src/modules/recordings/analysis/analysis.ts";
import { analyzeTranscript } from "../apps/server/src/modules/recordings/analysis/extractive.ts";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const asJson = args.includes("--json");
const setArg = args.find((a) => a.startsWith("--set="))?.slice("--set=".length);
const setFile = setArg ?? fileURLToPath(new URL("./eval/analysis-judged.json", import.meta.url));
const judged = JSON.parse(fs.readFileSync(setFile, "utf8"));

const TOO_SHORT = analysisModule.TOO_SHORT_TO_SUMMARISE ?? "Too short to summarise";
const SECONDS_PER_WORD = 0.4;

// ---------------------------------------------------------------------------
// Building the transcript
// ---------------------------------------------------------------------------

/** A stable number in [0, 1) from a string (FNV-1a), so confidences are the same every run. */
function hash01(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 2 ** 32;
}

const MARKED = /^(.+?)\{(0(?:\.\d+)?|1(?:\.0+)?)\}$/;

function buildSegments(doc) {
  let clock = 0;
  const misheard = new Set();
  const segments = doc.segments.map((line, li) => {
    const raw = line.text.trim().split(/\s+/);
    const words = raw.map((token, wi) => {
      const marked = MARKED.exec(token);
      const text = marked ? marked[1] : token;
      if (marked && Number(marked[2]) < 0.5) misheard.add(text.toLowerCase());
      const confidence = marked
        ? Number(marked[2])
        : Math.round((0.86 + 0.11 * hash01(`${doc.id}:${li}:${wi}`)) * 100) / 100;
      const start = Math.round((clock + wi * SECONDS_PER_WORD) * 100) / 100;
      return {
        text,
        start,
        end: Math.round((start + SECONDS_PER_WORD * 0.9) * 100) / 100,
        confidence,
      };
    });
    const start = Math.floor(clock);
    clock += raw.length * SECONDS_PER_WORD + 0.6;
    const segment = {
      start,
      end: Math.max(start, Math.ceil(clock - 0.6)),
      text: words.map((w) => w.text).join(" "),
      ...(line.speaker ? { speaker: line.speaker } : {}),
      ...(doc.style === "asr" ? { words } : {}),
    };
    return TranscriptSegment.parse(segment);
  });
  return { segments, misheard };
}

// ---------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------

const STOP = new Set(
  (
    "a an the and or but of to in on at for with from by as is are was were be been being it its " +
    "this that these those we i you he she they our your their his her them us me my so not no do " +
    "does did have has had will would can could should must shall may might there here then than " +
    "when what which who whom how if also all any some very just only about into out up down over " +
    "too now one"
  ).split(" "),
);

const words = (text) =>
  text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .replace(/-/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter(Boolean);

const content = (text) => new Set(words(text).filter((w) => !STOP.has(w)));

function fold(word) {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}
const folded = (text) => words(text).map(fold).join(" ");

function topicMatches(found, expected) {
  const f = ` ${folded(found)} `;
  return expected.split("|").some((alt) => {
    const a = folded(alt);
    return f.trim() === a || f.includes(` ${a} `);
  });
}

function textMatches(found, expected, unitShare = 0.6, expectedShare = 0.5) {
  return expected.split("|").some((alt) => {
    const u = content(found);
    const e = content(alt);
    if (u.size === 0 || e.size === 0) return false;
    let shared = 0;
    for (const w of u) if (e.has(w)) shared++;
    return shared / u.size >= unitShare && shared / e.size >= expectedShare;
  });
}

function nameMatches(found, expected) {
  const a = words(found);
  const b = words(expected);
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length > 0 && short.every((w, i) => long[i] === w);
}

function entityMatches(found, expected) {
  return nameMatches(found.name, expected.name) && expected.type.split("|").includes(found.type);
}

/** Matches found units against expected items: [units that match, expected items matched]. */
function score(found, expected, matches) {
  const hits = found.filter((f) => expected.some((e) => matches(f, e))).length;
  const recalled = expected.filter((e) => found.some((f) => matches(f, e))).length;
  return { found: found.length, expected: expected.length, hits, recalled };
}

const summarySentences = (summary) =>
  summary === TOO_SHORT || !summary.trim() ? [] : summary.split(/(?<=[.!?])\s+/).filter(Boolean);

const same = (a, b) => words(a).join(" ") === words(b).join(" ");

// ---------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------

const rows = [];
for (const doc of judged.documents) {
  const { segments, misheard } = buildSegments(doc);
  const analysis = analyzeTranscript(segments);
  const transcript = segments.map((s) => s.text).join(" ");
  const expected = doc.expected;

  const units = [...summarySentences(analysis.summary), ...analysis.keyQuotes.map((q) => q.text)];
  const repeats =
    (same(analysis.summary, transcript) ? 1 : 0) +
    analysis.keyQuotes.filter((q) => same(q.text, transcript)).length +
    analysis.actionItems.filter((a) => same(a.text, transcript)).length;
  const quotesInSummary = analysis.keyQuotes.filter(
    (q) =>
      analysis.summary !== TOO_SHORT &&
      words(analysis.summary).join(" ").includes(words(q.text).join(" ")),
  ).length;
  const allowed = [...(expected.entities ?? []), ...(expected.allowedEntities ?? [])];
  const entityFound = analysis.entities;
  const entityScore = {
    found: entityFound.length,
    expected: (expected.entities ?? []).length,
    hits: entityFound.filter((f) => allowed.some((e) => entityMatches(f, e))).length,
    recalled: (expected.entities ?? []).filter((e) => entityFound.some((f) => entityMatches(f, e)))
      .length,
  };
  const hasMisheard = (text) => words(text).some((w) => misheard.has(w));
  const summaryShare =
    analysis.summary === TOO_SHORT || !analysis.summary
      ? 0
      : words(analysis.summary).length / Math.max(1, words(transcript).length);

  rows.push({
    id: doc.id,
    kind: doc.kind,
    style: doc.style,
    words: words(transcript).length,
    tooShortExpected: expected.tooShort,
    tooShortFound: analysis.summary === TOO_SHORT,
    topics: score(
      analysis.topics.map((t) => t.topic),
      expected.topics,
      topicMatches,
    ),
    sentences: score(units, expected.keySentences, (f, e) => textMatches(f, e)),
    actions: score(
      analysis.actionItems.map((a) => a.text),
      expected.actionItems,
      (f, e) => textMatches(f, e),
    ),
    entities: entityScore,
    repeats,
    quotesInSummary,
    misheardTopics: analysis.topics.filter((t) => hasMisheard(t.topic)).map((t) => t.topic),
    misheardEntities: analysis.entities.filter((e) => hasMisheard(e.name)).map((e) => e.name),
    wrongPlaces: entityFound
      .filter((f) => f.type === "location" && !allowed.some((e) => entityMatches(f, e)))
      .map((f) => f.name),
    summaryShare,
    analysis,
  });
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

const ratio = (a, b) => (b === 0 ? "-" : (a / b).toFixed(2));
const pr = (s) =>
  `${ratio(s.hits, s.found).padStart(4)} ${ratio(s.recalled, s.expected).padStart(4)}`;
const sum = (key) =>
  rows.reduce(
    (t, r) => ({
      found: t.found + r[key].found,
      expected: t.expected + r[key].expected,
      hits: t.hits + r[key].hits,
      recalled: t.recalled + r[key].recalled,
    }),
    { found: 0, expected: 0, hits: 0, recalled: 0 },
  );

const totals = {
  topics: sum("topics"),
  sentences: sum("sentences"),
  actions: sum("actions"),
  entities: sum("entities"),
  repeats: rows.reduce((n, r) => n + r.repeats, 0),
  quotesInSummary: rows.reduce((n, r) => n + r.quotesInSummary, 0),
  tooShortRight: rows.filter((r) => r.tooShortExpected === r.tooShortFound).length,
  documents: rows.length,
  misheardTopics: rows.reduce((n, r) => n + r.misheardTopics.length, 0),
  misheardEntities: rows.reduce((n, r) => n + r.misheardEntities.length, 0),
  wrongPlaces: rows.reduce((n, r) => n + r.wrongPlaces.length, 0),
  maxSummaryShare: Math.max(0, ...rows.map((r) => r.summaryShare)),
};

if (asJson) {
  const plain = (s) => ({
    ...s,
    precision: s.found ? s.hits / s.found : null,
    recall: s.expected ? s.recalled / s.expected : null,
  });
  console.log(
    JSON.stringify(
      {
        set: setFile,
        totals: {
          ...totals,
          topics: plain(totals.topics),
          sentences: plain(totals.sentences),
          actions: plain(totals.actions),
          entities: plain(totals.entities),
        },
        documents: rows.map(({ analysis, ...r }) => (verbose ? { ...r, analysis } : r)),
      },
      null,
      2,
    ),
  );
} else {
  console.log(
    `Judged set: ${setFile} (${rows.length} transcripts; the repository's own yardstick, not held out)`,
  );
  console.log("P = precision, R = recall; key sentences = summary sentences and key quotes\n");
  console.log(
    `${"document".padEnd(30)} ${"words".padStart(5)}  short  ${"topics P/R".padEnd(10)}  ${"key sent P/R".padEnd(10)}  ${"actions P/R".padEnd(10)}  ${"entities P/R".padEnd(10)}  rep`,
  );
  for (const r of rows) {
    const short =
      r.tooShortExpected === r.tooShortFound
        ? r.tooShortFound
          ? "yes"
          : "no"
        : r.tooShortFound
          ? "YES!"
          : "NO!";
    console.log(
      `${r.id.padEnd(30)} ${String(r.words).padStart(5)}  ${short.padEnd(5)}  ${pr(r.topics)}   ${pr(r.sentences)}   ${pr(r.actions)}   ${pr(r.entities)}   ${r.repeats}`,
    );
    if (verbose) {
      const a = r.analysis;
      console.log(`    summary: ${a.summary}`);
      for (const q of a.keyQuotes) console.log(`    quote:   ${q.text}`);
      for (const i of a.actionItems)
        console.log(`    action:  ${i.text} [${i.priority}, ${i.category}]`);
      console.log(`    topics:  ${a.topics.map((t) => `${t.topic} (${t.confidence})`).join(", ")}`);
      console.log(
        `    entities: ${a.entities.map((e) => `${e.name}/${e.type} (${e.confidence})`).join(", ")}`,
      );
    }
  }
  const t = totals;
  console.log("\nOverall (micro average)");
  console.log(
    `  topics          P ${ratio(t.topics.hits, t.topics.found)}  R ${ratio(t.topics.recalled, t.topics.expected)}  (${t.topics.hits}/${t.topics.found} found, ${t.topics.recalled}/${t.topics.expected} expected)`,
  );
  console.log(
    `  key sentences   P ${ratio(t.sentences.hits, t.sentences.found)}  R ${ratio(t.sentences.recalled, t.sentences.expected)}  (${t.sentences.hits}/${t.sentences.found} found, ${t.sentences.recalled}/${t.sentences.expected} expected)`,
  );
  console.log(
    `  action items    P ${ratio(t.actions.hits, t.actions.found)}  R ${ratio(t.actions.recalled, t.actions.expected)}  (${t.actions.hits}/${t.actions.found} found, ${t.actions.recalled}/${t.actions.expected} expected)`,
  );
  console.log(
    `  entities        P ${ratio(t.entities.hits, t.entities.found)}  R ${ratio(t.entities.recalled, t.entities.expected)}  (${t.entities.hits}/${t.entities.found} found, ${t.entities.recalled}/${t.entities.expected} expected)`,
  );
  console.log(`  too short decided as judged: ${t.tooShortRight}/${t.documents}`);
  console.log(`  repeats of the whole transcript (summary, quote or action item): ${t.repeats}`);
  console.log(`  quotes repeated in the summary: ${t.quotesInSummary}`);
  console.log(
    `  topics from misrecognised words: ${t.misheardTopics}; entities: ${t.misheardEntities}`,
  );
  console.log(`  entities typed as places that are not places: ${t.wrongPlaces}`);
  console.log(
    `  largest summary, share of the transcript's words: ${t.maxSummaryShare.toFixed(2)}`,
  );
}

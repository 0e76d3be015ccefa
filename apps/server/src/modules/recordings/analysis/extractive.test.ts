import fs from "node:fs";
import { fileURLToPath } from "node:url";
import {
  RECORDING_TEXT_LIMITS,
  RecordingAnalysis,
  TranscriptSegment,
  type ActionPriority,
  type EntityType,
} from "@field-commons/shared/recordings";
import { describe, expect, it } from "vitest";
import { analyzeTranscript } from "./extractive";

function fixture(name: string): TranscriptSegment[] {
  const file = fileURLToPath(
    new URL(`../../../../test/fixtures/analysis/${name}.json`, import.meta.url),
  );
  return TranscriptSegment.array().parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

const meeting = fixture("water-committee-meeting");
const speech = fixture("irrigation-canal-asr");

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, " ")
    .split(/\s+/)
    .filter(Boolean);

/** The quote starts in the segment at its timestamp and reads on through the following ones. */
function quoteStartsAt(
  segments: readonly TranscriptSegment[],
  quote: { text: string; timestamp: number },
) {
  const index = segments.findIndex((s) => s.start === quote.timestamp);
  if (index < 0) return false;
  const quoted = words(quote.text).join(" ");
  const from = words(
    segments
      .slice(index, index + 8)
      .map((s) => s.text)
      .join(" "),
  ).join(" ");
  const firstWord = words(quote.text)[0] ?? "";
  return from.includes(quoted) && words(segments[index]?.text ?? "").includes(firstWord);
}

function findAction(analysis: RecordingAnalysis, fragment: string) {
  return analysis.actionItems.find((a) => a.text.toLowerCase().includes(fragment.toLowerCase()));
}

function expectEntity(analysis: RecordingAnalysis, name: string, type: EntityType) {
  const entity = analysis.entities.find((e) => e.name.toLowerCase() === name.toLowerCase());
  expect(entity, `${type} ${name}`).toBeDefined();
  expect(entity?.type, name).toBe(type);
}

describe("analyzeTranscript on a punctuated meeting", () => {
  const analysis = analyzeTranscript(meeting);

  it("satisfies the analysis contract", () => {
    expect(RecordingAnalysis.parse(analysis)).toEqual(analysis);
  });

  it("summarises with a few whole sentences of the transcript, in their original order", () => {
    const sentences = analysis.summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    const transcript = meeting.map((s) => s.text).join(" ");
    const positions = sentences.map((s) => transcript.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("quotes self-contained sentences at the start time of the segment they begin in", () => {
    expect(analysis.keyQuotes.length).toBeGreaterThanOrEqual(3);
    expect(analysis.keyQuotes.length).toBeLessThanOrEqual(5);
    expect(analysis.keyQuotes[0]?.importance).toBe(1);
    for (const quote of analysis.keyQuotes) {
      expect(quoteStartsAt(meeting, quote), quote.text).toBe(true);
      expect(quote.text).not.toMatch(/^(and|but|so|it|they)\b/i);
    }
  });

  it("quotes sentences other than the summary's", () => {
    const shared = analysis.keyQuotes.filter((q) => analysis.summary.includes(q.text));
    expect(shared).toEqual([]);
  });

  it("finds the action items agreed, with plausible priorities and categories", () => {
    const expected: Array<[string, ActionPriority, string?]> = [
      ["Joseph will buy the seal in Karatina and repair the pump by Friday", "high", "maintenance"],
      ["Peter will deliver the written warnings", "high"],
      ["We need to update the list of exempted households", "medium"],
      ["Esther will write the rotation schedule", "high"],
      ["Let's also ask the village elders", "low", "communication"],
      ["We must submit the application to the Kenya Red Cross", "high", "finance"],
      ["I will draft the application with Samuel", "high"],
      ["You should bring a sample every six months", "medium", "research"],
      ["Peter opens a separate savings account", "low", "finance"],
    ];
    for (const [fragment, priority, category] of expected) {
      const item = findAction(analysis, fragment);
      expect(item, fragment).toBeDefined();
      expect(item?.priority, fragment).toBe(priority);
      if (category) expect(item?.category, fragment).toBe(category);
    }
    // The "Action:" marker is dropped; thanks and greetings are not tasks.
    expect(analysis.actionItems.some((a) => /^action\b/i.test(a.text))).toBe(false);
    expect(findAction(analysis, "Thank you all for coming")).toBeUndefined();
    expect(findAction(analysis, "Good evening")).toBeUndefined();
  });

  it("lists each action item once", () => {
    const texts = analysis.actionItems.map((a) => a.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("names the people, organisations and places of the meeting", () => {
    expectEntity(analysis, "Samuel Otieno", "person");
    // Mentioned as 'Joseph' and 'Peter', named in full by the speaker labels.
    expectEntity(analysis, "Joseph Kamau", "person");
    expectEntity(analysis, "Peter Mwangi", "person");
    expectEntity(analysis, "Kenya Red Cross", "organization");
    expectEntity(analysis, "Kiamwangi Water Users Association", "organization");
    expectEntity(analysis, "Equity Bank", "organization");
    expectEntity(analysis, "Nyeri", "location");
    expectEntity(analysis, "Karatina", "location");
    expectEntity(analysis, "Othaya", "location");
    const names = analysis.entities.map((e) => e.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    // 'Red Cross' is the same body as 'Kenya Red Cross'; 'Joseph' the same person as 'Joseph Kamau'.
    expect(names).not.toContain("red cross");
    expect(names).not.toContain("joseph");
  });

  it("extracts lower-case topics with the share of segments that mention them", () => {
    expect(analysis.topics.length).toBeGreaterThan(0);
    expect(analysis.topics.length).toBeLessThanOrEqual(8);
    expect(analysis.topics[0]?.confidence).toBe(1);
    const topics = analysis.topics.map((t) => t.topic);
    expect(topics).toEqual(topics.map((t) => t.toLowerCase()));
    expect(topics).toEqual(expect.arrayContaining(["water", "pump", "tank"]));
    const water = analysis.topics.find((t) => t.topic === "water");
    const share = meeting.filter((s) => /\bwater\b/i.test(s.text)).length / meeting.length;
    expect(water?.relevance).toBeCloseTo(share, 2);
    // People's names are entities, not topics.
    expect(topics).not.toContain("joseph");
  });

  it("gives the same analysis for the same transcript", () => {
    const again = analyzeTranscript(structuredClone(meeting));
    expect(JSON.stringify(again)).toBe(JSON.stringify(analysis));
  });
});

describe("analyzeTranscript on unpunctuated lower-case speech recognition output", () => {
  const analysis = analyzeTranscript(speech);

  it("satisfies the analysis contract", () => {
    expect(RecordingAnalysis.parse(analysis)).toEqual(analysis);
  });

  it("still summarises and quotes, with sentences recovered from the word stream", () => {
    expect(analysis.summary.length).toBeGreaterThan(100);
    const sentences = analysis.summary.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    // Fragments are tidied into sentences, not one run-on block.
    for (const sentence of sentences) expect(words(sentence).length).toBeLessThanOrEqual(30);
    expect(analysis.keyQuotes.length).toBeGreaterThanOrEqual(3);
    for (const quote of analysis.keyQuotes) {
      expect(quote.text).toMatch(/^[A-Z].*\.$/);
      expect(quoteStartsAt(speech, quote), quote.text).toBe(true);
    }
    expect(analysis.topics.length).toBeGreaterThan(0);
  });

  it("finds the action items", () => {
    const expected: Array<[string, ActionPriority]> = [
      ["we need to restore the rotation schedule", "medium"],
      ["we should appoint gate keepers", "medium"],
      ["paul will deliver the fine notices", "high"],
      ["let us organise a communal desilting day", "high"],
      ["john will write a letter to the national irrigation authority", "high"],
      ["we need to prepare the records of water use", "medium"],
    ];
    for (const [fragment, priority] of expected) {
      const item = findAction(analysis, fragment);
      expect(item, fragment).toBeDefined();
      expect(item?.priority, fragment).toBe(priority);
    }
    expect(findAction(analysis, "lucy will pay the gate keepers")?.category).toBe("finance");
    // Opening the meeting is not a task.
    expect(findAction(analysis, "let us start the meeting")).toBeUndefined();
  });

  it("recognises names without capital letters", () => {
    expectEntity(analysis, "Lucy Wanjiku", "person");
    expectEntity(analysis, "Paul Njoroge", "person");
    expectEntity(analysis, "Water Resources Authority", "organization");
    // Said twice after 'in', an unknown lower-case word is a place.
    expectEntity(analysis, "Wanguru", "location");
    // Said once, 'in embu' and 'the cooperative bank' (one plain word before 'bank', like
    // 'the water committee') are too thin to name a place or a body in lower-case speech.
    const names = analysis.entities.map((e) => e.name.toLowerCase());
    expect(names).not.toContain("embu");
    expect(names).not.toContain("cooperative bank");
    expect(
      analysis.entities.some((e) =>
        e.name.toLowerCase().startsWith("national irrigation authority"),
      ),
    ).toBe(true);
  });

  it("still treats the transcript as lower case when the recogniser capitalises 'I'", () => {
    const withCapitalI = speech.map((s) => ({ ...s, text: s.text.replace(/\bi\b/g, "I") }));
    expect(analyzeTranscript(withCapitalI).entities).toEqual(analysis.entities);
  });

  it("prefers the phrase to its words in topics", () => {
    const topics = analysis.topics.map((t) => t.topic);
    expect(topics).toContain("gate keeper");
    expect(topics).not.toContain("keeper");
  });
});

describe("analyzeTranscript edge cases", () => {
  it("gives an empty analysis for an empty transcript", () => {
    expect(analyzeTranscript([])).toEqual({
      summary: "",
      keyQuotes: [],
      actionItems: [],
      topics: [],
      entities: [],
    });
  });

  it("does not summarise or quote a single short line", () => {
    const analysis = analyzeTranscript([{ start: 3, end: 5, text: "Hello." }]);
    expect(RecordingAnalysis.parse(analysis)).toEqual(analysis);
    expect(analysis.summary).toBe("Too short to summarise");
    expect(analysis.keyQuotes).toEqual([]);
    expect(analysis.topics).toEqual([]);
  });

  it("keeps within the limits when a line is as long as allowed", () => {
    const text = Array.from({ length: 900 }, (_, i) => `word${i % 50}`)
      .join(" ")
      .slice(0, RECORDING_TEXT_LIMITS.segmentText);
    const analysis = analyzeTranscript([{ start: 0, end: 600, text }]);
    expect(RecordingAnalysis.parse(analysis)).toEqual(analysis);
    expect(analysis.summary.length).toBeGreaterThan(0);
  });

  it("analyses a two-hour recording without stalling", () => {
    // 16 meetings back to back (about 7,000 seconds), punctuated then not.
    const period = (meeting.at(-1)?.end ?? 0) + 5;
    const long = Array.from({ length: 16 }, (_, k) =>
      meeting.map((s) => ({ ...s, start: s.start + k * period, end: s.end + k * period })),
    ).flat();
    expect(long.at(-1)?.end).toBeGreaterThan(7_000);
    for (const segments of [long, long.map((s) => ({ ...s, text: words(s.text).join(" ") }))]) {
      const analysis = analyzeTranscript(segments);
      expect(RecordingAnalysis.parse(analysis)).toEqual(analysis);
      expect(analysis.summary.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(5);
      expect(analysis.keyQuotes.length).toBeLessThanOrEqual(5);
      expect(analysis.topics.length).toBeGreaterThan(0);
    }
  }, 120_000);
});

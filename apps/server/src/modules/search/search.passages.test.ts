import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { SearchResponse } from "@field-commons/shared/search";
import { as, caseStudyInput, makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { recordings } from "../../db/schema/recordings";
import { makeRecording } from "../recordings/__fixtures__/recording-fixtures";
import { bestPassage, type TranscriptLine } from "./search.passages";
import { syncSearchIndex } from "./search.indexer";

const t = await createTestApp();
const db = t.database.db;
const sync = () => syncSearchIndex(db, t.app.embedder);

async function searchAs(type: "hybrid" | "semantic" | "text", text: string) {
  const res = await as(t.app, null).post(`/api/search/${type}`, { text });
  expect(res.statusCode, res.body).toBe(200);
  // The answer keeps to the shared schema, passage included.
  return SearchResponse.parse(res.json());
}

const line = (start: number, text: string): TranscriptSegment => ({ start, end: start + 5, text });

const TRANSCRIPT: TranscriptSegment[] = [
  line(0, "Good morning, we are at the headworks of the canal."),
  line(6, "Every member pays a fee for each hectare the canal waters."),
  line(12, "In spring we clean the channels together."),
  line(19, "The old aqueduct above the village leaks <badly> & needs stone work."),
  line(42, "Last winter the sluicegate froze, so the guard opened it by hand."),
  line(48, "The treasurer keeps the accounts."),
  line(53, "She reads them to the general assembly in January."),
];

let recordingId: string;
let privateId: string;

beforeAll(async () => {
  const author = await makeUser(db, { name: "Nuria Ferrer" });
  // Other items that say "canal", so the word is common and "aqueduct" rare.
  for (const title of ["Canal rotations in the huerta", "Canal boards and their budgets"]) {
    await makeContent(db, author, {
      input: caseStudyInput({ title, summary: "How the canal is shared between farms." }),
      status: "published",
    });
  }
  const recording = await makeRecording(db, t.app.storage, author.id, {
    title: "Conversation with a canal treasurer",
    description: "Fees, cleaning days and repairs of an irrigation system.",
    status: "published",
    privacy: "public",
    durationSeconds: 60,
    transcript: TRANSCRIPT,
    transcriptText: TRANSCRIPT.map((s) => s.text).join(" "),
  });
  recordingId = recording.id;
  const hidden = await makeRecording(db, t.app.storage, author.id, {
    title: "Private talk with the guard",
    status: "published",
    privacy: "private",
    transcript: [line(3, "The sluicegate key hangs in the mill.")],
    transcriptText: "The sluicegate key hangs in the mill.",
  });
  privateId = hidden.id;
  await sync();
});

describe("recordings in Smart Search", () => {
  it("finds a recording by a word said only in its transcript, with the passage and its time", async () => {
    for (const type of ["text", "hybrid"] as const) {
      const response = await searchAs(type, "aqueduct");
      const result = response.results.find((r) => r.node.entityId === recordingId);
      expect(result, `${type}: ${JSON.stringify(response.results)}`).toBeDefined();
      expect(result!.passage).toEqual({
        text: "The old <mark>aqueduct</mark> above the village leaks &lt;badly&gt; &amp; needs stone work.",
        time: 19,
        url: `/recordings/${recordingId}?t=19`,
      });
      // The node itself keeps the recording's page.
      expect(result!.node.url).toBe(`/recordings/${recordingId}`);
    }
  });

  it("gives the passage to a recording the semantic side found", async () => {
    const response = await searchAs("semantic", "treasurer of the canal fees");
    const result = response.results.find((r) => r.node.entityId === recordingId);
    expect(result, JSON.stringify(response.results.map((r) => r.node.title))).toBeDefined();
    expect(result!.matchType).toBe("semantic");
    expect(result!.passage?.time).toBe(6);
    expect(result!.passage?.text).toContain("<mark>fee</mark>");
  });

  it("takes the line that holds the rarer word, and two adjacent lines when they hold more together", async () => {
    const rare = await searchAs("text", "canal sluicegate");
    const found = rare.results.find((r) => r.node.entityId === recordingId);
    expect(found?.passage?.time).toBe(42);
    expect(found?.passage?.text).toContain("<mark>sluicegate</mark>");

    const both = await searchAs("text", "treasurer assembly");
    const passage = both.results.find((r) => r.node.entityId === recordingId)?.passage;
    expect(passage).toEqual({
      text: "The <mark>treasurer</mark> keeps the accounts. She reads them to the general <mark>assembly</mark> in January.",
      time: 48,
      url: `/recordings/${recordingId}?t=48`,
    });
  });

  it("reads a misspelt word as the index's word", async () => {
    const response = await searchAs("text", "aquaduct");
    const passage = response.results.find((r) => r.node.entityId === recordingId)?.passage;
    expect(passage?.time).toBe(19);
    expect(passage?.text).toContain("<mark>aqueduct</mark>");
  });

  it("gives no passage when the transcript does not hold the words, and nothing of a private recording", async () => {
    const byTitle = await searchAs("text", "conversation");
    const result = byTitle.results.find((r) => r.node.entityId === recordingId);
    expect(result).toBeDefined();
    expect(result!.passage).toBeUndefined();
    // Only recordings carry passages.
    const canal = await searchAs("text", "canal");
    for (const r of canal.results) {
      if (r.node.entityType !== "recording") expect(r.passage).toBeUndefined();
    }

    const key = await searchAs("hybrid", "sluicegate key mill");
    expect(key.results.map((r) => r.node.entityId)).not.toContain(privateId);
    expect(JSON.stringify(key)).not.toContain("hangs in the mill");
  });

  it("follows an edited transcript, and stops when the recording is no longer public", async () => {
    const edited = [...TRANSCRIPT, line(58, "Next year the aqueduct gets a new lining.")];
    await db
      .update(recordings)
      .set({ transcript: edited, transcriptText: edited.map((s) => s.text).join(" ") })
      .where(eq(recordings.id, recordingId));
    await sync();
    const lining = await searchAs("text", "lining");
    expect(lining.results.find((r) => r.node.entityId === recordingId)?.passage?.time).toBe(58);

    await db.update(recordings).set({ status: "draft" }).where(eq(recordings.id, recordingId));
    await sync();
    const gone = await searchAs("text", "aqueduct");
    expect(gone.results.map((r) => r.node.entityId)).not.toContain(recordingId);
    await db.update(recordings).set({ status: "published" }).where(eq(recordings.id, recordingId));
    await sync();
  });
});

describe("bestPassage", () => {
  const lines = (...texts: Array<[number, string]>): TranscriptLine[] =>
    texts.map(([start, text], index) => ({ index, start, text }));

  it("prefers the earlier of equal lines, and a single line over a pair that adds nothing", () => {
    const passage = bestPassage(
      lines([0, "the well is dry"], [5, "we dig a new well"], [9, "the well fills again"]),
      [{ words: ["well"], weight: 1 }],
    );
    expect(passage).toEqual({ text: "the <mark>well</mark> is dry", time: 0 });
  });

  it("does not join lines that are not next to each other in the transcript", () => {
    const passage = bestPassage(
      [
        { index: 2, start: 10, text: "the pump broke" },
        { index: 7, start: 40, text: "the committee met" },
      ],
      [
        { words: ["pump"], weight: 1 },
        { words: ["committee"], weight: 2 },
      ],
    );
    expect(passage).toEqual({ text: "the <mark>committee</mark> met", time: 40 });
  });

  it("cuts a long line around its first match and escapes it", () => {
    const long = `${"<i>word</i> ".repeat(60)}the herders agreed ${"and then more talk ".repeat(30)}`;
    const passage = bestPassage(lines([300, long]), [{ words: ["herders"], weight: 1 }]);
    expect(passage!.time).toBe(300);
    expect(passage!.text.length).toBeLessThan(400);
    expect(passage!.text).toMatch(/^…/u);
    expect(passage!.text).toMatch(/…$/u);
    expect(passage!.text).toContain("<mark>herders</mark> agreed");
    expect(passage!.text).not.toContain("<i>");
    expect(passage!.text).toContain("&lt;i&gt;");
  });

  it("finds nothing without terms or matches", () => {
    expect(bestPassage(lines([0, "nothing here"]), [])).toBeNull();
    expect(bestPassage(lines([0, "nothing here"]), [{ words: ["grazing"], weight: 1 }])).toBeNull();
  });
});

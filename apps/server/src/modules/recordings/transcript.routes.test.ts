import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  RECORDING_MESSAGES,
  TRANSCRIPT_FORMATS,
  type TranscriptSegment,
  type TranscriptWord,
} from "@field-commons/shared/recordings";
import {
  TRANSCRIPT_EXPORT_MESSAGES,
  transcriptExportUrl,
} from "@field-commons/shared/transcript-export";
import { recordings } from "../../db/schema/recordings";
import { as, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { makeRecording } from "./__fixtures__/recording-fixtures";
import { EXPORT_RATE_LIMIT } from "./recordings.routes";
import { readDocx, readHtml, readSrt, readVtt } from "./__fixtures__/transcript-parsers";

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedIn>>;
let owner: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, t.database.db, "contributor");
  other = await signedIn(t.app, t.database.db);
  admin = await signedIn(t.app, t.database.db, "admin");
});

const db = () => t.database.db;
const caller = (who: Caller | null) => as(t.app, who?.cookie ?? null);

/** Words as the recogniser left them: one every 0.4 s from `from`, with varied confidence. */
function heard(text: string, from: number): TranscriptWord[] {
  return text.split(" ").map((word, i) => ({
    text: word,
    start: Math.round((from + i * 0.4) * 1000) / 1000,
    end: Math.round((from + i * 0.4 + 0.35) * 1000) / 1000,
    confidence: [0.91, 0.42, 0.77, 0.3, 0.66][i % 5]!,
  }));
}

const recognised: TranscriptSegment[] = [
  {
    start: 0,
    end: 5,
    speaker: "Speaker 1",
    text: "the water committee meats on monday two discuss the canal gait",
    words: heard("the water committee meats on monday two discuss the canal gait", 0.2),
  },
  {
    start: 5,
    end: 9,
    speaker: "Speaker 2",
    text: "we need money four the repairs",
    words: heard("we need money four the repairs", 5.1),
  },
  { start: 9, end: 12, text: "A line typed by hand." },
];

async function stored(id: string): Promise<TranscriptSegment[]> {
  const [row] = await db().select().from(recordings).where(eq(recordings.id, id));
  return row!.transcript;
}

describe("PUT /api/recordings/:id with corrections", () => {
  it("keeps every unchanged word's times, gives corrections the replaced word's time, and keeps the text and words in step", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      transcript: recognised,
      transcriptText: recognised.map((s) => s.text).join(" "),
    });
    const loaded = (await caller(owner).get(`/api/recordings/${row.id}`)).json();
    const original = loaded.transcript as TranscriptSegment[];
    expect(original).toEqual(recognised);

    // The editor sends the lines with the words it loaded and the corrected text.
    const corrected = [
      {
        ...original[0]!,
        speaker: "Rosa",
        text: "The water committee meets on Monday to discuss the broken canal gate.",
      },
      { ...original[1]!, text: "We need money for repairs." },
      original[2]!,
    ];
    const response = await caller(owner).put(`/api/recordings/${row.id}`, {
      transcript: corrected,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json().transcript as TranscriptSegment[];
    expect(await stored(row.id)).toEqual(saved);

    const first = saved[0]!;
    expect(first).toMatchObject({ start: 0, end: 5, speaker: "Rosa", text: corrected[0]!.text });
    expect(first.words!.map((w) => w.text)).toEqual(corrected[0]!.text.split(" "));
    const before = original[0]!.words!;
    const byText = (text: string) => first.words!.find((w) => w.text === text)!;
    // Unchanged words (punctuation added is still the same word): times and confidence as recognised.
    for (const [now, was] of [
      ["water", 1],
      ["committee", 2],
      ["on", 4],
      ["discuss", 7],
      ["the", 8],
      ["canal", 9],
    ] as const) {
      expect(byText(now)).toEqual(before[was]);
    }
    // Corrections: the replaced word's time, confidence 1 (capitalising is a correction too).
    for (const [now, was] of [
      ["The", 0],
      ["meets", 3],
      ["Monday", 5],
      ["to", 6],
      ["gate.", 10],
    ] as const) {
      expect(byText(now)).toEqual({ ...before[was], text: now, confidence: 1 });
    }
    // The inserted word lies between its neighbours.
    const broken = byText("broken");
    expect(broken.confidence).toBe(1);
    expect(broken.start).toBeGreaterThanOrEqual(before[8]!.start);
    expect(broken.end).toBeLessThanOrEqual(before[10]!.end);

    const second = saved[1]!;
    expect(second.words!.map((w) => [w.text, w.start, w.end])).toEqual([
      ["We", 5.1, 5.45],
      ["need", 5.5, 5.85],
      ["money", 5.9, 6.25],
      ["for", 6.3, 6.65],
      ["repairs.", 7.1, 7.45],
    ]);
    expect(second.words![2]).toEqual(original[1]!.words![2]);
    // A line without words stays without.
    expect(saved[2]).toEqual({ start: 9, end: 12, text: "A line typed by hand." });
    expect("words" in saved[2]!).toBe(false);
  });

  it("keeps the original times through several saves, and realigns stale words sent with new text", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      transcript: recognised,
      transcriptText: recognised.map((s) => s.text).join(" "),
    });
    const save = async (transcript: TranscriptSegment[]) => {
      const response = await caller(owner).put(`/api/recordings/${row.id}`, { transcript });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().transcript as TranscriptSegment[];
    };
    const one = await save([
      { ...recognised[0]!, text: "the water committee meets on monday two discuss the canal gait" },
      recognised[1]!,
    ]);
    // Unchanged lines come back exactly as they were.
    expect(one[1]).toEqual(recognised[1]);
    const two = await save([
      { ...one[0]!, text: "the water committee meets on monday to discuss the canal gate" },
      one[1]!,
    ]);
    const words = two[0]!.words!;
    const times = (list: TranscriptWord[]) => list.map((w) => [w.start, w.end]);
    // Every word kept or corrected in place: all times are the recogniser's, in order.
    expect(times(words)).toEqual(times(recognised[0]!.words!));
    for (const i of [0, 1, 2, 4, 5, 7, 8, 9]) expect(words[i]).toEqual(recognised[0]!.words![i]);
    expect(words.map((w) => w.confidence)).toEqual(
      recognised[0]!.words!.map((w, i) => ([3, 6, 10].includes(i) ? 1 : w.confidence)),
    );
    // Words that no longer match the text (a client that did not update them) are realigned.
    const three = await save([{ ...recognised[1]!, text: "We need money" }]);
    expect(three[0]!.words).toEqual([
      { ...recognised[1]!.words![0]!, text: "We", confidence: 1 },
      recognised[1]!.words![1],
      recognised[1]!.words![2],
    ]);
  });

  it("refuses words with impossible times and changes nothing", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      transcript: recognised,
    });
    const response = await caller(owner).put(`/api/recordings/${row.id}`, {
      transcript: [
        { ...recognised[0]!, words: [{ text: "x", start: 3, end: 2, confidence: 0.5 }] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain("transcript.0.words.0.end");
    expect(await stored(row.id)).toEqual(recognised);
  });
});

describe("GET /api/recordings/:id/transcript", () => {
  let publicOne: string;
  const title = "Water committee: March meeting / 2026";

  beforeAll(async () => {
    publicOne = (
      await makeRecording(db(), t.app.storage, owner.user.id, {
        title,
        privacy: "public",
        status: "published",
        recordedAt: new Date("2026-03-02T09:30:00Z"),
        transcript: recognised,
      })
    ).id;
  });

  const download = (who: Caller | null, id: string, format: string) =>
    caller(who).get(`/api/recordings/${id}/transcript?format=${format}`);

  /** The transcript's lines as every format must give them back. */
  const lines = [
    {
      start: 0.2,
      end: 4.55,
      speaker: "Speaker 1",
      text: "the water committee meats on monday two discuss the canal gait",
    },
    { start: 5.1, end: 7.45, speaker: "Speaker 2", text: "we need money four the repairs" },
    { start: 9, end: 12, speaker: null, text: "A line typed by hand." },
  ];

  it.each([
    ["srt", "application/x-subrip; charset=utf-8"],
    ["vtt", "text/vtt; charset=utf-8"],
    ["txt", "text/plain; charset=utf-8"],
    ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["html", "text/html; charset=utf-8"],
  ])(
    "sends %s to anyone for a public recording, as an attachment named after the title",
    async (format, type) => {
      const response = await download(null, publicOne, format);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Water committee March meeting 2026.${format}"; filename*=UTF-8''Water%20committee%20March%20meeting%202026.${format}`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    },
  );

  it("gives SubRip cues with the words' times and the speakers", async () => {
    const cues = readSrt((await download(null, publicOne, "srt")).body);
    expect(cues.map((c) => c.id)).toEqual(["1", "2", "3"]);
    expect(cues.map((c) => ({ start: c.start, end: c.end, text: c.text }))).toEqual(
      lines.map((l) => ({
        start: l.start,
        end: l.end,
        text: l.speaker ? `${l.speaker}: ${l.text}` : l.text,
      })),
    );
  });

  it("gives WebVTT that the validator accepts, speakers as voices", async () => {
    const { errors, cues } = readVtt((await download(null, publicOne, "vtt")).body);
    expect(errors).toEqual([]);
    expect(
      cues.map((c) => ({ start: c.start, end: c.end, speaker: c.voice, text: c.text })),
    ).toEqual(lines);
  });

  it("gives plain text with the title, date, times and speakers", async () => {
    expect((await download(null, publicOne, "txt")).body.split("\n")).toEqual([
      title,
      "Recorded: 2026-03-02",
      "",
      "[00:00:00] Speaker 1: the water committee meats on monday two discuss the canal gait",
      "[00:00:05] Speaker 2: we need money four the repairs",
      "[00:00:09] A line typed by hand.",
      "",
    ]);
  });

  it("gives a Word document with the title, date and a row per line", async () => {
    const response = await download(null, publicOne, "docx");
    const read = await readDocx(response.rawPayload);
    expect(read.warnings).toEqual([]);
    expect(read.paragraphs).toEqual([title, "Recorded: 2026-03-02"]);
    expect(read.rows).toEqual([
      ["Time", "Speaker", "Text"],
      ["00:00:00", "Speaker 1", lines[0]!.text],
      ["00:00:05", "Speaker 2", lines[1]!.text],
      ["00:00:09", "", lines[2]!.text],
    ]);
  });

  it("gives HTML for analysis tools: a Speaker, Time, Text table and nothing that runs", async () => {
    const response = await download(null, publicOne, "html");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    const read = readHtml(response.body);
    expect(read.title).toBe(title);
    expect(read.headers).toEqual([["Speaker", "Time", "Text"]]);
    expect(read.rows).toEqual([
      ["Speaker 1", "00:00:00", lines[0]!.text],
      ["Speaker 2", "00:00:05", lines[1]!.text],
      ["", "00:00:09", lines[2]!.text],
    ]);
    expect(read.active).toBe(0);
  });

  it("exports the corrected transcript after a save", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      transcript: recognised,
    });
    await caller(owner).put(`/api/recordings/${row.id}`, {
      transcript: [{ ...recognised[1]!, text: "We need money for the <repairs> & more." }],
    });
    const { errors, cues } = readVtt((await download(owner, row.id, "vtt")).body);
    expect(errors).toEqual([]);
    expect(cues).toEqual([
      {
        start: 5.1,
        // "more." is inserted after the last word: it ends with the line.
        end: 9,
        voice: "Speaker 2",
        text: "We need money for the <repairs> & more.",
      },
    ]);
  });

  it("follows the recording's visibility: hidden ones are 404 to others, and only public ones may be kept", async () => {
    const make = (privacy: "private" | "shared" | "public", status: "draft" | "published") =>
      makeRecording(db(), t.app.storage, owner.user.id, {
        privacy,
        status,
        transcript: recognised,
      });
    const privateOne = (await make("private", "published")).id;
    const sharedOne = (await make("shared", "published")).id;
    const publicDraft = (await make("public", "draft")).id;
    for (const [id, hiddenFrom] of [
      [privateOne, [null, other]],
      [sharedOne, [null]],
      [publicDraft, [null, other]],
    ] as const) {
      for (const who of hiddenFrom) {
        for (const format of TRANSCRIPT_FORMATS) {
          const response = await download(who, id, format);
          expect(response.statusCode).toBe(404);
          expect(response.json().error.message).toBe(RECORDING_MESSAGES.notFound);
        }
      }
      for (const who of [owner, admin]) {
        const response = await download(who, id, "srt");
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    }
    const shared = await download(other, sharedOne, "vtt");
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["cache-control"]).toBe("no-store");
    expect((await download(other, publicOne, "txt")).headers["cache-control"]).toBe(
      "private, no-cache",
    );
  });

  it("refuses an unknown or missing format with 400", async () => {
    for (const url of [
      `/api/recordings/${publicOne}/transcript?format=pdf`,
      `/api/recordings/${publicOne}/transcript`,
    ]) {
      const response = await caller(null).get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.fields.format).toEqual([
        "Format must be one of srt, vtt, txt, docx or html",
      ]);
    }
  });

  it("says there is no transcript yet, without telling others a hidden recording exists", async () => {
    const empty = await makeRecording(db(), t.app.storage, owner.user.id, {
      privacy: "public",
      status: "published",
    });
    const response = await download(null, empty.id, "srt");
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: TRANSCRIPT_EXPORT_MESSAGES.noTranscript,
    });
    expect(TRANSCRIPT_EXPORT_MESSAGES.noTranscript).toBe("There is no transcript yet.");
    const hidden = await makeRecording(db(), t.app.storage, owner.user.id);
    expect((await download(other, hidden.id, "srt")).json().error.message).toBe(
      RECORDING_MESSAGES.notFound,
    );
    expect((await download(owner, hidden.id, "srt")).json().error.message).toBe(
      TRANSCRIPT_EXPORT_MESSAGES.noTranscript,
    );
    expect((await download(null, "00000000-0000-4000-8000-000000000000", "srt")).statusCode).toBe(
      404,
    );
  });

  it("gives hostile titles and speakers a safe file name and escaped files", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      title: '"; filename=evil.exe\r\nX-Injected: 1 <script>',
      privacy: "public",
      status: "published",
      transcript: [
        {
          start: 0,
          end: 3,
          speaker: "<script>alert(1)</script>",
          text: "Line one --> <img src=x onerror=alert(2)>\nline two",
        },
      ],
    });
    const html = await download(null, row.id, "html");
    expect(html.headers["content-disposition"]).toBe(
      `attachment; filename="filename evil exe X-Injected 1 script.html"; filename*=UTF-8''filename%20evil%20exe%20X-Injected%201%20script.html`,
    );
    expect(html.headers["x-injected"]).toBeUndefined();
    const read = readHtml(html.body);
    expect(read.active).toBe(0);
    expect(read.handlers).toBe(0);
    expect(read.rows).toEqual([
      [
        "<script>alert(1)</script>",
        "00:00:00",
        "Line one --> <img src=x onerror=alert(2)> line two",
      ],
    ]);
    const vtt = readVtt((await download(null, row.id, "vtt")).body);
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues.map((c) => [c.voice, c.text])).toEqual([
      ["<script>alert(1)</script>", "Line one --> <img src=x onerror=alert(2)> line two"],
    ]);
    expect(readSrt((await download(null, row.id, "srt")).body)).toHaveLength(1);
  });

  it("builds the link the web app uses", () => {
    expect(transcriptExportUrl(publicOne, "vtt")).toBe(
      `/api/recordings/${publicOne}/transcript?format=vtt`,
    );
  });
});

describe("transcript downloads are limited per account", () => {
  it("answers 429 with Retry-After past the hour's allowance, and counts each account apart", async () => {
    const reader = await signedIn(t.app, t.database.db);
    const id = (
      await makeRecording(db(), t.app.storage, owner.user.id, {
        privacy: "public",
        status: "published",
        transcript: recognised,
      })
    ).id;
    const url = `/api/recordings/${id}/transcript?format=txt`;
    for (let i = 0; i < EXPORT_RATE_LIMIT.max; i++) {
      expect((await caller(reader).get(url)).statusCode).toBe(200);
    }
    const refused = await caller(reader).get(url);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await caller(other).get(url)).statusCode).toBe(200);
  });
});

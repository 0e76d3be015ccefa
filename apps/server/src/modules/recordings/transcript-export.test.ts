import { describe, expect, it } from "vitest";
import type { TranscriptSegment } from "@field-commons/shared/recordings";
import { readDocx, readHtml, readSrt, readVtt } from "./__fixtures__/transcript-parsers";
import {
  clock,
  renderTranscript,
  toDocx,
  toHtml,
  toSrt,
  toTxt,
  toVtt,
  type TranscriptDocument,
} from "./transcript-export";

const segments: TranscriptSegment[] = [
  {
    start: 0,
    end: 4,
    speaker: "Speaker 1",
    text: "The committee meets on Monday.",
    words: [
      { text: "The", start: 0.32, end: 0.5, confidence: 0.9 },
      { text: "committee", start: 0.5, end: 1.1, confidence: 0.8 },
      { text: "meets", start: 1.1, end: 1.6, confidence: 0.4 },
      { text: "on", start: 1.7, end: 1.9, confidence: 0.9 },
      { text: "Monday.", start: 1.9, end: 3.61, confidence: 0.7 },
    ],
  },
  { start: 4, end: 9, text: "We need to repair the canal gate." },
  {
    start: 3725,
    end: 3731,
    speaker: "Ana María",
    text: "Agreed, and the water fee stays.",
  },
];
const doc: TranscriptDocument = {
  title: "Water committee, March meeting",
  recordedAt: new Date("2026-03-02T00:00:00Z"),
  segments,
};

/** What a person or tool must find in every format: the lines, their speakers and times. */
const expected = [
  { start: 0.32, end: 3.61, speaker: "Speaker 1", text: "The committee meets on Monday." },
  { start: 4, end: 9, speaker: null, text: "We need to repair the canal gate." },
  { start: 3725, end: 3731, speaker: "Ana María", text: "Agreed, and the water fee stays." },
];

describe("clock", () => {
  it("writes hours, minutes, seconds and milliseconds", () => {
    expect(clock(0.32, ",")).toBe("00:00:00,320");
    expect(clock(3725.5, ".")).toBe("01:02:05.500");
    expect(clock(3725.9994)).toBe("01:02:05");
    expect(clock(360_000, ".")).toBe("100:00:00.000");
  });
});

describe("SubRip", () => {
  it("numbers cues, times them from the words when there are words, and prefixes the speaker", () => {
    const srt = toSrt(doc);
    expect(srt.split("\n").slice(0, 4)).toEqual([
      "1",
      "00:00:00,320 --> 00:00:03,610",
      "Speaker 1: The committee meets on Monday.",
      "",
    ]);
    const cues = readSrt(srt);
    expect(cues.map((c) => c.id)).toEqual(["1", "2", "3"]);
    expect(cues.map((c) => [c.start, c.end])).toEqual(expected.map((e) => [e.start, e.end]));
    expect(cues.map((c) => c.text)).toEqual(
      expected.map((e) => (e.speaker ? `${e.speaker}: ${e.text}` : e.text)),
    );
  });
});

describe("WebVTT", () => {
  it("is valid for the W3C validator, with speakers as voice spans", () => {
    const vtt = toVtt(doc);
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain(
      "00:00:00.320 --> 00:00:03.610\n<v Speaker 1>The committee meets on Monday.</v>\n",
    );
    const { errors, cues } = readVtt(vtt);
    expect(errors).toEqual([]);
    expect(
      cues.map((c) => ({ start: c.start, end: c.end, speaker: c.voice, text: c.text })),
    ).toEqual(expected);
  });
});

describe("plain text", () => {
  it("has the title and date, then one [HH:MM:SS] Speaker: text line per line", () => {
    expect(toTxt(doc)).toBe(
      [
        "Water committee, March meeting",
        "Recorded: 2026-03-02",
        "",
        "[00:00:00] Speaker 1: The committee meets on Monday.",
        "[00:00:04] We need to repair the canal gate.",
        "[01:02:05] Ana María: Agreed, and the water fee stays.",
        "",
      ].join("\n"),
    );
  });
});

describe("HTML for analysis tools", () => {
  it("is a complete UTF-8 document with a Speaker, Time, Text table and nothing active", () => {
    const html = toHtml(doc);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    const read = readHtml(html);
    expect(read.charset).toBe("utf-8");
    expect(read.title).toBe(doc.title);
    expect(read.heading).toBe(doc.title);
    expect(read.headers).toEqual([["Speaker", "Time", "Text"]]);
    expect(read.rows).toEqual([
      ["Speaker 1", "00:00:00", "The committee meets on Monday."],
      ["", "00:00:04", "We need to repair the canal gate."],
      ["Ana María", "01:02:05", "Agreed, and the water fee stays."],
    ]);
    expect(read.active).toBe(0);
    expect(read.text).toContain("Recorded: 2026-03-02");
  });
});

describe("Word", () => {
  it("is a document a DOCX reader opens, with the title, date and a Time, Speaker, Text table", async () => {
    const buffer = await toDocx(doc);
    expect(buffer.subarray(0, 2).toString()).toBe("PK");
    const read = await readDocx(buffer);
    expect(read.warnings).toEqual([]);
    expect(read.paragraphs).toEqual([doc.title, "Recorded: 2026-03-02"]);
    expect(read.rows).toEqual([
      ["Time", "Speaker", "Text"],
      ["00:00:00", "Speaker 1", "The committee meets on Monday."],
      ["00:00:04", "", "We need to repair the canal gate."],
      ["01:02:05", "Ana María", "Agreed, and the water fee stays."],
    ]);
  });
});

describe("hostile titles, speakers and text", () => {
  const hostile: TranscriptDocument = {
    title: '<script>alert("t")</script> --> & Co\nNext line',
    recordedAt: new Date("2026-03-02T10:00:00Z"),
    segments: [
      {
        start: 1,
        end: 2,
        speaker: "Eve <script>alert(1)</script> -->",
        text: "Hello --> <b>bold</b> & <script>alert(2)</script>\n\nafter a blank line\n2\n00:00:05,000 --> 00:00:06,000",
      },
      { start: 3, end: 4, speaker: "Bob & <i>", text: "Bell\u0007 and\u0000 nothing\r\nelse" },
      // Only characters no file can carry: nothing to write.
      { start: 5, end: 6, text: "\u0001\u0002" },
    ],
  };
  const lines = [
    {
      speaker: "Eve <script>alert(1)</script> -->",
      text: "Hello --> <b>bold</b> & <script>alert(2)</script> after a blank line 2 00:00:05,000 --> 00:00:06,000",
    },
    { speaker: "Bob & <i>", text: "Bell and nothing else" },
  ];

  it("keeps SubRip cues whole: one cue per line, no arrow but the timing's", () => {
    const srt = toSrt(hostile);
    const cues = readSrt(srt);
    expect(cues.map((c) => [c.id, c.start, c.end])).toEqual([
      ["1", 1, 2],
      ["2", 3, 4],
    ]);
    expect(srt.split("\n").filter((line) => line.includes("-->"))).toHaveLength(2);
    expect(cues[0]!.text).toBe(`${lines[0]!.speaker}: ${lines[0]!.text}`.replace(/-->/g, "-- >"));
    expect(cues[1]!.text).toBe("Bob & <i>: Bell and nothing else");
  });

  it("escapes WebVTT so the validator finds no error and reads the text back exactly", () => {
    const vtt = toVtt(hostile);
    expect(vtt).not.toMatch(/<script|<b>|<i>/);
    expect(vtt.split("\n").filter((line) => line.includes("-->"))).toHaveLength(2);
    const { errors, cues } = readVtt(vtt);
    expect(errors).toEqual([]);
    expect(cues.map((c) => ({ speaker: c.voice, text: c.text }))).toEqual(lines);
  });

  it("writes one text line per transcript line", () => {
    const txt = toTxt(hostile).split("\n");
    expect(txt).toEqual([
      '<script>alert("t")</script> --> & Co Next line',
      "Recorded: 2026-03-02",
      "",
      `[00:00:01] ${lines[0]!.speaker}: ${lines[0]!.text}`,
      "[00:00:03] Bob & <i>: Bell and nothing else",
      "",
    ]);
  });

  it("escapes everything in the HTML: no script, element or handler comes from the text", () => {
    const html = toHtml(hostile);
    const read = readHtml(html);
    expect(read.title).toBe('<script>alert("t")</script> --> & Co Next line');
    expect(read.heading).toBe(read.title);
    expect(read.active).toBe(0);
    expect(read.handlers).toBe(0);
    expect(read.rows).toEqual(
      lines.map((l, i) => [l.speaker, i === 0 ? "00:00:01" : "00:00:03", l.text]),
    );
    expect(html).not.toMatch(/<script|<b>|<i>/);
  });

  it("makes a Word document the reader opens with the same text", async () => {
    const read = await readDocx(await toDocx(hostile));
    expect(read.warnings).toEqual([]);
    expect(read.paragraphs[0]).toBe('<script>alert("t")</script> --> & Co Next line');
    expect(read.rows.slice(1)).toEqual([
      ["00:00:01", lines[0]!.speaker, lines[0]!.text],
      ["00:00:03", lines[1]!.speaker, lines[1]!.text],
    ]);
  });
});

describe("cue times", () => {
  it("puts subtitles in time order and gives a cue of no length a second", async () => {
    const shuffled: TranscriptDocument = {
      ...doc,
      segments: [
        { start: 10, end: 10, text: "Later, no length." },
        { start: 2, end: 5, text: "Earlier." },
      ],
    };
    expect(readSrt(toSrt(shuffled)).map((c) => [c.start, c.end, c.text])).toEqual([
      [2, 5, "Earlier."],
      [10, 11, "Later, no length."],
    ]);
    const vtt = readVtt(toVtt(shuffled));
    expect(vtt.errors).toEqual([]);
    expect(vtt.cues.map((c) => c.start)).toEqual([2, 10]);
    // The documents keep the transcript's own order.
    expect(readHtml(toHtml(shuffled)).rows.map((r) => r[2])).toEqual([
      "Later, no length.",
      "Earlier.",
    ]);
  });

  it("names the file after the title with the format's extension and media type", async () => {
    const file = await renderTranscript("vtt", { ...doc, title: "Réunion: l'eau / 2026" });
    expect(file.contentType).toBe("text/vtt; charset=utf-8");
    expect(file.contentDisposition).toBe(
      `attachment; filename="Reunion l eau 2026.vtt"; filename*=UTF-8''Reunion%20l%20eau%202026.vtt`,
    );
    expect((await renderTranscript("docx", doc)).contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });
});

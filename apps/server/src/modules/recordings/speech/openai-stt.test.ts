import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TranscriptSegment } from "@field-commons/shared/recordings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NO_CONFIDENCE,
  SpeechServiceError,
  transcribeWithOpenAi,
  transcriptionEndpoint,
} from "./openai-stt";
import { createSpeechToText } from "./speech";

const clip = fileURLToPath(
  new URL("../../../../test/fixtures/speech/water-committee.wav", import.meta.url),
);

interface Received {
  authorization: string | undefined;
  fields: Record<string, string>;
  granularities: string[];
  fileName: string;
  fileBytes: Buffer;
}

let server: http.Server;
let url: string;
const received: Received[] = [];

/**
 * A stand-in for an OpenAI-compatible service. It parses the multipart body
 * with the platform's own FormData parser, and answers according to the
 * model name so each test can choose the response.
 */
async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
    return json(404, { error: { message: `No route ${req.method} ${req.url}` } });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = await new Request("http://peer/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: Buffer.concat(chunks),
  }).formData();
  const file = form.get("file");
  if (!(file instanceof File)) return json(400, { error: { message: "file is required" } });
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  received.push({
    authorization: req.headers.authorization,
    fields,
    granularities: form.getAll("timestamp_granularities[]").map(String),
    fileName: file.name,
    fileBytes: Buffer.from(await file.arrayBuffer()),
  });

  if (req.headers.authorization === "Bearer wrong-key") {
    return json(401, {
      error: { message: "Incorrect API key provided", type: "invalid_request_error" },
    });
  }
  if (fields.model?.startsWith("echo:")) {
    return json(200, { text: fields.model.slice("echo:".length), duration: 6.87 });
  }
  switch (fields.model) {
    case "crashing":
      res.writeHead(500, { "content-type": "text/plain" }).end("upstream worker crashed");
      return;
    case "text-only":
      return json(200, { text: " The water committee meets monthly. ", duration: 6.87 });
    case "slow":
      setTimeout(() => json(200, { text: "late" }), 2_000);
      return;
    case "faster-whisper":
      return json(200, FASTER_WHISPER);
    case "diarizing":
      return json(200, DIARIZED);
    default:
      return json(200, OPENAI);
  }
}

/** OpenAI's shape: words at the top level without probability; segments with avg_logprob. */
const OPENAI = {
  task: "transcribe",
  language: "english",
  duration: 6.87,
  text: " The water committee meets on the first Monday. Every month they agree on the schedule.",
  words: [
    ["The", 0.42, 0.6],
    ["water", 0.6, 0.94],
    ["committee", 0.94, 1.42],
    ["meets", 1.42, 1.8],
    ["on", 1.8, 1.96],
    ["the", 1.96, 2.08],
    ["first", 2.08, 2.44],
    ["Monday", 2.44, 3.02],
    ["Every", 3.3, 3.66],
    ["month", 3.66, 4.0],
    ["they", 4.0, 4.18],
    ["agree", 4.18, 4.6],
    ["on", 4.6, 4.76],
    ["the", 4.76, 4.9],
    ["schedule", 4.9, 5.56],
  ].map(([word, start, end]) => ({ word, start, end })),
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0.42,
      end: 3.1,
      text: " The water committee meets on the first Monday.",
      tokens: [50364, 440, 1281],
      temperature: 0,
      avg_logprob: -0.21,
      compression_ratio: 1.12,
      no_speech_prob: 0.01,
    },
    {
      id: 1,
      seek: 0,
      start: 3.1,
      end: 6.5,
      text: " Every month they agree on the schedule.",
      tokens: [50519, 2048],
      temperature: 0,
      avg_logprob: -0.92,
      compression_ratio: 1.12,
      no_speech_prob: 0.02,
    },
    { id: 2, start: 6.5, end: 6.8, text: "  " },
  ],
};

/**
 * A faster-whisper server's shape: words inside segments, with probability,
 * leading spaces and punctuation; no avg_logprob on the second segment, whose
 * words carry none either. Two long pauses: between the segments, and inside
 * the second one.
 */
const FASTER_WHISPER = {
  duration: 9.4,
  text: "How is the water shared? By turns, every week. Who decides?",
  segments: [
    {
      start: 0.2,
      end: 1.9,
      text: " How is the water shared?",
      avg_logprob: -0.3,
      words: [
        { word: " How", start: 0.2, end: 0.45, probability: 0.98 },
        { word: " is", start: 0.45, end: 0.6, probability: 0.97 },
        { word: " the", start: 0.6, end: 0.72, probability: 0.99 },
        { word: " water", start: 0.72, end: 1.1, probability: 0.94 },
        { word: " shared?", start: 1.1, end: 1.9, probability: 0.41 },
      ],
    },
    {
      start: 3.4,
      end: 8.9,
      text: " By turns, every week. Who decides?",
      words: [
        { word: " By", start: 3.4, end: 3.6 },
        { word: " turns,", start: 3.6, end: 4.1 },
        { word: " every", start: 4.3, end: 4.6 },
        { word: " week.", start: 4.6, end: 5.05 },
        { word: " Who", start: 7.6, end: 7.9 },
        { word: " decides?", start: 7.9, end: 8.9 },
      ],
    },
  ],
};

/** A diarizing server: speakers named by the service, kept even across short pauses. */
const DIARIZED = {
  duration: 8,
  text: "Good morning. Morning. Shall we start?",
  segments: [
    { start: 0.1, end: 1.2, text: " Good morning.", speaker: "SPEAKER_00" },
    { start: 1.4, end: 2.2, text: " Morning.", speaker: "SPEAKER_01" },
    { start: 5.0, end: 6.3, text: " Shall we start?", speaker: "SPEAKER_01" },
  ],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("transcriptionEndpoint", () => {
  it("adds /v1 unless the address has it", () => {
    expect(transcriptionEndpoint("https://api.example.org")).toBe(
      "https://api.example.org/v1/audio/transcriptions",
    );
    expect(transcriptionEndpoint("https://api.example.org/v1/")).toBe(
      "https://api.example.org/v1/audio/transcriptions",
    );
  });
});

describe("OpenAI-compatible transcription", () => {
  it("uploads the file asking for word times and maps segments, words and confidences", async () => {
    const result = await transcribeWithOpenAi(clip, {
      url,
      apiKey: "sk-test",
      model: "whisper-large-v3",
    });

    const request = received.at(-1);
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.fields).toMatchObject({
      model: "whisper-large-v3",
      response_format: "verbose_json",
    });
    expect(request?.granularities).toEqual(["word", "segment"]);
    expect(request?.fileName).toBe("water-committee.wav");
    expect(request?.fileBytes.equals(await fs.readFile(clip))).toBe(true);

    const words = (from: number, to: number, confidence: number) =>
      OPENAI.words
        .slice(from, to)
        .map(({ word, start, end }) => ({ text: word, start, end, confidence }));
    expect(result.segments).toEqual([
      {
        start: 0,
        end: 4,
        text: "The water committee meets on the first Monday.",
        speaker: "Speaker 1",
        // exp(-0.21): the segment's mean token probability, as no word has its own.
        words: words(0, 8, 0.81),
      },
      {
        start: 3,
        end: 7,
        text: "Every month they agree on the schedule.",
        // A 0.28 s pause: the same speaker.
        speaker: "Speaker 1",
        words: words(8, 15, 0.4),
      },
    ]);
    for (const segment of result.segments) TranscriptSegment.parse(segment);
    expect(result.text).toBe(
      "The water committee meets on the first Monday. Every month they agree on the schedule.",
    );
    expect(result.durationSeconds).toBe(7);
  });

  it("takes word probabilities from the segments, and turns from long pauses", async () => {
    const { segments } = await transcribeWithOpenAi(clip, { url, model: "faster-whisper" });
    for (const segment of segments) TranscriptSegment.parse(segment);
    expect(segments.map((s) => [s.start, s.end, s.speaker, s.text])).toEqual([
      [0, 2, "Speaker 1", "How is the water shared?"],
      [3, 6, "Speaker 2", "By turns, every week."],
      // A 2.55 s pause inside the service's segment: another turn, so another line.
      [7, 9, "Speaker 1", "Who decides?"],
    ]);
    expect(segments[0]?.words?.map((w) => [w.text, w.confidence])).toEqual([
      ["How", 0.98],
      ["is", 0.97],
      ["the", 0.99],
      ["water", 0.94],
      ["shared?", 0.41],
    ]);
    // No probability and no avg_logprob: the neutral value, which the editor does not shade.
    const unrated = segments.slice(1).flatMap((s) => s.words ?? []);
    expect(unrated.map((w) => w.confidence)).toEqual(unrated.map(() => NO_CONFIDENCE));
    expect(NO_CONFIDENCE).toBeGreaterThanOrEqual(0.5);
    expect(segments[2]?.words).toEqual([
      { text: "Who", start: 7.6, end: 7.9, confidence: 1 },
      { text: "decides?", start: 7.9, end: 8.9, confidence: 1 },
    ]);
  });

  it("keeps the speakers a diarizing service names", async () => {
    const { segments } = await transcribeWithOpenAi(clip, { url, model: "diarizing" });
    expect(segments).toEqual([
      { start: 0, end: 2, text: "Good morning.", speaker: "SPEAKER_00" },
      { start: 1, end: 3, text: "Morning.", speaker: "SPEAKER_01" },
      { start: 5, end: 7, text: "Shall we start?", speaker: "SPEAKER_01" },
    ]);
  });

  it("sends no authorization header without a key", async () => {
    await transcribeWithOpenAi(clip, { url: `${url}/` });
    expect(received.at(-1)?.authorization).toBeUndefined();
    expect(received.at(-1)?.fields.model).toBe("whisper-1");
  });

  it("falls back to one segment when the service gives only text", async () => {
    const result = await transcribeWithOpenAi(clip, { url, model: "text-only" });
    expect(result.segments).toEqual([
      { start: 0, end: 7, text: "The water committee meets monthly." },
    ]);
  });

  it("splits a long untimed text into segments the schema accepts", async () => {
    const long = Array.from({ length: 1_500 }, (_, i) => `word${i}`).join(" ");
    const segments = await transcribeWithOpenAi(clip, { url, model: `echo:${long}` }).then(
      (result) => result.segments,
    );
    expect(segments.length).toBeGreaterThan(1);
    for (const segment of segments) TranscriptSegment.parse(segment);
    expect(segments.map((s) => s.text).join(" ")).toBe(long);
    expect(segments[0]?.start).toBe(0);
    expect(segments.at(-1)?.end).toBe(7);
  });

  it("rejects an address that is not a URL", async () => {
    await expect(transcribeWithOpenAi(clip, { url: "localhost:8000" })).rejects.toThrow(
      "The transcription service address is not an http(s) URL: localhost:8000",
    );
  });

  it("explains a refused key with the service's message", async () => {
    const failure = transcribeWithOpenAi(clip, { url, apiKey: "wrong-key" });
    await expect(failure).rejects.toBeInstanceOf(SpeechServiceError);
    await expect(failure).rejects.toThrow(
      "The transcription service answered 401 (check the API key): Incorrect API key provided",
    );
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it("reports a server error with its body", async () => {
    await expect(transcribeWithOpenAi(clip, { url, model: "crashing" })).rejects.toThrow(
      "The transcription service answered 500: upstream worker crashed",
    );
  });

  it("gives up after the timeout", async () => {
    await expect(
      transcribeWithOpenAi(clip, { url, model: "slow", timeoutMs: 200 }),
    ).rejects.toThrow("The transcription service did not answer within 200 ms");
  });

  it("says when the service cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(transcribeWithOpenAi(clip, { url: `http://127.0.0.1:${port}` })).rejects.toThrow(
      `The transcription service could not be reached at 127.0.0.1:${port}`,
    );
  });

  it("is what the factory returns when a URL is configured", async () => {
    const stt = createSpeechToText({ url, apiKey: "sk-test", model: "whisper-large-v3" });
    expect(stt.name).toBe("openai-compatible");
    const progress: number[] = [];
    const transcript = await stt.transcribe(clip, { onProgress: (p) => progress.push(p) });
    expect(transcript.engine).toBe("openai-compatible:whisper-large-v3");
    expect(transcript.durationSeconds).toBe(7);
    expect(transcript.segments).toHaveLength(2);
    expect(progress).toEqual([0, 100]);
    expect(path.basename(received.at(-1)?.fileName ?? "")).toBe("water-committee.wav");
  });
});

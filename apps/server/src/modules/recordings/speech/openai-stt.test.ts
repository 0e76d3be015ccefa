import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TranscriptSegment } from "@field-commons/shared/recordings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechServiceError, transcribeWithOpenAi, transcriptionEndpoint } from "./openai-stt";
import { createSpeechToText } from "./speech";

const clip = fileURLToPath(
  new URL("../../../../test/fixtures/speech/water-committee.wav", import.meta.url),
);

interface Received {
  authorization: string | undefined;
  fields: Record<string, string>;
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
    default:
      return json(200, {
        task: "transcribe",
        language: "english",
        duration: 6.87,
        text: " The water committee meets on the first Monday. Every month they agree on the schedule.",
        segments: [
          { id: 0, start: 0.42, end: 3.1, text: " The water committee meets on the first Monday." },
          { id: 1, start: 3.1, end: 6.5, text: " Every month they agree on the schedule." },
          { id: 2, start: 6.5, end: 6.8, text: "  " },
        ],
      });
  }
}

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
  it("uploads the file with the model and maps the segments", async () => {
    const result = await transcribeWithOpenAi(clip, {
      url,
      apiKey: "sk-test",
      model: "whisper-large-v3",
    });

    const request = received.at(-1);
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.fields).toEqual({
      model: "whisper-large-v3",
      response_format: "verbose_json",
      "timestamp_granularities[]": "segment",
    });
    expect(request?.fileName).toBe("water-committee.wav");
    expect(request?.fileBytes.equals(await fs.readFile(clip))).toBe(true);

    expect(result.segments).toEqual([
      { start: 0, end: 4, text: "The water committee meets on the first Monday." },
      { start: 3, end: 7, text: "Every month they agree on the schedule." },
    ]);
    for (const segment of result.segments) TranscriptSegment.parse(segment);
    expect(result.text).toBe(
      "The water committee meets on the first Monday. Every month they agree on the schedule.",
    );
    expect(result.durationSeconds).toBe(7);
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

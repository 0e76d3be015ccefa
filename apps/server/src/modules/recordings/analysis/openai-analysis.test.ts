import http from "node:http";
import type { AddressInfo } from "node:net";
import { RecordingAnalysis, type TranscriptSegment } from "@field-commons/shared/recordings";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAnalyzer, TOO_SHORT_TO_SUMMARISE } from "./analysis";
import { analyzeTranscript } from "./extractive";
import {
  AnalysisServiceError,
  analysisJsonSchema,
  analyzeWithChatEndpoint,
  chatCompletionsEndpoint,
  transcriptLines,
} from "./openai-analysis";

const segments: TranscriptSegment[] = [
  { start: 2, end: 9, text: "Welcome to the water committee meeting.", speaker: "Grace Wanjiru" },
  {
    start: 12,
    end: 20,
    text: "The pump at the borehole has been leaking since Tuesday, and the tank is half empty every morning.",
    speaker: "Joseph Kamau",
  },
  {
    start: 30,
    end: 40,
    text: "The seal is worn out, and a new one costs eight thousand shillings in Karatina.",
    speaker: "Joseph Kamau",
  },
  { start: 75, end: 84, text: "Joseph will repair the pump by Friday.", speaker: "Grace Wanjiru" },
  {
    start: 90,
    end: 99,
    text: "The Red Cross may pay for a second storage tank if we apply in time.",
  },
  { start: 3_725, end: 3_731, text: "We must submit the application before December." },
];

const answer: RecordingAnalysis = {
  summary: "The committee agreed to repair the pump and apply for a second tank.",
  keyQuotes: [{ text: "Joseph will repair the pump by Friday.", timestamp: 75, importance: 1 }],
  actionItems: [{ text: "Repair the pump by Friday", priority: "high", category: "maintenance" }],
  topics: [{ topic: "pump repair", confidence: 0.9, relevance: 0.4 }],
  entities: [{ name: "Joseph", type: "person", confidence: 0.8 }],
};

interface Received {
  path: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** What the stand-in service answers next: a status and a body (object or raw text), or silence. */
type Reply = { status: number; body: unknown } | "hang";

let server: http.Server;
let url: string;
let received: Received[] = [];
let reply: Reply = { status: 200, body: {} };

const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>,
    });
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res
        .writeHead(404, { "content-type": "application/json" })
        .end('{"error":{"message":"no route"}}');
      return;
    }
    if (reply === "hang") return;
    const { status, body } = reply;
    res
      .writeHead(status, { "content-type": "application/json" })
      .end(typeof body === "string" ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  reply = { status: 200, body: completion(JSON.stringify(answer)) };
});

describe("analyzeWithChatEndpoint", () => {
  it("sends the model, the transcript and a strict json_schema response format", async () => {
    const result = await analyzeWithChatEndpoint(segments, {
      url,
      apiKey: "sk-test",
      model: "test-model",
    });
    expect(result).toEqual(answer);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "recording_analysis", strict: true, schema: analysisJsonSchema() },
    });
    const messages = request?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    const transcript = messages[1]?.content ?? "";
    expect(transcript).toContain("[00:02] Grace Wanjiru: Welcome to the water committee meeting.");
    expect(transcript).toContain("[01:15] Grace Wanjiru: Joseph will repair the pump by Friday.");
    // Minutes go on past the hour rather than wrapping.
    expect(transcript).toContain("[62:05] We must submit the application before December.");
  });

  it("sends no authorization header without a key, and accepts an address ending in /v1", async () => {
    await analyzeWithChatEndpoint(segments, { url: `${url}/v1/`, model: "m" });
    expect(received[0]?.path).toBe("/v1/chat/completions");
    expect(received[0]?.authorization).toBeUndefined();
  });

  it("clamps numbers the model sends out of range", async () => {
    const overshoot = {
      ...answer,
      keyQuotes: [{ text: " The seal is worn out. ", timestamp: 30.6, importance: 1.7 }],
      topics: [{ topic: "pump", confidence: 1.4, relevance: 3 }],
      actionItems: [{ text: "Fix it", priority: "High", category: "" }],
      entities: [{ name: "Nyeri", type: "place", confidence: 2 }],
    };
    reply = { status: 200, body: completion(JSON.stringify(overshoot)) };
    const result = await analyzeWithChatEndpoint(segments, { url, model: "m" });
    expect(result.keyQuotes).toEqual([
      { text: "The seal is worn out.", timestamp: 31, importance: 1 },
    ]);
    expect(result.topics).toEqual([{ topic: "pump", confidence: 1, relevance: 1 }]);
    expect(result.actionItems).toEqual([{ text: "Fix it", priority: "high", category: "general" }]);
    expect(result.entities).toEqual([{ name: "Nyeri", type: "other", confidence: 1 }]);
    expect(RecordingAnalysis.parse(result)).toEqual(result);
  });

  it("answers a short transcript with 'Too short to summarise' and no quote, whatever the model says", async () => {
    const short: TranscriptSegment[] = [
      { start: 0, end: 4, text: "Thank you for coming to the forest committee." },
      { start: 4, end: 9, text: "Before the rains we need to mark the boundary of the plot." },
    ];
    const whole = short.map((s) => s.text).join(" ");
    reply = {
      status: 200,
      body: completion(
        JSON.stringify({
          summary: whole,
          keyQuotes: [{ text: whole, timestamp: 0, importance: 1 }],
          actionItems: [
            { text: whole, priority: "medium", category: "general" },
            {
              text: "Mark the boundary of the plot before the rains",
              priority: "medium",
              category: "maintenance",
            },
          ],
          topics: [{ topic: "boundary", confidence: 0.9, relevance: 0.5 }],
          entities: [],
        }),
      ),
    };
    const result = await analyzeWithChatEndpoint(short, { url, model: "m" });
    expect(result).toEqual({
      summary: TOO_SHORT_TO_SUMMARISE,
      keyQuotes: [],
      actionItems: [
        {
          text: "Mark the boundary of the plot before the rains",
          priority: "medium",
          category: "maintenance",
        },
      ],
      // Said once in a short transcript: a word, not a topic.
      topics: [],
      entities: [],
    });
    const system = (received[0]?.body.messages as Array<{ content: string }>)[0]?.content ?? "";
    expect(system).toContain(`the summary is exactly "${TOO_SHORT_TO_SUMMARISE}"`);
  });

  it("cuts a summary that repeats the transcript to its first sentences, and drops quotes that are not said or are in the summary", async () => {
    const whole = segments.map((s) => s.text).join(" ");
    reply = {
      status: 200,
      body: completion(
        JSON.stringify({
          ...answer,
          summary: whole,
          keyQuotes: [
            { text: "Welcome to the water committee meeting.", timestamp: 2, importance: 1 },
            { text: "The committee promised a new pump.", timestamp: 3, importance: 0.9 },
            { text: "Joseph will repair the pump by Friday.", timestamp: 75, importance: 0.8 },
          ],
        }),
      ),
    };
    const result = await analyzeWithChatEndpoint(segments, { url, model: "m" });
    expect(result.summary).toBe(
      "Welcome to the water committee meeting. The pump at the borehole has been leaking since Tuesday, and the tank is half empty every morning.",
    );
    expect(result.keyQuotes.map((q) => q.text)).toEqual(["Joseph will repair the pump by Friday."]);
  });

  it("drops topics and entities of misheard words or rated low, and types an abstract noun as a concept", async () => {
    let clock = 0;
    const heard = (text: string): TranscriptSegment => {
      const words = text.split(" ").map((token, i) => {
        const [word = token, confidence = "0.9"] = token.split("~");
        return {
          text: word,
          start: clock + i * 0.4,
          end: clock + i * 0.4 + 0.3,
          confidence: Number(confidence),
        };
      });
      const segment = {
        start: Math.floor(clock),
        end: Math.ceil(clock + words.length * 0.4),
        text: words.map((w) => w.text).join(" "),
        words,
      };
      clock += words.length * 0.4 + 1;
      return segment;
    };
    const speech = [
      heard(
        "the county also uses the map for terrorism~0.26 and the hotels want their names on it",
      ),
      heard("some members say the map should stay for the residents and not for terrorism~0.31"),
      heard("the young men went to tourism at the castle and the map shows the castle"),
      heard("two experienced mappers review every new edit before the map is printed"),
      heard("we need to find a small grant to buy two new phones before the rains"),
    ];
    reply = {
      status: 200,
      body: completion(
        JSON.stringify({
          ...answer,
          keyQuotes: [],
          topics: [
            { topic: "terrorism", confidence: 0.9, relevance: 0.4 },
            { topic: "map", confidence: 0.9, relevance: 0.8 },
            { topic: "hotels", confidence: 0.05, relevance: 0.1 },
          ],
          entities: [
            { name: "Terrorism", type: "concept", confidence: 0.8 },
            { name: "Tourism", type: "location", confidence: 0.7 },
            { name: "Castle", type: "location", confidence: 0.2 },
          ],
        }),
      ),
    };
    const result = await analyzeWithChatEndpoint(speech, { url, model: "m" });
    expect(result.topics.map((t) => t.topic)).toEqual(["map"]);
    expect(result.entities).toEqual([{ name: "Tourism", type: "concept", confidence: 0.7 }]);
  });

  it("reads JSON wrapped in a Markdown code fence", async () => {
    reply = { status: 200, body: completion("```json\n" + JSON.stringify(answer) + "\n```") };
    await expect(analyzeWithChatEndpoint(segments, { url, model: "m" })).resolves.toEqual(answer);
  });

  it("says so when the message is not JSON", async () => {
    reply = { status: 200, body: completion("Here is your analysis: the meeting went well.") };
    const failure = analyzeWithChatEndpoint(segments, { url, model: "m" });
    await expect(failure).rejects.toBeInstanceOf(AnalysisServiceError);
    await expect(failure).rejects.toThrow(/not JSON: Here is your analysis/);
  });

  it("says where JSON of the wrong shape is wrong", async () => {
    reply = { status: 200, body: completion(JSON.stringify({ ...answer, keyQuotes: "none" })) };
    await expect(analyzeWithChatEndpoint(segments, { url, model: "m" })).rejects.toThrow(
      /does not match the analysis schema \(keyQuotes: /,
    );
  });

  it("says so when the body is not a chat completion", async () => {
    reply = { status: 200, body: "<html>proxy page</html>" };
    await expect(analyzeWithChatEndpoint(segments, { url, model: "m" })).rejects.toThrow(
      "The analysis service sent a body that is not JSON",
    );
    reply = { status: 200, body: { choices: [] } };
    await expect(analyzeWithChatEndpoint(segments, { url, model: "m" })).rejects.toThrow(
      /without a chat completion message/,
    );
  });

  it("reports the status and the service's message on an HTTP error", async () => {
    reply = {
      status: 500,
      body: { error: { message: "The model is overloaded", type: "server_error" } },
    };
    const failure = analyzeWithChatEndpoint(segments, { url, model: "m" });
    await expect(failure).rejects.toThrow(
      "The analysis service answered 500: The model is overloaded",
    );
    await expect(failure).rejects.toMatchObject({ status: 500 });

    reply = { status: 401, body: { error: { message: "Incorrect API key provided" } } };
    await expect(
      analyzeWithChatEndpoint(segments, { url, apiKey: "bad", model: "m" }),
    ).rejects.toThrow(
      "The analysis service answered 401 (check the API key): Incorrect API key provided",
    );
  });

  it("gives up after the timeout", async () => {
    reply = "hang";
    await expect(
      analyzeWithChatEndpoint(segments, { url, model: "m", timeoutMs: 200 }),
    ).rejects.toThrow("The analysis service did not answer within 200 ms");
  });

  it("passes on the caller's cancellation as it is", async () => {
    reply = "hang";
    const controller = new AbortController();
    const failure = analyzeWithChatEndpoint(segments, {
      url,
      model: "m",
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error("job cancelled")), 50);
    await expect(failure).rejects.toThrow("job cancelled");
  });

  it("says so when nothing listens at the address", async () => {
    await expect(
      analyzeWithChatEndpoint(segments, { url: "http://127.0.0.1:9", model: "m" }),
    ).rejects.toThrow("The analysis service could not be reached at 127.0.0.1:9");
  });
});

describe("the request's JSON schema", () => {
  type Node = Record<string, unknown>;
  const objects = (node: unknown): Node[] => {
    if (Array.isArray(node)) return node.flatMap(objects);
    if (node === null || typeof node !== "object") return [];
    const own = node as Node;
    return [...(own.type === "object" ? [own] : []), ...Object.values(own).flatMap(objects)];
  };

  it("is strict: every property required, nothing additional, no unsupported keywords", () => {
    const schema = analysisJsonSchema();
    expect(schema.required).toEqual(["summary", "keyQuotes", "actionItems", "topics", "entities"]);
    const all = objects(schema);
    // The analysis itself and the items of its four lists.
    expect(all.length).toBe(5);
    for (const object of all) {
      expect(object.additionalProperties).toBe(false);
      expect([...(object.required as string[])].sort()).toEqual(
        Object.keys(object.properties as Node).sort(),
      );
    }
    expect(JSON.stringify(schema)).not.toMatch(
      /"(default|minLength|maxLength|minimum|maximum|maxItems|\$schema)"/,
    );
  });
});

describe("transcriptLines", () => {
  it("cuts long transcripts at a line boundary", () => {
    const many = Array.from({ length: 100 }, (_, i) => ({
      start: i,
      end: i,
      text: `Line number ${i}.`,
    }));
    const { text, truncated } = transcriptLines(many, 200);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text.split("\n").every((line) => /^\[\d\d:\d\d\] Line number \d+\.$/.test(line))).toBe(
      true,
    );
  });

  it("builds the endpoint from the base address", () => {
    expect(chatCompletionsEndpoint("http://h:8000")).toBe("http://h:8000/v1/chat/completions");
    expect(chatCompletionsEndpoint("http://h:8000/v1/")).toBe("http://h:8000/v1/chat/completions");
  });
});

describe("createAnalyzer", () => {
  it("uses the chat endpoint when an address is configured", async () => {
    const analyzer = createAnalyzer({ url, apiKey: "sk-x", model: "small" });
    expect(analyzer.name).toBe("chat:small");
    await expect(analyzer.analyze(segments)).resolves.toEqual(answer);
    expect(received[0]?.body.model).toBe("small");
    expect(received[0]?.authorization).toBe("Bearer sk-x");
  });

  it("analyses offline otherwise", async () => {
    const analyzer = createAnalyzer({});
    expect(analyzer.name).toBe("extractive");
    await expect(analyzer.analyze(segments)).resolves.toEqual(analyzeTranscript(segments));
    expect(received).toEqual([]);
  });

  it("does not start an offline analysis that is already cancelled", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    await expect(
      createAnalyzer({}).analyze(segments, { signal: controller.signal }),
    ).rejects.toThrow("cancelled");
  });
});

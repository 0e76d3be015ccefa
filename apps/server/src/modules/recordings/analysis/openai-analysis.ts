import {
  RECORDING_TEXT_LIMITS,
  RecordingAnalysis,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import { z } from "zod";
import { describeServiceFailure, timeoutMessage } from "../../../lib/openai-service";
import {
  SUMMARY_MIN_SENTENCES,
  SUMMARY_MIN_WORDS,
  TOO_SHORT_TO_SUMMARISE,
  honestAnalysis,
} from "./honesty";

const L = RECORDING_TEXT_LIMITS;

export interface ChatAnalysisConfig {
  /** Base address of the service, e.g. https://api.openai.com or http://localhost:8000. */
  url: string;
  apiKey?: string | undefined;
  model: string;
  signal?: AbortSignal | undefined;
  /** Whole request, reading the answer included. */
  timeoutMs?: number | undefined;
}

// A long transcript takes a while to read and answer; a hung server should still fail.
const DEFAULT_TIMEOUT_MS = 5 * 60_000;
/**
 * Characters of transcript sent at most: about 30k tokens, which fits the
 * context of common models with room for the answer. Longer transcripts are
 * cut, and the prompt says so.
 */
const TRANSCRIPT_CHARS_MAX = 120_000;

/** The analysis service refused or failed; `status` is the HTTP status when there was one. */
export class AnalysisServiceError extends Error {
  override readonly name = "AnalysisServiceError";

  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const SYSTEM_PROMPT = [
  "You analyse transcripts of recorded conversations (meetings, interviews, field recordings) about how communities govern shared resources.",
  "Each transcript line is '[mm:ss] text' or '[mm:ss] Speaker: text'.",
  "Answer with JSON only, following the schema:",
  "- summary: 3 to 6 plain sentences on what was discussed and decided, in the transcript's language.",
  "- keyQuotes: up to 5 self-contained sentences quoted verbatim; timestamp is the line's time in whole seconds; importance from 0 to 1 (the best quote is 1).",
  "- actionItems: tasks agreed or requested, with who and when if said; priority high (must, urgent, dated deadline), medium (need to, should) or low; category one word such as meeting, research, communication, finance, maintenance or general.",
  "- topics: up to 8 short lower-case topics; confidence 0 to 1; relevance is the share of the conversation about it, 0 to 1.",
  "- entities: people, organizations, locations, and recurring concepts named in the transcript; confidence 0 to 1.",
  "Use only what the transcript says; leave a list empty when there is nothing for it.",
  `If the transcript has fewer than ${SUMMARY_MIN_WORDS} words or ${SUMMARY_MIN_SENTENCES} sentences, the summary is exactly "${TOO_SHORT_TO_SUMMARISE}" and keyQuotes is empty.`,
  "Never repeat the whole transcript as the summary, a quote or an action item; quotes are not sentences of the summary.",
  "Action items only from sentences that direct or commit to action (we need to, should, will, let's, please...), never from a story of what happened.",
  "Lower-case transcripts without punctuation come from speech recognition and contain misheard words: do not make topics or entities of words that do not fit; a place is a location only when it is clearly a place.",
].join("\n");

const ChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

/** `{url}/v1/chat/completions`, also when the configured address already ends in /v1. */
export function chatCompletionsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return `${base.endsWith("/v1") ? base : `${base}/v1`}/chat/completions`;
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
}

/** '[mm:ss] Speaker: text' lines, cut at a line boundary once the budget is spent. */
export function transcriptLines(
  segments: readonly TranscriptSegment[],
  maxChars = TRANSCRIPT_CHARS_MAX,
): { text: string; truncated: boolean } {
  const lines: string[] = [];
  let used = 0;
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const speaker = segment.speaker?.trim();
    const line = `[${clock(segment.start)}] ${speaker ? `${speaker}: ` : ""}${text}`;
    if (used + line.length + 1 > maxChars) return { text: lines.join("\n"), truncated: true };
    lines.push(line);
    used += line.length + 1;
  }
  return { text: lines.join("\n"), truncated: false };
}

// Keywords that strict structured output does not accept (or that only some
// servers accept); the answer is clamped and validated here instead.
const UNSUPPORTED_KEYWORDS = new Set([
  "$schema",
  "default",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "pattern",
  "format",
]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function stripUnsupported(node: Json): Json {
  if (Array.isArray(node)) return node.map(stripUnsupported);
  if (node === null || typeof node !== "object") return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (!UNSUPPORTED_KEYWORDS.has(key)) out[key] = stripUnsupported(value);
  }
  return out;
}

/**
 * The JSON schema of RecordingAnalysis as strict structured output wants it:
 * derived from the Zod contract (so the two cannot drift), every property
 * required, no additional properties, no range or length keywords.
 */
export function analysisJsonSchema(): Record<string, Json> {
  const generated = z.toJSONSchema(RecordingAnalysis, {
    io: "output",
    unrepresentable: "throw",
  }) as Json;
  const schema = stripUnsupported(generated);
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    throw new Error("The analysis schema is not a JSON object");
  }
  return schema;
}

// The answer's shape, loosely: numbers and strings are brought within the
// contract's limits before the contract itself is checked.
const LooseAnalysis = z.object({
  summary: z.string().nullish(),
  keyQuotes: z
    .array(z.object({ text: z.string(), timestamp: z.number(), importance: z.number() }))
    .nullish(),
  actionItems: z
    .array(z.object({ text: z.string(), priority: z.string(), category: z.string().nullish() }))
    .nullish(),
  topics: z
    .array(z.object({ topic: z.string(), confidence: z.number(), relevance: z.number() }))
    .nullish(),
  entities: z
    .array(z.object({ name: z.string(), type: z.string(), confidence: z.number() }))
    .nullish(),
});
type LooseAnalysis = z.infer<typeof LooseAnalysis>;

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const seconds = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
const cut = (text: string, max: number) => text.trim().slice(0, max).trim();
const PRIORITIES = new Set(["high", "medium", "low"]);
const ENTITY_TYPES = new Set(["person", "organization", "location", "concept", "other"]);

/**
 * Models overshoot: an importance of 1.2, a 90-character topic, eleven quotes.
 * Those are clamped or cut; a wrong type or a missing field is an error.
 */
function clampAnalysis(loose: LooseAnalysis): RecordingAnalysis {
  const keep = <T>(
    items: readonly T[] | null | undefined,
    max: number,
    valid: (item: T) => boolean,
  ) => (items ?? []).filter(valid).slice(0, max);
  return RecordingAnalysis.parse({
    summary: cut(loose.summary ?? "", L.summary),
    keyQuotes: keep(loose.keyQuotes, L.quotes, (q) => q.text.trim() !== "").map((q) => ({
      text: cut(q.text, L.quote),
      timestamp: seconds(q.timestamp),
      importance: unit(q.importance),
    })),
    actionItems: keep(loose.actionItems, L.actionItems, (a) => a.text.trim() !== "").map((a) => {
      const priority = a.priority.trim().toLowerCase();
      return {
        text: cut(a.text, L.actionItem),
        priority: PRIORITIES.has(priority) ? priority : "medium",
        category: cut(a.category?.toLowerCase() || "general", L.category) || "general",
      };
    }),
    topics: keep(loose.topics, L.topics, (t) => t.topic.trim() !== "").map((t) => ({
      topic: cut(t.topic, L.topic),
      confidence: unit(t.confidence),
      relevance: unit(t.relevance),
    })),
    entities: keep(loose.entities, L.entities, (e) => e.name.trim() !== "").map((e) => {
      const type = e.type.trim().toLowerCase();
      return {
        name: cut(e.name, L.entity),
        type: ENTITY_TYPES.has(type) ? type : "other",
        confidence: unit(e.confidence),
      };
    }),
  });
}

function timedOut(timeoutMs: number): AnalysisServiceError {
  return new AnalysisServiceError(timeoutMessage("analysis", timeoutMs));
}

function requestBody(segments: readonly TranscriptSegment[], model: string): string {
  const { text, truncated } = transcriptLines(segments);
  const note = truncated
    ? "\n\n(The transcript was cut here because it is too long; analyse the part above.)"
    : "";
  return JSON.stringify({
    model,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: `Transcript:\n\n${text}${note}` },
    ],
    response_format: {
      type: "json_schema",
      json_schema: { name: "recording_analysis", strict: true, schema: analysisJsonSchema() },
    },
  });
}

/** The analysis in the answer's message, or a readable error saying what was wrong with it. */
function readAnalysis(body: unknown, status: number): RecordingAnalysis {
  const completion = ChatCompletion.safeParse(body);
  if (!completion.success) {
    throw new AnalysisServiceError(
      "The analysis service sent an answer without a chat completion message",
      status,
    );
  }
  const message = completion.data.choices[0]?.message;
  if (message?.refusal)
    throw new AnalysisServiceError(`The model declined: ${message.refusal}`, status);
  const content = message?.content?.trim() ?? "";
  let json: unknown;
  try {
    // Some servers wrap the JSON in a Markdown code fence despite the schema.
    json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ""));
  } catch (error) {
    throw new AnalysisServiceError(
      `The analysis service answered with text that is not JSON: ${content.slice(0, 120) || "(empty)"}`,
      status,
      { cause: error },
    );
  }
  const loose = LooseAnalysis.safeParse(json);
  if (!loose.success) {
    const issue = loose.error.issues[0];
    const where = issue?.path.join(".") || "answer";
    throw new AnalysisServiceError(
      `The analysis service's JSON does not match the analysis schema (${where}: ${issue?.message ?? "invalid"})`,
      status,
      { cause: loose.error },
    );
  }
  return clampAnalysis(loose.data);
}

/**
 * Analyses a transcript with an OpenAI-compatible /v1/chat/completions
 * endpoint and structured output, then applies honestAnalysis to the answer.
 */
export async function analyzeWithChatEndpoint(
  segments: readonly TranscriptSegment[],
  config: ChatAnalysisConfig,
): Promise<RecordingAnalysis> {
  const endpoint = chatCompletionsEndpoint(config.url);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = config.signal ? AbortSignal.any([config.signal, timeout]) : timeout;

  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers,
      body: requestBody(segments, config.model),
      signal,
    });
    if (!response.ok)
      throw new AnalysisServiceError(
        await describeServiceFailure(response, "analysis"),
        response.status,
      );
    body = await response.json().catch((error: unknown) => {
      throw new AnalysisServiceError(
        "The analysis service sent a body that is not JSON",
        response.status,
        {
          cause: error,
        },
      );
    });
  } catch (error) {
    // The timeout also covers reading the body.
    if (config.signal?.aborted) throw config.signal.reason;
    if (timeout.aborted) throw timedOut(timeoutMs);
    if (error instanceof AnalysisServiceError) throw error;
    throw new AnalysisServiceError(
      `The analysis service could not be reached at ${new URL(endpoint).host}`,
      undefined,
      { cause: error },
    );
  }
  // The model's answer goes through the same rules as the offline analysis: no summary of a
  // transcript too short for one, nothing that repeats it, no topic or entity from misheard words.
  return RecordingAnalysis.parse(honestAnalysis(segments, readAnalysis(body, response.status)));
}

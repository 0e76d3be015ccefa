import { openAsBlob } from "node:fs";
import path from "node:path";
import { RECORDING_TEXT_LIMITS, type TranscriptSegment } from "@field-commons/shared/recordings";
import { z } from "zod";
import { describeServiceFailure, timeoutMessage } from "../../../lib/openai-service";

export interface OpenAiSttConfig {
  /** Base address of the service, e.g. https://api.openai.com or http://localhost:8000. */
  url: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** Whole request, upload included. */
  timeoutMs?: number | undefined;
}

export const DEFAULT_OPENAI_STT_MODEL = "whisper-1";
// Long recordings upload and transcribe slowly; a hung server should still fail.
const DEFAULT_TIMEOUT_MS = 15 * 60_000;

/** The transcription service refused or failed; `status` is the HTTP status when there was one. */
export class SpeechServiceError extends Error {
  override readonly name = "SpeechServiceError";

  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

// verbose_json: only the fields we use; servers add others (tokens, words, language...).
const VerboseTranscription = z.object({
  text: z.string().default(""),
  duration: z.number().nonnegative().optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).optional(),
});
type VerboseTranscription = z.infer<typeof VerboseTranscription>;

/** `{url}/v1/audio/transcriptions`, also when the configured address already ends in /v1. */
export function transcriptionEndpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return `${base.endsWith("/v1") ? base : `${base}/v1`}/audio/transcriptions`;
}

function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Service segments as transcript lines: whole seconds, empty lines dropped. */
function toSegments(body: VerboseTranscription): TranscriptSegment[] {
  if (body.segments && body.segments.length > 0) {
    return body.segments.flatMap((segment) => {
      const text = segment.text.trim();
      if (!text) return [];
      const start = Math.max(0, Math.floor(segment.start));
      return [{ start, end: Math.max(start, Math.ceil(segment.end)), text }];
    });
  }
  // Servers that ignore timestamp_granularities still return the text.
  const text = body.text.trim();
  return text ? untimedSegments(text, body.duration ?? 0) : [];
}

/**
 * Text without timings as one segment over the whole duration; a text longer
 * than a segment may be is cut at spaces, each part timed in proportion to
 * its position in the text (an estimate, but inside the right range).
 */
function untimedSegments(text: string, duration: number): TranscriptSegment[] {
  const limit = RECORDING_TEXT_LIMITS.segmentText;
  const parts: { offset: number; text: string }[] = [];
  let offset = 0;
  while (offset < text.length) {
    let end = Math.min(text.length, offset + limit);
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > offset) end = space;
    }
    const part = text.slice(offset, end).trim();
    if (part) parts.push({ offset, text: part });
    offset = end;
  }
  return parts.map((part) => {
    const start = Math.floor((duration * part.offset) / text.length);
    const end = Math.ceil((duration * (part.offset + part.text.length)) / text.length);
    return { start, end: Math.max(start, end), text: part.text };
  });
}

function timedOut(timeoutMs: number): SpeechServiceError {
  return new SpeechServiceError(timeoutMessage("transcription", timeoutMs));
}

/** Sends the original file to an OpenAI-compatible /v1/audio/transcriptions endpoint. */
export async function transcribeWithOpenAi(
  filePath: string,
  config: OpenAiSttConfig,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<{ segments: TranscriptSegment[]; text: string; durationSeconds: number }> {
  const endpoint = transcriptionEndpoint(config.url);
  if (!isHttpUrl(endpoint)) {
    throw new SpeechServiceError(
      `The transcription service address is not an http(s) URL: ${config.url}`,
    );
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const form = new FormData();
  // The name matters: servers pick the decoder from the file extension.
  form.append("file", await openAsBlob(filePath), path.basename(filePath));
  form.append("model", config.model ?? DEFAULT_OPENAI_STT_MODEL);
  form.append("response_format", "verbose_json");
  form.append("timestamp_granularities[]", "segment");

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      body: form,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw timedOut(timeoutMs);
    throw new SpeechServiceError(
      `The transcription service could not be reached at ${new URL(endpoint).host}`,
      undefined,
      { cause: error },
    );
  }
  if (!response.ok)
    throw new SpeechServiceError(
      await describeServiceFailure(response, "transcription"),
      response.status,
    );

  let body: VerboseTranscription;
  try {
    body = VerboseTranscription.parse(await response.json());
  } catch (error) {
    // The timeout also covers reading the body.
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw timedOut(timeoutMs);
    throw new SpeechServiceError(
      "The transcription service sent an answer that is not a verbose_json transcript",
      response.status,
      { cause: error },
    );
  }
  const segments = toSegments(body);
  const lastEnd = segments.at(-1)?.end ?? 0;
  return {
    segments,
    text: body.text.trim() || segments.map((s) => s.text).join(" "),
    durationSeconds: Math.round(body.duration ?? lastEnd),
  };
}

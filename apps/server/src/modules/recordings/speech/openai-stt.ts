import { openAsBlob } from "node:fs";
import path from "node:path";
import { RECORDING_TEXT_LIMITS, type TranscriptSegment } from "@field-commons/shared/recordings";
import { z } from "zod";
import { describeServiceFailure, timeoutMessage } from "../../../lib/openai-service";
import { cleanWord, segmentOf, splitAtPauses, TURN_PAUSE_SECONDS, turnSpeaker } from "./segments";

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

// verbose_json: only the fields we use; servers add others (tokens, language...).
// Words come at the top level (OpenAI) or inside each segment (faster-whisper
// servers, whisper.cpp), some with a probability; diarizing servers add a speaker.
const ServiceWord = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  probability: z.number().optional(),
});
type ServiceWord = z.infer<typeof ServiceWord>;
const ServiceSegment = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  avg_logprob: z.number().optional(),
  speaker: z.union([z.string(), z.number()]).optional(),
  words: z.array(ServiceWord).optional(),
});
type ServiceSegment = z.infer<typeof ServiceSegment>;
const VerboseTranscription = z.object({
  text: z.string().default(""),
  duration: z.number().nonnegative().optional(),
  segments: z.array(ServiceSegment).optional(),
  words: z.array(ServiceWord).optional(),
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

/**
 * Confidence of a word the service gave without any: 1, as for a word a
 * person typed. It is no claim of certainty, only the absence of a doubt to
 * show: the editor shades words under 0.5, and a middling value would shade
 * every word or none depending on where it fell.
 */
export const NO_CONFIDENCE = 1;

/** A segment's own words, or the response's words given to the last segment starting before their middle. */
function wordsBySegment(segments: readonly ServiceSegment[], words: readonly ServiceWord[]) {
  if (segments.some((segment) => segment.words?.length)) {
    return segments.map((segment) => segment.words ?? []);
  }
  const grouped = segments.map((): ServiceWord[] => []);
  let index = 0;
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    const middle = (word.start + word.end) / 2;
    while (index + 1 < segments.length && (segments[index + 1]?.start ?? Infinity) <= middle)
      index++;
    grouped[index]?.push(word);
  }
  return grouped;
}

/** A diarizing service's speaker: its label, or "Speaker N" for a 0-based number. */
function speakerName(speaker: ServiceSegment["speaker"]): string | undefined {
  if (typeof speaker === "number") return `Speaker ${speaker + 1}`;
  const name = speaker?.trim().slice(0, RECORDING_TEXT_LIMITS.speaker);
  return name || undefined;
}

/**
 * Service segments as transcript lines with their words. Confidence is the
 * word's probability when given, else the segment's mean token probability
 * (exp of avg_logprob), else NO_CONFIDENCE. Speakers are the service's when
 * it names them; otherwise turns change at pauses as offline (segments.ts),
 * and a segment with such a pause inside is cut there, the parts' text then
 * being their words.
 */
function serviceSegments(
  segments: readonly ServiceSegment[],
  responseWords: readonly ServiceWord[],
): TranscriptSegment[] {
  const grouped = wordsBySegment(segments, responseWords);
  const diarized = segments.some((segment) => speakerName(segment.speaker) !== undefined);
  const result: TranscriptSegment[] = [];
  let turn = 0;
  let previousEnd: number | undefined;
  for (const [index, segment] of segments.entries()) {
    const fallback =
      segment.avg_logprob === undefined ? NO_CONFIDENCE : Math.exp(segment.avg_logprob);
    const words = (grouped[index] ?? [])
      .map((w) => cleanWord(w.word, w.start, w.end, w.probability ?? fallback))
      .filter((word) => word.text)
      .slice(0, RECORDING_TEXT_LIMITS.words);
    const text = segment.text.trim() || words.map((word) => word.text).join(" ");
    if (!text) continue;
    const first = words[0]?.start ?? segment.start;
    if (previousEnd !== undefined && first - previousEnd >= TURN_PAUSE_SECONDS) turn++;
    previousEnd = words.at(-1)?.end ?? segment.end;
    const parts = diarized ? [words] : splitAtPauses(words, TURN_PAUSE_SECONDS);
    if (parts.length > 1) {
      parts.forEach((part, i) => result.push(segmentOf(part, turnSpeaker(turn + i))));
      turn += parts.length - 1;
      continue;
    }
    // The line covers its words, which may reach a little outside the segment's times.
    const start = Math.max(0, Math.floor(Math.min(segment.start, first)));
    const speaker = diarized ? speakerName(segment.speaker) : turnSpeaker(turn);
    result.push({
      start,
      end: Math.max(start, Math.ceil(Math.max(segment.end, previousEnd))),
      text,
      ...(speaker === undefined ? {} : { speaker }),
      ...(words.length > 0 ? { words } : {}),
    });
  }
  return result;
}

/** Service segments as transcript lines; untimed text when there are none. */
function toSegments(body: VerboseTranscription): TranscriptSegment[] {
  if (body.segments && body.segments.length > 0) {
    return serviceSegments(body.segments, body.words ?? []);
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
  form.append("timestamp_granularities[]", "word");
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

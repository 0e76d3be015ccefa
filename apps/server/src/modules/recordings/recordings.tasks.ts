import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  RECORDING_LIMITS,
  RECORDING_MESSAGES,
  type ProcessStep,
  type RecordingAnalysis,
  type Topic,
  type TranscriptSegment,
} from "@field-commons/shared/recordings";
import type { Db } from "../../db/client";
import type { recordings } from "../../db/schema/recordings";
import type { Storage } from "../../storage/storage";
import { z } from "zod";
import { PermanentTaskError } from "../tasks";
import {
  handle,
  schedule,
  taskType,
  type TaskContext,
  type TaskHandler,
  type Schedule,
} from "../tasks";
import type { TranscriptAnalyzer } from "./analysis/analysis";
import { MediaDecodeError, ToolNotInstalledError } from "./speech/media";
import type { SpeechToText } from "./speech/speech";
import {
  findRecording,
  findRecordingFile,
  searchExtraOf,
  updateRecordingRun,
} from "./recordings.repository";
import { deleteUploadSession, expiredUploadSessions } from "./recording-uploads.repository";
import {
  ANALYSIS_STEPS,
  ProcessRecording,
  SweepStalled,
  sweepStalledRuns,
  type ProcessRecordingPayload,
} from "./recordings.processing";

export interface RecordingPipeline {
  storage: Storage;
  speech: SpeechToText;
  analyzer: TranscriptAnalyzer;
}

/** Progress is written when it moved this much, or after this long: long files do not flood the database. */
const PROGRESS_STEP_PERCENT = 2;
const PROGRESS_INTERVAL_MS = 1_000;
/** Keywords on cards: the strongest topics. */
const KEYWORDS = 8;

/** Failures retrying cannot fix: the file, a missing tool, or the consent. */
class ProcessingRefused extends Error {
  override readonly name = "ProcessingRefused";
}

function isPermanent(error: unknown): boolean {
  return (
    error instanceof MediaDecodeError ||
    error instanceof ToolNotInstalledError ||
    error instanceof ProcessingRefused ||
    error instanceof PermanentTaskError
  );
}

/** What the editor shows when a run fails: the reason, without stack or internals. */
function readableReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim() || "Processing failed").slice(0, 500);
}

/** The strongest topics as the card's keywords. */
export function keywordsOf(topics: readonly Topic[]): string[] {
  const ranked = [...topics].sort(
    (a, b) => b.relevance + b.confidence - (a.relevance + a.confidence),
  );
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const { topic } of ranked) {
    const key = topic.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    keywords.push(topic);
    if (keywords.length >= Math.min(KEYWORDS, RECORDING_LIMITS.keywords)) break;
  }
  return keywords;
}

/** Writes to the recording only while this run is still its current one. */
function runWriter(db: Db, payload: ProcessRecordingPayload) {
  return (values: Partial<typeof recordings.$inferInsert>) =>
    updateRecordingRun(db, payload.recordingId, payload.run, values);
}

/** Progress callback that writes every few percent or every second, one write at a time. */
function progressWriter(write: (percent: number) => Promise<unknown>, signal: AbortSignal) {
  let written = 0;
  let writtenAt = Date.now();
  let chain: Promise<unknown> = Promise.resolve();
  return {
    onProgress(percent: number) {
      const due =
        percent - written >= PROGRESS_STEP_PERCENT ||
        (percent > written && Date.now() - writtenAt >= PROGRESS_INTERVAL_MS);
      if (!due || signal.aborted) return;
      written = percent;
      writtenAt = Date.now();
      // A lost progress write is not worth failing the transcription for.
      chain = chain.then(() => write(percent)).catch(() => undefined);
    },
    settled: () => chain,
  };
}

/** Copies the stored file to a private temporary folder for the decoder. */
async function localCopy(storage: Storage, key: string, dir: string): Promise<string> {
  const stream = await storage.get(key);
  if (!stream) throw new ProcessingRefused("The recording's file is missing.");
  const target = path.join(dir, "media");
  await pipeline(stream, fs.createWriteStream(target, { mode: 0o600 }));
  return target;
}

async function transcribe(
  deps: RecordingPipeline,
  storageKey: string,
  write: ReturnType<typeof runWriter>,
  signal: AbortSignal,
): Promise<TranscriptSegment[]> {
  await write({ processingStatus: "transcribing", processingProgress: 0 });
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "recording-"));
  try {
    const media = await localCopy(deps.storage, storageKey, dir);
    const progress = progressWriter((percent) => write({ processingProgress: percent }), signal);
    const transcript = await deps.speech.transcribe(media, {
      onProgress: progress.onProgress,
      signal,
    });
    await progress.settled();
    signal.throwIfAborted();
    await write({
      transcript: transcript.segments,
      // The searchable text is bounded like an edited one (the segments keep everything).
      transcriptText: transcript.text.slice(0, RECORDING_LIMITS.transcriptText),
      speechEngine: transcript.engine,
      processingProgress: 100,
      // The decoded audio's length is exact where the container's header was not.
      ...(transcript.durationSeconds > 0 ? { durationSeconds: transcript.durationSeconds } : {}),
    });
    return transcript.segments;
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

/** The analysis fields each step writes; both write topics, keywords and entities. */
function analysisValues(analysis: RecordingAnalysis, steps: readonly ProcessStep[]) {
  return {
    ...(steps.includes("summarize") ? { summary: analysis.summary } : {}),
    ...(steps.includes("keypoints")
      ? { keyQuotes: analysis.keyQuotes, actionItems: analysis.actionItems }
      : {}),
    topics: analysis.topics,
    entities: analysis.entities,
    keywords: keywordsOf(analysis.topics),
  };
}

async function runPipeline(
  deps: RecordingPipeline,
  payload: ProcessRecordingPayload,
  context: TaskContext,
): Promise<void> {
  const write = runWriter(context.db, payload);
  const row = await findRecording(context.db, payload.recordingId);
  // Deleted, or superseded by a newer request: nothing left to do.
  if (!row || row.processingRun !== payload.run) return;
  const file = await findRecordingFile(context.db, row.uploadId);
  if (!file) throw new ProcessingRefused("The recording's file is missing.");

  let segments = row.transcript;
  if (payload.steps.includes("transcribe")) {
    if (!row.consent.transcribed) throw new ProcessingRefused(RECORDING_MESSAGES.consentTranscribe);
    segments = await transcribe(deps, file.storageKey, write, context.signal);
  }
  const analysisSteps = payload.steps.filter((step) => ANALYSIS_STEPS.includes(step));
  if (analysisSteps.length > 0) {
    if (!row.consent.analyzed) throw new ProcessingRefused(RECORDING_MESSAGES.consentAnalyze);
    if (segments.length === 0) {
      // Transcribed just now and nothing was said: there is nothing to analyse, and that is no failure.
      if (!payload.steps.includes("transcribe"))
        throw new ProcessingRefused(RECORDING_MESSAGES.noTranscript);
    } else {
      await write({ processingStatus: "analyzing", processingProgress: 100 });
      const analysis = await deps.analyzer.analyze(segments, { signal: context.signal });
      context.signal.throwIfAborted();
      const values = analysisValues(analysis, analysisSteps);
      await write({
        ...values,
        analysisEngine: deps.analyzer.name,
        searchExtra: searchExtraOf({
          tags: row.tags,
          keywords: values.keywords,
          locationName: row.locationName,
        }),
      });
    }
  }
  await write({ processingStatus: "completed", processingProgress: 100, processingError: null });
}

/** How often runs whose task is gone (a worker gave up after crashes) are marked failed. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Deletes resumable uploads past their expiry, with their stored chunks. */
export const ExpireUploads = taskType("recordings.expire-uploads", z.object({}), {
  maxAttempts: 1,
});
/** How often expired uploads are looked for. */
const EXPIRE_UPLOADS_EVERY_MS = 60 * 60_000;
/** Uploads removed per batch; a run goes on until none is left. */
const EXPIRE_BATCH = 100;

/**
 * Deletes every upload expired at `now`: its chunks in storage first (a
 * chunk that cannot be removed is only disk space), then its row. Returns
 * how many were deleted.
 */
async function expireUploadSessions(db: Db, storage: Storage, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await expiredUploadSessions(db, now, EXPIRE_BATCH);
    for (const row of batch) {
      for (const key of row.parts) await storage.delete(key).catch(() => undefined);
      if (await deleteUploadSession(db, row.id)) deleted += 1;
    }
    if (batch.length < EXPIRE_BATCH) return deleted;
  }
}

export function recordingSchedules(): Schedule[] {
  return [
    schedule(SweepStalled.name, SWEEP_EVERY_MS, SweepStalled, {}),
    schedule(ExpireUploads.name, EXPIRE_UPLOADS_EVERY_MS, ExpireUploads, {}),
  ];
}

/**
 * The processing task: processing → transcribing (progress: percent of the
 * audio transcribed) → analyzing → completed, or failed with the reason. A
 * retry starts over and overwrites what an interrupted run wrote. Cancelled
 * runs (shutdown, lost lease) leave the row to the worker that takes over.
 */
export function recordingTasks(deps: RecordingPipeline): TaskHandler[] {
  return [
    handle(SweepStalled, async (_payload, { db, log }) => {
      const swept = await sweepStalledRuns(db);
      if (swept > 0) log.warn({ swept }, "stalled recording runs marked failed");
    }),
    handle(ExpireUploads, async (_payload, { db, log }) => {
      const expired = await expireUploadSessions(db, deps.storage, new Date());
      if (expired > 0) log.info({ expired }, "expired recording uploads deleted");
    }),
    handle(ProcessRecording, async (payload, context) => {
      try {
        await runPipeline(deps, payload, context);
      } catch (error) {
        if (context.signal.aborted) throw error;
        const reason = readableReason(error);
        const write = runWriter(context.db, payload);
        if (isPermanent(error) || context.attempt >= ProcessRecording.maxAttempts) {
          await write({ processingStatus: "failed", processingError: reason });
          throw new PermanentTaskError(reason);
        }
        await write({
          processingStatus: "processing",
          processingError: `${reason} (trying again shortly)`,
        });
        throw error;
      }
    }),
  ];
}

import { z } from "zod";
import {
  PROCESS_STEPS,
  RECORDING_MESSAGES,
  type Consent,
  type ProcessStep,
} from "@field-commons/shared/recordings";
import type { Db } from "../../db/client";
import { conflict } from "../../errors";
import { enqueue, taskType } from "../tasks";
import { beginProcessingRun, failStalledRuns } from "./recordings.repository";

/** One processing run of one recording: transcription and/or analysis. */
export const ProcessRecording = taskType(
  "recordings.process",
  z.object({
    recordingId: z.uuid(),
    /** The recording's processing run this task belongs to; a newer run supersedes it. */
    run: z.number().int().min(1),
    steps: z.array(z.enum(PROCESS_STEPS)).min(1),
  }),
  // Decoding and recognition are deterministic: a few retries cover a crash or a busy endpoint.
  { maxAttempts: 3, backoff: { baseMs: 10_000, maxMs: 5 * 60_000 } },
);
export type ProcessRecordingPayload = z.infer<typeof ProcessRecording.payload>;

/** Marks runs failed whose task is gone, so the hub does not show them as working forever. */
export const SweepStalled = taskType("recordings.sweep-stalled", z.object({}), { maxAttempts: 1 });

export const STALLED_MESSAGE = "Processing stopped unexpectedly. Please try again.";

export const ANALYSIS_STEPS: readonly ProcessStep[] = ["summarize", "keypoints"];

const consentTranscribe = () => conflict("CONFLICT", RECORDING_MESSAGES.consentTranscribe);
const consentAnalyze = () => conflict("CONFLICT", RECORDING_MESSAGES.consentAnalyze);
const noTranscript = () => conflict("CONFLICT", RECORDING_MESSAGES.noTranscript);

/**
 * The steps a request may run, in order. Without a list: everything the
 * consent allows. A step the consent does not allow is refused, never
 * silently dropped; analysis needs a transcript, present or made in the
 * same run.
 */
export function resolveSteps(
  requested: readonly ProcessStep[] | undefined,
  consent: Consent,
  hasTranscript: boolean,
): ProcessStep[] {
  let steps: ProcessStep[];
  if (requested) {
    steps = PROCESS_STEPS.filter((step) => requested.includes(step));
  } else {
    steps = [
      ...(consent.transcribed ? (["transcribe"] as const) : []),
      ...(consent.analyzed ? ANALYSIS_STEPS : []),
    ];
    if (steps.length === 0) throw consentTranscribe();
  }
  if (steps.includes("transcribe") && !consent.transcribed) throw consentTranscribe();
  const analysis = steps.some((step) => ANALYSIS_STEPS.includes(step));
  if (analysis && !consent.analyzed) throw consentAnalyze();
  if (analysis && !steps.includes("transcribe") && !hasTranscript) throw noTranscript();
  return steps;
}

export function dedupeKeyOf(recordingId: string, run: number): string {
  return `${ProcessRecording.name}:${recordingId}:${run}`;
}

/**
 * Marks the recording as processing and enqueues its task, in the caller's
 * transaction. Returns false, changing nothing, while a run is under way:
 * the row is locked by the update, so of two simultaneous requests only one
 * starts a run. A run whose task is gone (it gave up after a crash) does not
 * block a new one.
 */
export async function startProcessing(
  tx: Db,
  recordingId: string,
  steps: ProcessStep[],
): Promise<boolean> {
  const run = await beginProcessingRun(tx, recordingId, `${ProcessRecording.name}:`);
  if (run === undefined) return false;
  await enqueue(
    tx,
    ProcessRecording,
    { recordingId, run, steps },
    {
      dedupeKey: dedupeKeyOf(recordingId, run),
    },
  );
  return true;
}

/**
 * A run is stalled when the recording says it is under way but its task is
 * neither queued nor running: the queue gave up on it after its workers
 * stopped mid-run (the handler never got to record a failure). Runs started
 * in the last minute are left alone. Returns how many were marked failed.
 */
export async function sweepStalledRuns(db: Db): Promise<number> {
  return failStalledRuns(db, `${ProcessRecording.name}:`, STALLED_MESSAGE);
}

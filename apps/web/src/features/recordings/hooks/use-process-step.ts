import type { ProcessStep, Recording } from "@field-commons/shared/recordings";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { PROCESSING_POLL_MS, getRecording, processRecording } from "../api/recordings-api";
import { isWorking } from "../utils/status";

/** How long a step may take before the form stops waiting (the job keeps running). */
const STEP_TIMEOUT_MS = 10 * 60_000;

export interface StepState {
  step: ProcessStep | null;
  /** What is happening, for the status line ('Saving the draft…', 'Transcribing 40%'). */
  status: string | null;
  error: string | null;
}

const IDLE: StepState = { step: null, status: null, error: null };

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      window.clearTimeout(timer);
      reject(new DOMException("Stopped", "AbortError"));
    });
  });
}

/**
 * Runs one processing step on a saved recording: asks the server to process
 * it, then looks again every few seconds until it is completed or failed,
 * and hands back the finished recording.
 */
export function useProcessStep() {
  const [state, setState] = useState<StepState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (
      step: ProcessStep,
      ensureSaved: (report: (status: string) => void) => Promise<string>,
    ): Promise<Recording | null> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const report = (status: string) => setState({ step, status, error: null });
      try {
        report("Saving the draft…");
        const id = await ensureSaved(report);
        report("Starting…");
        const accepted = await processRecording(id, [step]);
        const started = Date.now();
        let recording = await getRecording(id, own.signal);
        // A 'completed' from before the request counts only once the job has been seen at work.
        let seenWork =
          isWorking(accepted.processingStatus) || isWorking(recording.processingStatus);
        while (Date.now() - started < STEP_TIMEOUT_MS) {
          if (recording.processingStatus === "failed") {
            setState({
              step: null,
              status: null,
              error: recording.processingError
                ? `Processing failed: ${recording.processingError}`
                : "Processing failed.",
            });
            return null;
          }
          if (
            recording.processingStatus === "completed" &&
            (seenWork || Date.now() - started > 3000)
          ) {
            setState(IDLE);
            return recording;
          }
          if (isWorking(recording.processingStatus)) {
            seenWork = true;
            report(
              recording.processingStatus === "transcribing"
                ? `Transcribing ${recording.processingProgress}%`
                : recording.processingStatus === "analyzing"
                  ? "Analyzing…"
                  : "Processing…",
            );
          }
          await wait(Math.min(PROCESSING_POLL_MS, 1500), own.signal);
          recording = await getRecording(id, own.signal);
        }
        setState({
          step: null,
          status: null,
          error: "Processing is taking long; check back later.",
        });
        return null;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return null;
        setState({
          step: null,
          status: null,
          error:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : error instanceof Error && error.message
                ? error.message
                : "Processing failed.",
        });
        return null;
      }
    },
    [],
  );

  const fail = useCallback((error: string) => setState({ step: null, status: null, error }), []);

  return { state, run, fail };
}

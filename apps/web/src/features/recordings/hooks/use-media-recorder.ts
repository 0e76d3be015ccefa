import { RECORDER_SETTINGS } from "@field-commons/shared/recordings";
import { useCallback, useEffect, useRef, useState } from "react";
import { TAKE_FLUSH_MS } from "../utils/take-store";
import type { TakeWriter } from "../utils/take-store";

export type RecorderPhase = "idle" | "starting" | "recording" | "recorded";

export interface RecorderState {
  phase: RecorderPhase;
  /** Whole seconds since recording started. */
  seconds: number;
  /** Bytes captured so far. */
  bytes: number;
  /** The captured audio, once stopped. */
  blob: Blob | null;
  /** An object URL of the blob, for playback. */
  url: string | null;
  /** Why recording could not start. */
  error: string | null;
  /** The take's copy on the device, when one is written. */
  takeId: string | null;
}

const INITIAL: RecorderState = {
  phase: "idle",
  seconds: 0,
  bytes: 0,
  blob: null,
  url: null,
  error: null,
  takeId: null,
};

/** How loud the last slice of sound was, as a percent (0..100), from time-domain bytes. */
export function levelOf(samples: Uint8Array): number {
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value - 128));
  return Math.min(100, Math.round((peak / 128) * 100));
}

/** The recorder's container type: webm/opus when the browser has it, else its own default. */
function recorderMimeType(): string {
  const wanted = RECORDER_SETTINGS.mimeType;
  return typeof MediaRecorder.isTypeSupported === "function" &&
    MediaRecorder.isTypeSupported(wanted)
    ? wanted
    : "";
}

/**
 * Records from the microphone with MediaRecorder (44.1 kHz asked for,
 * webm/opus, 100 ms chunks): the timer, the bytes so far, a live level for
 * the waveform (the last 50 samples, from an AnalyserNode) and, once stopped,
 * the audio as a Blob. The stream and the audio context are released on
 * stop, on discard and when the component goes.
 *
 * With `persist`, the audio is also written to the device every two seconds
 * (and at once when the page is hidden), so a crash or a closed tab loses at
 * most that much.
 */
export function useMediaRecorder({
  deniedMessage,
  initial,
  persist,
}: {
  deniedMessage: string;
  /** A take recorded before (kept above the recorder): it starts recorded, with its length. */
  initial?: { blob: Blob; seconds: number; takeId?: string } | null;
  /** Opens the device copy of a new take (null: none is kept). */
  persist?: (mimeType: string) => Promise<TakeWriter | null>;
}) {
  const [state, setState] = useState<RecorderState>(() =>
    initial
      ? {
          ...INITIAL,
          phase: "recorded",
          seconds: initial.seconds,
          bytes: initial.blob.size,
          blob: initial.blob,
          takeId: initial.takeId ?? null,
        }
      : INITIAL,
  );
  const initialBlob = useRef(initial?.blob ?? null);
  const [levels, setLevels] = useState<number[]>([]);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const audioContext = useRef<AudioContext | null>(null);
  const timers = useRef<number[]>([]);
  const url = useRef<string | null>(null);
  const persistRef = useRef(persist);
  persistRef.current = persist;
  /** Writes what is left to the device (if `flush`) and stops listening for the page going away. */
  const detachWriter = useRef<((flush: boolean) => void) | null>(null);

  const release = useCallback(() => {
    for (const timer of timers.current) window.clearInterval(timer);
    timers.current = [];
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    const context = audioContext.current;
    audioContext.current = null;
    if (context && context.state !== "closed") void context.close().catch(() => undefined);
  }, []);

  const revoke = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  // A kept take gets its playback URL once mounted (and again after a remount).
  useEffect(() => {
    const blob = initialBlob.current;
    if (!blob) return;
    if (url.current) URL.revokeObjectURL(url.current);
    const objectUrl = URL.createObjectURL(blob);
    url.current = objectUrl;
    setState((current) => (current.blob === blob ? { ...current, url: objectUrl } : current));
  }, []);

  useEffect(
    () => () => {
      // Leaving mid-recording: what was recorded stays on the device, unfinished.
      detachWriter.current?.(true);
      const active = recorder.current;
      recorder.current = null;
      if (active && active.state !== "inactive") {
        active.ondataavailable = null;
        active.onstop = null;
        active.stop();
      }
      release();
      revoke();
    },
    [release, revoke],
  );

  const start = useCallback(async (): Promise<boolean> => {
    initialBlob.current = null;
    revoke();
    setLevels([]);
    setState({ ...INITIAL, phase: "starting" });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: { sampleRate: RECORDER_SETTINGS.sampleRate },
      });
    } catch {
      setState({ ...INITIAL, error: deniedMessage });
      return false;
    }
    stream.current = media;

    const mimeType = recorderMimeType();
    let next: MediaRecorder;
    try {
      next = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    } catch {
      release();
      setState({ ...INITIAL, error: deniedMessage });
      return false;
    }
    recorder.current = next;
    const chunks: Blob[] = [];
    let bytes = 0;
    const startedAt = Date.now();
    const elapsed = () => Math.floor((Date.now() - startedAt) / 1000);

    // The device copy: slices not written yet wait in `unwritten`.
    let writer: TakeWriter | null = null;
    try {
      writer = (await persistRef.current?.(next.mimeType || mimeType || "audio/webm")) ?? null;
    } catch {
      writer = null; // storage full or blocked: recording still works, in memory only
    }
    const unwritten: Blob[] = [];
    const flush = () => {
      if (!writer || unwritten.length === 0) return;
      void writer.append(unwritten.splice(0), elapsed()).catch(() => undefined);
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    if (writer) {
      timers.current.push(window.setInterval(flush, TAKE_FLUSH_MS));
      document.addEventListener("visibilitychange", flushWhenHidden);
      window.addEventListener("pagehide", flush);
    }
    const stopWriting = () => {
      document.removeEventListener("visibilitychange", flushWhenHidden);
      window.removeEventListener("pagehide", flush);
    };
    detachWriter.current = (flushFirst) => {
      if (flushFirst) flush();
      stopWriting();
      detachWriter.current = null;
    };

    next.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      unwritten.push(event.data);
      bytes += event.data.size;
      setState((current) => ({ ...current, bytes }));
    };
    next.onstop = () => {
      detachWriter.current?.(true);
      if (writer) void writer.finish(elapsed()).catch(() => undefined);
      const blob = new Blob(chunks, { type: next.mimeType || mimeType || "audio/webm" });
      revoke();
      url.current = URL.createObjectURL(blob);
      const objectUrl = url.current;
      release();
      setState((current) => ({
        ...current,
        phase: "recorded",
        blob,
        bytes: blob.size,
        url: objectUrl,
      }));
    };

    // The live level: an AnalyserNode on the same stream, sampled every chunk.
    try {
      const AudioContextClass = window.AudioContext;
      if (AudioContextClass) {
        const context = new AudioContextClass();
        audioContext.current = context;
        const analyser = context.createAnalyser();
        analyser.fftSize = 256;
        context.createMediaStreamSource(media).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        timers.current.push(
          window.setInterval(() => {
            analyser.getByteTimeDomainData(samples);
            const level = levelOf(samples);
            setLevels((current) => [...current, level].slice(-RECORDER_SETTINGS.waveformSamples));
          }, RECORDER_SETTINGS.timesliceMs),
        );
      }
    } catch {
      // No waveform; recording still works.
    }

    timers.current.push(
      window.setInterval(() => {
        const seconds = elapsed();
        setState((current) => (current.seconds === seconds ? current : { ...current, seconds }));
      }, 250),
    );
    next.start(RECORDER_SETTINGS.timesliceMs);
    setState({ ...INITIAL, phase: "recording", takeId: writer?.id ?? null });
    return true;
  }, [deniedMessage, release, revoke]);

  const stop = useCallback(() => {
    const active = recorder.current;
    for (const timer of timers.current) window.clearInterval(timer);
    timers.current = [];
    if (active && active.state !== "inactive") active.stop();
    else release();
  }, [release]);

  /** Deletes what was recorded and starts over. */
  const discard = useCallback(() => {
    detachWriter.current?.(false);
    const active = recorder.current;
    recorder.current = null;
    if (active) {
      active.ondataavailable = null;
      active.onstop = null;
      if (active.state !== "inactive") active.stop();
    }
    initialBlob.current = null;
    release();
    revoke();
    setLevels([]);
    setState(INITIAL);
  }, [release, revoke]);

  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);

  return { state, levels, start, stop, discard, clearError };
}

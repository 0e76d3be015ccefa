import { RECORDER_SETTINGS } from "@field-commons/shared/recordings";
import { useCallback, useEffect, useRef, useState } from "react";

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
}

const INITIAL: RecorderState = {
  phase: "idle",
  seconds: 0,
  bytes: 0,
  blob: null,
  url: null,
  error: null,
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
 */
export function useMediaRecorder({
  deniedMessage,
  initial,
}: {
  deniedMessage: string;
  /** A take recorded before (kept above the recorder): it starts recorded, with its length. */
  initial?: { blob: Blob; seconds: number } | null;
}) {
  const [state, setState] = useState<RecorderState>(() =>
    initial
      ? {
          ...INITIAL,
          phase: "recorded",
          seconds: initial.seconds,
          bytes: initial.blob.size,
          blob: initial.blob,
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
    next.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      setState((current) => ({ ...current, bytes }));
    };
    next.onstop = () => {
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

    const startedAt = Date.now();
    timers.current.push(
      window.setInterval(() => {
        const seconds = Math.floor((Date.now() - startedAt) / 1000);
        setState((current) => (current.seconds === seconds ? current : { ...current, seconds }));
      }, 250),
    );
    next.start(RECORDER_SETTINGS.timesliceMs);
    setState({ ...INITIAL, phase: "recording" });
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

import {
  RECORDING_MAX_BYTES,
  RECORDING_MESSAGES,
  formatMegabytes,
} from "@field-commons/shared/recordings";
import { useEffect, useRef, useState } from "react";
import type { ChangeEvent, ReactNode } from "react";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Message } from "../../../components/ui/message";
import { cn } from "../../../lib/cn";
import { useMediaRecorder } from "../hooks/use-media-recorder";
import { capturedFileName } from "../utils/defaults";

/** The audio or video the form will send. */
export interface Attachment {
  file: Blob;
  name: string;
  /** Seconds, when known (the timer for captured audio, the metadata for a chosen file). */
  duration: number | null;
  source: "recorded" | "uploaded";
}

/** m:ss, the form's timer. */
export function timerText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Checks a chosen file: audio or video only, within the size limit. Null when it may be sent. */
export function checkRecordingFile(file: File): string | null {
  if (!file.type.startsWith("audio/") && !file.type.startsWith("video/")) {
    return RECORDING_MESSAGES.notMedia;
  }
  if (file.size > RECORDING_MAX_BYTES) return RECORDING_MESSAGES.tooLarge;
  return null;
}

/** Reads a media file's duration from its metadata (null when the browser cannot tell). */
function readDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const media = document.createElement(file.type.startsWith("video/") ? "video" : "audio");
    // Some files never say: give up after a while.
    const timer = window.setTimeout(() => done(null), 10_000);
    function done(value: number | null) {
      window.clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(value);
    }
    media.preload = "metadata";
    media.onloadedmetadata = () =>
      done(Number.isFinite(media.duration) ? Math.round(media.duration) : null);
    media.onerror = () => done(null);
    media.src = url;
  });
}

/** A player for the attached file (its own object URL, released when it changes). */
function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(attachment.file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [attachment.file]);
  if (!url) return null;
  return attachment.file.type.startsWith("video/") ? (
    <video src={url} controls className="mt-3 w-full rounded-md bg-black" aria-label="Preview" />
  ) : (
    <audio src={url} controls className="mt-3 w-full" aria-label="Preview" />
  );
}

/**
 * The form's Recording section: Start/Stop Recording with an m:ss timer (the
 * audio is really captured and attached), or an existing audio or video file.
 * The attached file's name and size are shown.
 */
export function CaptureSection({
  attachment,
  onAttach,
  disabled,
  saved,
}: {
  attachment: Attachment | null;
  onAttach: (attachment: Attachment | null) => void;
  disabled: boolean;
  /** The saved recording's file, when there is one (its file cannot be replaced). */
  saved: { name: string; size: number; player: ReactNode } | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { state, start, stop, discard } = useMediaRecorder({
    deniedMessage: RECORDING_MESSAGES.formMicDenied,
  });
  const recording = state.phase === "recording" || state.phase === "starting";

  // Captured audio is attached as soon as the recorder stops.
  const attachedBlob = useRef<Blob | null>(null);
  useEffect(() => {
    if (state.phase === "recorded" && state.blob && attachedBlob.current !== state.blob) {
      attachedBlob.current = state.blob;
      onAttach({
        file: state.blob,
        name: capturedFileName(state.blob),
        duration: state.seconds,
        source: "recorded",
      });
    }
  }, [state.phase, state.blob, state.seconds, onAttach]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkRecordingFile(file);
    setFileError(problem);
    if (problem) return;
    discard();
    const attached: Attachment = { file, name: file.name, duration: null, source: "uploaded" };
    onAttach(attached);
    const duration = await readDuration(file);
    if (duration !== null) onAttach({ ...attached, duration });
  };

  if (saved) {
    return (
      <div>
        <p className="text-slate-800">
          <span className="font-semibold">{saved.name}</span> · {formatMegabytes(saved.size, 2)}
        </p>
        {saved.player}
        <p className="mt-2 text-sm text-slate-600">
          The file of a saved recording stays as it is; to use another file, create a new recording.
        </p>
      </div>
    );
  }

  return (
    <div>
      {state.error ? <Message tone="error">{state.error}</Message> : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {recording ? (
          <Button variant="danger" onClick={stop} disabled={state.phase === "starting"}>
            Stop Recording
          </Button>
        ) : (
          <Button
            onClick={() => {
              onAttach(null);
              void start();
            }}
            disabled={disabled}
          >
            Start Recording
          </Button>
        )}
        <span className="font-mono text-lg text-slate-900" data-testid="form-timer">
          <span className="sr-only">Elapsed time: </span>
          {timerText(state.seconds)}
        </span>
        {recording ? (
          <span role="status" className="text-sm font-medium text-danger">
            Recording…
          </span>
        ) : null}
      </div>

      <div className="mt-4">
        <label
          className={cn(
            buttonStyles({ variant: "secondary" }),
            "cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus",
            (disabled || recording) && "pointer-events-none opacity-60",
          )}
        >
          Upload Audio or Video File
          <input
            ref={inputRef}
            type="file"
            accept="audio/*,video/*"
            className="sr-only"
            disabled={disabled || recording}
            onChange={(event) => void onPick(event)}
          />
        </label>
        <p className="mt-1 text-sm text-slate-600">
          Audio or video, up to {formatMegabytes(RECORDING_MAX_BYTES, 0)}.
        </p>
        {fileError ? (
          <Message tone="error" className="mt-2">
            {fileError}
          </Message>
        ) : null}
      </div>

      {attachment ? (
        <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="text-slate-800" data-testid="attached-file">
            <span className="font-semibold">{attachment.name}</span> ·{" "}
            {formatMegabytes(attachment.file.size, 2)}
          </p>
          <AttachmentPreview attachment={attachment} />
          <Button
            size="sm"
            variant="ghost"
            className="mt-2"
            onClick={() => {
              discard();
              onAttach(null);
            }}
          >
            Remove file
          </Button>
        </div>
      ) : null}
    </div>
  );
}

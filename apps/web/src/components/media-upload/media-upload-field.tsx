import { MEDIA_MESSAGES } from "@field-commons/shared/uploads";
import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import { cn } from "../../lib/cn";
import { Button, buttonStyles } from "../ui/button";
import { Label } from "../ui/label";
import { ProgressBar } from "../ui/progress-bar";
import {
  MEDIA_ACCEPT,
  checkMediaFile,
  formatMegabytes,
  mediaUploadErrorMessage,
  uploadMedia,
} from "./upload-media";

/** The attached recording: what is saved (the upload id) plus what the preview needs. */
export interface MediaFieldValue {
  uploadId: string;
  /** Where the file is served, with Range support so the preview can seek. */
  url: string;
  kind: "audio" | "video";
  /** Name and size of a file chosen on this page (unknown for one attached earlier). */
  name?: string;
  bytes?: number;
}

type Upload =
  | { status: "uploading"; name: string; progress: number }
  | { status: "failed"; name: string; message: string };

export const MEDIA_PICKER_LABEL = "Upload Audio or Video";

export interface MediaUploadFieldProps {
  value: MediaFieldValue | null;
  onChange: (next: MediaFieldValue | null) => void;
  /** Messages for the media from the server. */
  errors?: readonly string[];
  /** Disables choosing a file (an attached one can still be removed). */
  disabled?: boolean;
  /** Replaces the limit text under the picker (for example 'Sign in to upload'). */
  hint?: string;
  /** Told when an upload starts and when it has finished. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Choose one audio or video file, check it (type and size, before anything is
 * sent), upload it with progress, then preview it in a player. The limit is
 * stated under the picker; the server's own 413 and 415 messages are shown
 * when it refuses the file.
 */
export function MediaUploadField({
  value,
  onChange,
  errors = [],
  disabled = false,
  hint,
  onUploadingChange,
}: MediaUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const [upload, setUpload] = useState<Upload | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const uploading = upload?.status === "uploading";
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again is noticed.
    event.target.value = "";
    if (!file) return;
    const problem = checkMediaFile(file);
    if (problem) {
      setUpload({ status: "failed", name: file.name, message: problem });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ status: "uploading", name: file.name, progress: 0 });
    setAnnouncement(`Uploading ${file.name}.`);
    try {
      const uploaded = await uploadMedia(file, {
        signal: current.signal,
        onProgress: (progress) =>
          setUpload((state) =>
            state?.status === "uploading" && !current.signal.aborted
              ? { ...state, progress }
              : state,
          ),
      });
      if (current.signal.aborted) return;
      setUpload(null);
      onChange({
        uploadId: uploaded.id,
        url: uploaded.url,
        kind: uploaded.kind,
        name: file.name,
        bytes: uploaded.bytes,
      });
      setAnnouncement(`${file.name} uploaded.`);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setUpload({ status: "failed", name: file.name, message: mediaUploadErrorMessage(error) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setUpload(null);
    setAnnouncement("Upload cancelled.");
  };

  const remove = () => {
    onChange(null);
    setAnnouncement("Recording removed.");
    document.getElementById(inputId)?.focus();
  };

  const pickerDisabled = disabled || uploading;
  const describedBy = [hintId, errors.length > 0 ? errorId : null].filter(Boolean).join(" ");

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={MEDIA_ACCEPT}
          disabled={pickerDisabled}
          aria-describedby={describedBy}
          onChange={(event) => void onFileChosen(event)}
          className="peer sr-only"
        />
        <Label
          htmlFor={inputId}
          className={buttonStyles({
            variant: "secondary",
            className: cn(
              "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
              pickerDisabled && "cursor-not-allowed opacity-60",
            ),
          })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M9 18V6l10-2v12M9 18a3 3 0 11-6 0 3 3 0 016 0zm10-2a3 3 0 11-6 0 3 3 0 016 0z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {MEDIA_PICKER_LABEL}
        </Label>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {hint ?? MEDIA_MESSAGES.limitText}
      </p>
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      {upload?.status === "uploading" ? (
        <div className="mt-4 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="font-medium break-all text-slate-800">{upload.name}</span>
            <span className="shrink-0 text-slate-600">{Math.round(upload.progress * 100)}%</span>
          </div>
          <ProgressBar
            className="mt-2"
            label={`Uploading ${upload.name}`}
            value={upload.progress * 100}
          />
          <Button variant="ghost" size="sm" className="mt-2" onClick={cancel}>
            Cancel Upload
          </Button>
        </div>
      ) : null}

      {upload?.status === "failed" ? (
        <div className="mt-4 flex items-start justify-between gap-3 rounded-md border border-red-300 bg-danger-soft px-3 py-2 text-sm text-danger">
          <span role="alert">
            <span className="font-semibold break-all">{upload.name}</span>
            {": "}
            <span>{upload.message}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            aria-label={`Dismiss message about ${upload.name}`}
            onClick={() => setUpload(null)}
          >
            Dismiss
          </Button>
        </div>
      ) : null}

      {value ? (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-3">
          {value.kind === "video" ? (
            <video
              controls
              preload="metadata"
              src={value.url}
              aria-label="Attached video"
              className="max-h-80 w-full rounded-md bg-slate-900"
            />
          ) : (
            <audio
              controls
              preload="metadata"
              src={value.url}
              aria-label="Attached audio"
              className="w-full"
            />
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 break-all text-slate-700">
              {value.name ?? (value.kind === "video" ? "Attached video" : "Attached audio")}
              {value.bytes !== undefined ? ` · ${formatMegabytes(value.bytes)}` : ""}
            </span>
            <Button variant="ghost" size="sm" className="text-danger" onClick={remove}>
              Remove Recording
            </Button>
          </div>
        </div>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

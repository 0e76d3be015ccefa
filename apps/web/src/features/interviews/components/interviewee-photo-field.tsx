import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import {
  IMAGE_ACCEPT,
  checkImageFile,
  uploadErrorMessage,
  uploadImage,
} from "../../../components/image-upload/upload-image";
import { Button, buttonStyles } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { ProgressBar } from "../../../components/ui/progress-bar";
import { cn } from "../../../lib/cn";
/** The portrait: its upload id and the card-size URL shown as the thumbnail. */
export interface PhotoValue {
  uploadId: string;
  cardUrl: string;
}

type Upload =
  | { status: "uploading"; name: string; progress: number }
  | { status: "failed"; name: string; message: string };

export const PHOTO_PICKER_LABEL = "Upload Photo";
const PHOTO_HINT = "One portrait. JPEG, PNG, WebP, GIF or AVIF, up to 4 MB.";

/**
 * The interviewee's portrait: one image through the image upload (the same
 * checks, limits and messages as every image), shown as a round thumbnail.
 */
export function IntervieweePhotoField({
  value,
  onChange,
  personName,
  disabled = false,
  errors = [],
  onUploadingChange,
}: {
  value: PhotoValue | null;
  onChange: (next: PhotoValue | null) => void;
  /** The interviewee's name, for the thumbnail's alt text. */
  personName: string;
  disabled?: boolean;
  errors?: readonly string[];
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const [upload, setUpload] = useState<Upload | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const uploading = upload?.status === "uploading";
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setUpload({ status: "failed", name: file.name, message: problem });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setUpload({ status: "uploading", name: file.name, progress: 0 });
    try {
      const uploaded = await uploadImage(file, {
        signal: current.signal,
        onProgress: (progress) =>
          setUpload((state) => (state?.status === "uploading" ? { ...state, progress } : state)),
      });
      setUpload(null);
      onChange({ uploadId: uploaded.id, cardUrl: uploaded.cardUrl });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setUpload({ status: "failed", name: file.name, message: uploadErrorMessage(error) });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const pickerDisabled = disabled || uploading;
  const name = personName.trim();
  const describedBy = [hintId, errors.length > 0 ? errorId : null].filter(Boolean).join(" ");

  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">Photo</p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value.cardUrl}
            alt={name ? `Photo of ${name}` : "Photo of the interviewee"}
            className="size-20 rounded-full bg-slate-200 object-cover"
          />
        ) : null}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={pickerDisabled}
          aria-describedby={describedBy}
          onChange={(event) => void onFileChosen(event)}
          className="peer sr-only"
        />
        <Label
          htmlFor={inputId}
          className={buttonStyles({
            variant: "secondary",
            size: "sm",
            className: cn(
              "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
              pickerDisabled && "cursor-not-allowed opacity-60",
            ),
          })}
        >
          {PHOTO_PICKER_LABEL}
        </Label>
        {value ? (
          <Button variant="ghost" size="sm" className="text-danger" onClick={() => onChange(null)}>
            Remove Photo
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {PHOTO_HINT}
      </p>
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {upload?.status === "uploading" ? (
        <div className="mt-3 max-w-sm text-sm">
          <div className="flex justify-between gap-3">
            <span className="font-medium break-all text-slate-800">{upload.name}</span>
            <span className="shrink-0 text-slate-600">{Math.round(upload.progress * 100)}%</span>
          </div>
          <ProgressBar
            className="mt-1"
            label={`Uploading ${upload.name}`}
            value={upload.progress * 100}
          />
        </div>
      ) : null}
      {upload?.status === "failed" ? (
        <div className="mt-3 flex items-start justify-between gap-3 rounded-md border border-red-300 bg-danger-soft px-3 py-2 text-sm text-danger">
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
    </div>
  );
}

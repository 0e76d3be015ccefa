import { safeSitePath } from "@field-commons/shared/safe-url";
import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import { useController } from "react-hook-form";
import { cn } from "../../lib/cn";
import { FieldMessages, useFieldMessages } from "../form/fields";
import { Button, buttonStyles } from "../ui/button";
import { Label } from "../ui/label";
import { ProgressBar } from "../ui/progress-bar";
import { IMAGE_ACCEPT, checkImageFile, uploadErrorMessage, uploadImage } from "./upload-image";

export interface SingleImageFieldProps {
  /** The form path that holds the upload id ('logoUploadId', 'avatarUploadId'). */
  name: string;
  /** What the image is, capitalised: 'Logo', 'Avatar'. Names the buttons and messages. */
  label: string;
  /** The current image's URL when editing. */
  initialUrl: string | null;
  onUploadingChange: (uploading: boolean) => void;
  /** A round preview (an avatar) instead of a square one (a logo). */
  round?: boolean;
}

/**
 * One image (a logo, an avatar), uploaded at once (with progress) to the
 * image upload route; the form holds its upload id at `name`, null when
 * there is none. Works in any react-hook-form FormProvider.
 */
export function SingleImageField({
  name,
  label,
  initialUrl,
  onUploadingChange,
  round = false,
}: SingleImageFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noun = label.toLowerCase();
  const { field } = useController({ name });
  const serverMessages = useFieldMessages(name);
  const [preview, setPreview] = useState<string | null>(() => safeSitePath(initialUrl));
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const messages = [...(problem ? [problem] : []), ...serverMessages];
  const uploading = progress !== null;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const check = checkImageFile(file);
    if (check) {
      setProblem(check);
      return;
    }
    setProblem(null);
    setProgress(0);
    onUploadingChange(true);
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const uploaded = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => setProgress(fraction),
      });
      field.onChange(uploaded.id);
      setPreview(safeSitePath(uploaded.cardUrl));
      setAnnouncement(`${file.name} uploaded as the ${noun}.`);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setProblem(uploadErrorMessage(error));
    } finally {
      setProgress(null);
      onUploadingChange(false);
    }
  };

  const remove = () => {
    field.onChange(null);
    setPreview(null);
    setAnnouncement(`${label} removed.`);
    document.getElementById(inputId)?.focus();
  };

  const describedBy = [hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(" ");
  const hasImage = typeof field.value === "string" && field.value !== "";

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        {label}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div
          className={cn(
            "flex size-20 shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-50",
            round ? "rounded-full" : "rounded-lg",
          )}
        >
          {preview && hasImage ? (
            <img
              src={preview}
              alt={`${label} preview`}
              className={cn("size-full", round ? "object-cover" : "object-contain")}
            />
          ) : (
            <span className="text-xs text-slate-500">{`No ${noun}`}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            aria-describedby={describedBy}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(event) => void onFileChosen(event)}
            className="peer sr-only"
          />
          <Label
            htmlFor={inputId}
            className={buttonStyles({
              variant: "secondary",
              className: cn(
                "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
                uploading && "cursor-not-allowed opacity-60",
              ),
            })}
          >
            {hasImage ? `Replace ${label}` : `Upload ${label}`}
          </Label>
          {hasImage && !uploading ? (
            <Button variant="ghost" className="text-danger" onClick={remove}>
              {`Remove ${label}`}
            </Button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <ProgressBar className="mt-3" label={`Uploading ${noun}`} value={(progress ?? 0) * 100} />
      ) : null}
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        JPEG, PNG, WebP, GIF or AVIF, up to 4 MB.
      </p>
      <FieldMessages id={errorId} messages={messages} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

import { safeSitePath } from "@field-commons/shared/safe-url";
import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import { useController } from "react-hook-form";
import { FieldMessages, useFieldMessages } from "../../../components/form/fields";
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

/**
 * The organization's logo: one image, uploaded at once (with progress) to
 * the image upload route; the form holds its upload id (`logoUploadId`).
 */
export function LogoField({
  initialUrl,
  onUploadingChange,
}: {
  /** The current logo when editing. */
  initialUrl: string | null;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { field } = useController({ name: "logoUploadId" });
  const serverMessages = useFieldMessages("logoUploadId");
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
      setAnnouncement(`${file.name} uploaded as the logo.`);
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
    setAnnouncement("Logo removed.");
    document.getElementById(inputId)?.focus();
  };

  const describedBy = [hintId, messages.length > 0 ? errorId : null].filter(Boolean).join(" ");
  const hasLogo = typeof field.value === "string" && field.value !== "";

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p className="text-sm font-semibold text-slate-800" id={`${id}-label`}>
        Logo
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {preview && hasLogo ? (
            <img src={preview} alt="Logo preview" className="size-full object-contain" />
          ) : (
            <span className="text-xs text-slate-500">No logo</span>
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
            {hasLogo ? "Replace Logo" : "Upload Logo"}
          </Label>
          {hasLogo && !uploading ? (
            <Button variant="ghost" className="text-danger" onClick={remove}>
              Remove Logo
            </Button>
          ) : null}
        </div>
      </div>
      {uploading ? (
        <ProgressBar className="mt-3" label="Uploading logo" value={(progress ?? 0) * 100} />
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

import { imageUrls } from "@field-commons/shared/uploads";
import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import {
  IMAGE_ACCEPT,
  checkImageFile,
  uploadErrorMessage,
  uploadImage,
} from "../../../../components/image-upload/upload-image";
import { Button, buttonStyles } from "../../../../components/ui/button";
import { Label } from "../../../../components/ui/label";
import { Message } from "../../../../components/ui/message";
import { ProgressBar } from "../../../../components/ui/progress-bar";
import { cn } from "../../../../lib/cn";
import type { CardContent } from "../../utils/planner-model";
import type { EditorProps } from "./simple-editors";

export const ATTACHMENTS_MAX = 50;
export const FILES_HINT =
  "Images only for now: JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. Other file types cannot be uploaded yet.";

type Attachment = CardContent<"files">["attachments"][number];

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface Upload {
  name: string;
  progress: number;
}

/** Attachments of a files card: uploaded through the image upload (images only for now). */
export function FilesEditor({
  content,
  onChange,
  signedIn,
}: EditorProps<CardContent<"files">> & { signedIn: boolean }) {
  const id = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The latest attachments, so an upload that finishes after other edits adds to them.
  const contentRef = useRef(content);
  useEffect(() => {
    contentRef.current = content;
  }, [content]);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  const attachments = content.attachments;
  const full = attachments.length >= ATTACHMENTS_MAX;
  const disabled = !signedIn || full || upload !== null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(`${file.name}: ${problem}`);
      return;
    }
    setError(null);
    setUpload({ name: file.name, progress: 0 });
    try {
      const uploaded = await uploadImage(file, {
        signal: aborter.current?.signal,
        onProgress: (progress) => setUpload({ name: file.name, progress }),
      });
      const attachment: Attachment = {
        uploadId: uploaded.id,
        name: file.name.slice(0, 255),
        mimeType: uploaded.mimeType.slice(0, 100),
        bytes: uploaded.bytes,
      };
      const latest = contentRef.current;
      onChange({ ...latest, attachments: [...latest.attachments, attachment] });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === "AbortError") return;
      setError(`${file.name}: ${uploadErrorMessage(cause)}`);
    } finally {
      setUpload(null);
    }
  };

  return (
    <div className="space-y-3">
      {attachments.length === 0 ? (
        <p className="text-slate-600">No files attached yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="Attachments">
          {attachments.map((attachment) => (
            <li
              key={attachment.uploadId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2"
            >
              <a
                href={imageUrls(attachment.uploadId).url}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 font-medium break-all text-accent underline hover:text-accent-hover"
              >
                {attachment.name}
              </a>
              <span className="text-sm text-slate-600">{formatBytes(attachment.bytes)}</span>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger"
                aria-label={`Remove ${attachment.name}`}
                onClick={() =>
                  onChange({
                    ...content,
                    attachments: attachments.filter((a) => a.uploadId !== attachment.uploadId),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onFile(event)}
          className="peer sr-only"
        />
        <Label
          htmlFor={id}
          className={buttonStyles({
            variant: "secondary",
            size: "sm",
            className: cn(
              "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
              disabled && "cursor-not-allowed opacity-60",
            ),
          })}
        >
          Attach File
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {signedIn ? FILES_HINT : `Sign in to attach files. ${FILES_HINT}`}
        </p>
      </div>
      {upload ? (
        <ProgressBar label={`Uploading ${upload.name}`} value={upload.progress * 100} />
      ) : null}
      {error ? <Message tone="error">{error}</Message> : null}
    </div>
  );
}

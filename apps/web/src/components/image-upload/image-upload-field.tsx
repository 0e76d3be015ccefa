import { IMAGES_MAX, SHORT_TEXT_MAX } from "@field-commons/shared/content";
import type { ContentImage, ContentImageInput } from "@field-commons/shared/content";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import { cn } from "../../lib/cn";
import { Button, buttonStyles } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { ProgressBar } from "../ui/progress-bar";
import { ImageViewer } from "./image-viewer";
import { IMAGE_ACCEPT, checkImageFile, uploadErrorMessage, uploadImage } from "./upload-image";

/**
 * One image of the field: what is sent with the content (uploadId, alt,
 * caption) plus the uploaded file's URLs and size for display. The same shape
 * as an image of a loaded item (ContentImage), so an edit form can start from
 * `item.images`.
 */
export type ImageFieldItem = ContentImage;

/** The images as the content API takes them. */
export function toContentImageInputs(items: readonly ImageFieldItem[]): ContentImageInput[] {
  return items.map(({ uploadId, alt, caption }) => ({ uploadId, alt, caption }));
}

interface PendingFile {
  key: string;
  name: string;
  status: "queued" | "uploading" | "failed";
  /** 0 to 1 while uploading. */
  progress: number;
  message?: string;
}

type FocusTarget = { uploadId: string; control: "up" | "down" | "remove" } | "add";

let keySeed = 0;
const nextKey = () => `upload-${++keySeed}`;

export interface ImageUploadFieldProps {
  value: readonly ImageFieldItem[];
  onChange: (next: ImageFieldItem[]) => void;
  /** The name of the file picker button. */
  addLabel?: string;
  hint?: string;
  /** Messages for the images from the server. */
  errors?: readonly string[];
  maxImages?: number;
  /** Disables adding images (existing ones can still be edited and removed). */
  disabled?: boolean;
  /** Told when uploads start and when the last one has finished. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * Choose images, check them (type and size, before anything is sent), upload
 * them one after another with progress, then describe (alt text, caption),
 * reorder and remove them. A thumbnail opens the full-size viewer. The first
 * image is the cover.
 */
export function ImageUploadField({
  value,
  onChange,
  addLabel = "Add Images",
  hint,
  errors = [],
  maxImages = IMAGES_MAX,
  disabled = false,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [viewing, setViewing] = useState<ImageFieldItem | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const containerRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<FocusTarget | null>(null);

  // The latest value, also between an upload finishing and the next render,
  // so uploads that finish close together never overwrite each other.
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const commit = useCallback((next: ImageFieldItem[]) => {
    valueRef.current = next;
    onChangeRef.current(next);
  }, []);

  // Uploads run one at a time, in the order the files were chosen.
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => controller.abort();
  }, []);

  const updatePending = (key: string, patch: Partial<PendingFile>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let job = queue.current.shift(); job; job = queue.current.shift()) {
        const { key, file } = job;
        const signal = aborter.current?.signal;
        if (signal?.aborted) return;
        updatePending(key, { status: "uploading", progress: 0 });
        try {
          const uploaded = await uploadImage(file, {
            signal,
            onProgress: (fraction) => updatePending(key, { progress: fraction }),
          });
          setPending((list) => list.filter((p) => p.key !== key));
          commit([
            ...valueRef.current,
            {
              uploadId: uploaded.id,
              url: uploaded.url,
              cardUrl: uploaded.cardUrl,
              width: uploaded.width,
              height: uploaded.height,
              alt: "",
              caption: "",
            },
          ]);
          setAnnouncement(`${file.name} uploaded. Add alt text to describe it.`);
        } catch (error) {
          if (error instanceof DOMException && error.name === "AbortError") return;
          updatePending(key, { status: "failed", message: uploadErrorMessage(error) });
        }
      }
    } finally {
      running.current = false;
    }
  }, [commit]);

  const uploading = pending.some((p) => p.status !== "failed");
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const onFilesChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again is noticed.
    event.target.value = "";
    if (files.length === 0) return;

    let room =
      maxImages - valueRef.current.length - pending.filter((p) => p.status !== "failed").length;
    const added: PendingFile[] = [];
    for (const file of files) {
      const key = nextKey();
      const problem = checkImageFile(file);
      if (problem) {
        added.push({ key, name: file.name, status: "failed", progress: 0, message: problem });
      } else if (room <= 0) {
        added.push({
          key,
          name: file.name,
          status: "failed",
          progress: 0,
          message: `You can add up to ${maxImages} images`,
        });
      } else {
        room -= 1;
        added.push({ key, name: file.name, status: "queued", progress: 0 });
        queue.current.push({ key, file });
      }
    }
    setPending((list) => [...list.filter((p) => p.status !== "failed"), ...added]);
    void pump();
  };

  const dismiss = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  const update = (index: number, patch: Partial<Pick<ImageFieldItem, "alt" | "caption">>) =>
    commit(valueRef.current.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const move = (index: number, direction: -1 | 1) => {
    const target = index + direction;
    const list = [...valueRef.current];
    const item = list[index];
    if (!item || target < 0 || target >= list.length) return;
    list.splice(index, 1);
    list.splice(target, 0, item);
    focusAfterRender.current = { uploadId: item.uploadId, control: direction < 0 ? "up" : "down" };
    setAnnouncement(`Image moved to position ${target + 1} of ${list.length}.`);
    commit(list);
  };

  const remove = (index: number) => {
    const list = valueRef.current.filter((_, i) => i !== index);
    const neighbour = list[index] ?? list[index - 1];
    focusAfterRender.current = neighbour
      ? { uploadId: neighbour.uploadId, control: "remove" }
      : "add";
    setAnnouncement(`Image ${index + 1} removed.`);
    commit(list);
  };

  // After a move or removal, keep keyboard focus on the image that moved (or a neighbour).
  useEffect(() => {
    const target = focusAfterRender.current;
    const container = containerRef.current;
    if (!target || !container) return;
    focusAfterRender.current = null;
    if (target === "add") {
      document.getElementById(inputId)?.focus();
      return;
    }
    const find = (control: string) =>
      Array.from(container.querySelectorAll<HTMLButtonElement>("[data-focus-key]")).find(
        (button) => button.dataset.focusKey === `${target.uploadId}:${control}`,
      );
    const preferred = find(target.control);
    const fallback = find(
      target.control === "up" ? "down" : target.control === "down" ? "up" : "remove",
    );
    (preferred && !preferred.disabled ? preferred : fallback)?.focus();
  }, [value, inputId]);

  const full = value.length >= maxImages;
  const describedBy = [hintId, errors.length > 0 ? errorId : null].filter(Boolean).join(" ");

  return (
    <div ref={containerRef}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled || full}
          aria-describedby={describedBy}
          onChange={onFilesChosen}
          className="peer sr-only"
        />
        <Label
          htmlFor={inputId}
          className={buttonStyles({
            variant: "secondary",
            className: cn(
              "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
              (disabled || full) && "cursor-not-allowed opacity-60",
            ),
          })}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M12 16V4m0 0l-4 4m4-4l4 4M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {addLabel}
        </Label>
        <span className="text-sm text-slate-600">
          {value.length} of {maxImages}
        </span>
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {hint ?? "JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. The first image is the cover."}
      </p>
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm font-medium text-danger">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      {pending.length > 0 ? (
        <ul className="mt-4 space-y-2" aria-label="Uploads">
          {pending.map((p) =>
            p.status === "failed" ? (
              <li
                key={p.key}
                className="flex items-start justify-between gap-3 rounded-md border border-red-300 bg-danger-soft px-3 py-2 text-sm text-danger"
              >
                <span role="alert">
                  <span className="font-semibold break-all">{p.name}</span>
                  {": "}
                  <span>{p.message}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  aria-label={`Dismiss message about ${p.name}`}
                  onClick={() => dismiss(p.key)}
                >
                  Dismiss
                </Button>
              </li>
            ) : (
              <li
                key={p.key}
                className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <div className="flex justify-between gap-3">
                  <span className="font-medium break-all text-slate-800">{p.name}</span>
                  <span className="shrink-0 text-slate-600">
                    {p.status === "queued" ? "Waiting…" : `${Math.round(p.progress * 100)}%`}
                  </span>
                </div>
                <ProgressBar
                  className="mt-2"
                  label={`Uploading ${p.name}`}
                  value={p.status === "queued" ? 0 : p.progress * 100}
                />
              </li>
            ),
          )}
        </ul>
      ) : null}

      {value.length > 0 ? (
        <ol className="mt-4 space-y-4">
          {value.map((item, index) => (
            <ImageRow
              key={item.uploadId}
              item={item}
              index={index}
              count={value.length}
              onView={() => setViewing(item)}
              onAlt={(alt) => update(index, { alt })}
              onCaption={(caption) => update(index, { caption })}
              onMoveUp={() => move(index, -1)}
              onMoveDown={() => move(index, 1)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function ImageRow({
  item,
  index,
  count,
  onView,
  onAlt,
  onCaption,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  item: ImageFieldItem;
  index: number;
  count: number;
  onView: () => void;
  onAlt: (alt: string) => void;
  onCaption: (caption: string) => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const position = index + 1;
  return (
    <li
      aria-label={`Image ${position} of ${count}`}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[10rem_1fr]"
    >
      <div>
        <button
          type="button"
          onClick={onView}
          aria-label={`View image ${position} full size`}
          className="block w-full max-w-48 overflow-hidden rounded-md bg-slate-100 sm:max-w-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <img
            src={item.cardUrl}
            alt={item.alt}
            width={item.width}
            height={item.height}
            loading="lazy"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        </button>
        <p className="mt-1 text-xs font-semibold text-slate-600">
          Image {position}
          {index === 0 ? " · Cover" : ""}
        </p>
      </div>
      <div className="min-w-0 space-y-3">
        <div>
          <Label htmlFor={`${id}-alt`}>Alt text</Label>
          <Input
            id={`${id}-alt`}
            className="mt-1"
            value={item.alt}
            maxLength={SHORT_TEXT_MAX}
            aria-describedby={`${id}-alt-hint`}
            onChange={(event) => onAlt(event.target.value)}
          />
          <p id={`${id}-alt-hint`} className="mt-1 text-sm text-slate-600">
            Describe the image for people who cannot see it.
          </p>
        </div>
        <div>
          <Label htmlFor={`${id}-caption`}>Caption</Label>
          <Input
            id={`${id}-caption`}
            className="mt-1"
            value={item.caption}
            maxLength={SHORT_TEXT_MAX}
            placeholder="Optional"
            onChange={(event) => onCaption(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            data-focus-key={`${item.uploadId}:up`}
            disabled={index === 0}
            onClick={onMoveUp}
          >
            Move up<span className="sr-only"> image {position}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            data-focus-key={`${item.uploadId}:down`}
            disabled={index === count - 1}
            onClick={onMoveDown}
          >
            Move down<span className="sr-only"> image {position}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger"
            data-focus-key={`${item.uploadId}:remove`}
            onClick={onRemove}
          >
            Remove<span className="sr-only"> image {position}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

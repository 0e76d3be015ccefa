import { safeHttpUrl } from "@field-commons/shared/safe-url";
import { CARD_ITEMS_MAX } from "@field-commons/shared/trips";
import type { CardItem } from "@field-commons/shared/trips";
import { imageUrls } from "@field-commons/shared/uploads";
import { useState } from "react";
import type { FormEvent } from "react";
import { ImageUploadField } from "../../../components/image-upload/image-upload-field";
import type { ImageFieldItem } from "../../../components/image-upload/image-upload-field";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { useReturnFocus } from "../../../components/ui/dialog-focus";
import { localId } from "../utils/ids";
import { TextAreaField } from "./card-editors/fields";

export const ITEM_MESSAGES = {
  titleRequired: "Item title is required",
  badLink: "Enter a link that starts with http:// or https://",
} as const;

const LINK_MAX = 2000;
const NOTES_MAX = 5000;
const TITLE_MAX = 300;

/** Only absolute http(s) links are shown as links (never javascript: or data: URLs). */
export function isWebLink(link: string): boolean {
  return safeHttpUrl(link) !== null;
}

interface ItemImage {
  alt: string;
  caption: string;
  width: number;
  height: number;
}

function readImage(item: CardItem): ImageFieldItem | null {
  if (!item.imageUploadId) return null;
  const stored = (item.data.image ?? {}) as Partial<ItemImage>;
  return {
    uploadId: item.imageUploadId,
    ...imageUrls(item.imageUploadId),
    width: typeof stored.width === "number" ? stored.width : 800,
    height: typeof stored.height === "number" ? stored.height : 600,
    alt: typeof stored.alt === "string" ? stored.alt : "",
    caption: typeof stored.caption === "string" ? stored.caption : "",
  };
}

/** A card's items: add, edit and remove them (a title is required, after trimming). */
export function CardItems({
  cardTitle,
  items,
  signedIn,
  onChange,
  onAnnounce,
}: {
  cardTitle: string;
  items: CardItem[];
  signedIn: boolean;
  onChange: (items: CardItem[]) => void;
  onAnnounce: (message: string) => void;
}) {
  const [editing, setEditing] = useState<CardItem | "new" | null>(null);
  const returnFocus = useReturnFocus();
  const full = items.length >= CARD_ITEMS_MAX;

  const save = (item: CardItem) => {
    const exists = items.some((i) => i.id === item.id);
    onChange(exists ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item]);
    onAnnounce(exists ? `${item.title} updated.` : `${item.title} added to ${cardTitle}.`);
    setEditing(null);
  };

  return (
    <div>
      <h4 className="text-base font-semibold text-slate-900">Items</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-600">No items yet.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={`${cardTitle} items`}>
          {items.map((item) => {
            const image = readImage(item);
            return (
              <li
                key={item.id}
                className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start"
              >
                {image ? (
                  <img
                    src={image.cardUrl}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="aspect-[4/3] h-auto w-full rounded-md object-cover sm:w-28"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">
                    {isWebLink(item.link) ? (
                      <a
                        href={item.link.trim()}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-accent underline hover:text-accent-hover"
                      >
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </p>
                  {item.notes ? (
                    <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.notes}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setEditing(item)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    aria-label={`Remove ${item.title}`}
                    onClick={() => {
                      onChange(items.filter((i) => i.id !== item.id));
                      onAnnounce(`${item.title} removed from ${cardTitle}.`);
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3">
        <Button variant="secondary" size="sm" disabled={full} onClick={() => setEditing("new")}>
          Add Item<span className="sr-only"> to {cardTitle}</span>
        </Button>
        {full ? (
          <p className="mt-1 text-sm text-slate-600">
            A card can hold up to {CARD_ITEMS_MAX} items.
          </p>
        ) : null}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent {...returnFocus}>
          <DialogTitle>{editing === "new" ? "Add Item" : "Edit Item"}</DialogTitle>
          <DialogDescription>{cardTitle}</DialogDescription>
          {editing !== null ? (
            <ItemForm
              item={editing === "new" ? null : editing}
              signedIn={signedIn}
              onCancel={() => setEditing(null)}
              onSave={save}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Checks an item's fields; the item to keep, or the message per field. */
export function buildItem(
  base: CardItem | null,
  values: { title: string; link: string; notes: string; image: ImageFieldItem | null },
): { ok: true; item: CardItem } | { ok: false; errors: { title?: string; link?: string } } {
  const title = values.title.trim();
  const link = values.link.trim();
  const errors: { title?: string; link?: string } = {};
  if (!title) errors.title = ITEM_MESSAGES.titleRequired;
  if (link && !isWebLink(link)) errors.link = ITEM_MESSAGES.badLink;
  if (errors.title || errors.link) return { ok: false, errors };
  const { image } = values;
  const data = { ...(base?.data ?? {}) };
  if (image) {
    data.image = {
      alt: image.alt.trim(),
      caption: image.caption.trim(),
      width: image.width,
      height: image.height,
    };
  } else {
    delete data.image;
  }
  return {
    ok: true,
    item: {
      id: base?.id ?? localId(),
      title,
      link,
      notes: values.notes.trim(),
      imageUploadId: image?.uploadId ?? null,
      type: base?.type ?? "",
      data,
      createdAt: base?.createdAt ?? new Date().toISOString(),
    },
  };
}

function ItemForm({
  item,
  signedIn,
  onCancel,
  onSave,
}: {
  item: CardItem | null;
  signedIn: boolean;
  onCancel: () => void;
  onSave: (item: CardItem) => void;
}) {
  const [title, setTitle] = useState(item?.title ?? "");
  const [link, setLink] = useState(item?.link ?? "");
  const [notes, setNotes] = useState(item?.notes ?? "");
  const [images, setImages] = useState<ImageFieldItem[]>(() => {
    const image = item ? readImage(item) : null;
    return image ? [image] : [];
  });
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; link?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = buildItem(item, { title, link, notes, image: images[0] ?? null });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSave(result.item);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Item" className="mt-5 space-y-4">
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        required
        aria-required="true"
        errors={errors.title ? [errors.title] : []}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        value={link}
        maxLength={LINK_MAX}
        placeholder="https://"
        errors={errors.link ? [errors.link] : []}
        onChange={(event) => setLink(event.target.value)}
      />
      <TextAreaField
        label="Notes"
        rows={3}
        value={notes}
        maxLength={NOTES_MAX}
        onChange={(event) => setNotes(event.target.value)}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Image</legend>
        <div className="mt-2">
          <ImageUploadField
            value={images}
            onChange={setImages}
            maxImages={1}
            addLabel="Add Image"
            disabled={!signedIn}
            onUploadingChange={setUploading}
            hint={
              signedIn
                ? "Optional. JPEG, PNG, WebP, GIF or AVIF, up to 4 MB."
                : "Sign in to add an image. JPEG, PNG, WebP, GIF or AVIF, up to 4 MB."
            }
          />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploading}>
          {item ? "Save Item" : "Add Item"}
        </Button>
      </div>
    </form>
  );
}

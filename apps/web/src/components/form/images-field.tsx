import type { ContentImage } from "@field-commons/shared/content";
import { useCallback, useEffect } from "react";
import { ImageUploadField } from "../image-upload/image-upload-field";
import { useContentField } from "./fields";

const IMAGES_HINT = "JPEG, PNG, WebP, GIF or AVIF, up to 4 MB each. The first image is the cover.";

const images = (value: unknown): ContentImage[] =>
  Array.isArray(value) ? (value as ContentImage[]) : [];

/**
 * The item's images (upload, alt text, caption, order; the first is the
 * cover). Signed out, adding is disabled. Saving waits while files upload.
 */
export function ImagesField({
  name = "images",
  hint = IMAGES_HINT,
}: {
  name?: string;
  hint?: string;
}) {
  const { field, messages, context } = useContentField(name);
  const { setUploading, signedOut } = context;
  const onUploadingChange = useCallback(
    (busy: boolean) => setUploading(name, busy),
    [setUploading, name],
  );
  useEffect(() => () => setUploading(name, false), [setUploading, name]);
  return (
    <ImageUploadField
      value={images(field.value)}
      onChange={field.onChange}
      errors={messages}
      disabled={signedOut}
      hint={signedOut ? "Sign in to add images." : hint}
      onUploadingChange={onUploadingChange}
    />
  );
}

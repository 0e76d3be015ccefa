import {
  CONTENT_DETAIL_PATHS,
  CONTENT_TYPES,
  DISPLAY_FALLBACKS,
  type ContentType,
} from "@field-commons/shared/content";
import { imageUrls } from "@field-commons/shared/uploads";
import type { Db } from "../../db/client";
import type { PageMeta } from "../../plugins/web-app";
import { findContent } from "./content.repository";

const BY_PATH = new Map<string, ContentType>(
  CONTENT_TYPES.map((type) => [CONTENT_DETAIL_PATHS[type], type]),
);

/** Link-preview metadata for the public detail page of a published item. */
export async function describeContentPage(db: Db, pathname: string): Promise<PageMeta | null> {
  const match = /^(\/[a-z-]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const type = BY_PATH.get(match[1]!);
  if (!type) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const row = await findContent(db, type, key, undefined);
  if (!row || row.status !== "published") return null;
  const cover = row.images.find((i) => i.uploadId === row.coverUploadId) ?? row.images[0];
  return {
    title: row.title || DISPLAY_FALLBACKS.title,
    description: row.description || row.summary || DISPLAY_FALLBACKS.description,
    ...(cover ? { image: imageUrls(cover.uploadId).cardUrl } : {}),
  };
}

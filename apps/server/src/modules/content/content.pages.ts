import {
  CONTENT_DETAIL_PATHS,
  CONTENT_TYPES,
  DISPLAY_FALLBACKS,
  contentPath,
  type ContentType,
} from "@field-commons/shared/content";
import { CONTENT_TYPE_TABLES } from "@field-commons/shared/content-types";
import { DEFAULT_LICENSE, LICENSE_INFO, type License } from "@field-commons/shared/licenses";
import { imageUrls } from "@field-commons/shared/uploads";
import type { Db } from "../../db/client";
import type { PageMeta } from "../../plugins/web-app";
import { findContent } from "./content.repository";

const BY_PATH = new Map<string, ContentType>(
  CONTENT_TYPES.map((type) => [CONTENT_DETAIL_PATHS[type], type]),
);

/** schema.org types by content type. */
const SCHEMA_TYPES: Record<ContentType, string> = CONTENT_TYPE_TABLES.schemaOrgTypes;

function tagsOf(body: unknown): string[] {
  const tags = (body as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
}

/** YYYY/MM/DD, the date form Google Scholar asks for. */
function scholarDate(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll("-", "/");
}

/**
 * Link-preview metadata for the public detail page of a published item, with
 * Google Scholar's Highwire Press tags and schema.org JSON-LD.
 */
export async function describeContentPage(
  db: Db,
  pathname: string,
  origin = "",
): Promise<PageMeta | null> {
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
  const title = row.title || DISPLAY_FALLBACKS.title;
  const description = row.description || row.summary || DISPLAY_FALLBACKS.description;
  const url = `${origin}${contentPath(row)}`;
  const published = row.publishedAt ?? row.createdAt;
  const keywords = [...(row.domain ? [row.domain] : []), ...tagsOf(row.body)];
  const license = LICENSE_INFO[row.license as License] ?? LICENSE_INFO[DEFAULT_LICENSE];
  return {
    title,
    description,
    ...(cover ? { image: imageUrls(cover.uploadId).cardUrl } : {}),
    meta: [
      { name: "citation_title", content: title },
      { name: "citation_author", content: row.authorName },
      { name: "citation_publication_date", content: scholarDate(published) },
      { name: "citation_abstract_html_url", content: url },
      { name: "citation_language", content: "en" },
      ...(keywords.length > 0 ? [{ name: "citation_keywords", content: keywords.join("; ") }] : []),
      { name: "DC.rights", content: license.url ?? license.label },
    ],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": SCHEMA_TYPES[type],
      headline: title,
      name: title,
      description,
      url,
      datePublished: published.toISOString(),
      dateModified: row.updatedAt.toISOString(),
      inLanguage: "en",
      author: [{ "@type": "Person", name: row.authorName }],
      ...(keywords.length > 0 ? { keywords: keywords.join(", ") } : {}),
      ...(license.url ? { license: license.url } : { copyrightNotice: license.label }),
      ...(cover ? { image: `${origin}${imageUrls(cover.uploadId).cardUrl}` } : {}),
      publisher: { "@type": "Organization", name: "Field Commons" },
    },
  };
}

import type {
  ContentDetail,
  ContentImage,
  ContentSummary,
  MapItem,
} from "@field-commons/shared/content";
import {
  MAP_POPUP_NOTES_LENGTH,
  missingForPublish,
  truncateDescription,
  type RuleSubject,
} from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import type { License } from "@field-commons/shared/licenses";
import { imageUrls } from "@field-commons/shared/uploads";
import type { PublicUser } from "@field-commons/shared/users";
import type { ContentRow, StoredImage } from "../../db/schema/content";
import { contentPermissions } from "./content.policy";

/** A row as lists read it: no body or search columns. */
export interface ListedRow extends Omit<ContentRow, "body" | "searchText" | "searchVector"> {
  body?: Record<string, unknown>;
  authorName: string;
  liked: boolean | null;
  saved: boolean | null;
}

export function presentImage(image: StoredImage): ContentImage {
  return {
    uploadId: image.uploadId,
    ...imageUrls(image.uploadId),
    width: image.width,
    height: image.height,
    alt: image.alt,
    caption: image.caption,
  };
}

/** A located item for the research map; a trip's notes cut for the popup. */
export function presentMapItem(
  row: Omit<MapItem, "domain" | "lat" | "lng"> & {
    domain: string | null;
    lat: number | null;
    lng: number | null;
  },
): MapItem {
  return {
    ...row,
    domain: row.domain as Domain | null,
    lat: row.lat!,
    lng: row.lng!,
    notes: truncateDescription(row.notes, MAP_POPUP_NOTES_LENGTH),
  };
}

export function ruleSubject(
  row: Pick<ContentRow, "title" | "summary" | "domain" | "locationName" | "country"> & {
    body?: Record<string, unknown>;
  },
): RuleSubject {
  return {
    title: row.title,
    summary: row.summary,
    domain: row.domain,
    location: { name: row.locationName, country: row.country },
    body: row.body ?? {},
  };
}

const CARD_IMAGES = 4;

export function presentSummary(row: ListedRow, signedIn: boolean): ContentSummary {
  const images = row.images.map(presentImage);
  const cover = images.find((i) => i.uploadId === row.coverUploadId) ?? images[0] ?? null;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    domain: row.domain as Domain | null,
    status: row.status,
    author: { id: row.authorId, name: row.authorName },
    location: { name: row.locationName, lat: row.lat, lng: row.lng, country: row.country },
    coverImage: cover,
    imageCount: images.length,
    images: images.slice(0, CARD_IMAGES),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    counts: { views: row.views, likes: row.likes, saves: row.saves, shares: row.shares },
    completeness: row.completeness,
    viewer: signedIn ? { liked: row.liked === true, saved: row.saved === true } : null,
    // Only items that are not published carry a reason, and only their author and admins see those.
    moderationReason: row.status === "published" ? null : (row.moderationReason ?? null),
  };
}

/**
 * The detail of an item for the viewer, with what they may do to it. The
 * body is the type's own (validated by that type's schema when written,
 * and again by the response schema, a union on `type`, when sent).
 */
export function presentDetail(
  row: ListedRow,
  viewer: PublicUser | null,
  authorCard: { publications: number; memberSince: Date },
): ContentDetail {
  const detail = {
    ...presentSummary(row, viewer !== null),
    images: row.images.map(presentImage),
    license: row.license as License,
    body: row.body ?? {},
    archivedAt: row.archivedAt?.toISOString() ?? null,
    authorCard: {
      id: row.authorId,
      name: row.authorName,
      publications: authorCard.publications,
      memberSince: authorCard.memberSince.toISOString(),
    },
    missingForPublish: missingForPublish(row.type, ruleSubject(row)),
    permissions: contentPermissions(viewer, row),
  };
  // The row's type and body were stored together from one parsed input.
  return detail as ContentDetail;
}

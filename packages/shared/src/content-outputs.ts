import { z } from "zod";
import { ContentImage, Domain, Location } from "./content-envelope";
import { CONTENT_STATUSES, CONTENT_TYPES } from "./content-types";
import type { ContentType } from "./content-types";
import { CONTENT_TYPE_BODIES } from "./content-types/bodies";
import type { ContentTypeBody } from "./content-types/rules";
import { License } from "./licenses";
import { pageOf } from "./pagination";

export const ContentAuthor = z.object({ id: z.string(), name: z.string() });

export const ContentCounts = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  saves: z.number().int(),
  shares: z.number().int(),
});

/** What the signed-in viewer has done to the item (null when signed out). */
export const ViewerState = z.object({ liked: z.boolean(), saved: z.boolean() }).nullable();

/** A card: everything the feed, the map and the dashboard lists show. */
export const ContentSummary = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The card description (summary or the type's fallback field), not yet truncated. */
  description: z.string(),
  domain: Domain.nullable(),
  status: z.enum(CONTENT_STATUSES),
  author: ContentAuthor,
  location: Location,
  coverImage: ContentImage.nullable(),
  imageCount: z.number().int(),
  /** Up to 4 images for the card strip (card-size URLs). */
  images: z.array(ContentImage),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  counts: ContentCounts,
  completeness: z.number().int(),
  viewer: ViewerState,
  /** Why an admin rejected or archived it: sent only to the author and admins. */
  moderationReason: z.string().nullable().optional(),
});
export type ContentSummary = z.infer<typeof ContentSummary>;

export const AuthorCard = z.object({
  id: z.string(),
  name: z.string(),
  /** Published items by this author, all types. */
  publications: z.number().int(),
  memberSince: z.string(),
});

/** What the viewer may do to the item, decided by the server's content policy. */
export const ContentPermissions = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  publish: z.boolean(),
});
export type ContentPermissions = z.infer<typeof ContentPermissions>;

const DetailEnvelope = ContentSummary.extend({
  images: z.array(ContentImage),
  /** The author's licence, an SPDX identifier (see LICENSE_INFO for its name and link). */
  license: License,
  archivedAt: z.string().nullable(),
  authorCard: AuthorCard,
  /** Labels of fields still missing before publishing. */
  missingForPublish: z.array(z.string()),
  /** The viewer's permissions, from the server's content policy (signed out: all false). */
  permissions: ContentPermissions,
});

/** The detail of one type: the envelope with the type's name and its own body. */
type DetailOf<B extends ContentTypeBody> = ReturnType<
  typeof DetailEnvelope.extend<{ type: z.ZodLiteral<B["type"]>; body: B["schema"] }>
>;

function detailOf<B extends ContentTypeBody>(type: B): DetailOf<B> {
  return DetailEnvelope.extend({ type: z.literal(type.type), body: type.schema }) as DetailOf<B>;
}

type Details<L extends readonly ContentTypeBody[]> = { [K in keyof L]: DetailOf<L[K]> };

const DETAILS = CONTENT_TYPE_BODIES.map(detailOf) as unknown as Details<typeof CONTENT_TYPE_BODIES>;

/** Each type's detail: the envelope with that type's own body. */
export const DETAIL_SCHEMAS = Object.fromEntries(
  CONTENT_TYPE_BODIES.map((b, i) => [b.type, DETAILS[i]]),
) as { [B in (typeof CONTENT_TYPE_BODIES)[number] as B["type"]]: DetailOf<B> };

/** One item with everything its page shows: a union on `type`, each with its own body. */
export const ContentDetail = z.discriminatedUnion("type", DETAILS);
export type ContentDetail = z.infer<typeof ContentDetail>;
export type ContentDetailOf<T extends ContentType> = Extract<ContentDetail, { type: T }>;

export const ContentPage = pageOf(ContentSummary);
export type ContentPage = z.infer<typeof ContentPage>;

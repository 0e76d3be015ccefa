import { z } from "zod";
import { ContentImage, Domain, Location } from "./content-envelope";
import { CONTENT_STATUSES, CONTENT_TYPES } from "./content-types";
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

export const ContentPage = pageOf(ContentSummary);
export type ContentPage = z.infer<typeof ContentPage>;

import { z } from "zod";
import { Domain } from "./content-envelope";
import { CONTENT_STATUSES, CONTENT_TYPES } from "./content-types";
import { PAGE_SIZE_MAX, pageOf } from "./pagination";

/** Newest first, last changed first, most liked first, most read (counted views) first. */
export const CONTENT_SORTS = ["recent", "updated", "popular", "read"] as const;

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(10));

/** GET /api/content: strict, for the server. */
export const ContentListQuery = z.strictObject({
  type: csv(z.enum(CONTENT_TYPES)).optional(),
  domain: Domain.optional(),
  /** An author id, or 'me' for the signed-in user. */
  author: z.union([z.literal("me"), z.uuid()]).optional(),
  /** Defaults to published. Other statuses need author=me (or an admin). */
  status: csv(z.enum(CONTENT_STATUSES)).optional(),
  q: z.string().trim().max(200).optional(),
  /** west,south,east,north */
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, "bbox must be west,south,east,north")
    .optional(),
  sort: z.enum(CONTENT_SORTS).default("recent"),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(12),
  cursor: z.string().max(500).optional(),
});
export type ContentListQuery = z.input<typeof ContentListQuery>;

/** Feed filters as they live in the URL: lenient, each field falls back on its own. */
export const FeedSearchParams = z.object({
  type: z.enum(CONTENT_TYPES).optional().catch(undefined),
  domain: Domain.optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
  view: z.enum(["list", "map"]).default("list").catch("list"),
});
export type FeedSearchParams = z.infer<typeof FeedSearchParams>;

/** GET /api/content/facets: counts for the domain chips under the current type and text filter. */
export const ContentFacetsQuery = z.strictObject({
  type: z.enum(CONTENT_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
});
export const ContentFacets = z.object({
  total: z.number().int(),
  domains: z.record(z.string(), z.number().int()),
});
export type ContentFacets = z.infer<typeof ContentFacets>;

/** GET /api/content/map: published items with coordinates. */
export const MAP_PAGE_MAX = 500;
export const MapQuery = z.strictObject({
  type: csv(z.enum(CONTENT_TYPES)).default(["case-study", "trip"]),
  limit: z.coerce.number().int().min(1).max(MAP_PAGE_MAX).default(MAP_PAGE_MAX),
  cursor: z.string().max(500).optional(),
});
export const MapItem = z.object({
  id: z.string(),
  type: z.enum(CONTENT_TYPES),
  slug: z.string(),
  title: z.string(),
  domain: Domain.nullable(),
  lat: z.number(),
  lng: z.number(),
  locationName: z.string(),
  description: z.string(),
  /** A trip's notes cut to MAP_POPUP_NOTES_LENGTH characters plus '...'; empty for other types. */
  notes: z.string(),
});
export type MapItem = z.infer<typeof MapItem>;
export const MapPage = pageOf(MapItem);

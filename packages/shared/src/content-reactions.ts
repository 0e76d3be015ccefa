import { z } from "zod";
import { ContentSummary } from "./content-outputs";
import { CONTENT_TYPES } from "./content-types";
import { pageOf } from "./pagination";

export const ReactionInput = z.strictObject({
  contentType: z.enum(CONTENT_TYPES),
  contentId: z.uuid(),
});
export type ReactionInput = z.infer<typeof ReactionInput>;

export const LikeState = z.object({ liked: z.boolean(), likes: z.number().int() });
export const SaveState = z.object({ saved: z.boolean(), saves: z.number().int() });

/** A liked or saved record with the item it points at. */
export const ReactionRecord = z.object({
  contentType: z.enum(CONTENT_TYPES),
  contentId: z.string(),
  createdAt: z.string(),
  item: ContentSummary,
});
export const ReactionPage = pageOf(ReactionRecord);
export type ReactionRecord = z.infer<typeof ReactionRecord>;

export const CounterResult = z.object({ counted: z.boolean(), count: z.number().int() });

/** Dashboard stat cards and tab counts (GET /api/me/stats). */
export const MyStats = z.object({
  publications: z.number().int(),
  drafts: z.number().int(),
  likesGiven: z.number().int(),
  itemsSaved: z.number().int(),
  totalViews: z.number().int(),
  likesReceived: z.number().int(),
  /**
   * Everything the person has started, whatever its status now: drafts, trips
   * being planned, items in review, published, rejected or archived.
   */
  itemsCreated: z.number().int(),
});
export type MyStats = z.infer<typeof MyStats>;

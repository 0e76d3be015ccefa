import { z } from "zod";

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

/** Cursor pagination query: limit capped in the schema. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(500).optional(),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
  });
}

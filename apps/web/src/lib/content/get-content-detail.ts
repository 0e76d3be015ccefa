import { ContentDetail } from "@field-commons/shared/content";
import type { ContentDetailOf, ContentType } from "@field-commons/shared/content";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiClient } from "../api-client";

/** Under ["content"], which likes, saves and content changes refresh. */
export const contentDetailKeys = {
  all: ["content", "detail"] as const,
  type: (type: ContentType) => [...contentDetailKeys.all, type] as const,
  detail: (type: ContentType, idOrSlug: string) =>
    [...contentDetailKeys.type(type), idOrSlug] as const,
};

/** True for a 404 answer: the item does not exist or is not visible to the viewer. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Is the item of this type? Narrows the union to that type's detail. */
function isDetailOf<T extends ContentType>(
  item: ContentDetail,
  type: T,
): item is ContentDetailOf<T> {
  return item.type === type;
}

/**
 * GET /api/content/{type}/{idOrSlug} (the slug or the id). Resolves to null
 * when the answer is empty, unreadable or of another type; a 404 and other
 * failures throw ApiError or NetworkError.
 */
export async function getContentDetail<T extends ContentType>(
  type: T,
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<ContentDetailOf<T> | null> {
  const data = await apiClient.get<unknown>(
    `/api/content/${encodeURIComponent(type)}/${encodeURIComponent(idOrSlug)}`,
    { signal },
  );
  const parsed = ContentDetail.safeParse(data);
  if (!parsed.success) {
    if (data !== undefined && data !== null) console.error(`Unreadable ${type}`, parsed.error);
    return null;
  }
  return isDetailOf(parsed.data, type) ? parsed.data : null;
}

export const contentDetailQueryOptions = <T extends ContentType>(type: T, idOrSlug: string) =>
  queryOptions({
    queryKey: contentDetailKeys.detail(type, idOrSlug),
    queryFn: ({ signal }) => getContentDetail(type, idOrSlug, signal),
  });

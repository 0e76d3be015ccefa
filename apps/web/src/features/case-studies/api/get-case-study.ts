import { ContentDetail } from "@field-commons/shared/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/** Under ["content"], which likes, saves and content changes refresh. */
export const caseStudyKeys = {
  all: ["content", "detail", "case-study"] as const,
  detail: (idOrSlug: string) => [...caseStudyKeys.all, idOrSlug] as const,
};

/**
 * GET /api/content/case-study/{idOrSlug}. Resolves to null when the answer is
 * empty or is not a case study; 404 and other failures throw ApiError or
 * NetworkError.
 */
export async function getCaseStudy(
  idOrSlug: string,
  signal?: AbortSignal,
): Promise<ContentDetail | null> {
  const data = await apiClient.get<unknown>(
    `/api/content/case-study/${encodeURIComponent(idOrSlug)}`,
    { signal },
  );
  const parsed = ContentDetail.safeParse(data);
  if (!parsed.success) {
    if (data !== undefined && data !== null) {
      console.error("Unreadable case study", parsed.error);
    }
    return null;
  }
  return parsed.data.type === "case-study" ? parsed.data : null;
}

export const caseStudyQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: caseStudyKeys.detail(idOrSlug),
    queryFn: ({ signal }) => getCaseStudy(idOrSlug, signal),
  });

export function useCaseStudy(idOrSlug: string) {
  return useQuery(caseStudyQueryOptions(idOrSlug));
}

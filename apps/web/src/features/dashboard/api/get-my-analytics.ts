import { Analytics } from "@field-commons/shared/admin";
import type { AnalyticsWindow } from "@field-commons/shared/admin";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/**
 * GET /api/analytics/dashboard/{userId}?days=7|30|90: views of the signed-in
 * author's own content. Under ["me"], so it reloads with the dashboard.
 */
export function useMyAnalytics(userId: string, days: AnalyticsWindow) {
  return useQuery(
    queryOptions({
      queryKey: ["me", "analytics", userId, days] as const,
      queryFn: ({ signal }) =>
        apiClient.get(`/api/analytics/dashboard/${encodeURIComponent(userId)}?days=${days}`, {
          schema: Analytics,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

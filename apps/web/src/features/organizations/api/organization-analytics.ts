import { OrganizationAnalytics } from "@field-commons/shared/jobs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { organizationKeys } from "./organization-keys";

/** GET /api/organizations/analytics?days=7|30|90: views and applications per job per day. */
function getOrganizationAnalytics(
  days: number,
  signal?: AbortSignal,
): Promise<OrganizationAnalytics> {
  return apiClient.get(`/api/organizations/analytics?days=${days}`, {
    schema: OrganizationAnalytics,
    signal,
  });
}

export function useOrganizationAnalytics(days: number) {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.analytics(days),
      queryFn: ({ signal }) => getOrganizationAnalytics(days, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

import { Application, ApplicationPage } from "@field-commons/shared/applications";
import type { ApplicationStatus } from "@field-commons/shared/applications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { organizationKeys } from "./organization-keys";
import type { OrganizationApplicationsQuery } from "./organization-keys";
import { getPage, usePageQuery } from "./page-query";

/** GET /api/organizations/applications: applications to the organization's jobs, newest first. */
export function useOrganizationApplications(query: OrganizationApplicationsQuery) {
  const { page, limit, jobId, status } = query;
  return usePageQuery(organizationKeys.applications(query), (signal) =>
    getPage(
      "/api/organizations/applications",
      { page, limit, jobId, status },
      ApplicationPage,
      signal,
    ),
  );
}

/** PUT /api/applications/{id} {status}: any of the four from any other. */
export function useSetApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      apiClient.put(
        `/api/applications/${encodeURIComponent(id)}`,
        { status },
        { schema: Application },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

import { ApplicationPage } from "@field-commons/shared/applications";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

const APPLICATIONS_PAGE_SIZE = 10;

/** GET /api/applications?page=N: the signed-in user's own job applications, newest first. */
function getMyApplications(page: number, signal?: AbortSignal): Promise<ApplicationPage> {
  const search = new URLSearchParams({ page: String(page), limit: String(APPLICATIONS_PAGE_SIZE) });
  return apiClient.get(`/api/applications?${search}`, { schema: ApplicationPage, signal });
}

/** One page of the owner's applications; the page shown stays on screen while the next loads. */
export function useMyApplicationsPage(page: number) {
  return useQuery(
    queryOptions({
      queryKey: profileKeys.applications(page),
      queryFn: ({ signal }) => getMyApplications(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

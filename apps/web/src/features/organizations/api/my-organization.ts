import { MyOrganization, OrganizationInput } from "@field-commons/shared/jobs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiClient } from "../../../lib/api-client";
import { JOB_BOARD_ROOT, organizationKeys } from "./organization-keys";

/**
 * GET /api/organizations/me: the signed-in user's organization, role and
 * members; null when the user has none (404 ORGANIZATION_NOT_FOUND).
 */
async function getMyOrganization(signal?: AbortSignal): Promise<MyOrganization | null> {
  try {
    return await apiClient.get("/api/organizations/me", { schema: MyOrganization, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useMyOrganization() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.me(),
      queryFn: ({ signal }) => getMyOrganization(signal),
    }),
  );
}

/** POST /api/organizations (create, the creator owns it) or PUT /api/organizations/me (update). */
function saveOrganization(mode: "create" | "update", input: OrganizationInput) {
  const body = OrganizationInput.parse(input);
  return mode === "create"
    ? apiClient.post("/api/organizations", body, { schema: MyOrganization })
    : apiClient.put("/api/organizations/me", body, { schema: MyOrganization });
}

export function useSaveOrganization(mode: "create" | "update") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) => saveOrganization(mode, input),
    onError: (error) => {
      // Already in an organization (created elsewhere meanwhile): show it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: organizationKeys.me() });
      }
    },
    onSuccess: async (data) => {
      queryClient.setQueryData(organizationKeys.me(), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: JOB_BOARD_ROOT }),
      ]);
    },
  });
}

import { DataExport, DataExportPage, isPreparing } from "@field-commons/shared/data-export";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { accountKeys } from "./account-keys";

/** How many of the latest exports the settings page lists. */
const SHOWN = 10;
/** How often the list is read again while an export is being prepared. */
const PREPARING_POLL_MS = 3000;

function dataExportsQuery() {
  return queryOptions({
    queryKey: accountKeys.dataExports(),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/me/data-exports?limit=${SHOWN}`, { schema: DataExportPage, signal }),
    // Read again every few seconds while one is on its way, so "Ready" shows by itself.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isPreparing(item.status)) ? PREPARING_POLL_MS : false,
  });
}

/** GET /api/me/data-exports: the latest exports of the account's data, newest first. */
export function useDataExports() {
  return useQuery(dataExportsQuery());
}

/** POST /api/me/data-exports: starts an export (409 while one is prepared, 429 after 3 a day). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post("/api/me/data-exports", undefined, { schema: DataExport }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.dataExports() }),
  });
}

import { PublicConfig } from "@field-commons/shared/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "./api-client";

/** Runtime configuration shared by several features (demo mode, map tiles). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiClient.get("/api/config", { schema: PublicConfig });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["config"],
    queryFn: getPublicConfig,
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

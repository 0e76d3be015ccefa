import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";

/** A list's page, page size and filters, in the order they are sent; unset filters are left out. */
type PageParams = Record<string, string | number | undefined>;

/** GET `path` with the params that are set (`?page=1&limit=20&status=active`), read with `schema`. */
export function getPage<T>(
  path: string,
  params: PageParams,
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return apiClient.get(`${path}?${search.toString()}`, { schema, signal });
}

/** One page of a list; the page shown stays on screen while another page or filter loads. */
export function usePageQuery<T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => read(signal),
      placeholderData: keepPreviousData,
    }),
  );
}

import {
  SEARCH_LIMITS,
  SearchFiltersResponse,
  SearchResponse,
  SuggestionsResponse,
} from "@field-commons/shared/search";
import type { SearchRequest, SearchType } from "@field-commons/shared/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export const searchKeys = {
  all: ["search"] as const,
  filters: () => [...searchKeys.all, "filters"] as const,
  suggestions: (q: string) => [...searchKeys.all, "suggestions", q] as const,
  results: (type: SearchType, request: SearchRequest) =>
    [...searchKeys.all, "results", type, request] as const,
};

export function getSearchFilters(signal?: AbortSignal): Promise<SearchFiltersResponse> {
  return apiClient.get("/api/search/filters", { schema: SearchFiltersResponse, signal });
}

/** The filter values the whole index holds; they change slowly. */
export function useSearchFilters(enabled = true) {
  return useQuery({
    queryKey: searchKeys.filters(),
    queryFn: ({ signal }) => getSearchFilters(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function getSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionsResponse> {
  return apiClient.get(`/api/search/suggestions?${new URLSearchParams({ q }).toString()}`, {
    schema: SuggestionsResponse,
    signal,
  });
}

/** Suggestions for a query longer than two characters (pass the debounced text). */
export function useSuggestions(q: string, enabled = true) {
  const text = q.trim();
  return useQuery({
    queryKey: searchKeys.suggestions(text),
    queryFn: ({ signal }) => getSuggestions(text, signal),
    enabled: enabled && text.length > SEARCH_LIMITS.suggestAfter,
    staleTime: 60_000,
    retry: false,
  });
}

export function runSearch(
  type: SearchType,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return apiClient.post(`/api/search/${type}`, request, { schema: SearchResponse, signal });
}

export function searchQuery(type: SearchType, request: SearchRequest) {
  return queryOptions({
    queryKey: searchKeys.results(type, request),
    queryFn: async ({ signal }) => {
      try {
        return await runSearch(type, request, signal);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          console.error("Search failed", error);
        }
        throw error;
      }
    },
    retry: false,
  });
}

/** The results of a search; blank text asks nothing. */
export function useSearchResults(type: SearchType, request: SearchRequest) {
  return useQuery({
    ...searchQuery(type, request),
    enabled: request.text.trim() !== "",
    placeholderData: (previous, previousQuery) =>
      // Keep the old page on screen while the next page of the same search loads.
      previousQuery && samePages(previousQuery.queryKey, searchKeys.results(type, request))
        ? keepPreviousData(previous)
        : undefined,
  });
}

/** Two result keys that differ only in the page. */
function samePages(a: readonly unknown[], b: readonly unknown[]): boolean {
  const strip = (key: readonly unknown[]) => {
    const request = key[3] as SearchRequest | undefined;
    return JSON.stringify([key[2], { ...request, options: { ...request?.options, page: 0 } }]);
  };
  return strip(a) === strip(b);
}

import { JobSearchParams } from "@field-commons/shared/jobs";
import type { JobFilters } from "@field-commons/shared/jobs";
import { useCallback, useMemo } from "react";
import { useUrlSearchParams } from "../../../hooks/use-url-search-params";

export type JobView = "grid" | "list";
export const JOB_VIEWS: readonly JobView[] = ["grid", "list"];

/** Everything the board keeps in its URL: filters, sort, page and the grid/list view. */
export interface JobBoardState extends JobSearchParams {
  view: JobView;
}

const FILTER_KEYS = ["search", "type", "location", "domain", "experience"] as const;

/** Reads the board's URL leniently (JobSearchParams): a bad value is dropped, never an error. */
export function readJobBoardState(searchParams: URLSearchParams): JobBoardState {
  const get = (key: string) => searchParams.get(key) ?? undefined;
  const parsed = JobSearchParams.parse({
    page: get("page"),
    sort: get("sort"),
    search: get("search"),
    type: get("type"),
    location: get("location"),
    domain: get("domain"),
    experience: get("experience"),
  });
  const view = get("view");
  return {
    ...parsed,
    search: parsed.search ? parsed.search : undefined,
    view: view === "list" ? "list" : "grid",
  };
}

/** The URL for a state; defaults (page 1, newest, grid) are left out. */
export function writeJobBoardState(state: JobBoardState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key]?.trim();
    if (value) params.set(key, value);
  }
  if (state.sort !== "newest") params.set("sort", state.sort);
  if (state.view !== "grid") params.set("view", state.view);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The filters a job alert saves: the search and the four selects, without blanks. */
export function filtersOf(state: JobSearchParams): JobFilters {
  const filters: JobFilters = {};
  if (state.search) filters.search = state.search;
  if (state.type) filters.type = state.type;
  if (state.location) filters.location = state.location;
  if (state.domain) filters.domain = state.domain;
  if (state.experience) filters.experience = state.experience;
  return filters;
}

export function hasFilters(state: JobSearchParams): boolean {
  return Object.keys(filtersOf(state)).length > 0;
}

/**
 * The board's state in the URL. Changing a filter, the search or the sort
 * goes back to page 1; a page change adds a history entry (Back returns to
 * the previous page), other changes replace the current one.
 */
export function useJobFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const state = useMemo(() => readJobBoardState(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<JobBoardState, "page">>) =>
      setSearchParams(
        (current) => writeJobBoardState({ ...readJobBoardState(current), ...patch, page: 1 }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const setView = useCallback(
    (view: JobView) =>
      setSearchParams((current) => writeJobBoardState({ ...readJobBoardState(current), view }), {
        replace: true,
      }),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) => writeJobBoardState({ ...readJobBoardState(current), page })),
    [setSearchParams],
  );

  const onSearch = useCallback((search: string | undefined) => update({ search }), [update]);

  const clearAll = useCallback(
    () =>
      update({
        search: undefined,
        type: undefined,
        location: undefined,
        domain: undefined,
        experience: undefined,
        sort: "newest",
      }),
    [update],
  );

  return { state, update, setView, setPage, onSearch, clearAll };
}

import {
  DEFAULT_SEMANTIC_RATIO,
  NODE_ENTITY_TYPES,
  SEARCH_LIMITS,
  SEARCH_SORTS,
  SEARCH_TYPES,
} from "@field-commons/shared/search";
import type {
  NodeEntityType,
  SearchRequest,
  SearchSort,
  SearchType,
} from "@field-commons/shared/search";
import { useCallback, useMemo } from "react";
import { useUrlSearchParams } from "../../../hooks/use-url-search-params";

export interface SearchFilterState {
  types: NodeEntityType[];
  domains: string[];
  tags: string[];
  locations: string[];
}

export type FilterKey = keyof SearchFilterState;
export const FILTER_KEYS: readonly FilterKey[] = ["types", "domains", "tags", "locations"];

/** Everything a search is made of; all of it lives in the URL. */
export interface SearchState {
  q: string;
  type: SearchType;
  filters: SearchFilterState;
  sort: SearchSort;
  /** Hybrid only: 0 text only … 1 semantic only. */
  ratio: number;
  page: number;
  /** The selected node, whose graph is shown. */
  node: string | null;
}

export const DEFAULT_RATIO = DEFAULT_SEMANTIC_RATIO;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Repeated params (tags=a&tags=b), trimmed, distinct, capped; commas split too. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 120);
  return [...new Set(values)].slice(0, SEARCH_LIMITS.filterValues);
}

/** Reads the page's URL leniently: a bad value is dropped, never an error. */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get("page"));
  const ratioParam = params.get("ratio");
  const ratio = ratioParam === null ? NaN : Number(ratioParam);
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_LIMITS.query),
    type: oneOf(SEARCH_TYPES, params.get("type")) ?? "hybrid",
    filters: {
      types: readList(params, "types").filter((value): value is NodeEntityType =>
        (NODE_ENTITY_TYPES as readonly string[]).includes(value),
      ),
      domains: readList(params, "domains"),
      tags: readList(params, "tags"),
      locations: readList(params, "locations"),
    },
    sort: oneOf(SEARCH_SORTS, params.get("sort")) ?? "relevance",
    ratio: Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : DEFAULT_RATIO,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    node: params.get("node")?.trim() || null,
  };
}

/** The URL of a state; defaults (hybrid, relevance, the default ratio, page 1) are left out. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.type !== "hybrid") params.set("type", state.type);
  for (const key of FILTER_KEYS) {
    for (const value of state.filters[key]) params.append(key, value);
  }
  if (state.sort !== "relevance") params.set("sort", state.sort);
  if (state.type === "hybrid" && state.ratio !== DEFAULT_RATIO) {
    params.set("ratio", String(Math.round(state.ratio * 100) / 100));
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.node) params.set("node", state.node);
  return params;
}

export function filterCount(filters: SearchFilterState): number {
  return FILTER_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
}

/** The request body of POST /api/search/{type} for a state. */
export function searchRequestOf(state: SearchState): SearchRequest {
  return {
    text: state.q,
    filters: state.filters,
    options: {
      limit: SEARCH_LIMITS.results,
      page: state.page,
      sortBy: state.sort,
      sortOrder: "desc",
      semanticRatio: state.type === "hybrid" ? state.ratio : DEFAULT_RATIO,
    },
  };
}

/**
 * The page's state in the URL. A new query adds a history entry (Back
 * returns to the previous search); filter, sort, type and ratio changes
 * replace it and go back to page 1; a page change adds one. Changes commit at
 * once (flushSync), not as a transition: a ticked filter shows as soon as it
 * is clicked, even while an earlier change's results are still loading (as a
 * transition, the controlled checkbox stayed unticked until then).
 */
export function useSearchState() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const state = useMemo(() => readSearchState(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<SearchState>, { push = false }: { push?: boolean } = {}) =>
      setSearchParams((current) => writeSearchState({ ...readSearchState(current), ...patch }), {
        replace: !push,
        preventScrollReset: true,
        flushSync: true,
      }),
    [setSearchParams],
  );

  /** Runs a search for `q` (with the current type and filters), from page 1, no selection. */
  const search = useCallback(
    (q: string) => update({ q: q.trim(), page: 1, node: null }, { push: true }),
    [update],
  );

  const setFilters = useCallback(
    (filters: SearchFilterState) => update({ filters, page: 1, node: null }),
    [update],
  );

  const toggleFilter = useCallback(
    (key: FilterKey, value: string) =>
      setSearchParams(
        (current) => {
          const state = readSearchState(current);
          const list = state.filters[key] as string[];
          const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
          return writeSearchState({
            ...state,
            filters: { ...state.filters, [key]: next },
            page: 1,
            node: null,
          });
        },
        { replace: true, preventScrollReset: true, flushSync: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => update({ page, node: null }, { push: true }),
    [update],
  );
  const selectNode = useCallback((node: string | null) => update({ node }), [update]);

  return { state, update, search, setFilters, toggleFilter, setPage, selectNode };
}

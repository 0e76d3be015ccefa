import {
  PROCESSING_STATUSES,
  RECORDING_SORTS,
  RECORDING_TYPES,
} from "@field-commons/shared/recordings";
import type {
  ProcessingStatus,
  RecordingSort,
  RecordingType,
} from "@field-commons/shared/recordings";
import { useCallback, useMemo } from "react";
import type { RecordingListParams } from "../api/recordings-api";
import { useUrlSearchParams } from "../../../hooks/use-url-search-params";

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the hub's URL leniently: a bad value is dropped, never an error. */
export function readRecordingParams(params: URLSearchParams): RecordingListParams {
  const page = Number(params.get("page"));
  const visibility = params.get("visibility");
  const search = params.get("search")?.trim();
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: search ? search : undefined,
    type: oneOf<RecordingType>(RECORDING_TYPES, params.get("type")),
    status: oneOf<ProcessingStatus>(PROCESSING_STATUSES, params.get("status")),
    isPrivate: visibility === "private" ? "true" : visibility === "public" ? "false" : undefined,
    sortBy: oneOf<RecordingSort>(RECORDING_SORTS, params.get("sort")) ?? "newest",
  };
}

/** The URL for a state; defaults (page 1, newest, no filter) are left out. */
export function writeRecordingParams(state: RecordingListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.type) params.set("type", state.type);
  if (state.status) params.set("status", state.status);
  if (state.isPrivate) params.set("visibility", state.isPrivate === "true" ? "private" : "public");
  if (state.sortBy !== "newest") params.set("sort", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/**
 * The hub's state in the URL. A filter, search or sort change goes back to
 * page 1 and replaces the history entry; a page change adds one.
 */
export function useRecordingFilters() {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const state = useMemo(() => readRecordingParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<Omit<RecordingListParams, "page">>) =>
      setSearchParams(
        (current) => writeRecordingParams({ ...readRecordingParams(current), ...patch, page: 1 }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) =>
      setSearchParams((current) => writeRecordingParams({ ...readRecordingParams(current), page })),
    [setSearchParams],
  );

  const onSearch = useCallback((search: string | undefined) => update({ search }), [update]);

  return { state, update, setPage, onSearch };
}

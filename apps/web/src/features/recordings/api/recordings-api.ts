import {
  ProcessAccepted,
  RECORDINGS_PAGE_SIZE,
  Recording,
  RecordingList,
} from "@field-commons/shared/recordings";
import type {
  ProcessStep,
  ProcessingStatus,
  RecordingFields,
  RecordingSort,
  RecordingType,
} from "@field-commons/shared/recordings";
import type {
  RecordingUpdate,
  TranscriptFormat,
  TranscriptSegment,
} from "@field-commons/shared/recordings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient, toApiError } from "../../../lib/api-client";
import { uploadForm } from "../../../lib/upload-file";
import type { UploadOptions } from "../../../lib/upload-file";
import { isWorking } from "../utils/status";

/** How often cards and the editor look again while a recording is being processed. */
export const PROCESSING_POLL_MS = 2500;

/** The hub's filters, sort and page (all in the URL). */
export interface RecordingListParams {
  page: number;
  search?: string;
  type?: RecordingType;
  status?: ProcessingStatus;
  /** 'true': private ones only; 'false': public and shared only. */
  isPrivate?: "true" | "false";
  sortBy: RecordingSort;
}

export const recordingKeys = {
  all: ["recordings"] as const,
  list: (params: RecordingListParams) => [...recordingKeys.all, "list", params] as const,
  detail: (id: string) => [...recordingKeys.all, "detail", id] as const,
};

const SORT_ORDER: Record<RecordingSort, "asc" | "desc"> = {
  newest: "desc",
  oldest: "asc",
  "title-asc": "asc",
  "title-desc": "desc",
  longest: "desc",
  shortest: "asc",
};

/** The query string of GET /api/recordings for the hub's state. */
export function recordingListQuery(params: RecordingListParams): string {
  const search = new URLSearchParams();
  search.set("page", String(params.page));
  search.set("limit", String(RECORDINGS_PAGE_SIZE));
  if (params.search) search.set("search", params.search);
  if (params.type) search.set("type", params.type);
  if (params.status) search.set("status", params.status);
  if (params.isPrivate) search.set("isPrivate", params.isPrivate);
  search.set("sortBy", params.sortBy);
  search.set("sortOrder", SORT_ORDER[params.sortBy]);
  return search.toString();
}

export function getRecordings(
  params: RecordingListParams,
  signal?: AbortSignal,
): Promise<RecordingList> {
  return apiClient.get(`/api/recordings?${recordingListQuery(params)}`, {
    schema: RecordingList,
    signal,
  });
}

/** The hub's page of recordings; looks again every few seconds while one of them is processing. */
export function useRecordings(params: RecordingListParams) {
  return useQuery({
    queryKey: recordingKeys.list(params),
    queryFn: ({ signal }) => getRecordings(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.recordings.some((r) => isWorking(r.processingStatus))
        ? PROCESSING_POLL_MS
        : false,
  });
}

export function getRecording(id: string, signal?: AbortSignal): Promise<Recording> {
  return apiClient.get(`/api/recordings/${encodeURIComponent(id)}`, {
    schema: Recording,
    signal,
  });
}

/** One recording; looks again every few seconds while it is being processed. */
export function useRecording(id: string | null | undefined) {
  return useQuery({
    queryKey: recordingKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getRecording(id ?? "", signal),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && isWorking(query.state.data.processingStatus) ? PROCESSING_POLL_MS : false,
  });
}

/** What POST /api/recordings takes besides the file. */
export type NewRecordingFields = z.input<typeof RecordingFields>;

/** The multipart body of POST /api/recordings: the file plus the fields (objects as JSON). */
export function recordingFormData(
  file: Blob,
  fileName: string,
  fields: NewRecordingFields,
  process: boolean,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) {
      if (key === "location" || key === "contentId" || key === "domain") continue;
    }
    form.append(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  if (process) form.append("process", "true");
  // The file goes last so the fields are read before the bytes stream in.
  form.append("file", file, fileName);
  return form;
}

/** POST /api/recordings with upload progress (0 to 1). */
export function createRecording(
  file: Blob,
  fileName: string,
  fields: NewRecordingFields,
  { process = false, ...options }: UploadOptions & { process?: boolean } = {},
): Promise<Recording> {
  return uploadForm(
    "/api/recordings",
    recordingFormData(file, fileName, fields, process),
    Recording,
    options,
  );
}

/** What PUT /api/recordings/{id} takes (before the server's defaults). */
export type RecordingUpdateInput = z.input<typeof RecordingUpdate>;

export function updateRecording(id: string, update: RecordingUpdateInput): Promise<Recording> {
  return apiClient.put(`/api/recordings/${encodeURIComponent(id)}`, update, { schema: Recording });
}

export function deleteRecording(id: string): Promise<unknown> {
  return apiClient.delete(`/api/recordings/${encodeURIComponent(id)}`);
}

/** Queues processing (all the steps the consent allows, or the given ones); answers at once. */
export function processRecording(id: string, steps?: readonly ProcessStep[]) {
  return apiClient.post(
    `/api/recordings/${encodeURIComponent(id)}/process`,
    steps ? { steps } : {},
    { schema: ProcessAccepted },
  );
}

/** Bodies up to this size can go with keepalive (the browser's limit is 64 KiB for all of them). */
const KEEPALIVE_LIMIT = 60 * 1024;

/**
 * PUT /api/recordings/{id} with the transcript only (the editor's autosave).
 * With `keepalive` (the page is being left) a body small enough is sent so it
 * outlives the page; a larger one goes as a normal request.
 */
export async function saveTranscript(
  id: string,
  transcript: TranscriptSegment[],
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Recording | null> {
  const path = `/api/recordings/${encodeURIComponent(id)}`;
  const body = JSON.stringify({ transcript });
  if (keepalive && body.length <= KEEPALIVE_LIMIT) {
    const response = await fetch(path, {
      method: "PUT",
      keepalive: true,
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body,
    });
    if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
    return null;
  }
  return apiClient.put(path, { transcript }, { schema: Recording });
}

/** GET /api/recordings/{id}/transcript?format=...: the transcript as a file to download. */
export function transcriptExportUrl(id: string, format: TranscriptFormat): string {
  return `/api/recordings/${encodeURIComponent(id)}/transcript?format=${format}`;
}

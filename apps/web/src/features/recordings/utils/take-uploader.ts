import {
  RECORDING_UPLOAD_CHUNK_BYTES,
  RecordingUpload,
  RecordingUploadOffset,
  UPLOAD_CHUNK_CONTENT_TYPE,
  type RecordingUploadComplete,
} from "@field-commons/shared/recording-uploads";
import { Recording } from "@field-commons/shared/recordings";
import {
  ApiError,
  NetworkError,
  apiClient,
  newIdempotencyKey,
  toApiError,
} from "../../../lib/api-client";
import type { z } from "zod";
import { isUnreachable } from "../../../lib/offline/unreachable";
import { capturedFileName } from "./defaults";
import type { RecoveredTake, TakeUpload, takeStore } from "./take-store";

type Store = ReturnType<typeof takeStore>;

/** Told when takes queued on this device were added, sent or refused. */
export const TAKES_CHANGED_EVENT = "field-commons:takes-changed";

export function announceTakesChanged(): void {
  window.dispatchEvent(new Event(TAKES_CHANGED_EVENT));
}

/** Told when a queued take's upload moved on (the waiting list shows how far). */
export const TAKE_PROGRESS_EVENT = "field-commons:take-progress";

export function announceTakeProgress(): void {
  window.dispatchEvent(new Event(TAKE_PROGRESS_EVENT));
}

export interface UploadRound {
  uploaded: { takeId: string; recordingId: string; title: string }[];
  refused: { takeId: string; reason: string }[];
  /** The network went (or the server is down) part way: the rest waits for the next round. */
  interrupted: boolean;
}

/**
 * Uploads the account's queued takes one by one, oldest first. A take is
 * removed from the device only once the server has stored it; a refusal (over
 * the storage quota, a bad field) is kept with its reason for the person to
 * act on, never dropped; no network or a server error ends the round and
 * leaves the rest for the next one. Takes already refused wait for the person.
 */
export async function uploadQueuedTakes(
  store: Store,
  ownerId: string,
  upload: (take: RecoveredTake) => Promise<{ id: string; title: string }>,
): Promise<UploadRound> {
  const round: UploadRound = { uploaded: [], refused: [], interrupted: false };
  for (const take of await store.queued(ownerId)) {
    if (take.refused) continue;
    try {
      const recording = await upload(take);
      await store.remove(take.id);
      round.uploaded.push({ takeId: take.id, recordingId: recording.id, title: recording.title });
    } catch (error) {
      // The same upload still running (sent from before a cut): its answer comes on the next round.
      if (error instanceof ApiError && error.code === "IDEMPOTENCY_IN_PROGRESS") {
        round.interrupted = true;
        break;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        await store.refuse(take.id, error.message);
        round.refused.push({ takeId: take.id, reason: error.message });
        continue;
      }
      if (isUnreachable(error) || error instanceof ApiError) {
        round.interrupted = true;
        break;
      }
      throw error;
    }
  }
  return round;
}

/**
 * Runs `work` in one tab at a time (Web Locks where the browser has them), so
 * two open tabs never send the same take twice.
 */
export async function oneTabAtATime<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request("field-commons:take-uploads", { ifAvailable: true }, async (lock) =>
    lock ? work() : null,
  );
}

/** The bytes sent per request: a cut loses at most this much. */
const TAKE_CHUNK_BYTES = RECORDING_UPLOAD_CHUNK_BYTES;
/** Failures in a row, with no byte gained, before a round gives up on a take. */
const FAILURES_IN_A_ROW = 3;

/** The server's side of a resumable upload. */
export interface ResumableApi {
  start(
    body: { size: number; mimeType: string; fileName: string },
    idempotencyKey: string,
  ): Promise<{ id: string; offset: number }>;
  offset(uploadId: string): Promise<number>;
  /** Sends bytes from `offset`; answers the server's offset (also when it was not `offset`). */
  send(uploadId: string, offset: number, bytes: Blob): Promise<number>;
  complete(
    uploadId: string,
    body: z.input<typeof RecordingUploadComplete>,
    idempotencyKey: string,
  ): Promise<{ id: string; title: string }>;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

const uploadPath = (id: string) => `/api/recordings/uploads/${encodeURIComponent(id)}`;

/** /api/recordings/uploads over the network; chunks go as bytes, the rest as JSON. */
export const resumableApi: ResumableApi = {
  start: (body, idempotencyKey) =>
    apiClient.post("/api/recordings/uploads", body, { schema: RecordingUpload, idempotencyKey }),
  offset: async (uploadId) =>
    (await apiClient.get(uploadPath(uploadId), { schema: RecordingUpload })).offset,
  async send(uploadId, offset, bytes) {
    let response: Response;
    try {
      response = await fetch(uploadPath(uploadId), {
        method: "PATCH",
        credentials: "same-origin",
        headers: {
          Accept: "application/json",
          "Content-Type": UPLOAD_CHUNK_CONTENT_TYPE,
          "Upload-Offset": String(offset),
        },
        body: bytes,
      });
    } catch (cause) {
      throw new NetworkError(
        "Could not reach Field Commons. Check your connection and try again.",
        {
          cause,
        },
      );
    }
    const data = await readJson(response);
    // 409: the server has another offset; it is where to go on from.
    if (response.ok || response.status === 409) {
      const parsed = RecordingUploadOffset.safeParse(data);
      if (parsed.success) return parsed.data.offset;
    }
    if (!response.ok) throw toApiError(response.status, data);
    throw new NetworkError("The server sent an answer this page could not read.");
  },
  complete: (uploadId, body, idempotencyKey) =>
    apiClient.post(`${uploadPath(uploadId)}/complete`, body, { schema: Recording, idempotencyKey }),
};

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** A new upload's keys: used for every retry until it is completed or refused. */
const freshUpload = (): TakeUpload => ({
  createKey: newIdempotencyKey(),
  completeKey: newIdempotencyKey(),
  offset: 0,
});

/**
 * Sends a queued take with the resumable upload: opens an upload once (its
 * key kept with the take), sends the audio in TAKE_CHUNK_BYTES chunks from
 * the offset the server confirmed (kept with the take after each one), then
 * completes it with the take's fields. After a failed chunk it asks the
 * server how far it got and goes on from there; an upload the server no
 * longer knows (expired) starts again. A refusal (4xx) is thrown for the
 * caller to keep, as is a network that stays away; a refused step gets a new
 * key, so Try Again asks the server again instead of replaying its refusal.
 */
export async function sendTakeResumably(
  store: Store,
  take: RecoveredTake,
  {
    api = resumableApi,
    onProgress,
    chunkBytes = TAKE_CHUNK_BYTES,
  }: {
    api?: ResumableApi;
    /** Told the share of the take the server has (0 to 1) after each chunk. */
    onProgress?: (fraction: number) => void;
    chunkBytes?: number;
  } = {},
): Promise<{ id: string; title: string }> {
  const queued = take.queued;
  if (!queued) throw new Error("The take is not queued for upload.");
  const size = take.blob.size;
  let state: TakeUpload = take.upload ?? freshUpload();
  const save = async (next: TakeUpload) => {
    state = next;
    await store.saveUpload(take.id, next);
  };
  if (!take.upload) await save(state);
  let failures = 0;
  for (;;) {
    let step: "start" | "send" | "complete" = "start";
    try {
      if (!state.uploadId) {
        const opened = await api.start(
          {
            size,
            mimeType: take.blob.type || "audio/webm",
            fileName: capturedFileName(take.blob, new Date(take.startedAt)),
          },
          state.createKey,
        );
        await save({ ...state, uploadId: opened.id, offset: opened.offset });
      }
      const uploadId = state.uploadId!;
      step = "send";
      while (state.offset < size) {
        const from = state.offset;
        const offset = await api.send(
          uploadId,
          from,
          take.blob.slice(from, Math.min(size, from + chunkBytes)),
        );
        await save({ ...state, offset });
        if (offset > from) failures = 0;
        else if (++failures >= FAILURES_IN_A_ROW)
          throw new NetworkError("The upload makes no progress.");
        onProgress?.(size > 0 ? offset / size : 1);
      }
      step = "complete";
      return await api.complete(
        uploadId,
        { ...queued.fields, process: queued.process },
        state.completeKey,
      );
    } catch (error) {
      // The upload is gone (expired, or never known): a new one, from the first byte.
      if (isStatus(error, 404)) {
        if (++failures >= FAILURES_IN_A_ROW) throw error;
        await save(freshUpload());
        continue;
      }
      if (error instanceof ApiError && error.code === "IDEMPOTENCY_IN_PROGRESS") throw error;
      const refused =
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 409;
      if (refused) {
        if (step === "start") await save({ ...state, createKey: newIdempotencyKey() });
        if (step === "complete") await save({ ...state, completeKey: newIdempotencyKey() });
        throw error;
      }
      if (++failures >= FAILURES_IN_A_ROW || !state.uploadId) throw error;
      // A completion whose answer was lost may have made the recording (and
      // ended the upload, so asking for the offset would answer 404 and start
      // a second one): it is sent again with the same key, which answers the
      // same recording, or makes it now.
      if (step === "complete" && !isStatus(error, 409)) continue;
      // A chunk failed part way, or bytes are missing: ask how far the server got.
      try {
        await save({ ...state, offset: await api.offset(state.uploadId) });
      } catch (asked) {
        if (isStatus(asked, 404)) {
          await save(freshUpload());
          continue;
        }
        throw error;
      }
    }
  }
}

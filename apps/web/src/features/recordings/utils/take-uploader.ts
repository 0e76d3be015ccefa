import { ApiError } from "../../../lib/api-client";
import { isUnreachable } from "../../../lib/offline/unreachable";
import type { RecoveredTake, takeStore } from "./take-store";

type Store = ReturnType<typeof takeStore>;

/** Told when takes queued on this device were added, sent or refused. */
export const TAKES_CHANGED_EVENT = "field-commons:takes-changed";

export function announceTakesChanged(): void {
  window.dispatchEvent(new Event(TAKES_CHANGED_EVENT));
}

/** The key that makes a queued take's upload apply once, however often it is sent. */
export function takeIdempotencyKey(takeId: string): string {
  return `recording-take-${takeId}`;
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

import type { Consent, RecordingPrivacy } from "@field-commons/shared/recordings";
import { randomId } from "../../../lib/random-id";
import type { NewRecordingFields } from "../api/recordings-api";
import type { DeviceDb, StoredTake } from "../../../lib/offline/device-db";

/** Audio is written to the device at least this often while recording. */
export const TAKE_FLUSH_MS = 2_000;

/** Writes one take's audio to the device as it is recorded. */
export interface TakeWriter {
  readonly id: string;
  /** Adds the slices recorded since the last call; `seconds` is the take's length so far. */
  append(blobs: Blob[], seconds: number): Promise<void>;
  /** Marks the take stopped normally, with its final length. */
  finish(seconds: number): Promise<void>;
}

/** A take found on the device, ready to be offered again. */
export interface RecoveredTake {
  id: string;
  blob: Blob;
  seconds: number;
  startedAt: number;
  /** False when the page closed while it was recording. */
  finished: boolean;
  details?: { title: string; privacy: RecordingPrivacy; consent: Consent };
  /** Waiting to upload by itself (Upload was pressed with no network). */
  queued?: { fields: NewRecordingFields; process: boolean; at: number };
  /** Why the server refused it, when it did. */
  refused?: string;
  /** How far its resumable upload got. */
  upload?: TakeUpload;
}

/** A take's resumable upload: the keys that make it apply once, and the bytes the server has. */
export type TakeUpload = NonNullable<StoredTake["upload"]>;

/**
 * Takes kept on the device: every slice is written within a couple of seconds
 * of being recorded, so a crash or a closed tab loses at most that much; a
 * take is removed once it is uploaded or deleted.
 */
export function takeStore(db: DeviceDb) {
  return {
    async start(ownerId: string, mimeType: string): Promise<TakeWriter> {
      const id = randomId();
      const now = Date.now();
      await db.takes.add({
        id,
        ownerId,
        mimeType,
        startedAt: now,
        updatedAt: now,
        seconds: 0,
        finished: false,
      });
      let seq = 0;
      // Writes run one after another, in order, even if called faster than they finish.
      let queue: Promise<void> = Promise.resolve();
      const run = (work: () => Promise<void>) => {
        const next = queue.then(work);
        queue = next.catch(() => undefined);
        return next;
      };
      return {
        id,
        append: (blobs, seconds) =>
          run(async () => {
            if (blobs.length === 0) return;
            const buffers = await Promise.all(blobs.map((blob) => blob.arrayBuffer()));
            const rows = buffers.map((bytes) => ({ takeId: id, seq: seq++, bytes }));
            await db.transaction("rw", db.takes, db.chunks, async () => {
              // A take deleted meanwhile takes no more audio.
              if (!(await db.takes.get(id))) return;
              await db.chunks.bulkAdd(rows);
              await db.takes.update(id, { seconds, updatedAt: Date.now() });
            });
          }),
        finish: (seconds) =>
          run(async () => {
            await db.takes.update(id, { seconds, finished: true, updatedAt: Date.now() });
          }),
      };
    },

    /** Keeps what was typed beside a stopped take. */
    async saveDetails(id: string, details: NonNullable<RecoveredTake["details"]>): Promise<void> {
      await db.takes.update(id, { details });
    },

    /** Marks a take to upload by itself once the network is back. */
    async queue(id: string, fields: NewRecordingFields, process: boolean): Promise<void> {
      await db.takes.update(id, {
        queued: { fields: fields as Record<string, unknown>, process, at: Date.now() },
        refused: undefined,
      });
    },

    /** Takes a take off the upload queue (its upload, if begun, is kept to resume). */
    async unqueue(id: string): Promise<void> {
      await db.takes.update(id, { queued: undefined, refused: undefined });
    },

    /** Sends a refused take again (the person has dealt with the reason). */
    async retry(id: string): Promise<void> {
      await db.takes.update(id, { refused: undefined });
    },

    /** Keeps how far the take's resumable upload got, so a later round resumes from there. */
    async saveUpload(id: string, upload: TakeUpload): Promise<void> {
      await db.takes.update(id, { upload });
    },

    /** Keeps the server's reason for refusing a queued take; it stays until acted on. */
    async refuse(id: string, reason: string): Promise<void> {
      await db.takes.update(id, { refused: reason });
    },

    /** The account's takes waiting to upload, oldest first, with their audio. */
    async queued(ownerId: string): Promise<RecoveredTake[]> {
      const takes = await db.takes.where("ownerId").equals(ownerId).sortBy("updatedAt");
      const waiting: RecoveredTake[] = [];
      for (const take of takes
        .filter((t) => t.queued)
        .sort((a, b) => a.queued!.at - b.queued!.at)) {
        const read = await this.read(take);
        if (read) waiting.push(read);
      }
      return waiting;
    },

    /** One take with its audio joined up; null when it is gone or holds no audio. */
    async get(id: string): Promise<RecoveredTake | null> {
      const take = await db.takes.get(id);
      return take ? this.read(take) : null;
    },

    /** The account's most recent take still on the device and not queued, with its audio joined up. */
    async latest(ownerId: string): Promise<RecoveredTake | null> {
      const takes = await db.takes.where("ownerId").equals(ownerId).sortBy("updatedAt");
      for (const take of takes.filter((t) => !t.queued).reverse()) {
        const recovered = await this.read(take);
        if (recovered) return recovered;
        await this.remove(take.id); // nothing was written before it ended: not worth offering
      }
      return null;
    },

    async read(take: StoredTake): Promise<RecoveredTake | null> {
      const chunks = await db.chunks.where("takeId").equals(take.id).sortBy("seq");
      if (chunks.length === 0) return null;
      return {
        id: take.id,
        blob: new Blob(
          chunks.map((chunk) => chunk.bytes),
          { type: take.mimeType || "audio/webm" },
        ),
        seconds: take.seconds,
        startedAt: take.startedAt,
        finished: take.finished,
        details: take.details as RecoveredTake["details"],
        queued: take.queued as RecoveredTake["queued"],
        refused: take.refused,
        upload: take.upload,
      };
    },

    async remove(id: string): Promise<void> {
      await db.transaction("rw", db.takes, db.chunks, async () => {
        await db.chunks.where("takeId").equals(id).delete();
        await db.takes.delete(id);
      });
    },
  };
}

import { Dexie } from "dexie";
import type { EntityTable } from "dexie";

/** A recording made on this device, kept until it is uploaded or deleted. */
export interface StoredTake {
  id: string;
  /** The account that recorded it: only that account is offered it again. */
  ownerId: string;
  mimeType: string;
  /** When recording started and when audio was last written (ms since epoch). */
  startedAt: number;
  updatedAt: number;
  /** Whole seconds of audio written so far. */
  seconds: number;
  /** True once recording stopped normally (false: the page closed mid-recording). */
  finished: boolean;
  /** What was typed beside the take, once stopped. */
  details?: { title: string; privacy: string; consent: Record<string, boolean> };
  /**
   * Set when Upload was pressed without a network: the fields to upload it
   * with, sent by itself once the network is back.
   */
  queued?: { fields: Record<string, unknown>; process: boolean; at: number };
  /** Why the server refused the queued upload (kept for the person to act on). */
  refused?: string;
  /**
   * How far its resumable upload got: the keys that make opening and
   * completing it apply once, the server's upload id and the bytes the
   * server confirmed.
   */
  upload?: { createKey: string; completeKey: string; uploadId?: string; offset: number };
}

/**
 * One slice of a take's audio, in recording order. Kept as bytes rather than
 * a Blob: every browser stores an ArrayBuffer in IndexedDB the same way.
 */
export interface StoredChunk {
  takeId: string;
  seq: number;
  bytes: ArrayBuffer;
}

/** The data a signed-in person last read, kept to read again with no network. */
export interface StoredSnapshot {
  userId: string;
  savedAt: number;
  /** React Query's dehydrated state. */
  state: unknown;
}

/** Something a person chose to keep on this device (a trip), with the answers it needs. */
export interface StoredKept {
  userId: string;
  /** What is kept, e.g. "trip:{id}". */
  key: string;
  /** The React Query hashes of the answers kept for it: never dropped while it is kept. */
  queryHashes: string[];
  savedAt: number;
}

/**
 * Work on something the server holds (a trip in the planner) that has not
 * reached the server yet: what it is now on this device, kept across reloads
 * and closed tabs until the server has it.
 */
export interface StoredWork {
  userId: string;
  /** What it is, e.g. "trip:{id}", or "trip:new" for a trip not yet on the server. */
  key: string;
  /** The feature's own state, as it wrote it (with its own version check). */
  state: unknown;
  /** How many changes it holds that the server has not seen. */
  pendingChanges: number;
  /** True when sending it failed for want of a network: it goes when the network is back. */
  waiting: boolean;
  savedAt: number;
  /** What the person calls it ("Trip: Pastures of Naryn") and where it is opened to be sent. */
  label?: string;
  href?: string;
}

/**
 * The app's storage on this device (IndexedDB through Dexie). Work that must
 * survive a closed tab, a crash or days without network lives here, tagged
 * with the account it belongs to.
 */
export class DeviceDb extends Dexie {
  takes!: EntityTable<StoredTake, "id">;
  chunks!: Dexie.Table<StoredChunk, [string, number]>;
  snapshots!: EntityTable<StoredSnapshot, "userId">;
  kept!: Dexie.Table<StoredKept, [string, string]>;
  work!: Dexie.Table<StoredWork, [string, string]>;

  constructor(name = "field-commons") {
    super(name);
    this.version(1).stores({
      takes: "id, ownerId, updatedAt",
      chunks: "[takeId+seq], takeId",
    });
    this.version(2).stores({ snapshots: "userId" });
    this.version(3).stores({ kept: "[userId+key], userId" });
    this.version(4).stores({ work: "[userId+key], userId" });
  }
}

let shared: DeviceDb | null = null;

/** The device database, opened on first use; null where IndexedDB is missing or blocked. */
export function deviceDb(): DeviceDb | null {
  if (typeof indexedDB === "undefined") return null;
  shared ??= new DeviceDb();
  return shared;
}

/** Closes and forgets the device database: the next deviceDb() opens it again. */
export function closeDeviceDb(): void {
  shared?.close();
  shared = null;
}

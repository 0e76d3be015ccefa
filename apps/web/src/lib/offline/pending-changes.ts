import type { DeviceDb } from "./device-db";
import { useSyncExternalStore } from "react";

/**
 * How many changes made on this device are waiting for the network, per kind
 * of work (recordings, and work such as trips edited offline). Each kind reports its
 * own count; the header shows the sum.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
let total = 0;

export function setPendingCount(kind: string, count: number): void {
  if ((counts.get(kind) ?? 0) === count) return;
  counts.set(kind, count);
  total = [...counts.values()].reduce((sum, value) => sum + value, 0);
  for (const listener of listeners) listener();
}

/**
 * Counts the unsent work kept on this device for the account (trips edited
 * offline), so the header shows it on every page, not only where it was made.
 */
export async function countStoredWork(db: DeviceDb, userId: string): Promise<void> {
  const rows = await db.work.where("userId").equals(userId).toArray();
  const waiting = rows.filter((row) => row.waiting);
  waitingWork = waiting
    .filter((row) => row.label && row.href)
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((row) => ({
      key: row.key,
      label: row.label!,
      href: row.href!,
      changes: row.pendingChanges,
    }));
  setPendingCount(
    "work",
    waiting.reduce((sum, row) => sum + row.pendingChanges, 0),
  );
  for (const listener of listeners) listener();
}

/** Nobody signed in here: no work of theirs is counted. */
export function clearStoredWorkCount(): void {
  waitingWork = [];
  setPendingCount("work", 0);
  for (const listener of listeners) listener();
}

/** Forgets every count, as a new page starts (tests start each file so). */
export function resetPendingChanges(): void {
  counts.clear();
  total = 0;
  waitingWork = [];
  for (const listener of listeners) listener();
}

/** Work kept on this device that waits for the network, newest first, with where to open it. */
export interface WaitingWork {
  key: string;
  label: string;
  href: string;
  changes: number;
}
let waitingWork: WaitingWork[] = [];

/** The account's waiting work, as last counted (see countStoredWork). */
export function useWaitingWork(): WaitingWork[] {
  return useSyncExternalStore(
    subscribe,
    () => waitingWork,
    () => waitingWork,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of changes waiting on this device, kept current. */
export function usePendingChanges(): number {
  return useSyncExternalStore(
    subscribe,
    () => total,
    () => 0,
  );
}

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
  setPendingCount(
    "work",
    rows.reduce((sum, row) => sum + (row.waiting ? row.pendingChanges : 0), 0),
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

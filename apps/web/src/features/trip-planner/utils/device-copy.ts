import type { DeviceDb } from "../../../lib/offline/device-db";
import { countStoredWork } from "../../../lib/offline/pending-changes";
import { displayTitle } from "./planner-model";
import type { PlannerTrip } from "./planner-model";

/** The shape of what is stored; a copy written by another version is not read back. */
const VERSION = 1;

/** The stored key of a trip: its server id, or "new" for one the server has not made yet. */
export function deviceCopyKey(serverId: string | null): string {
  return `trip:${serverId ?? "new"}`;
}

/** How many changes of the trip the server has not seen (its cards, fields, order, removals). */
export function unsentChanges(trip: PlannerTrip): number {
  if (trip.serverId === null) return 1 + trip.cards.length;
  return (
    (trip.envelopeRev !== trip.envelopeSavedRev ? 1 : 0) +
    (trip.orderRev !== trip.orderSavedRev ? 1 : 0) +
    trip.removedServerIds.length +
    trip.cards.filter((card) => card.serverId === null || card.rev !== card.savedRev).length
  );
}

function isPlannerTrip(value: unknown): value is PlannerTrip {
  if (typeof value !== "object" || value === null) return false;
  const trip = value as Partial<PlannerTrip>;
  return (
    (trip.serverId === null || typeof trip.serverId === "string") &&
    typeof trip.envelope === "object" &&
    Array.isArray(trip.cards) &&
    Array.isArray(trip.removedServerIds)
  );
}

/**
 * The planner's trips as they are on this device, per account: a trip with
 * changes the server has not seen is kept here on every change, so a reload,
 * a closed tab or days without network lose nothing; the copy is removed
 * once the server has everything.
 */
export function plannerDeviceCopies(db: DeviceDb, userId: string) {
  return {
    async read(serverId: string | null): Promise<PlannerTrip | null> {
      const row = await db.work.get([userId, deviceCopyKey(serverId)]);
      if (!row) return null;
      const stored = row.state as { version?: unknown; trip?: unknown };
      if (stored.version !== VERSION || !isPlannerTrip(stored.trip)) {
        await db.work.delete([userId, deviceCopyKey(serverId)]);
        return null;
      }
      return stored.trip;
    },

    async write(trip: PlannerTrip): Promise<void> {
      await db.work.put({
        userId,
        key: deviceCopyKey(trip.serverId),
        state: { version: VERSION, trip },
        pendingChanges: unsentChanges(trip),
        waiting: trip.waiting === true,
        savedAt: Date.now(),
        label: `Trip: ${displayTitle(trip.envelope)}`,
        href: trip.serverId ? `/trip-planner?trip=${trip.serverId}` : "/trip-planner",
      });
      await countStoredWork(db, userId);
    },

    async forget(serverId: string | null): Promise<void> {
      await db.work.delete([userId, deviceCopyKey(serverId)]);
      await countStoredWork(db, userId);
    },
  };
}

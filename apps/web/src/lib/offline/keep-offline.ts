import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { hashKey } from "@tanstack/react-query";
import type { DeviceDb } from "./device-db";
import { readOffline } from "./read-offline";

/**
 * "Keep offline": fetches every answer something needs (a trip, its cards, the
 * research it links) and pins them on this device for the account, beyond the
 * limits of what was merely read, until the person lets them go.
 */
export function keptOnDevice(db: DeviceDb, queryClient: QueryClient, userId: string) {
  return {
    /** `queries`: the app's own query options (key and fetch) of everything to keep. */
    async keep(key: string, queries: readonly { queryKey: QueryKey; queryFn?: unknown }[]) {
      // Fetched now (not from memory), so what is kept is current.
      await Promise.all(
        queries.map((query) =>
          queryClient.fetchQuery({ ...(query as FetchQueryOptions), staleTime: 0 }),
        ),
      );
      const queryHashes = queries.map((query) => hashKey(query.queryKey));
      await db.kept.put({ userId, key, queryHashes, savedAt: Date.now() });
      await readOffline(db, queryClient, userId).save();
    },

    async release(key: string) {
      await db.kept.delete([userId, key]);
      await readOffline(db, queryClient, userId).save();
    },

    async isKept(key: string): Promise<{ savedAt: number } | null> {
      const row = await db.kept.get([userId, key]);
      return row ? { savedAt: row.savedAt } : null;
    },
  };
}

/** How much this site stores on the device and how much it may, where the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === "undefined" || !navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage !== undefined && quota !== undefined ? { usage, quota } : null;
}

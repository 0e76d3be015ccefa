import { dehydrate, hydrate } from "@tanstack/react-query";
import type { DehydratedState, Query, QueryClient } from "@tanstack/react-query";

type DehydratedQuery = DehydratedState["queries"][number];
import type { DeviceDb } from "./device-db";

/** How long data read on this device stays readable offline. */
export const READ_OFFLINE_DAYS = 14;
/** At most this many answers are kept (the most recently read). */
export const READ_OFFLINE_MAX_QUERIES = 300;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Answers worth keeping: recent successful reads, not the session itself (the session keeps its own copy). */
function keepable(query: Query, now: number): boolean {
  return (
    query.state.status === "success" &&
    query.state.data !== undefined &&
    query.queryKey[0] !== "auth" &&
    now - query.state.dataUpdatedAt < READ_OFFLINE_DAYS * DAY_MS
  );
}

/**
 * The pages a signed-in person read stay readable with no network: the
 * answers the app holds are written to this device (per account, the most
 * recent ones), and put back when the app starts or the network goes. The
 * server's answers always replace them once it can be reached.
 */
export function readOffline(db: DeviceDb, queryClient: QueryClient, userId: string) {
  return {
    async save(now = Date.now()): Promise<void> {
      const pinned = new Set(
        (await db.kept.where("userId").equals(userId).toArray()).flatMap((k) => k.queryHashes),
      );
      const inMemory = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          keepable(query, now) || (pinned.has(query.queryHash) && query.state.status === "success"),
      }).queries;
      // Answers kept before and no longer in memory (not opened this time) stay kept.
      const previous =
        ((await db.snapshots.get(userId))?.state as DehydratedState | undefined)?.queries ?? [];
      const byHash = new Map(previous.map((query) => [query.queryHash, query]));
      for (const query of inMemory) byHash.set(query.queryHash, query);
      const fresh = (query: DehydratedQuery) =>
        now - query.state.dataUpdatedAt < READ_OFFLINE_DAYS * DAY_MS;
      const all = [...byHash.values()];
      const kept = all.filter((query) => pinned.has(query.queryHash));
      const read = all
        .filter((query) => !pinned.has(query.queryHash) && fresh(query))
        .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
        .slice(0, READ_OFFLINE_MAX_QUERIES);
      const state: DehydratedState = { mutations: [], queries: [...kept, ...read] };
      await db.snapshots.put({ userId, savedAt: now, state });
    },

    async restore(now = Date.now()): Promise<number> {
      const snapshot = await db.snapshots.get(userId);
      if (!snapshot) return 0;
      const keeps = await db.kept.where("userId").equals(userId).count();
      if (keeps === 0 && now - snapshot.savedAt > READ_OFFLINE_DAYS * DAY_MS) {
        await db.snapshots.delete(userId);
        return 0;
      }
      const state = snapshot.state as DehydratedState;
      const cache = queryClient.getQueryCache();
      const held = new Map(
        cache.getAll().map((query) => [query.queryHash, query.state.dataUpdatedAt]),
      );
      // hydrate keeps any answer the app already has that is newer.
      hydrate(queryClient, state);
      // What came from the device shows at once but is never taken as fresh:
      // a page reloaded soon after it was read would otherwise keep the kept
      // copy for the cache's fresh time instead of asking the server. Each
      // is asked for again when shown, as soon as the network allows.
      const putBack = new Set(
        state.queries
          .filter((query) => (held.get(query.queryHash) ?? -1) < query.state.dataUpdatedAt)
          .map((query) => query.queryHash),
      );
      if (putBack.size > 0) {
        void queryClient
          .invalidateQueries(
            { predicate: (query) => putBack.has(query.queryHash) },
            { cancelRefetch: false },
          )
          .catch(() => undefined);
      }
      return state.queries.length;
    },

    async forget(): Promise<void> {
      await db.snapshots.delete(userId);
      await db.kept.where("userId").equals(userId).delete();
    },
  };
}

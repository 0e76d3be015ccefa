import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { TripWithCards } from "@field-commons/shared/trips";
import { ApiError, NetworkError } from "../../../lib/api-client";
import { deviceDb } from "../../../lib/offline/device-db";
import { myTripsQueryOptions } from "../api/my-trips";
import { getTrip } from "../api/trips";
import { plannerDeviceCopies } from "../utils/device-copy";
import { readLocalDraft, writeLocalDraft } from "../utils/local-draft";
import { hasUnsavedChanges, newLocalTrip, tripFromServer } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import { PLANNER_TEXTS } from "../utils/planner-texts";
import type { Handled, useTripParam } from "./use-trip-param";
import type { TripActions } from "./use-trip-store";

type Phase = "waiting" | "loading" | "ready" | "error";

/** Who wrote the saved trip open here (Save as Template is for the author only). */
export interface TripAuthor {
  tripId: string;
  authorId: string;
}

interface TripLoadOptions {
  /** The signed-in user's id, null signed out, undefined while the session is unknown. */
  userId: string | null | undefined;
  location: Pick<ReturnType<typeof useTripParam>, "tripParam" | "handled" | "setTripParam">;
  trip: PlannerTrip;
  actions: TripActions;
  sync: { save: () => Promise<unknown> };
  replaceTrip: (trip: PlannerTrip) => void;
  onAuthor: (author: TripAuthor) => void;
  /** Offers the saved trips (the My Trips panel). */
  open: (panel: "trips") => void;
}

/** The account's copy of a trip on this device; null where there is no device storage. */
async function readDeviceCopy(userId: string, serverId: string | null) {
  const db = deviceDb();
  if (!db) return null;
  try {
    return await plannerDeviceCopies(db, userId).read(serverId);
  } catch (error) {
    console.error("Could not read the trip kept on this device", error);
    return null;
  }
}

/** The trip with its cards as another page read it (a trip kept offline), from the query cache. */
function cachedTrip(queryClient: QueryClient, id: string): TripWithCards | null {
  for (const query of queryClient.getQueryCache().findAll({
    predicate: (q) => q.queryKey.includes(id),
  })) {
    const parsed = TripWithCards.safeParse(query.state.data);
    if (parsed.success && parsed.data.trip.id === id) return parsed.data;
  }
  return null;
}

/**
 * The load flow: ?trip={id} and signed in loads that trip
 * (a 404 clears the parameter and starts a new trip); signed in without it
 * offers the saved trips when there are any; otherwise a local trip. Signed
 * out, the trip is kept in this browser; signing in saves it to the account.
 * Changes kept on this device that the server has not seen are restored over
 * the server's trip; with no network, the device's copy or the trip as last
 * read (kept offline) opens instead.
 */
export function useTripLoad({
  userId,
  location: { tripParam, handled, setTripParam },
  trip,
  actions,
  sync,
  replaceTrip,
  onAuthor,
  open,
}: TripLoadOptions) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>("waiting");
  const [notice, setNotice] = useState<string | null>(null);
  const [reloadCount, setReloadCount] = useState(0);
  const loading = useRef<AbortController | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    const previous = handled.current;
    if (previous && previous.userId === userId && previous.param === tripParam) return;
    const key: Handled = { userId, param: tripParam };
    handled.current = key;
    loading.current?.abort();
    loading.current = null;

    const load = async (id: string) => {
      const controller = new AbortController();
      loading.current = controller;
      setPhase("loading");
      setNotice(null);
      const copy = typeof userId === "string" ? await readDeviceCopy(userId, id) : null;
      if (controller.signal.aborted) return;
      try {
        const data = await getTrip(id, controller.signal);
        onAuthor({ tripId: data.trip.id, authorId: data.trip.author.id });
        const restore = copy !== null && hasUnsavedChanges(copy);
        replaceTrip(restore ? copy : tripFromServer(data));
        if (restore) setNotice(PLANNER_TEXTS.restored);
        setPhase("ready");
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof NetworkError) {
          const fromCache = copy ? null : cachedTrip(queryClient, id);
          const kept = copy ?? (fromCache ? tripFromServer(fromCache) : null);
          if (kept) {
            replaceTrip(kept);
            setNotice(PLANNER_TEXTS.offlineCopy);
            setPhase("ready");
            return;
          }
        }
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          setTripParam(null, userId);
          replaceTrip(newLocalTrip());
          setNotice(PLANNER_TEXTS.tripNotFound);
          setPhase("ready");
          return;
        }
        console.error("Trip load failed", error);
        // Let Try Again run the flow once more.
        handled.current = previous;
        setPhase("error");
      }
    };

    if (userId === null) {
      // Signed out (or signed out here): the trip lives in this browser.
      if (previous?.userId) replaceTrip(readLocalDraft() ?? newLocalTrip());
      setNotice(tripParam ? PLANNER_TEXTS.signInToOpen : null);
      setPhase("ready");
      return;
    }

    if (tripParam) {
      if (actions.get().serverId === tripParam) setPhase("ready");
      else void load(tripParam);
      return;
    }

    setNotice(null);
    if (previous === null) {
      // Arrived signed in: a new trip whose Save waited for the network comes back first.
      setPhase("loading");
      void readDeviceCopy(userId, null).then((copy) => {
        if (handled.current !== key) return;
        if (copy) {
          replaceTrip(copy);
          setNotice(PLANNER_TEXTS.restored);
          setPhase("ready");
          return;
        }
        setPhase("ready");
        void queryClient
          .fetchInfiniteQuery(myTripsQueryOptions())
          .then((data) => {
            if (handled.current === key && (data.pages[0]?.items.length ?? 0) > 0) {
              open("trips");
            }
          })
          .catch((error: unknown) => console.error("Could not list your trips", error));
      });
      return;
    }
    setPhase("ready");
    if (previous.userId === null) {
      // Signed in from the planner: the local trip is saved to the account.
      if (actions.get().serverId === null) void sync.save();
    } else if (actions.get().serverId !== null) {
      // The parameter was removed (for example the planner link in the menu): a new trip.
      replaceTrip(newLocalTrip());
    }
  }, [
    userId,
    tripParam,
    reloadCount,
    handled,
    actions,
    sync,
    queryClient,
    open,
    onAuthor,
    replaceTrip,
    setTripParam,
  ]);

  useEffect(() => () => loading.current?.abort(), []);

  // Signed out, the local trip is kept in this browser.
  useEffect(() => {
    if (userId === null && trip.serverId === null) writeLocalDraft(trip);
  }, [userId, trip]);

  /** Try Again after a failed load. */
  const retry = () => setReloadCount((n) => n + 1);

  return { phase, notice, setNotice, retry };
}

import { useEffect, useMemo, useRef } from "react";
import { deviceDb } from "../../../lib/offline/device-db";
import { useOnline } from "../../../lib/offline/use-online";
import { whenPageHides } from "../../../lib/offline/when-page-hides";
import { plannerDeviceCopies } from "../utils/device-copy";
import { hasUnsavedChanges } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";

/** How long typing may go on before the trip is written to the device again. */
const WRITE_DELAY_MS = 250;
/** The longest wait between two attempts to send what waited for the network. */
const RETRY_MAX_MS = 60_000;

/**
 * Whether the trip has something of the person's the server lacks: a saved
 * trip with unsaved changes, or a new trip whose Save has been pressed.
 */
function worthKeeping(trip: PlannerTrip): boolean {
  if (trip.serverId !== null) return hasUnsavedChanges(trip);
  return trip.waiting === true || trip.createRequest !== undefined;
}

/**
 * Keeps the signed-in person's trip on this device while the server lacks
 * some of it (written a moment after each change and when the page is
 * hidden, removed once all is saved), and sends what waited for the network
 * when the page opens, the network returns or the page is shown again, and
 * again with a growing pause while it still cannot reach the server.
 * `ready`: the trip on screen is the one loaded (nothing is written before).
 */
export function useDeviceCopy(
  userId: string | null | undefined,
  trip: PlannerTrip,
  ready: boolean,
  replay: () => Promise<unknown>,
) {
  const online = useOnline();
  const latest = useRef(trip);
  const createdFrom = useRef<string | null>(trip.serverId);
  const discarded = useRef(false);
  latest.current = trip;
  const copies = useMemo(() => {
    const db = deviceDb();
    return db && typeof userId === "string" ? plannerDeviceCopies(db, userId) : null;
  }, [userId]);

  useEffect(() => {
    if (!copies || !ready) return;
    const write = () => {
      if (discarded.current) return;
      const current = latest.current;
      const done = worthKeeping(current) ? copies.write(current) : copies.forget(current.serverId);
      done.catch((error: unknown) =>
        console.error("Could not keep the trip on this device", error),
      );
    };
    // A new trip the server has just made: its copy as a new trip goes.
    if (createdFrom.current === null && trip.serverId !== null) {
      copies.forget(null).catch(() => undefined);
    }
    createdFrom.current = trip.serverId;
    const timer = window.setTimeout(write, WRITE_DELAY_MS);
    const stop = whenPageHides(write);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [trip, ready, copies]);

  const waiting = trip.waiting === true;
  useEffect(() => {
    if (!ready || !waiting || !online || typeof userId !== "string") return;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;
    // Sent again at once, then after 2, 4, 8... seconds (at most a minute) while it fails.
    const send = async () => {
      window.clearTimeout(timer);
      const sent = await replay();
      if (sent || stopped) return;
      attempt += 1;
      timer = window.setTimeout(() => void send(), Math.min(RETRY_MAX_MS, 1_000 * 2 ** attempt));
    };
    void send();
    const onShow = () => {
      if (document.visibilityState === "visible" && navigator.onLine) void send();
    };
    document.addEventListener("visibilitychange", onShow);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [ready, waiting, online, userId, replay]);

  /** The person left without saving: the trip's copy on this device goes. */
  return {
    discard: () => {
      discarded.current = true;
      copies
        ?.forget(latest.current.serverId)
        .catch((error: unknown) => console.error("Could not remove the kept trip", error));
    },
  };
}

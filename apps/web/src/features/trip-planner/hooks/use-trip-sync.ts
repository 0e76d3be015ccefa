import { SAVE_MESSAGE_CLEAR_MS, TRIP_MESSAGES } from "@field-commons/shared/trips";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTimeout } from "../../../hooks/use-timeout";
import { ApiError, NetworkError } from "../../../lib/api-client";
import {
  createCard,
  createTrip,
  deleteCard,
  invalidateAfterTripSave,
  publishTrip,
  reorderCards,
  updateCard,
  updateTripEnvelope,
} from "../api/trips";
import { hasUnsavedChanges, toCardInput, toTripContentInput } from "../utils/planner-model";
import type { PlannerTrip } from "../utils/planner-model";
import type { TripActions } from "./use-trip-store";

export type SaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "error"; message: string };

export type PublishOutcome = { ok: true } | { ok: false; message: string };

/** A free account that already has its 5 trips. */
export function isTripLimitError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    ((error.code as string) === "TRIP_LIMIT_REACHED" || error.code === "UPGRADE_REQUIRED")
  );
}

/** The trip save messages; the server's own words for the trip limit. */
export function saveErrorMessage(error: unknown): string {
  if (isTripLimitError(error)) return error.serverMessage ?? TRIP_MESSAGES.limitReached;
  if (error instanceof NetworkError) return TRIP_MESSAGES.networkError;
  return TRIP_MESSAGES.saveFailed;
}

/** 'Failed to publish trip: {error or Unknown error}', or the generic text. */
export function publishErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return `${TRIP_MESSAGES.publishFailedPrefix}${error.serverMessage ?? "Unknown error"}`;
  }
  return TRIP_MESSAGES.publishFailed;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export interface TripSyncCallbacks {
  /** The trip now exists on the server (first save). */
  onCreated: (trip: PlannerTrip) => void;
  /** POST /api/trips was refused because of the free plan's trip limit. */
  onLimitReached: (message: string) => void;
  /** The session has ended; the person must sign in again. */
  onSignInNeeded: () => void;
}

class Superseded extends Error {
  override readonly name = "Superseded";
}

/**
 * Sends the planner's changes to the server, one request after another (so
 * answers never cross): the first save posts the trip with all its cards;
 * afterwards the envelope goes to PUT /api/content/{id} and each card to the
 * card endpoints (a card made here is created, a 404 on update re-creates it),
 * removals are deleted and a new order is sent in one request.
 */
export function useTripSync(store: TripActions, callbacks: TripSyncCallbacks) {
  const queryClient = useQueryClient();
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const schedule = useTimeout();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const active = useRef(0);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    callbacksRef.current = callbacks;
  });

  /** Runs after everything queued before it. */
  const enqueue = useCallback(<T>(op: () => Promise<T>): Promise<T> => {
    const result = queue.current.then(op);
    queue.current = result.catch(() => undefined);
    return result;
  }, []);

  /** Queued work that shows 'Saving...', then 'Saved' (cleared after 3 s) or the error. */
  const runSave = useCallback(
    async (op: () => Promise<void>): Promise<boolean> => {
      active.current += 1;
      setSaveState({ kind: "saving" });
      try {
        await enqueue(op);
        active.current -= 1;
        if (active.current === 0) {
          setSaveState({ kind: "saved" });
          schedule(
            () => setSaveState((s) => (s.kind === "saved" ? { kind: "idle" } : s)),
            SAVE_MESSAGE_CLEAR_MS,
          );
        }
        void invalidateAfterTripSave(queryClient);
        return true;
      } catch (error) {
        active.current -= 1;
        if (error instanceof Superseded) {
          if (active.current === 0) setSaveState({ kind: "idle" });
          return false;
        }
        console.error("Trip save failed", error);
        const message = saveErrorMessage(error);
        setSaveState({ kind: "error", message });
        if (isTripLimitError(error)) callbacksRef.current.onLimitReached(message);
        else if (error instanceof ApiError && error.status === 401) {
          callbacksRef.current.onSignInNeeded();
        }
        return false;
      }
    },
    [enqueue, schedule, queryClient],
  );

  const actions = useMemo(() => {
    /** Stops work for a trip that has been replaced by another. */
    const guard = (generation: number, id: string | null) => {
      if (store.generation() !== generation || store.get().serverId !== id) throw new Superseded();
    };

    /** Records a card's server id; a card removed meanwhile is deleted on the next push. */
    const settleCard = (
      generation: number,
      tripId: string,
      key: string,
      serverId: string,
      rev: number,
      created: boolean,
    ) => {
      guard(generation, tripId);
      store.update((t) => {
        const index = t.cards.findIndex((c) => c.key === key);
        if (index === -1) {
          return created ? { ...t, removedServerIds: [...t.removedServerIds, serverId] } : t;
        }
        // The server adds created cards at the end: send the order when that is not where it is here.
        const movedOnServer = created && index !== t.cards.length - 1;
        return {
          ...t,
          cards: t.cards.map((c) => (c.key === key ? { ...c, serverId, savedRev: rev } : c)),
          orderRev: movedOnServer ? t.orderRev + 1 : t.orderRev,
        };
      });
    };

    const pushEnvelope = async (generation: number, tripId: string) => {
      const trip = store.get();
      if (trip.envelopeRev === trip.envelopeSavedRev) return;
      const rev = trip.envelopeRev;
      const detail = await updateTripEnvelope(tripId, toTripContentInput(trip.envelope));
      guard(generation, tripId);
      store.update((t) => ({
        ...t,
        envelopeSavedRev: rev,
        slug: detail.slug,
        status: detail.status,
      }));
    };

    const pushRemovals = async (generation: number, tripId: string) => {
      for (const serverId of [...store.get().removedServerIds]) {
        try {
          await deleteCard(tripId, serverId);
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
        guard(generation, tripId);
        store.update((t) => ({
          ...t,
          removedServerIds: t.removedServerIds.filter((id) => id !== serverId),
        }));
      }
    };

    const pushCards = async (
      generation: number,
      tripId: string,
      { createOnly }: { createOnly: boolean },
    ) => {
      for (const key of store.get().cards.map((c) => c.key)) {
        const card = store.get().cards.find((c) => c.key === key);
        if (!card) continue;
        const rev = card.rev;
        if (card.serverId === null) {
          const created = await createCard(tripId, toCardInput(card));
          settleCard(generation, tripId, key, created.id, rev, true);
        } else if (!createOnly && card.rev !== card.savedRev) {
          try {
            await updateCard(tripId, card.serverId, toCardInput(card));
            settleCard(generation, tripId, key, card.serverId, rev, false);
          } catch (error) {
            if (!isNotFound(error)) throw error;
            const created = await createCard(tripId, toCardInput(card));
            settleCard(generation, tripId, key, created.id, rev, true);
          }
        }
      }
    };

    const pushOrder = async (generation: number, tripId: string) => {
      const trip = store.get();
      if (trip.orderRev === trip.orderSavedRev) return;
      const ids = trip.cards.map((c) => c.serverId);
      if (ids.length === 0 || ids.some((id) => id === null)) return;
      const rev = trip.orderRev;
      await reorderCards(tripId, ids as string[]);
      guard(generation, tripId);
      store.update((t) => ({ ...t, orderSavedRev: rev }));
    };

    const pushExisting = async (generation: number, tripId: string) => {
      await pushEnvelope(generation, tripId);
      await pushRemovals(generation, tripId);
      await pushCards(generation, tripId, { createOnly: false });
      await pushOrder(generation, tripId);
    };

    /** POST /api/trips with the trip and every card, then whatever changed meanwhile. */
    const createOnServer = async (generation: number) => {
      const trip = store.get();
      const sent = trip.cards.map((c) => ({ key: c.key, rev: c.rev }));
      const envelopeRev = trip.envelopeRev;
      const orderRev = trip.orderRev;
      const result = await createTrip({
        trip: toTripContentInput(trip.envelope),
        cards: trip.cards.map(toCardInput),
      });
      guard(generation, null);
      const serverCards = [...result.cards].sort((a, b) => a.order - b.order);
      const created = new Map(
        sent.flatMap((s, i) => {
          const id = serverCards[i]?.id;
          return id ? [[s.key, { id, rev: s.rev }] as const] : [];
        }),
      );
      store.update((t) => {
        const keys = new Set(t.cards.map((c) => c.key));
        return {
          ...t,
          serverId: result.trip.id,
          slug: result.trip.slug,
          status: result.trip.status,
          envelopeSavedRev: envelopeRev,
          orderSavedRev: orderRev,
          cards: t.cards.map((c) => {
            const match = created.get(c.key);
            return match ? { ...c, serverId: match.id, savedRev: match.rev } : c;
          }),
          removedServerIds: [...created]
            .filter(([key]) => !keys.has(key))
            .map(([, value]) => value.id),
        };
      });
      callbacksRef.current.onCreated(store.get());
      if (hasUnsavedChanges(store.get())) await pushExisting(generation, result.trip.id);
    };

    const pushAll = async () => {
      const generation = store.generation();
      const id = store.get().serverId;
      if (id === null) await createOnServer(generation);
      else await pushExisting(generation, id);
    };

    /** Queued work for a saved trip only (a local trip waits for Save). */
    const whenSaved = (work: (generation: number, tripId: string) => Promise<void>) => {
      if (store.get().serverId === null) return Promise.resolve(true);
      return runSave(async () => {
        const generation = store.generation();
        const id = store.get().serverId;
        if (id !== null) await work(generation, id);
      });
    };

    return {
      /** 'Save Trip': everything that has not reached the server. */
      save: () => runSave(pushAll),
      /** After a card was added: create it on the server (saved trips). */
      syncNewCards: () =>
        whenSaved(async (generation, id) => {
          await pushCards(generation, id, { createOnly: true });
          await pushOrder(generation, id);
        }),
      /** After a card was removed: delete it on the server (saved trips). */
      syncRemovals: () => whenSaved(pushRemovals),
      /** After a reorder: one PUT with the new order (saved trips). */
      syncOrder: () =>
        whenSaved(async (generation, id) => {
          await pushRemovals(generation, id);
          await pushCards(generation, id, { createOnly: true });
          await pushOrder(generation, id);
        }),
      /** Saves what is pending, then submits the trip for review. */
      publish: async (): Promise<PublishOutcome> => {
        const id = store.get().serverId;
        if (id === null) return { ok: false, message: TRIP_MESSAGES.saveFirst };
        if (hasUnsavedChanges(store.get())) {
          const saved = await runSave(pushAll);
          if (!saved) return { ok: false, message: TRIP_MESSAGES.publishFailed };
        }
        const generation = store.generation();
        try {
          const detail = await enqueue(() => publishTrip(id));
          if (store.generation() === generation && store.get().serverId === id) {
            store.update((t) => ({ ...t, status: detail.status, slug: detail.slug }));
          }
          void invalidateAfterTripSave(queryClient, { published: true });
          return { ok: true };
        } catch (error) {
          console.error("Trip publish failed", error);
          return { ok: false, message: publishErrorMessage(error) };
        }
      },
      /** Clears a shown message (for example when another trip is opened). */
      resetStatus: () => setSaveState({ kind: "idle" }),
    };
  }, [store, runSave, enqueue, queryClient]);

  return { saveState, actions };
}

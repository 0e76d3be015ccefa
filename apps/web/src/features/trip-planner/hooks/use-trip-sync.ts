import {
  CARD_SYNC_MESSAGES,
  SAVE_MESSAGE_CLEAR_MS,
  TRIP_MESSAGES,
} from "@field-commons/shared/trips";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTimeout } from "../../../hooks/use-timeout";
import type { TripCard } from "@field-commons/shared/trips";
import { ApiError, NetworkError } from "../../../lib/api-client";
import { randomId } from "../../../lib/random-id";
import {
  createCard,
  createTrip,
  deleteCard,
  getTrip,
  invalidateAfterTripSave,
  publishTrip,
  reorderCards,
  updateCard,
  updateTripEnvelope,
} from "../api/trips";
import {
  cardFields,
  cardSnapshot,
  hasUnsavedChanges,
  toCardInput,
  toTripContentInput,
} from "../utils/planner-model";
import type { CardConflict, PlannerCard, PlannerTrip } from "../utils/planner-model";
import type { TripActions } from "./use-trip-store";

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  /** `waiting`: the changes are kept on this device and sent when the network is back. */
  | { kind: "error"; message: string; waiting?: true };

/** What the person chose for a card the server held back. */
export type ConflictChoice = "mine" | "theirs" | "edit" | "restore" | "discard";

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

const isConflict = (
  error: unknown,
  code: "EDIT_CONFLICT" | "DELETED_MEANWHILE",
): error is ApiError => error instanceof ApiError && error.status === 409 && error.code === code;

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
        if (store.get().waiting) store.update((t) => ({ ...t, waiting: false }));
        const held = store.get().cards.find((c) => c.conflict);
        if (held?.conflict) {
          setSaveState({
            kind: "error",
            message:
              held.conflict.kind === "deleted"
                ? CARD_SYNC_MESSAGES.deletedMeanwhile
                : CARD_SYNC_MESSAGES.editConflict,
          });
          return false;
        }
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
        // Kept on the device and sent again once the network is back; a refusal
        // stays on screen for the person to act on instead.
        const waiting = error instanceof NetworkError;
        if ((store.get().waiting === true) !== waiting) store.update((t) => ({ ...t, waiting }));
        const message = saveErrorMessage(error);
        setSaveState(
          error instanceof NetworkError
            ? { kind: "error", message, waiting: true }
            : { kind: "error", message },
        );
        if (isTripLimitError(error)) callbacksRef.current.onLimitReached(message);
        else if (error instanceof ApiError && error.status === 401) {
          callbacksRef.current.onSignInNeeded();
        }
        return false;
      }
    },
    [enqueue, schedule, queryClient, store],
  );

  const actions = useMemo(() => {
    /** Stops work for a trip that has been replaced by another. */
    const guard = (generation: number, id: string | null) => {
      if (store.generation() !== generation || store.get().serverId !== id) throw new Superseded();
    };

    /**
     * Records the server's answer for a card: its id, the version later
     * updates are based on and, when nothing was typed meanwhile, the fields
     * as merged there. A card removed meanwhile is deleted on the next push.
     */
    const settleCard = (
      generation: number,
      tripId: string,
      key: string,
      saved: TripCard,
      rev: number,
      created: boolean,
    ) => {
      guard(generation, tripId);
      store.update((t) => {
        const index = t.cards.findIndex((c) => c.key === key);
        if (index === -1) {
          return created ? { ...t, removedServerIds: [...t.removedServerIds, saved.id] } : t;
        }
        // The server adds created cards at the end: send the order when that is not where it is here.
        const movedOnServer = created && index !== t.cards.length - 1;
        return {
          ...t,
          cards: t.cards.map((c) => {
            if (c.key !== key) return c;
            const settled = {
              ...c,
              serverId: saved.id,
              savedRev: rev,
              base: cardSnapshot(saved),
              createRequest: undefined,
              conflict: undefined,
            };
            return c.rev === rev ? { ...settled, ...cardFields(saved) } : settled;
          }),
          orderRev: movedOnServer ? t.orderRev + 1 : t.orderRev,
        };
      });
    };

    /** Marks a card the server would not change without the person's choice. */
    const holdCard = (generation: number, tripId: string, key: string, conflict: CardConflict) => {
      guard(generation, tripId);
      store.update((t) => ({
        ...t,
        cards: t.cards.map((c) => (c.key === key ? { ...c, conflict } : c)),
      }));
    };

    /** The card as the server holds it now, to show beside the person's version. */
    const currentCard = async (tripId: string, serverId: string) => {
      const trip = await getTrip(tripId);
      return trip.cards.find((c) => c.id === serverId) ?? null;
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

    /** Creates a card once: its first request is kept and sent again as it was. */
    const createOnce = async (generation: number, tripId: string, key: string) => {
      let card = store.get().cards.find((c) => c.key === key);
      if (!card) return;
      if (!card.createRequest) {
        const request = { key: randomId(), input: toCardInput(card), rev: card.rev };
        store.update((t) => ({
          ...t,
          cards: t.cards.map((c) => (c.key === key ? { ...c, createRequest: request } : c)),
        }));
        card = { ...card, createRequest: request };
      }
      const request = card.createRequest!;
      const created = await createCard(tripId, request.input, request.key);
      settleCard(generation, tripId, key, created, request.rev, true);
    };

    /** Sends a card's changes, based on the version the server last gave. */
    const updateOnce = async (generation: number, tripId: string, card: PlannerCard) => {
      const serverId = card.serverId!;
      try {
        const saved = await updateCard(tripId, serverId, toCardInput(card), card.base);
        settleCard(generation, tripId, card.key, saved, card.rev, false);
      } catch (error) {
        if (isConflict(error, "EDIT_CONFLICT")) {
          const theirs = await currentCard(tripId, serverId);
          const conflict: CardConflict = theirs
            ? { kind: "changed", fields: Object.keys(error.fields), theirs }
            : { kind: "deleted" };
          holdCard(generation, tripId, card.key, conflict);
        } else if (isConflict(error, "DELETED_MEANWHILE")) {
          holdCard(generation, tripId, card.key, { kind: "deleted" });
        } else if (isNotFound(error) && !card.base) {
          await createOnce(generation, tripId, card.key);
        } else {
          throw error;
        }
      }
    };

    const pushCards = async (
      generation: number,
      tripId: string,
      { createOnly }: { createOnly: boolean },
    ) => {
      for (const key of store.get().cards.map((c) => c.key)) {
        const card = store.get().cards.find((c) => c.key === key);
        if (!card || card.conflict) continue;
        if (card.serverId === null) await createOnce(generation, tripId, key);
        else if (!createOnly && card.rev !== card.savedRev) {
          await updateOnce(generation, tripId, card);
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

    /**
     * POST /api/trips with the trip and every card, then whatever changed
     * meanwhile. The first request is kept and sent again as it was, so a
     * trip whose answer was lost is not made twice.
     */
    const createOnServer = async (generation: number) => {
      let trip = store.get();
      if (!trip.createRequest) {
        const request = {
          key: randomId(),
          input: {
            trip: toTripContentInput(trip.envelope),
            cards: trip.cards.map(toCardInput),
          },
          sent: trip.cards.map((c) => ({ key: c.key, rev: c.rev })),
          envelopeRev: trip.envelopeRev,
          orderRev: trip.orderRev,
        };
        store.update((t) => ({ ...t, createRequest: request }));
        trip = store.get();
      }
      const request = trip.createRequest!;
      const result = await createTrip(request.input, request.key);
      guard(generation, null);
      const serverCards = [...result.cards].sort((a, b) => a.order - b.order);
      const created = new Map(
        request.sent.flatMap((s, i) => {
          const card = serverCards[i];
          return card ? [[s.key, { card, rev: s.rev }] as const] : [];
        }),
      );
      store.update((t) => {
        const keys = new Set(t.cards.map((c) => c.key));
        return {
          ...t,
          serverId: result.trip.id,
          slug: result.trip.slug,
          status: result.trip.status,
          envelopeSavedRev: request.envelopeRev,
          orderSavedRev: request.orderRev,
          createRequest: undefined,
          cards: t.cards.map((c) => {
            const match = created.get(c.key);
            return match
              ? {
                  ...c,
                  serverId: match.card.id,
                  savedRev: match.rev,
                  base: cardSnapshot(match.card),
                }
              : c;
          }),
          removedServerIds: [...created]
            .filter(([key]) => !keys.has(key))
            .map(([, value]) => value.card.id),
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
      /** Sends again what waited for the network (a saved trip, or one Save was pressed for). */
      replay: () => (store.get().waiting ? runSave(pushAll) : Promise.resolve(true)),
      /**
       * The person's choice for a card the server held back: keep mine (sent
       * over the server's version), keep theirs (mine is dropped), edit (mine
       * stays to change, based on theirs), and for a card deleted meanwhile,
       * restore it (made again) or let it go.
       */
      resolveConflict: (key: string, choice: ConflictChoice) => {
        const card = store.get().cards.find((c) => c.key === key);
        const conflict = card?.conflict;
        if (!card || !conflict) return Promise.resolve(true);
        if (conflict.kind === "deleted") {
          if (choice === "discard") {
            store.update((t) => ({ ...t, cards: t.cards.filter((c) => c.key !== key) }));
            return Promise.resolve(true);
          }
          store.update((t) => ({
            ...t,
            cards: t.cards.map((c) =>
              c.key === key
                ? { ...c, serverId: null, base: undefined, conflict: undefined, rev: c.rev + 1 }
                : c,
            ),
          }));
          return runSave(pushAll);
        }
        const { theirs } = conflict;
        if (choice === "theirs") {
          store.update((t) => ({
            ...t,
            cards: t.cards.map((c) =>
              c.key === key
                ? {
                    ...c,
                    ...cardFields(theirs),
                    base: cardSnapshot(theirs),
                    conflict: undefined,
                    savedRev: c.rev,
                  }
                : c,
            ),
          }));
          return Promise.resolve(true);
        }
        store.update((t) => ({
          ...t,
          cards: t.cards.map((c) =>
            c.key === key ? { ...c, base: cardSnapshot(theirs), conflict: undefined } : c,
          ),
        }));
        return choice === "mine" ? runSave(pushAll) : Promise.resolve(true);
      },
      /** Clears a shown message (for example when another trip is opened). */
      resetStatus: () => setSaveState({ kind: "idle" }),
    };
  }, [store, runSave, enqueue, queryClient]);

  return { saveState, actions };
}

import { CARD_SYNC_MESSAGES } from "@field-commons/shared/trips";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as trips from "../api/trips";
import type { PlannerTrip } from "../utils/planner-model";

// Other test files may have loaded the planner's modules with the real API:
// load them again with the mock, and drop them after this file.
vi.resetModules();
vi.doMock("../api/trips", async (original) => ({
  ...(await original<typeof trips>()),
  createTrip: vi.fn(),
  createCard: vi.fn(),
  updateCard: vi.fn(),
  getTrip: vi.fn(),
  invalidateAfterTripSave: vi.fn(() => Promise.resolve()),
}));
afterAll(() => {
  vi.doUnmock("../api/trips");
  vi.resetModules();
});
const { ApiError, NetworkError } = await import("../../../lib/api-client");
const { createCard, createTrip, getTrip, updateCard } = await import("../api/trips");
const { cardId, makeTripCard, makeTripWithCards } = await import("../testing/trip-fixtures");
const { hasUnsavedChanges, newCard, newLocalTrip, tripFromServer } =
  await import("../utils/planner-model");
const { useTripStore } = await import("./use-trip-store");
const { useTripSync } = await import("./use-trip-sync");

function renderSync(initial: PlannerTrip) {
  const callbacks = { onCreated: vi.fn(), onLimitReached: vi.fn(), onSignInNeeded: vi.fn() };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const { trip, actions } = useTripStore(() => initial);
      const { saveState, actions: sync } = useTripSync(actions, callbacks);
      return { trip, store: actions, saveState, sync };
    },
    { wrapper },
  );
}

const savedTrip = () =>
  tripFromServer(makeTripWithCards([makeTripCard(1, "transport"), makeTripCard(2, "notes")]));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(createTrip).mockReset();
  vi.mocked(createCard).mockReset();
  vi.mocked(updateCard).mockReset();
  vi.mocked(getTrip).mockReset();
  vi.restoreAllMocks();
});

describe("useTripSync with no network", () => {
  it("sends a new trip again exactly as first sent, with the same key, then what changed since", async () => {
    vi.mocked(createTrip).mockRejectedValueOnce(new NetworkError("offline"));
    const { result } = renderSync({
      ...newLocalTrip(),
      cards: [newCard("transport"), newCard("notes")],
    });
    await act(() => result.current.sync.save());
    expect(result.current.trip.waiting).toBe(true);
    const [firstInput, firstKey] = vi.mocked(createTrip).mock.calls[0]!;

    // Edited while waiting: the replay still sends the first request, then the edit.
    const key = result.current.trip.cards[0]!.key;
    act(() => result.current.store.patchCard(key, { title: "Bus over the pass" }));
    const answer = makeTripWithCards([makeTripCard(1, "transport"), makeTripCard(2, "notes")]);
    vi.mocked(createTrip).mockResolvedValueOnce(answer);
    vi.mocked(updateCard).mockImplementation(async (_trip, id, card) =>
      makeTripCard(1, "transport", { id, title: card.title }),
    );
    await act(() => result.current.sync.replay());

    expect(createTrip).toHaveBeenCalledTimes(2);
    expect(vi.mocked(createTrip).mock.calls[1]).toEqual([firstInput, firstKey]);
    expect(updateCard).toHaveBeenCalledTimes(1);
    const [, id, card, base] = vi.mocked(updateCard).mock.calls[0]!;
    expect(id).toBe(cardId(1));
    expect(card.title).toBe("Bus over the pass");
    expect(base).toMatchObject({ title: "Getting There" });
    expect(result.current.trip.waiting).toBe(false);
    expect(result.current.trip.createRequest).toBeUndefined();
    expect(hasUnsavedChanges(result.current.trip)).toBe(false);
  });

  it("creates a card of a saved trip once: a retry sends the same key and body", async () => {
    const { result } = renderSync(savedTrip());
    vi.mocked(createCard).mockRejectedValueOnce(new NetworkError("offline"));
    act(() => result.current.store.addCard(newCard("checklist")));
    await act(() => result.current.sync.syncNewCards());
    expect(result.current.trip.waiting).toBe(true);

    vi.mocked(createCard).mockResolvedValueOnce(makeTripCard(3, "checklist", { order: 2 }));
    await act(() => result.current.sync.replay());
    const calls = vi.mocked(createCard).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[0]![2]).toMatch(/\S{8,}/);
    expect(result.current.trip.cards[2]!.serverId).toBe(cardId(3));
    expect(hasUnsavedChanges(result.current.trip)).toBe(false);
  });
});

describe("useTripSync when a card changed elsewhere", () => {
  const editConflict = () =>
    new ApiError({
      status: 409,
      code: "EDIT_CONFLICT",
      serverMessage: CARD_SYNC_MESSAGES.editConflict,
      fields: { title: [CARD_SYNC_MESSAGES.changedMeanwhile] },
    });
  const theirs = makeTripCard(1, "transport", { title: "Train via Juliaca" });

  async function conflicted() {
    const rendered = renderSync(savedTrip());
    const { result } = rendered;
    vi.mocked(updateCard).mockRejectedValueOnce(editConflict());
    vi.mocked(getTrip).mockResolvedValueOnce(makeTripWithCards([theirs, makeTripCard(2, "notes")]));
    act(() => result.current.store.patchCard(cardId(1), { title: "Bus over the pass" }));
    await act(async () => {
      await expect(result.current.sync.save()).resolves.toBe(false);
    });
    return rendered;
  }

  it("shows both versions and keeps the person's change until they choose", async () => {
    const { result } = await conflicted();
    expect(result.current.saveState).toEqual({
      kind: "error",
      message: CARD_SYNC_MESSAGES.editConflict,
    });
    const card = result.current.trip.cards[0]!;
    expect(card.title).toBe("Bus over the pass");
    expect(card.conflict).toEqual({ kind: "changed", fields: ["title"], theirs });
    // A held card is not sent again until the person chooses.
    await act(() => result.current.sync.save());
    expect(updateCard).toHaveBeenCalledTimes(1);
  });

  it("keep mine sends the change again, based on their version", async () => {
    const { result } = await conflicted();
    vi.mocked(updateCard).mockResolvedValueOnce(
      makeTripCard(1, "transport", { title: "Bus over the pass" }),
    );
    await act(() => result.current.sync.resolveConflict(cardId(1), "mine"));
    const [, , card, base] = vi.mocked(updateCard).mock.calls[1]!;
    expect(card.title).toBe("Bus over the pass");
    expect(base).toMatchObject({ title: "Train via Juliaca" });
    expect(result.current.trip.cards[0]!.conflict).toBeUndefined();
    expect(hasUnsavedChanges(result.current.trip)).toBe(false);
  });

  it("keep theirs takes the server's card and sends nothing", async () => {
    const { result } = await conflicted();
    await act(() => result.current.sync.resolveConflict(cardId(1), "theirs"));
    expect(result.current.trip.cards[0]!.title).toBe("Train via Juliaca");
    expect(result.current.trip.cards[0]!.conflict).toBeUndefined();
    expect(hasUnsavedChanges(result.current.trip)).toBe(false);
    expect(updateCard).toHaveBeenCalledTimes(1);
  });

  it("edit keeps the change to work on, based on their version for the next save", async () => {
    const { result } = await conflicted();
    await act(() => result.current.sync.resolveConflict(cardId(1), "edit"));
    const card = result.current.trip.cards[0]!;
    expect(card.title).toBe("Bus over the pass");
    expect(card.base).toMatchObject({ title: "Train via Juliaca" });
    expect(card.conflict).toBeUndefined();
    expect(hasUnsavedChanges(result.current.trip)).toBe(true);
    expect(updateCard).toHaveBeenCalledTimes(1);
  });

  it("a card deleted meanwhile is restored as a new card or let go", async () => {
    const { result } = renderSync(savedTrip());
    vi.mocked(updateCard).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        code: "DELETED_MEANWHILE",
        serverMessage: CARD_SYNC_MESSAGES.deletedMeanwhile,
      }),
    );
    act(() => result.current.store.patchCard(cardId(2), { title: "Pasture notes" }));
    await act(() => result.current.sync.save());
    expect(result.current.trip.cards[1]!.conflict).toEqual({ kind: "deleted" });
    expect(result.current.saveState).toMatchObject({
      message: CARD_SYNC_MESSAGES.deletedMeanwhile,
    });

    vi.mocked(createCard).mockResolvedValueOnce(
      makeTripCard(9, "notes", { title: "Pasture notes", order: 1 }),
    );
    await act(() => result.current.sync.resolveConflict(cardId(2), "restore"));
    expect(vi.mocked(createCard).mock.calls[0]![1]).toMatchObject({ title: "Pasture notes" });
    expect(result.current.trip.cards[1]!.serverId).toBe(cardId(9));

    // Let go instead: the card leaves the trip here and nothing is sent.
    const second = renderSync(savedTrip());
    vi.mocked(updateCard).mockRejectedValueOnce(
      new ApiError({ status: 409, code: "DELETED_MEANWHILE", serverMessage: null }),
    );
    act(() => second.result.current.store.patchCard(cardId(2), { title: "Pasture notes" }));
    await act(() => second.result.current.sync.save());
    await act(() => second.result.current.sync.resolveConflict(cardId(2), "discard"));
    expect(second.result.current.trip.cards.map((c) => c.serverId)).toEqual([cardId(1)]);
    expect(hasUnsavedChanges(second.result.current.trip)).toBe(false);
    expect(createCard).toHaveBeenCalledTimes(1);
  });
});

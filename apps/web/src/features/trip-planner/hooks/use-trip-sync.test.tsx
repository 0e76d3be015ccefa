import { SAVE_MESSAGE_CLEAR_MS, TRIP_MESSAGES } from "@field-commons/shared/trips";
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
  updateTripEnvelope: vi.fn(),
  invalidateAfterTripSave: vi.fn(() => Promise.resolve()),
}));
afterAll(() => {
  vi.doUnmock("../api/trips");
  vi.resetModules();
});
const { ApiError, NetworkError } = await import("../../../lib/api-client");
const { createTrip, updateTripEnvelope } = await import("../api/trips");
const { makeTripCard, makeTripWithCards, TRIP_ID } = await import("../testing/trip-fixtures");
const { newCard, newLocalTrip } = await import("../utils/planner-model");
const { useTripStore } = await import("./use-trip-store");
const { useTripSync } = await import("./use-trip-sync");

const localTrip = (): PlannerTrip => ({
  ...newLocalTrip(),
  cards: [newCard("transport"), newCard("notes")],
});

function renderSync(initial: PlannerTrip = localTrip()) {
  const callbacks = { onCreated: vi.fn(), onLimitReached: vi.fn(), onSignInNeeded: vi.fn() };
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => {
      const { trip, actions } = useTripStore(() => initial);
      const { saveState, actions: sync } = useTripSync(actions, callbacks);
      return { trip, store: actions, saveState, sync };
    },
    { wrapper },
  );
  return { ...rendered, callbacks };
}

/** Settles the promises a save chains (the queue, the request, the state update). */
const flush = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(createTrip).mockReset();
  vi.mocked(updateTripEnvelope).mockReset();
});

describe("useTripSync's save state", () => {
  it("shows saving, then saved, and clears the message after SAVE_MESSAGE_CLEAR_MS", async () => {
    let answer!: (value: Awaited<ReturnType<typeof createTrip>>) => void;
    vi.mocked(createTrip).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, callbacks } = renderSync();
    expect(result.current.saveState).toEqual({ kind: "idle" });

    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.sync.save();
    });
    expect(result.current.saveState).toEqual({ kind: "saving" });

    answer(makeTripWithCards([makeTripCard(1, "transport"), makeTripCard(2, "notes")]));
    await act(async () => {
      await expect(saved).resolves.toBe(true);
    });
    expect(result.current.saveState).toEqual({ kind: "saved" });
    expect(result.current.trip.serverId).toBe(TRIP_ID);
    expect(result.current.trip.cards.map((c) => c.serverId)).toEqual([
      makeTripCard(1, "transport").id,
      makeTripCard(2, "notes").id,
    ]);
    expect(callbacks.onCreated).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(SAVE_MESSAGE_CLEAR_MS - 1));
    expect(result.current.saveState).toEqual({ kind: "saved" });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.saveState).toEqual({ kind: "idle" });
  });

  it("shows the network message when the server cannot be reached, and keeps it", async () => {
    vi.mocked(createTrip).mockRejectedValue(new NetworkError("offline"));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result, callbacks } = renderSync();
    await act(async () => {
      await expect(result.current.sync.save()).resolves.toBe(false);
    });
    expect(result.current.saveState).toEqual({
      kind: "error",
      message: TRIP_MESSAGES.networkError,
      waiting: true,
    });
    // Kept to send again when the network is back, exactly as first sent.
    expect(result.current.trip.waiting).toBe(true);
    expect(result.current.trip.createRequest?.key).toMatch(/\S{8,}/);
    act(() => vi.advanceTimersByTime(SAVE_MESSAGE_CLEAR_MS * 2));
    expect(result.current.saveState.kind).toBe("error");
    expect(result.current.trip.serverId).toBeNull();
    expect(callbacks.onLimitReached).not.toHaveBeenCalled();
    expect(callbacks.onSignInNeeded).not.toHaveBeenCalled();
  });

  it("gives the server's words for the trip limit and asks for sign-in after a 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const limit = "Free accounts can keep 5 trips.";
    vi.mocked(createTrip).mockRejectedValueOnce(
      new ApiError({ status: 403, code: "UPGRADE_REQUIRED", serverMessage: limit }),
    );
    const { result, callbacks } = renderSync();
    await act(async () => {
      await result.current.sync.save();
    });
    expect(result.current.saveState).toEqual({ kind: "error", message: limit });
    expect(callbacks.onLimitReached).toHaveBeenCalledWith(limit);

    vi.mocked(createTrip).mockRejectedValueOnce(
      new ApiError({ status: 401, code: "UNAUTHENTICATED", serverMessage: null }),
    );
    await act(async () => {
      await result.current.sync.save();
    });
    expect(result.current.saveState).toEqual({
      kind: "error",
      message: TRIP_MESSAGES.saveFailed,
    });
    expect(callbacks.onSignInNeeded).toHaveBeenCalledTimes(1);
  });

  it("drops a save whose trip was replaced meanwhile without showing an error", async () => {
    let answer!: (value: Awaited<ReturnType<typeof createTrip>>) => void;
    vi.mocked(createTrip).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, callbacks } = renderSync();
    let saved!: Promise<boolean>;
    act(() => {
      saved = result.current.sync.save();
    });
    await flush();
    expect(createTrip).toHaveBeenCalledTimes(1);
    const other = localTrip();
    act(() => result.current.store.replace(other));

    answer(makeTripWithCards());
    await act(async () => {
      await expect(saved).resolves.toBe(false);
    });
    expect(result.current.saveState).toEqual({ kind: "idle" });
    expect(result.current.trip).toBe(other);
    expect(callbacks.onCreated).not.toHaveBeenCalled();
  });

  it("keeps showing saving until the last of two queued saves has answered", async () => {
    vi.mocked(createTrip).mockResolvedValue(makeTripWithCards([]));
    const { result } = renderSync({ ...newLocalTrip(), cards: [] });
    await act(async () => {
      await result.current.sync.save();
    });

    const answers: ((value: Awaited<ReturnType<typeof updateTripEnvelope>>) => void)[] = [];
    vi.mocked(updateTripEnvelope).mockImplementation(
      () => new Promise((resolve) => answers.push(resolve)),
    );
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => result.current.store.setEnvelope({ title: "Lofoten fisheries" }));
    act(() => {
      first = result.current.sync.save();
    });
    await flush();
    act(() => result.current.store.setEnvelope({ title: "Lofoten fisheries, 2027" }));
    act(() => {
      second = result.current.sync.save();
    });
    expect(answers).toHaveLength(1);

    answers[0]!(makeTripWithCards([]).trip);
    await act(async () => {
      await expect(first).resolves.toBe(true);
    });
    expect(result.current.saveState).toEqual({ kind: "saving" });
    expect(answers).toHaveLength(2);

    answers[1]!(makeTripWithCards([]).trip);
    await act(async () => {
      await expect(second).resolves.toBe(true);
    });
    expect(result.current.saveState).toEqual({ kind: "saved" });
  });
});

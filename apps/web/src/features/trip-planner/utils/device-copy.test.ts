import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePendingChanges } from "../../../lib/offline/pending-changes";
import { makeTripCard, makeTripWithCards, TRIP_ID } from "../testing/trip-fixtures";
import { plannerDeviceCopies, unsentChanges } from "./device-copy";
import { newLocalTrip, tripFromServer } from "./planner-model";
import { freshDeviceDbs } from "../../../testing/fresh-device-db";
import { installFakeIndexedDb } from "../../../testing/fake-indexeddb";

installFakeIndexedDb();

const freshDb = freshDeviceDbs("device-copy-test");

const saved = () =>
  tripFromServer(makeTripWithCards([makeTripCard(1, "transport"), makeTripCard(2, "notes")]));

describe("the planner's trips kept on this device", () => {
  it("keeps a trip with its unsent changes per account, and forgets it once sent", async () => {
    const db = freshDb();
    const trip = saved();
    const edited = {
      ...trip,
      envelopeRev: 1,
      cards: trip.cards.map((c, i) => (i === 0 ? { ...c, title: "Bus", rev: 1 } : c)),
      waiting: true,
    };
    const mine = plannerDeviceCopies(db, "u1");
    await mine.write(edited);
    expect(await mine.read(TRIP_ID)).toEqual(edited);
    // Another account on this device does not see it.
    expect(await plannerDeviceCopies(db, "u2").read(TRIP_ID)).toBeNull();
    expect(await mine.read(null)).toBeNull();
    await mine.forget(TRIP_ID);
    expect(await mine.read(TRIP_ID)).toBeNull();
  });

  it("counts the changes waiting for the network for the header", async () => {
    const db = freshDb();
    const { result } = renderHook(() => usePendingChanges());
    const trip = saved();
    const edited = {
      ...trip,
      envelopeRev: 1,
      removedServerIds: ["gone"],
      cards: trip.cards.map((c) => ({ ...c, rev: 1 })),
    };
    expect(unsentChanges(edited)).toBe(4);
    const mine = plannerDeviceCopies(db, "u1");
    // Unsaved but not waiting for the network: nothing to count yet.
    await act(() => mine.write(edited));
    expect(result.current).toBe(0);
    await act(() => mine.write({ ...edited, waiting: true }));
    expect(result.current).toBe(4);
    await act(() => mine.write({ ...newLocalTrip(), waiting: true }));
    expect(result.current).toBe(4 + 1 + newLocalTrip().cards.length);
    await act(() => mine.forget(null));
    await act(() => mine.forget(TRIP_ID));
    expect(result.current).toBe(0);
  });

  it("drops a copy it cannot read instead of opening it", async () => {
    const db = freshDb();
    await db.work.put({
      userId: "u1",
      key: `trip:${TRIP_ID}`,
      state: { version: 0, trip: { cards: "?" } },
      pendingChanges: 1,
      waiting: true,
      savedAt: 0,
    });
    expect(await plannerDeviceCopies(db, "u1").read(TRIP_ID)).toBeNull();
    expect(await db.work.count()).toBe(0);
  });
});

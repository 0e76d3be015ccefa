import { describe, expect, it } from "vitest";
import { PLANNER_DRAFT_KEY, clearLocalDraft, readLocalDraft, writeLocalDraft } from "./local-draft";
import { newLocalTrip } from "./planner-model";

describe("the local planner draft", () => {
  it("round-trips the envelope and the cards", () => {
    const trip = newLocalTrip(new Date(2026, 2, 4));
    trip.envelope.city = "Cusco";
    trip.cards[0]!.items = [
      {
        id: "local-1",
        title: "Night bus",
        link: "",
        notes: "",
        imageUploadId: null,
        type: "",
        data: {},
      },
    ];
    writeLocalDraft(trip);
    const read = readLocalDraft();
    expect(read?.envelope).toEqual(trip.envelope);
    expect(read?.cards.map((c) => [c.key, c.cardType, c.title, c.items.length])).toEqual(
      trip.cards.map((c) => [c.key, c.cardType, c.title, c.items.length]),
    );
    expect(read?.serverId).toBeNull();
    clearLocalDraft();
    expect(localStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["a different shape", JSON.stringify({ version: 1, envelope: { title: 3 }, cards: [] })],
    ["an unknown version", JSON.stringify({ version: 2, envelope: {}, cards: [] })],
  ])("discards %s and removes it", (_name, value) => {
    localStorage.setItem(PLANNER_DRAFT_KEY, value);
    expect(readLocalDraft()).toBeNull();
    expect(localStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull();
  });

  it("discards a card whose content does not match its type", () => {
    const trip = newLocalTrip();
    writeLocalDraft(trip);
    const stored = JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY)!) as {
      cards: { content: unknown }[];
    };
    stored.cards[0]!.content = { type: "rocket" };
    localStorage.setItem(PLANNER_DRAFT_KEY, JSON.stringify(stored));
    expect(readLocalDraft()).toBeNull();
    expect(localStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull();
  });
});

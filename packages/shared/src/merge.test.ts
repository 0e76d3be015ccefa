import { describe, expect, it } from "vitest";
import { mergeFields, mergeText } from "./merge";

describe("three-way merge", () => {
  it("takes each side's change to different fields", () => {
    const base = { title: "Market day", icon: "map-pin", isCollapsed: false };
    const mine = { ...base, title: "Market day at Kisumu" };
    const theirs = { ...base, isCollapsed: true };
    expect(mergeFields(base, mine, theirs)).toEqual({
      merged: { title: "Market day at Kisumu", icon: "map-pin", isCollapsed: true },
      conflicts: [],
    });
  });

  it("reports a field both sides changed differently, with both values", () => {
    const base = { title: "Boat" };
    const { conflicts } = mergeFields(base, { title: "Ferry" }, { title: "Canoe" });
    expect(conflicts).toEqual([{ field: "title", base: "Boat", mine: "Ferry", theirs: "Canoe" }]);
  });

  it("is no conflict when both made the same change", () => {
    expect(mergeFields({ a: 1 }, { a: 2 }, { a: 2 }).conflicts).toEqual([]);
  });

  it("merges nested records field by field", () => {
    const base = { content: { address: "", phone: "" } };
    const mine = { content: { address: "Harbour Rd 4", phone: "" } };
    const theirs = { content: { address: "", phone: "+254 700 000" } };
    expect(mergeFields(base, mine, theirs, { nested: new Set(["content"]) })).toEqual({
      merged: { content: { address: "Harbour Rd 4", phone: "+254 700 000" } },
      conflicts: [],
    });
  });

  it("merges long text word by word and keeps every character of both sides", () => {
    const base = "We met the water committee. They keep the rota.";
    const mine = "We met the water committee at noon. They keep the rota.";
    const theirs = "We met the water committee. They keep the rota in a ledger.";
    expect(mergeText(base, mine, theirs)).toBe(
      "We met the water committee at noon. They keep the rota in a ledger.",
    );
    const both = mergeText("Notes:", "Notes: pump broke", "Notes: fees rose");
    for (const word of ["pump", "broke", "fees", "rose"]) expect(both).toContain(word);
    const result = mergeFields(
      { notes: base },
      { notes: mine },
      { notes: theirs },
      { textFields: new Set(["notes"]) },
    );
    expect(result.conflicts).toEqual([]);
  });
});

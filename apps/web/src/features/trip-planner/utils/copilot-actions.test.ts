import type { CopilotSuggestion } from "@field-commons/shared/trips";
import { describe, expect, it } from "vitest";
import { checklistTexts, isChecklistSuggestion, suggestionAddition } from "./copilot-actions";

const RELATED_ID = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";

function suggestion(overrides: Partial<CopilotSuggestion> = {}): CopilotSuggestion {
  return {
    id: "s",
    kind: "logistics",
    title: "A suggestion",
    detail: "Its detail.",
    addCardType: null,
    link: null,
    ...overrides,
  };
}

describe("checklistTexts", () => {
  it("splits a listed detail into items, the last 'and' too", () => {
    expect(
      checklistTexts(
        "Ethics approval letter, consent forms in the local language, letters of introduction, recorder with spare batteries, offline maps and a notebook.",
      ),
    ).toEqual([
      "Ethics approval letter",
      "Consent forms in the local language",
      "Letters of introduction",
      "Recorder with spare batteries",
      "Offline maps",
      "A notebook",
    ]);
  });

  it("keeps a single thing whole, even with 'and' in it", () => {
    expect(checklistTexts("Pen and paper.")).toEqual(["Pen and paper"]);
    expect(checklistTexts("   ")).toEqual([]);
  });
});

describe("suggestionAddition", () => {
  it("a checklist suggestion (new card or empty checklist) becomes checklist items", () => {
    const add = suggestion({
      id: "add-checklist",
      addCardType: "checklist",
      detail: "A, b and c.",
    });
    const empty = suggestion({ id: "empty-checklist", detail: "A, b and c." });
    expect(isChecklistSuggestion(add)).toBe(true);
    expect(isChecklistSuggestion(empty)).toBe(true);
    expect(suggestionAddition(add)).toEqual({
      kind: "checklist",
      title: "Checklist",
      items: ["A", "B", "C"],
    });
    expect(suggestionAddition(empty)).toMatchObject({ kind: "checklist", items: ["A", "B", "C"] });
  });

  it("a card suggestion becomes a card of its type; notes keep the advice as private notes", () => {
    expect(suggestionAddition(suggestion({ addCardType: "budget" }))).toMatchObject({
      kind: "card",
      cardType: "budget",
      title: "Budget",
    });
    expect(
      suggestionAddition(
        suggestion({ id: "domain-guide", title: "What to document", addCardType: "notes" }),
      ),
    ).toMatchObject({
      kind: "card",
      cardType: "notes",
      title: "What to document",
      content: { content: "Its detail.", isPrivate: true },
    });
  });

  it("related research becomes a card of its type linking the item", () => {
    const addition = suggestionAddition(
      suggestion({
        id: `related-${RELATED_ID}`,
        kind: "reading",
        title: "Törbel alpine commons",
        detail: "Case Study, in Switzerland.",
        link: { type: "case-study", slug: "torbel", title: "Törbel alpine commons" },
      }),
    );
    expect(addition).toMatchObject({
      kind: "card",
      cardType: "case-study",
      title: "Törbel alpine commons",
      content: { contentId: RELATED_ID, note: "Case Study, in Switzerland." },
      items: [{ title: "Törbel alpine commons", link: "/case-study/torbel", type: "case-study" }],
    });
    expect(
      suggestionAddition(
        suggestion({
          id: "related-x",
          link: { type: "trip", slug: "lofoten", title: "Lofoten trip" },
        }),
      ),
    ).toMatchObject({ kind: "card", cardType: "custom", title: "Lofoten trip" });
  });

  it("other advice becomes a private notes card; trip details add nothing", () => {
    expect(
      suggestionAddition(suggestion({ id: "consent", kind: "consent", title: "Record consent" })),
    ).toMatchObject({ kind: "card", cardType: "notes", title: "Record consent" });
    for (const id of ["add-country", "choose-domain", "set-dates", "dates-order", "min-cards"]) {
      expect(suggestionAddition(suggestion({ id }))).toBeNull();
    }
  });
});

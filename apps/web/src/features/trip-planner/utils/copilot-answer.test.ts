import type { CopilotInput, CopilotSuggestion } from "@field-commons/shared/trips";
import { describe, expect, it } from "vitest";
import { answerCopilotQuestion, questionTopics } from "./copilot-answer";

const TRIP: CopilotInput = {
  title: "Lofoten cod",
  domain: "Water & Oceans",
  city: "Svolvær, Norway",
  country: "Norway",
  startDate: "2026-06-01",
  endDate: "2026-06-08",
  cards: [
    {
      cardType: "budget",
      title: "Budget",
      content: {
        entries: [
          { id: "1", category: "Ferry", amount: 120, currency: "NOK", paid: true },
          { id: "2", category: "Room", amount: 300, currency: "EUR", paid: false },
        ],
      },
      itemCount: 0,
    },
    {
      cardType: "checklist",
      title: "Checklist",
      content: {
        items: [
          { id: "a", text: "Consent forms", done: true },
          { id: "b", text: "Recorder", done: false },
        ],
      },
      itemCount: 0,
    },
    { cardType: "transport", title: "Getting There", content: {}, itemCount: 2 },
  ],
};

const s = (id: string, kind: CopilotSuggestion["kind"], extra: Partial<CopilotSuggestion> = {}) =>
  ({
    id,
    kind,
    title: id,
    detail: "",
    addCardType: null,
    link: null,
    ...extra,
  }) as CopilotSuggestion;

const SUGGESTIONS = [
  s("add-interview", "add-card", { addCardType: "interview" }),
  s("budget-amounts", "budget"),
  s("add-accommodation", "logistics", { addCardType: "accommodation" }),
  s("domain-guide", "add-card"),
];

describe("answerCopilotQuestion", () => {
  it("answers a budget question from the budget entries and the budget suggestions", () => {
    const answer = answerCopilotQuestion("How much will it cost?", TRIP, SUGGESTIONS, "2026-05-01");
    expect(answer.topics).toEqual(["budget"]);
    expect(answer.facts).toEqual([
      "The budget has 2 entries, totalling 120 NOK and 300 EUR; 1 is marked paid.",
    ]);
    expect(answer.suggestionIds).toEqual(["budget-amounts"]);
  });

  it("answers what to pack from the checklist", () => {
    const answer = answerCopilotQuestion("What should I pack?", TRIP, SUGGESTIONS, "2026-05-01");
    expect(answer.facts).toEqual(["The checklist has 2 items, 1 done. Still to do: Recorder."]);
    expect(answer.suggestionIds).toEqual([]);
  });

  it("answers travel and dates together, naming the place once", () => {
    const answer = answerCopilotQuestion(
      "Where do I stay and when does it start?",
      TRIP,
      SUGGESTIONS,
      "2026-05-01",
    );
    expect(answer.topics).toEqual(["dates", "travel"]);
    expect(answer.facts).toEqual([
      "The trip runs from 2026-06-01 to 2026-06-08 (7 days).",
      "It starts in 31 days.",
      "The trip goes to Svolvær, Norway.",
      "Transport: Getting There (2 items).",
      "There is no accommodation card yet.",
    ]);
    expect(answer.suggestionIds).toEqual(["add-accommodation"]);
  });

  it("a general question gets the overview and every suggestion; an unrelated one nothing", () => {
    const overview = answerCopilotQuestion("What is missing?", TRIP, SUGGESTIONS, "2026-05-01");
    expect(overview.topics).toEqual(["overview"]);
    expect(overview.facts).toEqual([
      "The trip has 3 cards with 2 items: Budget, Checklist and Getting There.",
    ]);
    expect(overview.suggestionIds).toHaveLength(SUGGESTIONS.length);

    const none = answerCopilotQuestion("Hello?", TRIP, SUGGESTIONS, "2026-05-01");
    expect(none).toEqual({ topics: [], facts: [], suggestionIds: [] });
  });

  it("depends on the trip: the same question about another trip answers differently", () => {
    const empty = answerCopilotQuestion("budget?", { ...TRIP, cards: [] }, [], "2026-05-01");
    expect(empty.facts).toEqual(["The trip has no budget card yet."]);
  });

  it("questionTopics keeps the general topic only when nothing precise matched", () => {
    expect(questionTopics("Which cards need a budget?")).toEqual(["budget"]);
    expect(questionTopics("Summarise my cards")).toEqual(["overview"]);
  });
});

import { describe, expect, it } from "vitest";
import { CopilotInput, type CopilotSuggestion } from "@field-commons/shared/trips";
import { detectIntent, questionTopic, tripTopics } from "./copilot.intent";
import { tripAnswer } from "./copilot.trip-facts";

describe("detectIntent", () => {
  it.each([
    ["Who should I interview about water allocation?", "people", "water allocation"],
    ["Which experts could I talk to on seed banks?", "people", "seed banks"],
    ["Who am I interviewing?", "trip", ""],
    ["What should I read about irrigation rules?", "reading", "irrigation rules"],
    ["Any case studies on fisheries co-management?", "reading", "fisheries co-management"],
    ["How much will it cost?", "trip", ""],
    ["What is missing?", "trip", ""],
    ["asdf qwerty", "unknown", ""],
    ["What's the weather like?", "unknown", ""],
  ])("%s → %s (%s)", (question, intent, topic) => {
    const found = detectIntent(question);
    expect(found.intent).toBe(intent);
    expect(found.topic).toBe(topic);
  });

  it("the topic keeps the subject's words and drops the asking", () => {
    expect(questionTopic("Who would you recommend I speak with about grazing in Törbel?")).toBe(
      "grazing törbel",
    );
  });

  it("tripTopics keeps the general topic only when nothing precise matched", () => {
    expect(tripTopics("Which cards need a budget?")).toEqual(["budget"]);
    expect(tripTopics("Summarise my cards")).toEqual(["overview"]);
  });
});

const TRIP = CopilotInput.parse({
  title: "Lofoten cod",
  domain: "Water & Oceans",
  city: "Svolvær",
  country: "Norway",
  startDate: "2026-06-01",
  endDate: "2026-06-08",
  cards: [
    {
      cardType: "checklist",
      title: "Checklist",
      content: {
        items: [
          { id: "a", text: "Consent forms", done: true },
          { id: "b", text: "Recorder", done: false },
        ],
      },
    },
    { cardType: "transport", title: "Getting There", itemCount: 2 },
  ],
});

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

describe("tripAnswer", () => {
  it("answers travel and dates from the trip, with the suggestions that bear on them", () => {
    const answer = tripAnswer(
      ["dates", "travel"],
      TRIP,
      [
        s("add-accommodation", "logistics", { addCardType: "accommodation" }),
        s("add-budget", "budget"),
      ],
      "2026-05-01",
    );
    expect(answer.facts).toEqual([
      "The trip runs from 2026-06-01 to 2026-06-08 (7 days).",
      "It starts in 31 days.",
      "The trip goes to Svolvær, Norway.",
      "Transport: Getting There (2 items).",
      "There is no accommodation card yet.",
    ]);
    expect(answer.suggestions.map((x) => x.id)).toEqual(["add-accommodation"]);
  });

  it("answers what to pack from the checklist", () => {
    expect(tripAnswer(["checklist"], TRIP, [], "2026-05-01").facts).toEqual([
      "The checklist has 2 items, 1 done. Still to do: Recorder.",
    ]);
  });
});

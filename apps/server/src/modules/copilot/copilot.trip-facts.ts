import { placeLabel } from "@field-commons/shared/place-label";
import {
  CARD_TYPE_INFO,
  TRIP_PUBLISH_MIN_CARDS,
  budgetTotals,
  tripDurationDays,
  type CopilotSuggestion,
} from "@field-commons/shared/trips";
import type { TripTopic } from "./copilot.intent";
import type { ParsedCopilotInput } from "./copilot.service";

/**
 * Answers to questions about the trip itself: facts read from the trip as
 * the planner holds it, and the copilot's suggestions that bear on them.
 * Nothing is invented: every sentence states a fact of the trip.
 */

type Card = ParsedCopilotInput["cards"][number];

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const listOf = (parts: string[]) =>
  parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

function arrayOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null)
    : [];
}

const cardTitle = (card: Card) => card.title.trim() || CARD_TYPE_INFO[card.cardType].defaultTitle;

function budgetFacts(cards: Card[]): string[] {
  const budgets = cards.filter((c) => c.cardType === "budget");
  if (budgets.length === 0) return ["The trip has no budget card yet."];
  const entries = budgets.flatMap((c) => arrayOf(c.content.entries));
  if (entries.length === 0) {
    return [`The trip has ${plural(budgets.length, "budget card")}, with no entries yet.`];
  }
  const totals = budgetTotals(budgets.map((c) => ({ cardType: c.cardType, content: c.content })));
  const sums = Object.entries(totals).map(
    ([currency, amount]) => `${amount.toLocaleString("en-US")} ${currency}`,
  );
  const paid = entries.filter((e) => e.paid === true).length;
  return [
    `The budget has ${plural(entries.length, "entry", "entries")}, totalling ${listOf(sums)}; ${paid} ${paid === 1 ? "is" : "are"} marked paid.`,
  ];
}

function checklistFacts(cards: Card[]): string[] {
  const lists = cards.filter((c) => c.cardType === "checklist");
  if (lists.length === 0) return ["The trip has no checklist yet."];
  const items = lists.flatMap((c) => arrayOf(c.content.items));
  if (items.length === 0) {
    return [
      lists.length === 1
        ? "The trip's checklist is empty."
        : `The trip's ${lists.length} checklists are empty.`,
    ];
  }
  const done = items.filter((i) => i.done === true).length;
  const open = items
    .filter((i) => i.done !== true)
    .map((i) => (typeof i.text === "string" ? i.text.trim() : ""))
    .filter(Boolean);
  return [
    `The checklist has ${plural(items.length, "item")}, ${done} done.${open.length > 0 ? ` Still to do: ${listOf(open.slice(0, 8))}${open.length > 8 ? ", …" : ""}.` : ""}`,
  ];
}

function interviewFacts(cards: Card[]): string[] {
  const interviews = cards.filter((c) => c.cardType === "interview");
  const facts: string[] = [];
  if (interviews.length === 0) facts.push("The trip has no interview card yet.");
  else {
    const consented = interviews.filter((c) => c.content.consentObtained === true).length;
    const names = interviews
      .map((c) =>
        typeof c.content.intervieweeName === "string" ? c.content.intervieweeName.trim() : "",
      )
      .filter(Boolean);
    facts.push(
      `The trip has ${plural(interviews.length, "interview card")}${names.length > 0 ? ` (${listOf(names)})` : ""}; consent is marked as obtained on ${consented}.`,
    );
  }
  const notes = cards.filter((c) => c.cardType === "notes");
  if (notes.length > 0) {
    const open = notes.filter((c) => c.content.isPrivate === false).length;
    facts.push(
      open > 0
        ? `${plural(open, "notes card")} will be public when the trip is published.`
        : "Your notes cards are private.",
    );
  }
  return facts;
}

function dateFacts(trip: ParsedCopilotInput, today: string): string[] {
  const { startDate, endDate } = trip;
  if (!startDate || !endDate) return ["The trip has no dates yet."];
  const days = tripDurationDays(startDate, endDate);
  const facts = [`The trip runs from ${startDate} to ${endDate} (${plural(days, "day")}).`];
  const startsIn = Math.round((Date.parse(startDate) - Date.parse(today)) / 86_400_000);
  if (startsIn > 0) facts.push(`It starts in ${plural(startsIn, "day")}.`);
  else if (endDate < today) facts.push("It has ended.");
  else facts.push("It is under way.");
  return facts;
}

function travelFacts(trip: ParsedCopilotInput, cards: Card[]): string[] {
  const where = placeLabel(trip.city, trip.country);
  const facts = [where ? `The trip goes to ${where}.` : "The trip has no place yet."];
  for (const type of ["transport", "accommodation"] as const) {
    const found = cards.filter((c) => c.cardType === type);
    facts.push(
      found.length > 0
        ? `${CARD_TYPE_INFO[type].label}: ${listOf(found.map(cardTitle))} (${plural(
            found.reduce((n, c) => n + c.itemCount, 0),
            "item",
          )}).`
        : `There is no ${CARD_TYPE_INFO[type].label.toLowerCase()} card yet.`,
    );
  }
  return facts;
}

function publishingFacts(trip: ParsedCopilotInput, cards: Card[]): string[] {
  const missing: string[] = [];
  if (cards.length < TRIP_PUBLISH_MIN_CARDS)
    missing.push(`at least ${TRIP_PUBLISH_MIN_CARDS} cards`);
  if (!trip.title.trim()) missing.push("a title");
  if (!trip.country.trim()) missing.push("a country");
  return [
    missing.length === 0
      ? `The trip has what publishing needs (${plural(cards.length, "card")}, a title and a country); save it, then publish.`
      : `To publish, the trip still needs ${listOf(missing)}.`,
  ];
}

function overviewFacts(cards: Card[]): string[] {
  if (cards.length === 0) return ["The trip has no cards yet."];
  const items = cards.reduce((n, c) => n + c.itemCount, 0);
  return [
    `The trip has ${plural(cards.length, "card")} with ${plural(items, "item")}: ${listOf(cards.map(cardTitle))}.`,
  ];
}

/** Which suggestions bear on each part of the trip. */
const SUGGESTION_TOPICS: Record<TripTopic, (s: CopilotSuggestion) => boolean> = {
  budget: (s) => s.kind === "budget" || s.addCardType === "budget",
  checklist: (s) =>
    s.addCardType === "checklist" || s.id === "add-checklist" || s.id === "empty-checklist",
  interviews: (s) =>
    s.kind === "consent" ||
    s.kind === "ethics" ||
    s.addCardType === "interview" ||
    s.id === "short-trip",
  dates: (s) => s.kind === "timing" || s.id === "set-dates",
  travel: (s) =>
    s.addCardType === "transport" ||
    s.addCardType === "accommodation" ||
    s.id === "add-transport" ||
    s.id === "add-accommodation",
  documenting: (s) => s.id === "domain-guide" || s.id === "daily-notes" || s.id === "choose-domain",
  publishing: (s) => ["min-cards", "add-country", "choose-domain"].includes(s.id),
  overview: (s) => s.kind !== "reading",
};

/** Facts about the trip for the topics asked, and the suggestions that bear on them. */
export function tripAnswer(
  topics: readonly TripTopic[],
  trip: ParsedCopilotInput,
  suggestions: readonly CopilotSuggestion[],
  today: string,
): { facts: string[]; suggestions: CopilotSuggestion[] } {
  const cards = trip.cards;
  const facts: string[] = [];
  const ids = new Set<string>();
  for (const topic of topics) {
    const add = {
      budget: () => budgetFacts(cards),
      checklist: () => checklistFacts(cards),
      interviews: () => interviewFacts(cards),
      dates: () => dateFacts(trip, today),
      travel: () => travelFacts(trip, cards),
      documenting: () => [
        trip.domain ? `The trip's domain is ${trip.domain}.` : "The trip has no domain yet.",
      ],
      publishing: () => publishingFacts(trip, cards),
      overview: () => overviewFacts(cards),
    }[topic]();
    for (const fact of add) if (!facts.includes(fact)) facts.push(fact);
    for (const s of suggestions) if (SUGGESTION_TOPICS[topic](s)) ids.add(s.id);
  }
  return { facts, suggestions: suggestions.filter((s) => ids.has(s.id)) };
}

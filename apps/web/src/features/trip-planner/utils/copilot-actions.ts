import { contentPath } from "@field-commons/shared/content";
import { CARD_TYPES, CARD_TYPE_INFO, CardItem } from "@field-commons/shared/trips";
import type { CardType, CopilotSuggestion } from "@field-commons/shared/trips";
import { z } from "zod";
import { localId } from "./ids";

/**
 * What "Add to trip" does with a copilot suggestion: a checklist suggestion
 * becomes checklist items, any other a card of the matching type.
 */
export type SuggestionAddition =
  | { kind: "checklist"; title: string; items: string[] }
  | {
      kind: "card";
      cardType: CardType;
      title: string;
      content: Record<string, unknown>;
      items: CardItem[];
    };

/**
 * Suggestions about the trip's own details (country, domain, dates, how many
 * cards) are done in Edit Trip or by adding cards; they add nothing themselves.
 */
const DETAIL_SUGGESTIONS = new Set([
  "add-country",
  "choose-domain",
  "set-dates",
  "dates-order",
  "min-cards",
]);

/** Suggestions whose detail is a list of things to take (the server's checklist rules). */
export function isChecklistSuggestion(suggestion: CopilotSuggestion): boolean {
  return suggestion.addCardType === "checklist" || suggestion.id === "empty-checklist";
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("en") + text.slice(1);

/**
 * The things named in a suggestion's list ('A, b, c and d.'), one per
 * checklist item: split at commas and semicolons, the last ' and ' too.
 */
export function checklistTexts(detail: string): string[] {
  const parts = detail
    .trim()
    .replace(/[.!]+$/, "")
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.pop();
  if (last !== undefined) {
    const split = last.split(/\s+and\s+/);
    parts.push(...(parts.length > 0 ? split : [last]));
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => capitalise(part).slice(0, 500));
}

const LINKED_CARD_TYPES = new Set<string>(["case-study", "policy-brief", "opinion-essay"]);
const isCardType = (value: string): value is CardType =>
  (CARD_TYPES as readonly string[]).includes(value);

/** The related item's id, which the server puts in the suggestion's id ('related-{id}'). */
function relatedId(suggestion: CopilotSuggestion): string | null {
  const id = suggestion.id.startsWith("related-") ? suggestion.id.slice("related-".length) : "";
  return z.uuid().safeParse(id).success ? id : null;
}

/** What "Add to trip" adds for this suggestion, or null when it adds nothing. */
export function suggestionAddition(suggestion: CopilotSuggestion): SuggestionAddition | null {
  if (DETAIL_SUGGESTIONS.has(suggestion.id)) return null;
  if (isChecklistSuggestion(suggestion)) {
    const items = checklistTexts(suggestion.detail);
    if (items.length === 0) return null;
    return { kind: "checklist", title: CARD_TYPE_INFO.checklist.defaultTitle, items };
  }
  const { link, addCardType } = suggestion;
  if (link) {
    const item = CardItem.parse({
      id: localId(),
      title: link.title.slice(0, 300) || "Related research",
      link: contentPath(link),
      notes: suggestion.detail.slice(0, 5000),
      type: link.type,
      createdAt: new Date().toISOString(),
    });
    if (LINKED_CARD_TYPES.has(link.type) && isCardType(link.type)) {
      return {
        kind: "card",
        cardType: link.type,
        title: link.title.slice(0, 200) || CARD_TYPE_INFO[link.type].defaultTitle,
        content: { contentId: relatedId(suggestion), note: suggestion.detail.slice(0, 2000) },
        items: [item],
      };
    }
    return {
      kind: "card",
      cardType: "custom",
      title: link.title.slice(0, 200) || CARD_TYPE_INFO.custom.defaultTitle,
      content: { description: suggestion.detail.slice(0, 5000) },
      items: [item],
    };
  }
  if (addCardType === "notes") {
    return {
      kind: "card",
      cardType: "notes",
      title: suggestion.title.slice(0, 200),
      content: { content: suggestion.detail, format: "plain", isPrivate: true },
      items: [],
    };
  }
  if (addCardType) {
    return {
      kind: "card",
      cardType: addCardType,
      title: CARD_TYPE_INFO[addCardType].defaultTitle,
      content: {},
      items: [],
    };
  }
  // Advice (consent, ethics, timing, budget, logistics): a private notes card to act on.
  return {
    kind: "card",
    cardType: "notes",
    title: suggestion.title.slice(0, 200),
    content: { content: suggestion.detail, format: "plain", isPrivate: true },
    items: [],
  };
}

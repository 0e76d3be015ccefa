import type { z } from "zod";
import { CONTENT_TYPE_LABELS } from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import {
  TRIP_PUBLISH_MIN_CARDS,
  tripDurationDays,
  type CopilotInput,
  type CopilotSuggestion,
} from "@field-commons/shared/trips";
import { haversineMeters } from "../geo";
import type { RelatedCandidate } from "./copilot.repository";

export type ParsedCopilotInput = z.output<typeof CopilotInput>;

/** Related research is 'near' within this distance. */
export const NEAR_KM = 1000;
export const RELATED_MAX = 4;

/** What a field researcher should document in each domain. */
export const DOMAIN_GUIDES: Record<Domain, string> = {
  "Land & Environment":
    "Tenure and boundaries; who may graze, harvest or farm, where and when; how use is monitored; sanctions; how the rules change after drought, fire or a poor harvest.",
  "Water & Oceans":
    "Water or fishing rights and who holds them; allocation and rotation rules; how flows, catches or closures are monitored; sanctions; how conflicts between upstream and downstream, or between boats, are settled.",
  "Energy & Infrastructure":
    "Ownership and membership; how tariffs and any surplus are decided; who maintains the equipment and how that work is shared; relations with the grid operator, the utility or the state.",
  "Knowledge & Education":
    "Who contributes and who may use the knowledge; licences and prior informed consent; how quality is kept; how contributors are credited and benefits shared.",
  "Technology & Digital Access":
    "Who owns the network, code or data; membership, fees and access rules; how maintenance is organised and paid for; how decisions about the infrastructure are made.",
  "Culture & Heritage":
    "Who the custodians are and where their authority comes from; what may be seen, recorded or published; how access to sites and practices is regulated; how benefits return to the community.",
  "Social & Governance Systems":
    "Membership; how decisions are made and by whom; how leaders are held to account; how conflicts are settled; how the institution relates to local and national government.",
};

const RESEARCH_ESSENTIALS =
  "Ethics approval letter, consent forms in the local language, letters of introduction, recorder with spare batteries, offline maps and a notebook.";

function suggestion(
  id: string,
  kind: CopilotSuggestion["kind"],
  title: string,
  detail: string,
  extra: Partial<Pick<CopilotSuggestion, "addCardType" | "link">> = {},
): CopilotSuggestion {
  return {
    id,
    kind,
    title,
    detail,
    addCardType: extra.addCardType ?? null,
    link: extra.link ?? null,
  };
}

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000);
}

function place(input: ParsedCopilotInput): string {
  return [input.city, input.country]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
}

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * The copilot: offline suggestions derived only from the trip as given (its
 * cards, dates, place and domain) and from related published research. The
 * same input, the same day and the same database give the same answer.
 */
export function copilotSuggestions(
  input: ParsedCopilotInput,
  related: readonly RelatedCandidate[],
  today: string,
): CopilotSuggestion[] {
  const out: CopilotSuggestion[] = [];
  const cards = input.cards;
  const ofType = (type: string) => cards.filter((c) => c.cardType === type);
  const where = place(input);

  // --- ethics and consent ---------------------------------------------------
  const interviews = ofType("interview");
  const withoutConsent = interviews.filter((c) => c.content.consentObtained !== true);
  if (withoutConsent.length > 0) {
    const names = withoutConsent
      .map((c) => (typeof c.content.intervieweeName === "string" ? c.content.intervieweeName : ""))
      .map((n) => n.trim())
      .filter(Boolean);
    out.push(
      suggestion(
        "consent",
        "consent",
        names.length > 0
          ? `Record consent from ${names.join(", ")}`
          : "Record informed consent for your interviews",
        `Consent is not marked as obtained on ${plural(withoutConsent.length, "interview card")}. Note how each person agreed (written or oral) and what they allowed you to record, quote and publish.`,
      ),
    );
  }
  const publicNotes = ofType("notes").filter((c) => c.content.isPrivate === false);
  if (publicNotes.length > 0) {
    out.push(
      suggestion(
        "public-notes",
        "ethics",
        "Your field notes are public",
        `${plural(publicNotes.length, "notes card")} will be visible to readers once the trip is published.${interviews.length > 0 ? " Keep the names and identifying details of the people you interview out of them," : " Keep identifying details of the people you meet out of them,"} or make the notes private.`,
      ),
    );
  }

  // --- missing cards that matter for field research --------------------------
  if (interviews.length === 0) {
    out.push(
      suggestion(
        "add-interview",
        "add-card",
        "Plan your interviews",
        `List who you hope to meet${where ? ` in ${where}` : ""} and their roles, so you can arrange introductions and consent before you go.`,
        { addCardType: "interview" },
      ),
    );
  }
  const checklists = ofType("checklist");
  if (checklists.length === 0) {
    out.push(
      suggestion(
        "add-checklist",
        "add-card",
        "Add a checklist of research essentials",
        RESEARCH_ESSENTIALS,
        { addCardType: "checklist" },
      ),
    );
  } else if (checklists.every((c) => listLength(c.content.items) === 0 && c.itemCount === 0)) {
    out.push(
      suggestion("empty-checklist", "logistics", "Your checklist is empty", RESEARCH_ESSENTIALS),
    );
  }

  // --- budget ----------------------------------------------------------------
  const budgets = ofType("budget");
  if (budgets.length === 0) {
    out.push(
      suggestion(
        "add-budget",
        "budget",
        "Add a budget",
        "Note transport, accommodation, interpreters and what you offer participants, so nothing surprises you in the field.",
        { addCardType: "budget" },
      ),
    );
  } else {
    const entries = budgets.flatMap(
      (c) => (c.content.entries as { amount?: unknown }[] | undefined) ?? [],
    );
    if (entries.length === 0) {
      out.push(
        suggestion(
          "empty-budget",
          "budget",
          "Your budget has no entries",
          "Add each expected cost with its currency; the planner totals them per currency.",
        ),
      );
    } else if (entries.every((e) => !Number(e.amount))) {
      out.push(
        suggestion(
          "budget-amounts",
          "budget",
          "Your budget entries have no amounts",
          `${plural(entries.length, "budget entry", "budget entries")} still show 0. Add the amounts you expect to spend.`,
        ),
      );
    }
  }

  // --- logistics ------------------------------------------------------------
  let startsIn: number | null = null;
  if (input.startDate) startsIn = daysBetween(today, input.startDate);
  const soon = startsIn !== null && startsIn >= 0 && startsIn <= 30;
  const soonText = soon ? ` Your trip starts in ${plural(startsIn!, "day")}.` : "";
  if (ofType("transport").length === 0) {
    out.push(
      suggestion(
        "add-transport",
        "logistics",
        "How will you get there?",
        `Add your travel${where ? ` to ${where}` : ""} and local transport between sites.${soonText}`,
        { addCardType: "transport" },
      ),
    );
  }
  const duration =
    input.startDate && input.endDate ? tripDurationDays(input.startDate, input.endDate) : null;
  if (ofType("accommodation").length === 0 && (duration === null || duration >= 1)) {
    out.push(
      suggestion(
        "add-accommodation",
        "logistics",
        "Where will you stay?",
        `Add accommodation${duration ? ` for ${plural(duration, "night")}` : ""}; staying close to the community saves travel time each day.${soonText}`,
        { addCardType: "accommodation" },
      ),
    );
  }
  if (!input.country.trim()) {
    out.push(
      suggestion(
        "add-country",
        "logistics",
        "Add the country",
        "The country is needed to publish the trip and to find related research.",
      ),
    );
  }
  if (!input.domain) {
    out.push(
      suggestion(
        "choose-domain",
        "logistics",
        "Choose a commons domain",
        "The domain tells readers what kind of commons you study and links your trip to related research.",
      ),
    );
  }

  // --- timing ---------------------------------------------------------------
  if (!input.startDate || !input.endDate) {
    out.push(
      suggestion(
        "set-dates",
        "timing",
        "Set your dates",
        "Dates let you schedule interviews and meetings with the community, and add the trip to your calendar.",
      ),
    );
  } else if (input.endDate < input.startDate) {
    out.push(
      suggestion(
        "dates-order",
        "timing",
        "The end date is before the start date",
        "Check the dates of the trip.",
      ),
    );
  } else {
    const days = duration ?? 0;
    if (input.endDate < today) {
      out.push(
        suggestion(
          "trip-ended",
          "timing",
          "This trip has ended",
          `It ended ${plural(daysBetween(input.endDate, today), "day")} ago. Write up your field notes while they are fresh, and publish what you learned.`,
          { addCardType: ofType("notes").length === 0 ? "notes" : null },
        ),
      );
    } else if (input.startDate < today) {
      out.push(
        suggestion(
          "trip-started",
          "timing",
          "Your trip is under way",
          "Keep notes each day, and record consent as you go.",
        ),
      );
    }
    if (days >= 7 && ofType("notes").length === 0) {
      out.push(
        suggestion(
          "daily-notes",
          "timing",
          `Keep daily field notes over ${plural(days, "day")}`,
          "Over a longer stay, notes written each evening are what you will rely on when you write up.",
          { addCardType: "notes" },
        ),
      );
    }
    if (days < 3 && interviews.length > 0) {
      out.push(
        suggestion(
          "short-trip",
          "timing",
          `A short trip for field research (${plural(days, "day")})`,
          "Arrange interviews and introductions before you arrive, and keep some time free in case meetings move.",
        ),
      );
    }
  }

  // --- domain: what to document --------------------------------------------
  if (input.domain) {
    out.push(
      suggestion(
        "domain-guide",
        "add-card",
        `What to document: ${input.domain}`,
        DOMAIN_GUIDES[input.domain],
        { addCardType: ofType("notes").length === 0 ? "notes" : null },
      ),
    );
  }
  if (cards.length < TRIP_PUBLISH_MIN_CARDS) {
    out.push(
      suggestion(
        "min-cards",
        "add-card",
        `Add at least ${TRIP_PUBLISH_MIN_CARDS} cards to publish`,
        `The trip has ${plural(cards.length, "card")}.`,
      ),
    );
  }

  // --- related published research -----------------------------------------
  const linked = new Set(
    cards.map((c) => c.content.contentId).filter((id): id is string => typeof id === "string"),
  );
  const origin =
    input.lat !== null && input.lng !== null ? { lat: input.lat, lng: input.lng } : null;
  const country = input.country.trim().toLowerCase();
  const scored = related
    .filter((item) => !linked.has(item.id))
    .map((item) => {
      const km =
        origin && item.lat !== null && item.lng !== null
          ? Math.round(haversineMeters(origin, { lat: item.lat, lng: item.lng }) / 1000)
          : null;
      const sameDomain = !!input.domain && item.domain === input.domain;
      const sameCountry = !!country && item.country.trim().toLowerCase() === country;
      const near = km !== null && km <= NEAR_KM;
      return { item, km, sameDomain, sameCountry, near };
    })
    .filter((r) => r.sameDomain || r.sameCountry || r.near)
    .sort(
      (a, b) =>
        Number(b.sameDomain) +
          Number(b.sameCountry || b.near) -
          (Number(a.sameDomain) + Number(a.sameCountry || a.near)) ||
        (a.km ?? Infinity) - (b.km ?? Infinity) ||
        (b.item.publishedAt?.getTime() ?? 0) - (a.item.publishedAt?.getTime() ?? 0) ||
        a.item.id.localeCompare(b.item.id),
    )
    .slice(0, RELATED_MAX);
  for (const { item, km, sameDomain, sameCountry, near } of scored) {
    const reasons: string[] = [];
    if (sameDomain) reasons.push(`also about ${item.domain}`);
    if (sameCountry) reasons.push(`in ${item.country}`);
    if (near && km !== null) reasons.push(km < 1 ? "at the same place" : `${km} km from your trip`);
    out.push(
      suggestion(
        `related-${item.id}`,
        "reading",
        item.title,
        `${CONTENT_TYPE_LABELS[item.type]}, ${reasons.join(", ")}.`,
        { link: { type: item.type, slug: item.slug, title: item.title } },
      ),
    );
  }
  return out;
}

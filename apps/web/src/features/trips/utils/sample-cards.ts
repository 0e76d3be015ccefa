import { CARD_TYPES, CARD_TYPE_INFO, CardInput } from "@field-commons/shared/trips";
import type { CardType, TripCard } from "@field-commons/shared/trips";

/**
 * One filled-in card of every type, for the internal /trip-planner-test page
 * (visual checks). Each is parsed with the shared CardInput schema, so the
 * samples always match what the server stores.
 */
const SAMPLE_INPUTS: Record<CardType, CardInput> = {
  place: {
    cardType: "place",
    title: "Places to Visit",
    content: {
      location: {
        name: "Törbel village commons",
        address: "3923 Törbel, Switzerland",
        lat: 46.2379,
        lng: 7.8518,
      },
    },
    items: [
      {
        id: "sample-place-1",
        title: "Alpine meadow cooperative",
        link: "https://example.org/torbel-cooperative",
        notes: "Ask the cooperative secretary about the 1483 grazing rules.",
      },
    ],
  },
  accommodation: {
    cardType: "accommodation",
    title: "Accommodation",
    content: {
      name: "Gasthaus Bergfrieden",
      type: "guesthouse",
      address: "Dorfstrasse 12, Törbel",
      checkIn: "2026-06-01",
      checkOut: "2026-06-08",
    },
    items: [],
  },
  transport: {
    cardType: "transport",
    title: "Getting There",
    content: { type: "train", from: "Zurich HB", to: "Visp", departure: "2026-06-01 08:02" },
    items: [
      {
        id: "sample-transport-1",
        title: "PostBus from Visp to Törbel",
        link: "/trip-planner",
        notes: "Hourly; last bus at 19:40.",
      },
    ],
  },
  food: {
    cardType: "food",
    title: "Food & Dining",
    content: { name: "Village market", type: "market" },
    items: [{ id: "sample-food-1", title: "Cheese from the summer pastures", notes: "" }],
  },
  activity: {
    cardType: "activity",
    title: "Activities",
    content: { name: "Assembly of the alpine corporation", type: "meeting" },
    items: [],
  },
  interview: {
    cardType: "interview",
    title: "Interviews",
    content: {
      intervieweeName: "Maria Zenhäusern",
      intervieweeRole: "President of the alpine corporation",
      consentObtained: true,
    },
    items: [],
  },
  notes: {
    cardType: "notes",
    title: "Field Notes",
    content: {
      content: "Grazing rights follow the winter-feeding rule.\n\nCheck the 1517 charter.",
      isPrivate: false,
    },
    items: [],
  },
  files: {
    cardType: "files",
    title: "Documents & Files",
    content: {
      attachments: [
        {
          uploadId: "00000000-0000-4000-8000-000000000001",
          name: "consent-form.pdf",
          mimeType: "application/pdf",
          bytes: 182_400,
        },
      ],
    },
    items: [],
  },
  budget: {
    cardType: "budget",
    title: "Budget",
    content: {
      entries: [
        {
          id: "sample-budget-1",
          category: "Train tickets",
          amount: 184,
          currency: "CHF",
          paid: true,
        },
        {
          id: "sample-budget-2",
          category: "Guesthouse",
          amount: 630,
          currency: "CHF",
          paid: false,
        },
        { id: "sample-budget-3", category: "Recorder", amount: 95, currency: "USD", paid: true },
      ],
    },
    items: [],
  },
  checklist: {
    cardType: "checklist",
    title: "Checklist",
    content: {
      items: [
        { id: "sample-check-1", text: "Print consent forms", done: true },
        { id: "sample-check-2", text: "Charge the recorder", done: false },
      ],
    },
    items: [],
  },
  custom: {
    cardType: "custom",
    title: "Archive Visit",
    content: { description: "Two afternoons in the commune archive reading the charters." },
    items: [
      {
        id: "sample-custom-1",
        title: "Commune archive opening hours",
        link: "www.example.org/archive",
        notes: "",
      },
    ],
  },
  "case-study": {
    cardType: "case-study",
    title: "Related Case Studies",
    // No item linked: a made-up id would point at nothing. The planner's
    // search links a real published case study.
    content: {
      contentId: null,
      note: "The classic study of these meadows.",
    },
    items: [],
  },
  "policy-brief": {
    cardType: "policy-brief",
    title: "Policy Briefs",
    content: { contentId: null, note: "Look for a brief on alpine grazing subsidies." },
    items: [],
  },
  "opinion-essay": {
    cardType: "opinion-essay",
    title: "Opinion Essays",
    content: { contentId: null, note: "An essay on tourism pressure on village commons." },
    items: [],
  },
};

const SAMPLE_TIME = "2026-05-01T09:00:00.000Z";

export const SAMPLE_TRIP_ID = "sample-trip";

/** Sample cards of all 14 types, in the order of CARD_TYPES, shaped as the server returns them. */
export const SAMPLE_CARDS: readonly TripCard[] = CARD_TYPES.map((cardType, order) => {
  const card = CardInput.parse(SAMPLE_INPUTS[cardType]);
  return {
    id: `sample-${cardType}`,
    tripId: SAMPLE_TRIP_ID,
    cardType,
    title: card.title,
    icon: card.icon || CARD_TYPE_INFO[cardType].icon,
    content: card.content as Record<string, unknown>,
    items: card.items,
    order,
    isCollapsed: card.isCollapsed,
    createdAt: SAMPLE_TIME,
    updatedAt: SAMPLE_TIME,
  };
});

import type { z } from "zod";
import { domainColour, type Domain } from "@field-commons/shared/domains";
import {
  CardInput,
  type DIFFICULTIES,
  type TEMPLATE_CATEGORIES,
} from "@field-commons/shared/trips";

/**
 * The official trip templates: product data, upserted at every start by
 * these fixed ids, whatever DEMO says. Budget entries name the usual costs
 * with amount 0, for the researcher to fill in; nothing is estimated for them.
 */
export interface OfficialTemplate {
  id: string;
  name: string;
  description: string;
  category: (typeof TEMPLATE_CATEGORIES)[number];
  tags: string[];
  color: string;
  difficulty: (typeof DIFFICULTIES)[number];
  estimatedDuration: number;
  domain: Domain | null;
  cardTemplates: z.output<typeof CardInput>[];
}

type Item = string | { title: string; notes?: string; link?: string };

const items = (prefix: string, list: readonly Item[]) =>
  list.map((item, index) =>
    typeof item === "string"
      ? { id: `${prefix}-${index + 1}`, title: item }
      : { id: `${prefix}-${index + 1}`, ...item },
  );

const checklist = (prefix: string, title: string, list: readonly string[]): CardInput => ({
  cardType: "checklist",
  title,
  content: {
    items: list.map((text, index) => ({ id: `${prefix}-${index + 1}`, text, done: false })),
  },
});

const budget = (prefix: string, categories: readonly string[]): CardInput => ({
  cardType: "budget",
  title: "Budget",
  content: {
    entries: categories.map((category, index) => ({
      id: `${prefix}-${index + 1}`,
      category,
      amount: 0,
      currency: "USD",
      paid: false,
    })),
  },
});

const notes = (content: string, title = "Field Notes"): CardInput => ({
  cardType: "notes",
  title,
  content: { content, format: "plain", isPrivate: true },
});

interface Draft extends Omit<OfficialTemplate, "cardTemplates" | "color"> {
  cards: CardInput[];
}

function official(draft: Draft): OfficialTemplate {
  const { cards, ...rest } = draft;
  return {
    ...rest,
    color: domainColour(draft.domain),
    cardTemplates: cards.map((card) => CardInput.parse(card)),
  };
}

export const OFFICIAL_TEMPLATES: readonly OfficialTemplate[] = [
  official({
    id: "7a1f0c2e-0001-4000-8000-00000000a001",
    name: "Community water governance study",
    description:
      "Two weeks with an irrigation or drinking-water association: walk the system from intake to tail end, watch the rules at work, and interview the people who make and bend them.",
    category: "field-research",
    tags: ["irrigation", "water rights", "institutional analysis", "interviews"],
    difficulty: "intermediate",
    estimatedDuration: 14,
    domain: "Water & Oceans",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus" },
        items: items("wat-tr", [
          {
            title: "Regional transport to the irrigation district",
            notes: "Check road access to the headworks in the season of your visit.",
          },
          "Local transport between the intake, the villages and the tail end",
        ]),
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "homestay" },
        items: items("wat-ac", [
          {
            title: "Stay near the water users' association office",
            notes: "Ask the association whether a member household hosts visitors.",
          },
        ]),
      },
      {
        cardType: "place",
        title: "Sites to Visit",
        items: items("wat-pl", [
          "Main intake or headworks",
          "Primary canal and division structures",
          { title: "Tail-end plots", notes: "Where shortages show first." },
          "Water users' association office (registers, minutes, bylaws)",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("wat-in", [
          "President or board of the water users' association",
          "Canal watchmen or water judges who enforce turns",
          "Head-end and tail-end farmers",
          "Women irrigators and water users",
          "Basin authority or municipal water officer",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork" },
        items: items("wat-ac2", [
          "Follow one water turn (rotation) from start to finish",
          "Attend a users' assembly or a collective canal-cleaning day",
          "Map the canal network and offtakes with members",
        ]),
      },
      checklist("wat-ck", "Research Checklist", [
        "Ethics approval and consent forms in the local language",
        "Letter of introduction for the association",
        "Interview guide on rules in use: who gets water, when, and how much",
        "Request copies of bylaws, water-rights registers and meeting minutes",
        "Phone or GPS for mapping, with offline maps",
        "Notebook and a backup recorder",
      ]),
      budget("wat-bd", [
        "Transport",
        "Accommodation",
        "Interpreter or research assistant",
        "Refreshments for meetings",
        "Printing consent forms",
      ]),
      notes(
        "Document: the boundaries of the system and of membership; who holds water rights; allocation and rotation rules; how use is monitored; sanctions; how conflicts are settled; and how the rules themselves are changed.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0002-4000-8000-00000000a002",
    name: "Fisheries co-management visit",
    description:
      "Ten days on a coast where fishers share management with the state: landing sites at dawn, committee meetings, zoning on the water and the traders who depend on the catch.",
    category: "field-research",
    tags: ["fisheries", "co-management", "coastal", "landing sites"],
    difficulty: "advanced",
    estimatedDuration: 10,
    domain: "Water & Oceans",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus" },
        items: items("fish-tr", [
          "Travel to the coastal district",
          {
            title: "Boat trip with fishers",
            notes: "Weather permitting; agree the route and safety with the skipper.",
          },
        ]),
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "guesthouse" },
        items: items("fish-ac", ["Guesthouse within walking distance of the main landing site"]),
      },
      {
        cardType: "place",
        title: "Landing Sites & Markets",
        items: items("fish-pl", [
          { title: "Main landing site", notes: "Arrive before the boats come in." },
          "Fish auction or market",
          "Fisheries department field office",
          "Boundary of a closed or protected zone",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("fish-in", [
          "Leader of the fishers' council or cooperative",
          "Boat owners and crew members",
          "Fish traders and processors",
          "Fisheries officer responsible for the co-management agreement",
          "NGO or university partner",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork" },
        items: items("fish-act", [
          "Record landings: species, gear and boat type",
          "Attend a co-management committee meeting",
          "Walk or sail the zoning boundaries with enforcement volunteers",
        ]),
      },
      checklist("fish-ck", "Research Checklist", [
        "Consent process agreed with the fishers' council",
        "Maps of fishing zones, closures and gear rules",
        "Calendar of seasonal closures",
        "Request catch records or logbooks",
        "Life jacket for boat trips",
      ]),
      budget("fish-bd", ["Boat hire and fuel", "Interpreter", "Accommodation", "Local transport"]),
      notes(
        "Document: who may fish where and with what gear; how closures are decided and announced; how compliance is monitored and sanctioned; how costs and benefits are shared between fishers, traders and the state.",
      ),
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: {
          note: "Link published case studies of fisheries co-management to compare rules across sites.",
        },
      },
    ],
  }),
  official({
    id: "7a1f0c2e-0003-4000-8000-00000000a003",
    name: "Urban commons walking survey",
    description:
      "A weekend on foot through one neighbourhood's shared spaces: gardens, repair cafés, co-operative housing and squares, with short conversations and a simple observation sheet.",
    category: "weekend-city",
    tags: ["urban commons", "community gardens", "walking survey"],
    difficulty: "beginner",
    estimatedDuration: 2,
    domain: "Social & Governance Systems",
    cards: [
      {
        cardType: "place",
        title: "Route",
        items: items("urb-pl", [
          "Community garden",
          "Repair café or tool library",
          "Housing co-operative",
          "Square or street used for markets and events",
          "Community land trust property",
        ]),
      },
      {
        cardType: "activity",
        title: "Walking Survey",
        content: { type: "fieldwork" },
        items: items("urb-act", [
          "Photograph signs that set rules of use (with permission where people appear)",
          "Count users at two times of day",
          "Note fences, gates, opening hours and who holds the keys",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("urb-in", [
          "Garden or space coordinator",
          "Long-time resident",
          "Council officer for public space",
        ]),
      },
      {
        cardType: "food",
        title: "Food & Dining",
        content: { type: "market" },
        items: items("urb-fd", [
          { title: "Neighbourhood market", notes: "Lunch and informal conversations." },
        ]),
      },
      checklist("urb-ck", "Checklist", [
        "Route map, also offline",
        "Short consent script for street conversations",
        "One observation sheet per site",
        "Comfortable shoes and water",
      ]),
      notes(
        "For each site: who looks after it, who may use it and when, how decisions are made, and what conflicts you see or hear about.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0004-4000-8000-00000000a004",
    name: "Community forest user group visit",
    description:
      "Twelve days with a forest user group: read the operational plan, walk the forest with members, and hear from those with the least say in harvesting decisions.",
    category: "field-research",
    tags: ["community forestry", "forest user groups", "participatory monitoring"],
    difficulty: "intermediate",
    estimatedDuration: 12,
    domain: "Land & Environment",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus" },
        items: items("for-tr", [
          "Travel to the district headquarters",
          "Jeep or walk to the village",
        ]),
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "homestay" },
        items: items("for-ac", ["Homestay arranged through the user group committee"]),
      },
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("for-pl", [
          "Community forest boundary and tree nursery",
          "User group office (constitution, operational plan, minutes)",
          "Areas under harvest and areas under rest",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("for-in", [
          "User group chair and treasurer",
          "Forest guard or watcher",
          "Women members and members from marginalised groups",
          "District forest office ranger",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork" },
        items: items("for-act", [
          "Forest walk with members to see harvesting rules in practice",
          "Attend the general assembly if one falls in your dates",
          "Review the operational plan and recent minutes with the secretary",
        ]),
      },
      checklist("for-ck", "Research Checklist", [
        "Permission from the user group committee",
        "Request copies of the constitution and the operational plan",
        "Consent forms",
        "Tally sheets for a rapid forest condition check",
      ]),
      budget("for-bd", ["Transport", "Homestay", "Research assistant", "Meeting refreshments"]),
      notes(
        "Document: membership rules; what may be harvested, when and by whom; fees and how income is spent; monitoring and sanctions; representation of women and marginalised members.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0005-4000-8000-00000000a005",
    name: "Participatory mapping workshop",
    description:
      "Five days running a mapping workshop with a community: sketch maps, field data collection with phones, validation in an open meeting, and an agreement on who holds the data.",
    category: "business",
    tags: ["participatory GIS", "mapping", "workshop", "OpenStreetMap"],
    difficulty: "intermediate",
    estimatedDuration: 5,
    domain: "Technology & Digital Access",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "flight" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "hotel" },
      },
      {
        cardType: "activity",
        title: "Workshop Sessions",
        content: { type: "workshop" },
        items: items("map-act", [
          "Day 1: introductions, consent, and what the map is for",
          "Day 2: sketch mapping of shared resources and boundaries",
          "Day 3: field data collection with phones",
          "Day 4: validating the map in an open community meeting",
          "Day 5: agreeing who holds, shares and updates the data",
        ]),
      },
      checklist("map-ck", "Materials", [
        "Printed base maps or satellite prints",
        "Markers, sticky notes and tracing paper",
        "Phones with an offline mapping app",
        "Power banks",
        "Draft data-sharing agreement",
      ]),
      {
        cardType: "interview",
        title: "Interviews",
        items: items("map-in", [
          "Community mapping facilitators",
          "Elders who know historical boundaries",
        ]),
      },
      {
        cardType: "files",
        title: "Documents & Files",
        items: items("map-fl", ["Data-sharing agreement", "Workshop agenda"]),
      },
      budget("map-bd", ["Venue", "Materials and printing", "Facilitators", "Refreshments"]),
      notes(
        "Record who took part in each session, which places were contested, and what the community decided about publishing sensitive locations.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0006-4000-8000-00000000a006",
    name: "Energy cooperative site visit",
    description:
      "Three days with a community energy cooperative: the generation site, the office and the members, and how the cooperative shares out surplus and sets tariffs.",
    category: "business",
    tags: ["community energy", "cooperative", "renewables"],
    difficulty: "beginner",
    estimatedDuration: 3,
    domain: "Energy & Infrastructure",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "train" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "hotel" },
      },
      {
        cardType: "place",
        title: "Sites to Visit",
        items: items("en-pl", [
          "Generation site (turbines, panels or micro-hydro)",
          "Cooperative office",
          "Grid connection point",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("en-in", [
          "Cooperative board member",
          "Member-owner household",
          "Site technician or operator",
        ]),
      },
      checklist("en-ck", "Checklist", [
        "Request the latest annual report and membership figures",
        "Questions on tariffs, surplus distribution and member votes",
        "Safety briefing before the site visit",
      ]),
      notes(
        "Document: who may join and on what terms; one member, one vote or votes by shares; how surplus is used; relations with the grid operator and the municipality.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0007-4000-8000-00000000a007",
    name: "Commons conference trip",
    description:
      "A conference on the commons: your presentation, the panels you want, the people you hope to meet, and the costs to claim afterwards.",
    category: "conference",
    tags: ["conference", "networking", "presentation"],
    difficulty: "beginner",
    estimatedDuration: 5,
    domain: "Social & Governance Systems",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "flight" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "hotel" },
      },
      {
        cardType: "activity",
        title: "Conference Sessions",
        content: { type: "meeting" },
        items: items("conf-act", [
          "Registration and badge collection",
          "Your presentation slot",
          "Panels to attend",
          "Early-career or practitioner workshop",
        ]),
      },
      checklist("conf-ck", "Before You Go", [
        "Slides exported to PDF, with a copy on a USB stick",
        "Poster printed, if you present one",
        "Contact card or QR code",
        "Visa and travel insurance",
      ]),
      {
        cardType: "interview",
        title: "Conversations",
        items: items("conf-in", [
          "Authors whose work you cite",
          "Practitioners from your research region",
        ]),
      },
      {
        cardType: "food",
        title: "Food & Dining",
        items: items("conf-fd", ["Conference dinner"]),
      },
      budget("conf-bd", ["Registration fee", "Flights", "Accommodation", "Meals"]),
      notes("Ideas, references and contacts from each session."),
    ],
  }),
  official({
    id: "7a1f0c2e-0008-4000-8000-00000000a008",
    name: "Seed bank and agrobiodiversity fieldwork",
    description:
      "Three weeks with a community seed bank and the farmers who keep local varieties: deposits and repayments, seed exchanges, and the knowledge held about each variety.",
    category: "field-research",
    tags: ["seed banks", "agrobiodiversity", "traditional knowledge", "farmers' rights"],
    difficulty: "advanced",
    estimatedDuration: 21,
    domain: "Knowledge & Education",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "homestay" },
      },
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("seed-pl", [
          "Community seed bank building",
          "Farmers' fields with local varieties",
          "Local market where seed changes hands",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("seed-in", [
          "Seed bank committee members",
          "Farmers who keep rare varieties",
          "Agricultural extension officer",
          "Elders who hold knowledge of varieties",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork" },
        items: items("seed-act", [
          "Observe a seed deposit and repayment day",
          "Attend a diversity fair or seed exchange",
          "Inventory of varieties with farmers",
        ]),
      },
      checklist("seed-ck", "Research Checklist", [
        "Prior informed consent before recording traditional knowledge",
        "Agreement on who owns the recorded variety data",
        "Seed inventory sheets",
        "Camera for variety photographs, with permission",
      ]),
      budget("seed-bd", ["Transport", "Homestay", "Interpreter", "Seed exchange contribution"]),
      notes(
        "Document: rules for borrowing and returning seed; who decides which varieties are kept; how knowledge about varieties is shared and protected.",
      ),
      {
        cardType: "policy-brief",
        title: "Policy Briefs",
        content: { note: "Link briefs on farmers' rights and seed laws." },
      },
    ],
  }),
  official({
    id: "7a1f0c2e-0009-4000-8000-00000000a009",
    name: "Heritage and sacred-site commons visit",
    description:
      "A week learning how a community looks after a shared heritage or sacred site, led by its custodians and their rules on what may be seen, recorded and published.",
    category: "field-research",
    tags: ["sacred sites", "heritage", "customary rules"],
    difficulty: "intermediate",
    estimatedDuration: 7,
    domain: "Culture & Heritage",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "guesthouse" },
      },
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("her-pl", [
          {
            title: "The site itself",
            notes: "Only with the custodians' permission and on their terms.",
          },
          "Community meeting house",
          "Local museum or archive",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("her-in", [
          "Customary custodians",
          "Community elders",
          "Heritage authority officer",
          "Young community members",
        ]),
      },
      {
        cardType: "activity",
        title: "Activities",
        content: { type: "other" },
        items: items("her-act", [
          "Guided walk with the custodians",
          "Attend a public ceremony only if invited",
        ]),
      },
      checklist("her-ck", "Research Checklist", [
        "Ask the custodians what may be photographed, recorded or published",
        "Learn the dress and conduct expected at the site",
        "Consent for every recording",
        "Plan for returning findings to the community",
      ]),
      notes(
        "Keep restricted knowledge out of anything you publish. Note who has the authority to grant access, and how rules of access are passed on.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0010-4000-8000-00000000a010",
    name: "Alpine pasture commons trek",
    description:
      "Eight days walking between summer pastures held in common: villages with grazing rights, herders' huts and cheese dairies, and the rules that keep the alp from being overgrazed.",
    category: "backpacking",
    tags: ["pastoralism", "trekking", "grazing rules"],
    difficulty: "advanced",
    estimatedDuration: 8,
    domain: "Land & Environment",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "train" },
      },
      {
        cardType: "accommodation",
        title: "Huts & Camping",
        content: { type: "camping" },
        items: items("alp-ac", [
          "Mountain huts along the route",
          "Campsite near the valley village",
        ]),
      },
      {
        cardType: "place",
        title: "Route",
        items: items("alp-pl", [
          "Village with common pasture rights",
          "Summer pasture huts",
          "Cheese dairy",
        ]),
      },
      {
        cardType: "activity",
        title: "On the Trail",
        content: { type: "fieldwork" },
        items: items("alp-act", [
          "Walk between summer pastures",
          "Talk with herders during the day's work",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("alp-in", ["Herders", "Officials of the alp cooperative or corporation"]),
      },
      checklist("alp-ck", "Gear & Research", [
        "Map and route plan",
        "Check the weather every morning",
        "Notebook in a waterproof bag",
        "Consent cards",
        "First-aid kit",
      ]),
      budget("alp-bd", ["Train and bus", "Huts", "Food"]),
      notes(
        "Document: how many animals each rights holder may send up; how the date of moving up is decided; shared work days; fines for breaking the rules.",
      ),
    ],
  }),
  official({
    id: "7a1f0c2e-0011-4000-8000-00000000a011",
    name: "Family commons weekend",
    description:
      "A weekend with children among the commons of a town: a city farm or community garden open day, a library of things, and a park the residents look after.",
    category: "family",
    tags: ["family", "community gardens", "libraries"],
    difficulty: "beginner",
    estimatedDuration: 2,
    domain: "Social & Governance Systems",
    cards: [
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("fam-pl", [
          "City farm or community garden open day",
          "Library or library of things",
          "Park or playground looked after by residents",
        ]),
      },
      {
        cardType: "activity",
        title: "Activities",
        content: { type: "other" },
        items: items("fam-act", [
          "Volunteer session at the garden (ask about family slots)",
          "Picnic in the park",
        ]),
      },
      {
        cardType: "food",
        title: "Food & Dining",
        content: { type: "market" },
        items: items("fam-fd", ["Farmers' market"]),
      },
      checklist("fam-ck", "Checklist", [
        "Snacks, water and sun hats",
        "Check opening hours",
        "Gloves for garden work",
      ]),
      notes("What the children noticed, and who they met."),
    ],
  }),
];

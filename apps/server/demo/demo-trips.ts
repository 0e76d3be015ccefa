import type { FastifyBaseLogger } from "fastify";
import {
  ContentCreateInput,
  missingForPublish,
  type RuleSubject,
} from "@field-commons/shared/content";
import type { Domain } from "@field-commons/shared/domains";
import { CardInput, TRIP_PUBLISH_MIN_CARDS } from "@field-commons/shared/trips";
import type { Db } from "../src/db/client";
import { findContent, insertContent } from "../src/modules/content";
import { contentValues } from "../src/modules/content";
import { slugify } from "../src/modules/content";
import { setReaction } from "../src/modules/reactions";
import { insertCards } from "../src/modules/trips";
import { cardValues } from "../src/modules/trips";
import { findUserByEmail } from "../src/modules/users";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { SCENE_ALT, type DemoAuthor, type DemoImage } from "./demo-case-studies";
import type { SceneKind } from "./demo-images";
import type { StoredImage } from "../src/db/schema/content";
import { insertUpload } from "../src/modules/uploads";
import type { Storage } from "../src/storage/storage";
import { IMAGE_CONCURRENCY, inPool, prepareDemoImage, type PreparedImage } from "./demo-uploads";

/**
 * Demo field-work trips, written for Field Commons around places the demo case
 * studies describe. Interviewees are named by role, not by name. Nothing is
 * counted that did not happen: views and shares stay 0, and likes and saves
 * are real rows by the demo users.
 */
interface DemoTrip {
  title: string;
  summary: string;
  domain: Domain;
  location: { name: string; country: string; lat: number; lng: number };
  city: string;
  description: string;
  notes?: string;
  /** Photos of the trip: generated illustrations, stored as the author's uploads. */
  images?: DemoImage[];
  author: DemoAuthor;
  status: "published" | "pending" | "draft";
  /** The trip started this many days ago (negative: in the future). */
  startedDaysAgo: number;
  days: number;
  /** Case study (by title) the trip's reading card links to. */
  caseStudy?: string;
  cards: CardInput[];
  likedBy?: DemoAuthor[];
  savedBy?: DemoAuthor[];
}

const AUTHOR_ROLES: Record<DemoAuthor, string> = {
  admin: "admin",
  contributor: "contributor",
  researcher: "user",
};

const DAY_MS = 86_400_000;

const items = (prefix: string, list: readonly (string | { title: string; notes?: string })[]) =>
  list.map((item, index) =>
    typeof item === "string"
      ? { id: `${prefix}-${index + 1}`, title: item }
      : { id: `${prefix}-${index + 1}`, ...item },
  );

/** A photo of a trip: the scene's own alt text and the traveller's caption. */
const photo = (scene: SceneKind, caption: string): DemoImage => ({
  scene,
  alt: SCENE_ALT[scene],
  caption,
});

const checks = (prefix: string, list: readonly [string, boolean][]) =>
  list.map(([text, done], index) => ({ id: `${prefix}-${index + 1}`, text, done }));

export const DEMO_TRIPS: readonly DemoTrip[] = [
  {
    title: "Thursdays at the Apostles' Door: the Valencia huerta",
    summary: "A week following the irrigators' court and the canals it governs.",
    domain: "Water & Oceans",
    location: { name: "Valencia", country: "Spain", lat: 39.4699, lng: -0.3763 },
    city: "Valencia",
    description:
      "A week in the huerta around Valencia: two sessions of the water tribunal outside the cathedral, walks along two of the canals it governs, and conversations with irrigators about how turns are kept in a dry summer.",
    notes:
      "The court sits on Thursdays at noon. Arrive early: the space in front of the door fills with visitors.",
    images: [
      photo("fields", "The huerta in late June, between two irrigation turns."),
      photo("water", "A gate on the Favara canal, set for the Thursday turn."),
    ],
    author: "contributor",
    status: "published",
    startedDaysAgo: 230,
    days: 7,
    caseStudy: "The Valencia Water Tribunal: a weekly court of irrigators",
    likedBy: ["admin", "researcher"],
    savedBy: ["researcher"],
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "train", from: "Madrid", to: "Valencia" },
        items: items("val-tr", ["High-speed train to Valencia", "Bicycle hire for the huerta"]),
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "guesthouse", name: "Guesthouse near the cathedral" },
      },
      {
        cardType: "place",
        title: "Places to Visit",
        content: {
          location: { name: "Apostles' Door, Valencia Cathedral", lat: 39.4755, lng: -0.3753 },
        },
        items: items("val-pl", [
          { title: "Apostles' Door of the cathedral", notes: "The court sits here on Thursdays." },
          "Headworks of one of the tribunal's canals on the Turia",
          "Irrigated plots in the northern huerta",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Canal syndics and irrigators", consentObtained: true },
        items: items("val-in", [
          "A canal syndic after the Thursday session",
          "Two irrigators from the tail of a canal",
          "A guard who opens and closes the offtakes",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork", name: "Observing the court" },
        items: items("val-act", [
          "Observe two Thursday sessions",
          "Walk a canal from headworks to tail with a guard",
        ]),
      },
      {
        cardType: "checklist",
        title: "Checklist",
        content: {
          items: checks("val-ck", [
            ["Consent script in Spanish and Valencian", true],
            ["Letter of introduction for the canal communities", true],
            ["Map of the canals", true],
          ]),
        },
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "Background reading before the first Thursday." },
      },
      {
        cardType: "notes",
        title: "Field Notes",
        content: {
          content:
            "Sessions are short and oral; cases are heard only if someone complains. Much of the work happens before Thursday, when guards and syndics settle disputes on the canal.",
          isPrivate: false,
        },
      },
    ],
  },
  {
    title: "Landing centres of Kollam during the trawl ban",
    summary: "Ten days on the Kerala coast in the monsoon ban season.",
    domain: "Water & Oceans",
    location: { name: "Neendakara, Kollam", country: "India", lat: 8.9374, lng: 76.5389 },
    city: "Kollam",
    description:
      "Ten days at landing centres around Kollam while trawlers were tied up for the monsoon ban: who fishes during the ban, how the rules are watched at sea, and what the new fisheries councils do.",
    images: [
      photo("coast", "Boats drawn up at Neendakara while the trawl ban holds."),
      photo("market", "The morning auction at a landing centre, smaller boats only."),
    ],
    author: "contributor",
    status: "published",
    startedDaysAgo: 330,
    days: 10,
    caseStudy: "Monsoon trawl bans and fisheries councils on the Kerala coast",
    likedBy: ["researcher"],
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "train", from: "Thiruvananthapuram", to: "Kollam" },
      },
      {
        cardType: "place",
        title: "Landing Centres",
        items: items("ker-pl", [
          "Neendakara harbour (trawlers at anchor during the ban)",
          "A beach landing centre used by canoes",
          "Fish auction hall",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Fishers, vendors and officials", consentObtained: true },
        items: items("ker-in", [
          "Union organiser of small-scale fishers",
          "Trawler owner and two crew members",
          "Women fish vendors at the auction",
          "Fisheries extension officer",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "meeting", name: "Fisheries council meeting" },
        items: items("ker-act", ["Attend a village-level fisheries council meeting"]),
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "The case study written from this and an earlier visit." },
      },
      {
        cardType: "notes",
        title: "Field Notes",
        content: {
          content:
            "Relief payments during the ban came up in almost every conversation with crews. Ask about them early.",
          isPrivate: true,
        },
      },
    ],
  },
  {
    title: "Ghandruk: keeping the lights on after the monsoon",
    summary: "A week with a village electricity committee and its operators.",
    domain: "Energy & Infrastructure",
    location: { name: "Ghandruk", country: "Nepal", lat: 28.376, lng: 83.807 },
    city: "Ghandruk",
    description:
      "A week with the electricity user committee of a micro-hydro plant above Ghandruk, from the annual repairs after the monsoon to the meeting where the new tariff was agreed.",
    images: [
      photo("village", "Ghandruk's houses, wired to the plant across the valley."),
      photo("energy", "The committee's new solar panels beside the powerhouse."),
      photo("mountain", "The intake stream after the monsoon, below Annapurna South."),
    ],
    author: "admin",
    status: "published",
    startedDaysAgo: 160,
    days: 8,
    caseStudy: "Community micro-hydro in the Annapurna foothills",
    savedBy: ["contributor", "researcher"],
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "bus", from: "Kathmandu", to: "Pokhara" },
        items: items("gha-tr", ["Bus to Pokhara", "Jeep to Kimche, then walk up to Ghandruk"]),
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "guesthouse", name: "Family-run lodge" },
      },
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("gha-pl", ["Intake and settling basin", "Powerhouse", "Committee office"]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Committee members and operators", consentObtained: true },
        items: items("gha-in", [
          "Committee chair and treasurer",
          "Plant operator",
          "Lodge owner",
          "Household at the end of the distribution line",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork", name: "Repairs after the monsoon" },
        items: items("gha-act", [
          "Help clear sediment from the intake with the work party",
          "Attend the tariff meeting",
        ]),
      },
      {
        cardType: "notes",
        title: "Field Notes",
        content: {
          content:
            "The repair fund decides how fast the plant comes back after a flood. Ask to see the fund's book, not only the tariff list.",
          isPrivate: true,
        },
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "The case study these visits fed into." },
      },
    ],
  },
  {
    title: "Seed lending season in the Ethiopian highlands",
    summary: "Planting time at a community seed bank in West Shewa.",
    domain: "Knowledge & Education",
    location: { name: "Ejere, West Shewa", country: "Ethiopia", lat: 9.04, lng: 38.38 },
    city: "Ejere",
    description:
      "Twelve days at a farmer-run seed bank during the planting season, when seed of local barley and wheat varieties is lent out to members, to be repaid after harvest.",
    author: "researcher",
    status: "published",
    startedDaysAgo: 400,
    days: 12,
    caseStudy: "Community seed banks in the Ethiopian highlands",
    likedBy: ["contributor", "admin"],
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "car", from: "Addis Ababa", to: "Ejere" },
      },
      {
        cardType: "place",
        title: "Places to Visit",
        items: items("eth-pl", [
          "Seed bank store",
          "Members' fields with local varieties",
          "Weekly market",
        ]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Seed bank committee and members", consentObtained: true },
        items: items("eth-in", [
          "Seed bank committee chair",
          "Women members who keep rare varieties",
          "Development agent of the kebele",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "fieldwork", name: "Lending day" },
        items: items("eth-act", ["Observe seed lending and record-keeping"]),
      },
      {
        cardType: "checklist",
        title: "Checklist",
        content: {
          items: checks("eth-ck", [
            ["Prior informed consent for recording variety knowledge", true],
            ["Agreement with the committee on sharing the variety list", true],
          ]),
        },
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "Reading on the seed bank network." },
      },
    ],
  },
  {
    title: "Walking the Törbel alps",
    summary: "Five days between the village and its summer pastures.",
    domain: "Land & Environment",
    location: { name: "Törbel, Valais", country: "Switzerland", lat: 46.2386, lng: 7.8522 },
    city: "Törbel",
    description:
      "Five days on foot between Törbel and its summer pastures, asking herders and members of the alp corporation how the old rule that links summer grazing to winter fodder works today.",
    images: [photo("mountain", "The upper alp in early July, the day the herds arrived.")],
    author: "contributor",
    status: "published",
    startedDaysAgo: 90,
    days: 5,
    caseStudy: "Törbel's alpine pastures: five centuries of common grazing rules",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "train", from: "Visp", to: "Stalden" },
        items: items("tor-tr", ["Train to Stalden, then the post bus up to Törbel"]),
      },
      {
        cardType: "accommodation",
        title: "Huts & Camping",
        content: { type: "camping" },
      },
      {
        cardType: "place",
        title: "Route",
        items: items("tor-pl", ["Törbel village", "Summer pasture huts", "Alp dairy"]),
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Herders and corporation members", consentObtained: true },
        items: items("tor-in", ["Alp herder", "Member of the alp corporation's board"]),
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "The history behind the rules." },
      },
    ],
  },
  {
    title: "Subak temple meetings in Jatiluwih",
    summary: "Two weeks with a subak during the planting calendar.",
    domain: "Culture & Heritage",
    location: {
      name: "Jatiluwih, Tabanan, Bali",
      country: "Indonesia",
      lat: -8.3705,
      lng: 115.1316,
    },
    city: "Jatiluwih",
    description:
      "Two weeks with a subak in Tabanan: the water temple meetings that set the planting calendar, and how heritage listing has changed the terraces.",
    author: "contributor",
    status: "pending",
    startedDaysAgo: 45,
    days: 14,
    caseStudy: "Subak in Bali: water temples and shared rice terraces",
    cards: [
      {
        cardType: "transport",
        title: "Getting There",
        content: { type: "car", from: "Denpasar", to: "Jatiluwih" },
      },
      {
        cardType: "accommodation",
        title: "Accommodation",
        content: { type: "homestay" },
      },
      {
        cardType: "interview",
        title: "Interviews",
        content: { intervieweeRole: "Subak head and farmers", consentObtained: true },
        items: items("sub-in", [
          "Head of the subak",
          "Temple priest",
          "Farmers on the upper terraces",
        ]),
      },
      {
        cardType: "activity",
        title: "Fieldwork",
        content: { type: "meeting", name: "Subak meeting" },
        items: items("sub-act", ["Attend the subak meeting before planting"]),
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "Reading on the water temple system." },
      },
    ],
  },
  {
    title: "Map Kibera follow-up",
    summary: "",
    domain: "Technology & Digital Access",
    location: { name: "Kibera, Nairobi", country: "Kenya", lat: -1.3133, lng: 36.787 },
    city: "Nairobi",
    description:
      "Planning a return visit to the Map Kibera mappers to ask who updates the map now and who uses it.",
    author: "researcher",
    status: "draft",
    startedDaysAgo: -60,
    days: 6,
    caseStudy: "Map Kibera: residents putting an informal settlement on the map",
    cards: [
      { cardType: "transport", title: "Getting There", content: { type: "flight", to: "Nairobi" } },
      {
        cardType: "interview",
        title: "Interviews",
        items: items("kib-in", ["Mappers from the first mapping days", "Community reporters"]),
      },
      {
        cardType: "checklist",
        title: "Checklist",
        content: {
          items: checks("kib-ck", [
            ["Ethics approval renewed", false],
            ["Consent forms in Swahili and English", false],
          ]),
        },
      },
      {
        cardType: "case-study",
        title: "Related Case Studies",
        content: { note: "Read before writing the interview guide." },
      },
    ],
  },
];

export interface DemoTripsResult {
  published: number;
  pending: number;
  drafts: number;
  cards: number;
  images: number;
}

/**
 * Loads the demo trips and their cards, after the demo case studies (whose
 * ids the reading cards link to). Validated with the same schemas as the
 * API; slugs, descriptions and search text derived the same way.
 */
export async function seedDemoTrips(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<DemoTripsResult> {
  const userIds = {} as Record<DemoAuthor, string>;
  for (const [author, role] of Object.entries(AUTHOR_ROLES) as [DemoAuthor, string][]) {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    const user = account ? await findUserByEmail(db, account.email) : undefined;
    if (!user) throw new Error(`demo trips: no demo account for the ${author}`);
    userIds[author] = user.id;
  }

  // Photos first, as for the case studies: the slow part, with no database work in it.
  const photos = await inPool(
    DEMO_TRIPS.flatMap((trip) =>
      (trip.images ?? []).map(
        (image, index) => () =>
          prepareDemoImage(storage, image, `trip-${slugify(trip.title)}-${index}`, trip.domain),
      ),
    ),
    IMAGE_CONCURRENCY,
  );

  const result: DemoTripsResult = { published: 0, pending: 0, drafts: 0, cards: 0, images: 0 };
  let cursor = 0;
  for (const [index, trip] of DEMO_TRIPS.entries()) {
    const images: PreparedImage[] = photos.slice(cursor, cursor + (trip.images?.length ?? 0));
    cursor += images.length;
    const start = new Date(now.getTime() - trip.startedDaysAgo * DAY_MS);
    const startDate = start.toISOString().slice(0, 10);
    const endDate = new Date(start.getTime() + trip.days * DAY_MS).toISOString().slice(0, 10);
    const input = ContentCreateInput.parse({
      type: "trip",
      title: trip.title,
      summary: trip.summary,
      domain: trip.domain,
      location: trip.location,
      images: images.map((i) => ({ uploadId: i.uploadId, alt: i.alt, caption: i.caption })),
      body: {
        description: trip.description,
        city: trip.city,
        startDate,
        endDate,
        ...(trip.notes ? { notes: trip.notes } : {}),
      },
    });

    const linked = trip.caseStudy
      ? await findContent(db, "case-study", slugify(trip.caseStudy), undefined)
      : undefined;
    if (trip.caseStudy && !linked) {
      throw new Error(`demo trips: no case study "${trip.caseStudy}"`);
    }
    const cards = trip.cards.map((card) =>
      CardInput.parse(
        card.cardType === "case-study" && linked
          ? { ...card, content: { ...card.content, contentId: linked.id } }
          : card,
      ),
    );

    if (trip.status !== "draft") {
      const subject: RuleSubject = {
        title: input.title,
        summary: input.summary,
        domain: input.domain,
        location: { name: input.location.name, country: input.location.country },
        body: input.body as Record<string, unknown>,
      };
      const missing = missingForPublish("trip", subject);
      if (missing.length > 0 || cards.length < TRIP_PUBLISH_MIN_CARDS) {
        throw new Error(`demo trips: "${trip.title}" is not ready to publish`);
      }
    }

    // Written in the weeks before the trip (never after the seed: a planned trip's draft
    // was begun already); published (or submitted) after it.
    const createdAt = new Date(
      Math.min(now.getTime() - DAY_MS, start.getTime() - (20 + index * 3) * DAY_MS),
    );
    const submittedAt = new Date(
      Math.min(now.getTime() - DAY_MS, start.getTime() + (trip.days + 6 + index) * DAY_MS),
    );
    const times =
      trip.status === "published"
        ? { createdAt, updatedAt: submittedAt, publishedAt: submittedAt, listedAt: submittedAt }
        : trip.status === "pending"
          ? { createdAt, updatedAt: submittedAt, listedAt: createdAt }
          : { createdAt, updatedAt: createdAt, listedAt: createdAt };

    for (const image of images) {
      await insertUpload(db, {
        id: image.uploadId,
        ownerId: userIds[trip.author],
        kind: "image",
        mimeType: image.mimeType,
        bytes: image.bytes,
        width: image.width,
        height: image.height,
        storageKey: image.storageKey,
        cardKey: image.cardKey,
        createdAt: new Date(createdAt.getTime() + 10 * 60_000),
      });
    }
    const storedImages: StoredImage[] = input.images.map((image, i) => ({
      uploadId: image.uploadId,
      alt: image.alt,
      caption: image.caption,
      width: images[i]!.width,
      height: images[i]!.height,
    }));

    const row = await insertContent(db, {
      type: "trip",
      slug: slugify(input.title),
      authorId: userIds[trip.author],
      status: trip.status,
      ...contentValues(input, storedImages),
      ...times,
    });
    result.images += images.length;
    await insertCards(db, row.id, cards.map(cardValues));
    result.cards += cards.length;
    if (trip.status === "published") result.published++;
    else if (trip.status === "pending") result.pending++;
    else result.drafts++;

    if (trip.status === "published") {
      for (const user of trip.likedBy ?? []) {
        if (user !== trip.author) await setReaction(db, "like", userIds[user], row.id, true);
      }
      for (const user of trip.savedBy ?? []) {
        if (user !== trip.author) await setReaction(db, "save", userIds[user], row.id, true);
      }
    }
  }
  log.info(result, "demo trips loaded");
  return result;
}

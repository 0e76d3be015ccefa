import { CONTENT_TYPE_LABELS, contentPath } from "@field-commons/shared/content";
import {
  COPILOT_ITEMS_MAX,
  COPILOT_PEOPLE_MAX,
  type CopilotAnswer,
  type CopilotItemLink,
  type CopilotPerson,
  type CopilotReading,
} from "@field-commons/shared/copilot";
import { DEFAULT_SEMANTIC_RATIO, type NodeEntityType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import { haversineMeters } from "../geo";
import type { Embedder } from "../search";
import { search } from "../search";
import { detectIntent } from "./copilot.intent";
import { publishedWork, relatedCandidates, type PublishedWork } from "./copilot.repository";
import { copilotSuggestions, NEAR_KM, type ParsedCopilotInput } from "./copilot.service";
import { tripAnswer } from "./copilot.trip-facts";

/** The kinds of question the copilot answers, as it tells the person asking. */
export const COPILOT_CAN_ANSWER = [
  "Who to interview about a subject, for example “Who should I interview about water allocation?”: the authors and interviewees of related published work.",
  "What to read about a subject, for example “What should I read about irrigation rules?”: related published case studies, briefs, essays, interviews and recordings.",
  "This trip itself: its cards, dates, budget, checklist, travel and stay, interviews and consent, and what publishing needs.",
] as const;

export const COPILOT_LEADS = {
  unknown: "I can't answer that from this trip or from what is published here. I can answer:",
  trip: "From your trip:",
} as const;

/** Published kinds searched for related work (not trips, jobs, topics or people). */
const WORK_TYPES: NodeEntityType[] = [
  "case-study",
  "policy-brief",
  "opinion-essay",
  "interview",
  "recording",
];
/** Search results read for one question. */
const SEARCH_WINDOW = 30;
/** A result is kept when it scores at least this share of the best one. */
const RELATIVE_MIN = 0.3;
/** What matching the trip's domain, and its country or place, adds to a search score (0..1). */
const DOMAIN_BOOST = 0.15;
const PLACE_BOOST = 0.15;

const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

const listOf = (parts: string[]) =>
  parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

interface RankedWork {
  work: PublishedWork;
  score: number;
  /** Why it is related, in short phrases. */
  reasons: string[];
}

const typeLabel = (work: PublishedWork) =>
  work.type === "recording" ? "Recording" : CONTENT_TYPE_LABELS[work.type];

function linkOf(work: PublishedWork): CopilotItemLink {
  return {
    title: work.title,
    typeLabel: typeLabel(work),
    path:
      work.type === "recording"
        ? `/recordings/${work.id}`
        : contentPath({ type: work.type, slug: work.slug }),
  };
}

/**
 * Published work related to the question and the trip: the search engine's
 * relevance to the question's subject, raised for work in the trip's domain
 * and country or near its place. Without a subject, the work in the trip's
 * domain, country or near its place.
 */
async function relatedWork(
  db: Db,
  embedder: Embedder,
  topic: string,
  trip: ParsedCopilotInput,
): Promise<RankedWork[]> {
  const relevance = new Map<string, number>();
  const ids = { content: [] as string[], recordings: [] as string[] };
  if (topic) {
    const found = await search(db, embedder, "hybrid", {
      text: topic.slice(0, 200),
      filters: { types: WORK_TYPES, domains: [], tags: [], locations: [] },
      options: {
        limit: SEARCH_WINDOW,
        page: 1,
        sortBy: "relevance",
        sortOrder: "desc",
        semanticRatio: DEFAULT_SEMANTIC_RATIO,
      },
    });
    const best = found.results[0]?.score ?? 0;
    for (const result of found.results) {
      if (result.score <= 0 || result.score < best * RELATIVE_MIN) continue;
      const { entityType, entityId } = result.node;
      relevance.set(entityId, result.score);
      (entityType === "recording" ? ids.recordings : ids.content).push(entityId);
    }
  } else {
    const near = await relatedCandidates(db, {
      domain: trip.domain,
      country: trip.country,
      lat: trip.lat,
      lng: trip.lng,
      radiusKm: NEAR_KM,
    });
    for (const item of near) {
      relevance.set(item.id, 0);
      ids.content.push(item.id);
    }
  }
  if (relevance.size === 0) return [];
  const work = await publishedWork(db, ids);
  const origin = trip.lat !== null && trip.lng !== null ? { lat: trip.lat, lng: trip.lng } : null;
  const country = trip.country.trim().toLowerCase();
  return work
    .map((w): RankedWork => {
      const sameDomain = !!trip.domain && w.domain === trip.domain;
      const sameCountry = !!country && w.country.trim().toLowerCase() === country;
      const km =
        origin && w.lat !== null && w.lng !== null
          ? Math.round(haversineMeters(origin, { lat: w.lat, lng: w.lng }) / 1000)
          : null;
      const near = km !== null && km <= NEAR_KM;
      const reasons: string[] = [];
      if (topic) reasons.push(`matches “${topic}”`);
      if (sameDomain) reasons.push(`is about ${w.domain}, like your trip`);
      if (sameCountry) reasons.push(`is set in ${w.country}, where your trip goes`);
      else if (near)
        reasons.push(km! < 1 ? "is at your trip's place" : `is ${km} km from your trip`);
      return {
        work: w,
        score:
          (relevance.get(w.id) ?? 0) +
          (sameDomain ? DOMAIN_BOOST : 0) +
          (sameCountry || near ? PLACE_BOOST : 0),
        reasons,
      };
    })
    .sort((a, b) => b.score - a.score || a.work.title.localeCompare(b.work.title));
}

/** "It matches “water allocation”; it is about Water & Oceans, like your trip." */
const reasonText = (reasons: string[]) =>
  reasons.length > 0 ? `It ${reasons.join("; it ")}.` : "";

const why = (start: string, ranked: RankedWork) =>
  [
    `${start} the ${typeLabel(ranked.work).toLowerCase()} “${ranked.work.title}”.`,
    reasonText(ranked.reasons),
  ]
    .filter(Boolean)
    .join(" ");

/** The authors and interviewees of the work, best-related work first; each person once. */
function peopleOf(ranked: RankedWork[], askerId: string | null): CopilotPerson[] {
  const people = new Map<string, CopilotPerson>();
  const add = (key: string, make: () => Omit<CopilotPerson, "items">, item: CopilotItemLink) => {
    const person = people.get(key);
    if (person) {
      if (person.items.length < 3 && !person.items.some((i) => i.path === item.path)) {
        person.items.push(item);
      }
      return;
    }
    people.set(key, { ...make(), items: [item] });
  };
  for (const r of ranked) {
    const link = linkOf(r.work);
    const { author, interviewee } = r.work;
    if (interviewee) {
      add(
        `interviewee:${interviewee.name.toLowerCase()}`,
        () => ({
          name: interviewee.name,
          description: [interviewee.title, interviewee.organization].filter(Boolean).join(", "),
          profilePath: null,
          why: why("Was interviewed in", r),
        }),
        link,
      );
    }
    if (author.id !== askerId) {
      add(
        `author:${author.id}`,
        () => ({
          name: author.name,
          description: author.title,
          profilePath: `/profiles/${author.id}`,
          why: why(
            r.work.type === "recording"
              ? "Recorded"
              : r.work.type === "interview"
                ? "Conducted"
                : "Wrote",
            r,
          ),
        }),
        link,
      );
    }
  }
  return [...people.values()].slice(0, COPILOT_PEOPLE_MAX);
}

function readingOf(ranked: RankedWork[], trip: ParsedCopilotInput): CopilotReading[] {
  const linked = new Set(
    trip.cards.map((c) => c.content.contentId).filter((id): id is string => typeof id === "string"),
  );
  return ranked
    .filter((r) => !linked.has(r.work.id))
    .slice(0, COPILOT_ITEMS_MAX)
    .map((r) => ({
      ...linkOf(r.work),
      why: reasonText(r.reasons),
    }));
}

/** What the trip's subject is, in words, for an answer without a subject of its own. */
function tripSubject(trip: ParsedCopilotInput): string {
  const place = [trip.city, trip.country]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
  return listOf([trip.domain ?? "", place].filter(Boolean));
}

/**
 * The copilot's answer to a question about a trip, offline: simple intent
 * detection, then retrieval from what is published here (people, reading)
 * or facts read from the trip. Nothing is invented: every name and title
 * comes from published work, every fact from the trip.
 */
export async function answerQuestion(
  deps: { db: Db; embedder: Embedder; today: string; askerId: string | null },
  question: string,
  trip: ParsedCopilotInput,
): Promise<CopilotAnswer> {
  const detected = detectIntent(question);
  const base: CopilotAnswer = {
    intent: detected.intent,
    topic: detected.topic,
    lead: "",
    facts: [],
    people: [],
    reading: [],
    suggestions: [],
    canAnswer: [...COPILOT_CAN_ANSWER],
  };

  if (detected.intent === "unknown") return { ...base, lead: COPILOT_LEADS.unknown };

  if (detected.intent === "trip") {
    const related = await relatedCandidates(deps.db, {
      domain: trip.domain,
      country: trip.country,
      lat: trip.lat,
      lng: trip.lng,
      radiusKm: NEAR_KM,
    });
    const suggestions = copilotSuggestions(trip, related, deps.today);
    const topics = detected.tripTopics.length > 0 ? detected.tripTopics : (["interviews"] as const);
    const answer = tripAnswer(topics, trip, suggestions, deps.today);
    return { ...base, lead: COPILOT_LEADS.trip, ...answer };
  }

  const subject = detected.topic ? `“${detected.topic}”` : tripSubject(trip);
  if (!detected.topic && !subject) {
    return {
      ...base,
      lead:
        detected.intent === "people"
          ? "Name a subject, for example “Who should I interview about water allocation?”, or add a domain or place to your trip: I look for people through published work on it."
          : "Name a subject, for example “What should I read about irrigation rules?”, or add a domain or place to your trip.",
    };
  }
  const ranked = await relatedWork(deps.db, deps.embedder, detected.topic, trip);

  if (detected.intent === "people") {
    const people = peopleOf(ranked, deps.askerId);
    return {
      ...base,
      people,
      lead:
        people.length > 0
          ? `${plural(people.length, "person", "people")} to consider interviewing about ${subject}: the authors and interviewees of related work published here. Contact authors through their profiles; they may also introduce you to the people they interviewed.`
          : `No work published here matches ${subject} yet, so I have no one to suggest. Try other words, or a broader subject.`,
    };
  }

  const reading = readingOf(ranked, trip);
  return {
    ...base,
    reading,
    lead:
      reading.length > 0
        ? `${plural(reading.length, "published item")} to read about ${subject}, most related first:`
        : `Nothing published here matches ${subject} yet. Try other words, or a broader subject.`,
  };
}

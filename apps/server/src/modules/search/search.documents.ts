import { CONTENT_TYPES, contentPath, type ContentType } from "@field-commons/shared/content";
import type { NodeEntityType, NodeType, RelationshipType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import {
  countPublicRecordingsBy,
  findActiveJobWithOrganization,
  findActivePersonWithProfile,
  findOrganization,
  findPublicRecording,
  findPublishedContent,
  findPublishedContentRef,
  listPublishedContentRefs,
  listTripCardTexts,
  publishedWorkFigures,
} from "./search-documents.repository";

/** Characters of searchable text kept per node beyond title and description. */
export const BODY_MAX = 20_000;
const DESCRIPTION_MAX = 500;

/** A relationship to another thing, named by its entity (its node may not exist yet). */
export interface EdgeSpec {
  entityType: NodeEntityType;
  entityId: string;
  /** For topics and places: the display name of the node to create. */
  title?: string;
  type: RelationshipType;
  strength: number;
  confidence: number;
}

/** What the index stores about one public thing. */
export interface NodeDocument {
  entityType: NodeEntityType;
  entityId: string;
  nodeType: NodeType;
  title: string;
  description: string;
  body: string;
  url: string;
  domain: string | null;
  tags: string[];
  location: string;
  date: Date;
  views: number;
  likes: number;
  shares: number;
  edges: EdgeSpec[];
}

const isContentType = (value: string): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value);

/** Hyphens and underscores, which join a name's words as spaces do ("land-rights"). */
const JOINERS = /[-_\u2010\u2011\u2012\u2013\u2014\u2212]+/g;

/**
 * Place nodes are keyed by their lower-case name, with hyphens and
 * underscores read as spaces and runs of spaces as one: "Guinea-Bissau" and
 * "guinea bissau" are one place. Plurals are left alone: "Philippines" and
 * "Netherlands" are singular names.
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(JOINERS, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Words ending in "s" that are singular, or the same in both numbers: kept as they are. */
const KEEP_S = new Set([
  "commons",
  "news",
  "series",
  "species",
  "means",
  "goods",
  "humanities",
  "economics",
  "politics",
  "geopolitics",
  "ethics",
  "physics",
  "mathematics",
  "statistics",
  "logistics",
  "genetics",
  "linguistics",
  "dynamics",
  "aesthetics",
  "demographics",
  "mechanics",
  "semantics",
  "informatics",
  "robotics",
  "hydraulics",
  "econometrics",
  "headquarters",
  "crossroads",
  "barracks",
  "premises",
  "outskirts",
  "clothes",
  "proceedings",
  "whereabouts",
  "diabetes",
  "rabies",
  "herpes",
  "measles",
  "mumps",
  "lens",
  "atlas",
  "canvas",
  "bias",
  "alias",
  "pampas",
  "pancreas",
  "christmas",
  "chaos",
  "cosmos",
  "ethos",
  "pathos",
  "kudos",
  "logos",
  "thermos",
  "asbestos",
  "rhinoceros",
]);

/** Plurals no suffix rule gets right. */
const IRREGULAR_PLURALS = new Map([
  ["wolves", "wolf"],
  ["knives", "knife"],
  ["lives", "life"],
  ["wives", "wife"],
  ["leaves", "leaf"],
  ["shelves", "shelf"],
  ["halves", "half"],
  ["calves", "calf"],
  ["loaves", "loaf"],
  ["thieves", "thief"],
  ["selves", "self"],
  ["scarves", "scarf"],
  ["hooves", "hoof"],
  ["wharves", "wharf"],
  ["crises", "crisis"],
  ["theses", "thesis"],
  ["hypotheses", "hypothesis"],
  ["syntheses", "synthesis"],
  ["diagnoses", "diagnosis"],
  ["prognoses", "prognosis"],
  ["emphases", "emphasis"],
  ["parentheses", "parenthesis"],
  ["oases", "oasis"],
  ["movies", "movie"],
  ["cookies", "cookie"],
  ["calories", "calorie"],
  ["prairies", "prairie"],
  ["zombies", "zombie"],
  ["rookies", "rookie"],
  ["aches", "ache"],
  ["headaches", "headache"],
  ["niches", "niche"],
  ["caches", "cache"],
  ["avalanches", "avalanche"],
  ["cliches", "cliche"],
  ["creches", "creche"],
  ["quiches", "quiche"],
  ["psyches", "psyche"],
  ["moustaches", "moustache"],
  ["mustaches", "mustache"],
]);

/** Plurals that drop "es", beyond those after s, x, z, ch and sh. */
const ES_PLURALS = new Set([
  "potatoes",
  "tomatoes",
  "heroes",
  "volcanoes",
  "echoes",
  "vetoes",
  "mangoes",
  "embargoes",
  "mosquitoes",
  "tornadoes",
  "torpedoes",
  "gases",
  "biases",
  "atlases",
  "aliases",
  "canvases",
  "buses",
  "statuses",
  "viruses",
  "campuses",
  "censuses",
  "bonuses",
  "consensuses",
  "surpluses",
  "syllabuses",
  "apparatuses",
  "circuses",
  "lenses",
]);

/**
 * The singular of one lower-case English word, by a careful rule: only what
 * is surely a plural loses its ending ("banks", "rights", "fisheries",
 * "glasses", "taxes", "cooperatives"), and words whose "s" is their own stay
 * ("commons", "gas", "analysis", "status", "glass", "economics"). A word of
 * three letters or fewer, or with anything but letters, is left alone.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || !/^\p{Ll}+$/u.test(word)) return word;
  if (KEEP_S.has(word)) return word;
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return irregular;
  if (ES_PLURALS.has(word)) return word.slice(0, -2);
  // Singular endings: glass, status, analysis.
  if (/(ss|us|is)$/.test(word)) return word;
  // Analyses, paralyses.
  if (word.endsWith("yses")) return `${word.slice(0, -4)}ysis`;
  // Fisheries, communities; but ties, pies.
  if (word.endsWith("ies")) return word.length > 4 ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  // Glasses, taxes, buzzes, churches, marshes.
  if (/(sses|xes|zzes|ches|shes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * Topic nodes are keyed by their name as places are (case, spaces, hyphens
 * and underscores folded), with the last word in the singular: "Seed banks",
 * "seed-bank" and "seed bank" are one topic. A last word written in capitals
 * is an abbreviation and keeps its "S" ("IPBES"); "NGOs" loses it.
 */
export function topicKey(name: string): string {
  let key = topicKeys.get(name);
  if (key === undefined) {
    if (topicKeys.size >= TOPIC_KEYS_KEPT) topicKeys.clear();
    key = foldTopic(name);
    topicKeys.set(name, key);
  }
  return key;
}

/**
 * Every search folds the tags of its first hundred results and of its whole
 * matched set (facets), mostly the same few thousand spellings: they are
 * folded once per server, and the memory is forgotten whole when it is full.
 */
const topicKeys = new Map<string, string>();
const TOPIC_KEYS_KEPT = 20_000;

function foldTopic(name: string): string {
  const key = nameKey(name);
  const space = key.lastIndexOf(" ");
  const last = key.slice(space + 1);
  const written =
    name
      .trim()
      .split(/[\s\-_\u2010-\u2014\u2212]+/u)
      .pop() ?? "";
  // Capitals in a name with small letters ("the PES"), or a short name alone ("IPBES").
  const abbreviation =
    /^\p{Lu}{2,}$/u.test(written) &&
    (/\p{Ll}/u.test(name) || (!/\s/.test(name.trim()) && written.length <= 5));
  if (abbreviation) return key;
  return key.slice(0, space + 1) + singular(last);
}

/** How items write a topic or place, and how many items write it so. */
export interface NameForm {
  form: string;
  items: number;
}

/**
 * The title of a topic or place node among the forms its items write it in:
 * a form with spaces before one with hyphens or underscores
 * ("community energy", not "community-energy"), then the form most items
 * use, then the current title (the first seen), then the first in order.
 */
export function displayName(forms: NameForm[], current: string): string {
  const joined = (form: string) => /[-_\u2010-\u2014\u2212]/u.test(form);
  const best = [...forms].sort(
    (a, b) =>
      Number(joined(a.form)) - Number(joined(b.form)) ||
      b.items - a.items ||
      Number(b.form === current) - Number(a.form === current) ||
      (a.form < b.form ? -1 : a.form > b.form ? 1 : 0),
  )[0];
  return best?.form ?? current;
}

/** Spellings a topic or place node's search page filters on (a request takes up to 20). */
const NAME_FORMS_MAX = 20;

/**
 * The search page of a topic or place: its title as the query, filtered on
 * every spelling of it that items use (a filter value matches exactly).
 */
export function namedNodeUrl(kind: "topic" | "location", title: string, forms: string[] = []) {
  const param = kind === "topic" ? "tags" : "locations";
  const values = [...new Set([title, ...forms])].slice(0, NAME_FORMS_MAX);
  const filters = values.map((value) => `&${param}=${encodeURIComponent(value)}`).join("");
  return `/search?q=${encodeURIComponent(title)}${filters}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every human-readable string in a JSON value (not ids, addresses or file names), in order. */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    const s = value.trim();
    if (s.length > 1 && !UUID.test(s) && !/^(https?:|\/|data:)/.test(s)) out.push(s);
  } else if (Array.isArray(value)) {
    for (const item of value) textOf(item, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (/(^id$|Id$|url$|Url$|^icon$|^uploadId$)/.test(key)) continue;
      textOf(item, out);
    }
  }
  return out;
}

/** Parts as sentences: a full stop between two only where the first does not end one already. */
export function joinSentences(parts: string[]): string {
  let text = "";
  for (const part of parts) {
    const next = part.trim();
    if (!next) continue;
    if (!text) text = next;
    else text += /[.!?…:;]["'”’)\]]*$/u.test(text) ? ` ${next}` : `. ${next}`;
  }
  return text.replace(/\s+/g, " ");
}

function joined(parts: string[]): string {
  return clip(joinSentences(parts), BODY_MAX);
}

function uniqueTags(...lists: unknown[]): string[] {
  const seen = new Map<string, string>();
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (typeof raw !== "string") continue;
      const tag = raw.trim().replace(/\s+/g, " ");
      if (tag && !seen.has(topicKey(tag))) seen.set(topicKey(tag), tag);
    }
  }
  return [...seen.values()].slice(0, 30);
}

function topicEdges(tags: string[], strength = 0.6): EdgeSpec[] {
  return tags.map((tag) => ({
    entityType: "topic" as const,
    entityId: topicKey(tag),
    title: tag,
    type: "mentions" as const,
    strength,
    confidence: 1,
  }));
}

function placeEdge(place: string): EdgeSpec[] {
  const name = place.trim().replace(/\s+/g, " ");
  if (!name) return [];
  return [
    {
      entityType: "location",
      entityId: nameKey(name),
      title: name,
      type: "located_in",
      strength: 0.8,
      confidence: 1,
    },
  ];
}

function authorEdge(userId: string | null): EdgeSpec[] {
  return userId
    ? [{ entityType: "person", entityId: userId, type: "authored_by", strength: 1, confidence: 1 }]
    : [];
}

async function contentDocument(db: Db, id: string): Promise<NodeDocument | null> {
  if (!UUID.test(id)) return null;
  const row = await findPublishedContent(db, id);
  if (!row) return null;
  const body = row.body;
  const tags = uniqueTags(body.tags, body.keywords);
  const parts = [row.summary, ...textOf(body)];
  const edges: EdgeSpec[] = [...authorEdge(row.authorId), ...topicEdges(tags)];
  edges.push(...placeEdge(row.country || row.locationName));
  // A trip's cards: their text, and the published items they link.
  if (row.type === "trip") {
    const cards = await listTripCardTexts(db, row.id);
    const linked: string[] = [];
    for (const card of cards) {
      parts.push(card.title, ...textOf(card.content), ...textOf(card.items));
      const ref = card.content.contentId;
      if (typeof ref === "string" && UUID.test(ref)) linked.push(ref);
    }
    if (linked.length > 0) {
      const targets = await listPublishedContentRefs(db, linked);
      for (const target of targets) {
        edges.push({
          entityType: target.type,
          entityId: target.id,
          type: "references",
          strength: 0.9,
          confidence: 1,
        });
      }
    }
  }
  return {
    entityType: row.type,
    entityId: row.id,
    nodeType: "publication",
    title: row.title,
    description: clip(row.description || row.summary, DESCRIPTION_MAX),
    body: joined(parts),
    url: contentPath(row),
    domain: row.domain,
    tags,
    location: row.country || row.locationName,
    date: row.publishedAt ?? row.createdAt,
    views: row.views,
    likes: row.likes,
    shares: row.shares,
    edges,
  };
}

async function recordingDocument(db: Db, id: string): Promise<NodeDocument | null> {
  if (!UUID.test(id)) return null;
  const row = await findPublicRecording(db, id);
  if (!row) return null;
  const topics = row.topics.map((t) => t.topic);
  const tags = uniqueTags(row.tags, row.keywords, topics);
  const edges: EdgeSpec[] = [
    ...authorEdge(row.authorId),
    ...topicEdges(tags),
    ...placeEdge(row.locationName ?? ""),
  ];
  if (row.contentId) {
    const target = await findPublishedContentRef(db, row.contentId);
    if (target) {
      edges.push({
        entityType: target.type,
        entityId: target.id,
        type: "part_of",
        strength: 0.9,
        confidence: 1,
      });
    }
  }
  return {
    entityType: "recording",
    entityId: row.id,
    nodeType: "publication",
    title: row.title,
    description: clip(row.description || row.summary, DESCRIPTION_MAX),
    body: joined([row.summary, row.transcriptText]),
    url: `/recordings/${row.id}`,
    domain: row.domain,
    tags,
    location: row.locationName ?? "",
    date: row.recordedAt,
    views: row.views,
    likes: 0,
    shares: 0,
    edges,
  };
}

async function jobDocument(db: Db, id: string): Promise<NodeDocument | null> {
  if (!UUID.test(id)) return null;
  const row = await findActiveJobWithOrganization(db, id);
  if (!row) return null;
  const { job } = row;
  const tags = uniqueTags(job.tags);
  const place = job.locationCountry || job.locationCity;
  return {
    entityType: "job",
    entityId: job.id,
    nodeType: "publication",
    title: job.title,
    description: clip(job.description, DESCRIPTION_MAX),
    body: joined([
      row.organization.name,
      job.category,
      job.description,
      ...job.requirements,
      ...job.responsibilities,
    ]),
    url: `/jobs/${job.id}`,
    domain: job.domain,
    tags,
    location: place,
    date: job.createdAt,
    views: job.views,
    likes: job.likes,
    shares: 0,
    edges: [
      {
        entityType: "organization",
        entityId: row.organization.id,
        type: "part_of",
        strength: 0.9,
        confidence: 1,
      },
      ...topicEdges(tags),
      ...placeEdge(place),
    ],
  };
}

async function organizationDocument(db: Db, id: string): Promise<NodeDocument | null> {
  if (!UUID.test(id)) return null;
  const row = await findOrganization(db, id);
  if (!row) return null;
  return {
    entityType: "organization",
    entityId: row.id,
    nodeType: "organization",
    title: row.name,
    description: clip(row.description, DESCRIPTION_MAX),
    body: joined([row.description]),
    url: `/organizations/${row.slug}`,
    domain: row.domain,
    tags: [],
    location: row.location,
    date: row.createdAt,
    views: 0,
    likes: 0,
    shares: 0,
    edges: placeEdge(row.location),
  };
}

/**
 * A person is indexed while they are active and have public work (a
 * published item or public recording): their profile page is then reachable
 * from what they wrote. Their popularity is that of their work.
 */
async function personDocument(db: Db, id: string): Promise<NodeDocument | null> {
  if (!UUID.test(id)) return null;
  const row = await findActivePersonWithProfile(db, id);
  if (!row) return null;
  const work = await publishedWorkFigures(db, id);
  const spoken = await countPublicRecordingsBy(db, id);
  if ((work?.items ?? 0) + spoken === 0) return null;
  const interests = uniqueTags(row.profile?.researchInterests ?? []);
  const headline = row.profile?.title ?? "";
  return {
    entityType: "person",
    entityId: row.user.id,
    nodeType: "author",
    title: row.user.name,
    description: clip(headline || row.profile?.bio || "", DESCRIPTION_MAX),
    body: joined([headline, row.profile?.bio ?? "", ...interests]),
    url: `/profiles/${row.user.id}`,
    domain: null,
    tags: interests,
    location: row.profile?.location ?? "",
    date: row.user.createdAt,
    views: work?.views ?? 0,
    likes: work?.likes ?? 0,
    shares: work?.shares ?? 0,
    edges: topicEdges(interests, 0.5),
  };
}

/** The current document of a thing, or null when it is not public (its node must go). */
export async function loadDocument(
  db: Db,
  entityType: NodeEntityType,
  entityId: string,
): Promise<NodeDocument | null> {
  if (isContentType(entityType)) {
    const doc = await contentDocument(db, entityId);
    return doc && doc.entityType === entityType ? doc : null;
  }
  switch (entityType) {
    case "recording":
      return recordingDocument(db, entityId);
    case "job":
      return jobDocument(db, entityId);
    case "organization":
      return organizationDocument(db, entityId);
    case "person":
      return personDocument(db, entityId);
    default:
      // Topics and places exist through the items that name them.
      return null;
  }
}

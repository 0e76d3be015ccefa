import { and, eq, inArray, sql } from "drizzle-orm";
import { CONTENT_TYPES, contentPath, type ContentType } from "@field-commons/shared/content";
import type { NodeEntityType, NodeType, RelationshipType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { jobs, organizations } from "../../db/schema/jobs";
import { profiles } from "../../db/schema/profiles";
import { recordings } from "../../db/schema/recordings";
import { tripCards } from "../../db/schema/trips";
import { users } from "../../db/schema/users";

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

/** Topic and place nodes are keyed by their lower-case, space-normalised name. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
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
      if (tag && !seen.has(nameKey(tag))) seen.set(nameKey(tag), tag);
    }
  }
  return [...seen.values()].slice(0, 30);
}

function topicEdges(tags: string[], strength = 0.6): EdgeSpec[] {
  return tags.map((tag) => ({
    entityType: "topic" as const,
    entityId: nameKey(tag),
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
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.status, "published")));
  if (!row) return null;
  const body = row.body;
  const tags = uniqueTags(body.tags, body.keywords);
  const parts = [row.summary, ...textOf(body)];
  const edges: EdgeSpec[] = [...authorEdge(row.authorId), ...topicEdges(tags)];
  edges.push(...placeEdge(row.country || row.locationName));
  // A trip's cards: their text, and the published items they link.
  if (row.type === "trip") {
    const cards = await db
      .select({ title: tripCards.title, content: tripCards.content, items: tripCards.items })
      .from(tripCards)
      .where(eq(tripCards.tripId, row.id))
      .orderBy(tripCards.order);
    const linked: string[] = [];
    for (const card of cards) {
      parts.push(card.title, ...textOf(card.content), ...textOf(card.items));
      const ref = card.content.contentId;
      if (typeof ref === "string" && UUID.test(ref)) linked.push(ref);
    }
    if (linked.length > 0) {
      const targets = await db
        .select({ id: content.id, type: content.type })
        .from(content)
        .where(and(inArray(content.id, linked), eq(content.status, "published")));
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
  const [row] = await db
    .select()
    .from(recordings)
    .where(
      and(
        eq(recordings.id, id),
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
      ),
    );
  if (!row) return null;
  const topics = row.topics.map((t) => t.topic);
  const tags = uniqueTags(row.tags, row.keywords, topics);
  const edges: EdgeSpec[] = [
    ...authorEdge(row.authorId),
    ...topicEdges(tags),
    ...placeEdge(row.locationName ?? ""),
  ];
  if (row.contentId) {
    const [target] = await db
      .select({ id: content.id, type: content.type })
      .from(content)
      .where(and(eq(content.id, row.contentId), eq(content.status, "published")));
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
  const [row] = await db
    .select({ job: jobs, organization: { id: organizations.id, name: organizations.name } })
    .from(jobs)
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(and(eq(jobs.id, id), eq(jobs.status, "active")));
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
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
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
  const [row] = await db
    .select({
      user: { id: users.id, name: users.name, createdAt: users.createdAt },
      profile: {
        title: profiles.title,
        bio: profiles.bio,
        location: profiles.location,
        researchInterests: profiles.researchInterests,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.status, "active")));
  if (!row) return null;
  const [work] = await db
    .select({
      items: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${content.views}), 0)::int`,
      likes: sql<number>`coalesce(sum(${content.likes}), 0)::int`,
      shares: sql<number>`coalesce(sum(${content.shares}), 0)::int`,
    })
    .from(content)
    .where(and(eq(content.authorId, id), eq(content.status, "published")));
  const [spoken] = await db
    .select({ items: sql<number>`count(*)::int` })
    .from(recordings)
    .where(
      and(
        eq(recordings.authorId, id),
        eq(recordings.status, "published"),
        eq(recordings.privacy, "public"),
      ),
    );
  if ((work?.items ?? 0) + (spoken?.items ?? 0) === 0) return null;
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

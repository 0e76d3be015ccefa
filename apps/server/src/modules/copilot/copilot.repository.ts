import { and, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";
import { profiles } from "../../db/schema/profiles";
import { recordings } from "../../db/schema/recordings";
import { users } from "../../db/schema/users";

export interface RelatedCandidate {
  id: string;
  type: ContentType;
  slug: string;
  title: string;
  domain: string | null;
  country: string;
  lat: number | null;
  lng: number | null;
  publishedAt: Date | null;
}

const KM_PER_DEGREE = 111.32;
/** Candidates read per request; the newest first. */
const CANDIDATES_MAX = 200;

/**
 * Published research (not trips) in the same domain, the same country, or
 * within `radiusKm` of the point (a bounding box here; the exact distance
 * is computed by the caller).
 */
export async function relatedCandidates(
  db: Db,
  near: {
    domain: string | null;
    country: string;
    lat: number | null;
    lng: number | null;
    radiusKm: number;
  },
): Promise<RelatedCandidate[]> {
  const matches: SQL[] = [];
  if (near.domain) matches.push(eq(content.domain, near.domain));
  if (near.country.trim()) {
    matches.push(sql`lower(${content.country}) = lower(${near.country.trim()})`);
  }
  if (near.lat !== null && near.lng !== null) {
    const dLat = near.radiusKm / KM_PER_DEGREE;
    const cos = Math.cos((near.lat * Math.PI) / 180);
    const dLng = cos > 0.01 ? near.radiusKm / (KM_PER_DEGREE * cos) : 360;
    const box: SQL[] = [sql`${content.lat} between ${near.lat - dLat} and ${near.lat + dLat}`];
    if (dLng < 180) {
      const wrap = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
      const west = wrap(near.lng - dLng);
      const east = wrap(near.lng + dLng);
      box.push(
        west <= east
          ? sql`${content.lng} between ${west} and ${east}`
          : sql`(${content.lng} >= ${west} or ${content.lng} <= ${east})`,
      );
    }
    matches.push(and(...box)!);
  }
  if (matches.length === 0) return [];
  return db
    .select({
      id: content.id,
      type: content.type,
      slug: content.slug,
      title: content.title,
      domain: content.domain,
      country: content.country,
      lat: content.lat,
      lng: content.lng,
      publishedAt: content.publishedAt,
    })
    .from(content)
    .where(and(eq(content.status, "published"), ne(content.type, "trip"), or(...matches)))
    .orderBy(desc(content.listedAt), desc(content.id))
    .limit(CANDIDATES_MAX);
}

/** A published item or public recording with the people behind it. */
export interface PublishedWork {
  id: string;
  /** A content type, or "recording". */
  type: ContentType | "recording";
  slug: string;
  title: string;
  domain: string | null;
  country: string;
  locationName: string;
  lat: number | null;
  lng: number | null;
  author: { id: string; name: string; title: string };
  /** The interview's interviewee, as the published interview names them. */
  interviewee: { name: string; title: string; organization: string } | null;
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The published items and public recordings among the ids, with their
 * authors (active accounts only) and, for interviews, the interviewee.
 */
export async function publishedWork(
  db: Db,
  ids: { content: string[]; recordings: string[] },
): Promise<PublishedWork[]> {
  const [items, spoken] = await Promise.all([
    ids.content.length === 0
      ? []
      : db
          .select({
            id: content.id,
            type: content.type,
            slug: content.slug,
            title: content.title,
            domain: content.domain,
            country: content.country,
            locationName: content.locationName,
            lat: content.lat,
            lng: content.lng,
            interviewee: sql<unknown>`${content.body} -> 'interviewee'`,
            authorId: users.id,
            authorName: users.name,
            authorTitle: profiles.title,
          })
          .from(content)
          .innerJoin(users, eq(users.id, content.authorId))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(
            and(
              inArray(content.id, ids.content),
              eq(content.status, "published"),
              eq(users.status, "active"),
            ),
          ),
    ids.recordings.length === 0
      ? []
      : db
          .select({
            id: recordings.id,
            title: recordings.title,
            domain: recordings.domain,
            locationName: recordings.locationName,
            authorId: users.id,
            authorName: users.name,
            authorTitle: profiles.title,
          })
          .from(recordings)
          .innerJoin(users, eq(users.id, recordings.authorId))
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(
            and(
              inArray(recordings.id, ids.recordings),
              eq(recordings.status, "published"),
              eq(recordings.privacy, "public"),
              eq(users.status, "active"),
            ),
          ),
  ]);
  return [
    ...items.map((row): PublishedWork => {
      const who =
        typeof row.interviewee === "object" && row.interviewee !== null
          ? (row.interviewee as Record<string, unknown>)
          : null;
      const name = textOf(who?.name);
      return {
        id: row.id,
        type: row.type,
        slug: row.slug,
        title: row.title,
        domain: row.domain,
        country: row.country,
        locationName: row.locationName,
        lat: row.lat,
        lng: row.lng,
        author: { id: row.authorId, name: row.authorName, title: row.authorTitle ?? "" },
        interviewee:
          row.type === "interview" && name
            ? { name, title: textOf(who?.title), organization: textOf(who?.organization) }
            : null,
      };
    }),
    ...spoken.map((row): PublishedWork => ({
      id: row.id,
      type: "recording",
      slug: row.id,
      title: row.title,
      domain: row.domain,
      country: "",
      locationName: row.locationName ?? "",
      lat: null,
      lng: null,
      author: { id: row.authorId, name: row.authorName, title: row.authorTitle ?? "" },
      interviewee: null,
    })),
  ];
}

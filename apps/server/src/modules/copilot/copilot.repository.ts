import { and, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { ContentType } from "@field-commons/shared/content";
import type { Db } from "../../db/client";
import { content } from "../../db/schema/content";

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

import type { Digest, DigestSummary } from "@field-commons/shared/digests";
import type { DigestRow } from "../../db/schema/digests";

const DAY_MS = 86_400_000;

export function presentDigestSummary(row: DigestRow): DigestSummary {
  const weekEnd = new Date(Date.parse(`${row.weekStart}T00:00:00Z`) + 6 * DAY_MS);
  return {
    id: row.id,
    week: row.weekKey,
    weekNumber: row.week,
    year: row.year,
    weekOf: row.weekStart,
    weekEnd: weekEnd.toISOString().slice(0, 10),
    title: row.title,
    summary: row.summary,
    quiet: row.quiet,
    views: row.views,
    stats: row.stats,
    generatedAt: row.generatedAt.toISOString(),
  };
}

export function presentDigest(row: DigestRow): Digest {
  return {
    ...presentDigestSummary(row),
    featuredContent: row.featured,
    newJobs: row.newJobs,
    newCaseStudies: row.newCaseStudies,
    newTrips: row.newTrips,
  };
}

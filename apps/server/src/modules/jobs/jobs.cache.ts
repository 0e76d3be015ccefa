import type { JobListQuery, JobStats } from "@field-commons/shared/jobs";
import { announceCacheTopic, onCacheTopic } from "../../lib/cache-bus";
import { publicCache } from "../../lib/public-cache";
import type { JobSummaryRow } from "./jobs.repository";

/**
 * The board's public answers (open jobs only, the same for every visitor):
 * list pages with their totals, the header figures and search suggestions,
 * kept for PUBLIC_CACHE_SECONDS (5 s by default; 0 turns it off). Every job
 * write through this server clears them at once (post, edit, delete, like,
 * save, application, organization rename, the deadline sweep); views do not,
 * so a list's view counts may lag by the time to live. Statuses are derived
 * from the deadline again each time a page is presented.
 */
export const jobPageCache = publicCache<{ rows: JobSummaryRow[]; total: number }>(500);
export const jobStatsCache = publicCache<JobStats>(1);
export const jobSuggestionsCache = publicCache<{
  suggestions: { kind: "title" | "organization" | "tag"; value: string }[];
}>(500);

export function jobPageKey(query: JobListQuery): string {
  return JSON.stringify([
    query.page,
    query.limit,
    query.sort,
    query.type ?? null,
    query.location ?? null,
    query.domain ?? null,
    query.experience ?? null,
    query.search?.toLowerCase() ?? null,
    query.exclude ?? null,
    query.organization ?? null,
  ]);
}

onCacheTopic("jobs", () => {
  jobPageCache.clear();
  jobStatsCache.clear();
  jobSuggestionsCache.clear();
});

/** Forgets the board's public answers here and on every other server. */
export function clearJobCaches(): void {
  announceCacheTopic("jobs");
}

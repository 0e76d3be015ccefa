import {
  JOB_PAGE_SIZE,
  JobPage,
  JobStats,
  JobSuggestions,
  RELATED_JOBS_MAX,
} from "@field-commons/shared/jobs";
import type { JobDomain, JobSearchParams, JobSummary } from "@field-commons/shared/jobs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/** Query keys of the jobs board and job pages; likes, saves and applications refresh ["jobs"]. */
export const jobKeys = {
  all: ["jobs"] as const,
  list: (params: JobSearchParams) => [...jobKeys.all, "list", params] as const,
  stats: () => [...jobKeys.all, "stats"] as const,
  suggestions: (q: string) => [...jobKeys.all, "suggestions", q] as const,
  related: (domain: JobDomain, id: string) => [...jobKeys.all, "related", domain, id] as const,
  detail: (id: string) => [...jobKeys.all, "detail", id] as const,
};

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

// ---------------------------------------------------------------------------
// GET /api/jobs
// ---------------------------------------------------------------------------

/** GET /api/jobs with the board's filters, sort and page (12 a page). */
export function getJobs(params: JobSearchParams, signal?: AbortSignal): Promise<JobPage> {
  const query = queryString({
    page: params.page,
    limit: JOB_PAGE_SIZE,
    sort: params.sort,
    search: params.search,
    type: params.type,
    location: params.location,
    domain: params.domain,
    experience: params.experience,
  });
  return apiClient.get(`/api/jobs?${query}`, { schema: JobPage, signal });
}

export function useJobs(params: JobSearchParams) {
  return useQuery({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => getJobs(params, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Up to three open jobs of the same domain, the current one left out: asks
 * for one more than shown and drops the current job.
 */
export async function getRelatedJobs(
  domain: JobDomain,
  currentId: string,
  signal?: AbortSignal,
): Promise<JobSummary[]> {
  const query = queryString({ domain, limit: RELATED_JOBS_MAX + 1 });
  const page = await apiClient.get(`/api/jobs?${query}`, { schema: JobPage, signal });
  return page.jobs.filter((job) => job.id !== currentId).slice(0, RELATED_JOBS_MAX);
}

export function useRelatedJobs(domain: JobDomain, currentId: string) {
  return useQuery({
    queryKey: jobKeys.related(domain, currentId),
    queryFn: ({ signal }) => getRelatedJobs(domain, currentId, signal),
  });
}

// ---------------------------------------------------------------------------
// GET /api/jobs/stats and /api/jobs/suggestions
// ---------------------------------------------------------------------------

/** The board's header figures: open positions, remote jobs, organizations hiring. */
export function getJobStats(signal?: AbortSignal): Promise<JobStats> {
  return apiClient.get("/api/jobs/stats", { schema: JobStats, signal });
}

export function useJobStats() {
  return useQuery({ queryKey: jobKeys.stats(), queryFn: ({ signal }) => getJobStats(signal) });
}

/** Titles, organizations and tags of open jobs that match what was typed. */
export function getJobSuggestions(q: string, signal?: AbortSignal): Promise<JobSuggestions> {
  return apiClient.get(`/api/jobs/suggestions?${queryString({ q })}`, {
    schema: JobSuggestions,
    signal,
  });
}

export const jobSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: jobKeys.suggestions(q),
    queryFn: ({ signal }) => getJobSuggestions(q, signal),
    staleTime: 60_000,
  });

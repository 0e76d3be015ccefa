import { JobAllowance, JobDeleted, JobDetail, JobPage } from "@field-commons/shared/jobs";
import type { JobSummary, ParsedJobInput } from "@field-commons/shared/jobs";
import { PAGE_SIZE_MAX } from "@field-commons/shared/pagination";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { jobInputWithStatus } from "../utils/job-form-values";
import { JOB_BOARD_ROOT, organizationKeys } from "./organization-keys";
import type { OrganizationJobsQuery } from "./organization-keys";
import { getPage, usePageQuery } from "./page-query";

/** Pages read at most for the job filter's choices (PAGE_SIZE_MAX jobs each). */
const JOB_OPTION_PAGES_MAX = 20;

/** GET /api/organizations/jobs: the organization's jobs in every status, newest first. */
function getOrganizationJobs(
  { page, limit, status }: OrganizationJobsQuery,
  signal?: AbortSignal,
): Promise<JobPage> {
  return getPage("/api/organizations/jobs", { page, limit, status }, JobPage, signal);
}

export function useOrganizationJobs(query: OrganizationJobsQuery) {
  return usePageQuery(organizationKeys.jobs(query), (signal) => getOrganizationJobs(query, signal));
}

/** Every job of the organization (for the applications filter), page after page. */
async function getAllOrganizationJobs(signal?: AbortSignal): Promise<JobSummary[]> {
  const jobs: JobSummary[] = [];
  for (let page = 1; page <= JOB_OPTION_PAGES_MAX; page += 1) {
    const result = await getOrganizationJobs({ page, limit: PAGE_SIZE_MAX }, signal);
    jobs.push(...result.jobs);
    if (page >= result.pagination.pages) break;
  }
  return jobs;
}

export function useOrganizationJobOptions() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.jobOptions(),
      queryFn: ({ signal }) => getAllOrganizationJobs(signal),
    }),
  );
}

/** GET /api/jobs/{id}: the whole job (the list only carries an excerpt), for editing. */
function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return apiClient.get(`/api/jobs/${encodeURIComponent(id)}`, { schema: JobDetail, signal });
}

export function useJobDetail(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.job(id ?? ""),
      queryFn: ({ signal }) => getJob(id ?? "", signal),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
}

/**
 * GET /api/jobs/allowance: the organization's open jobs and its plan's limit
 * (null: none), so the job form says so before the server refuses.
 */
export function useJobAllowance() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.allowance(),
      queryFn: ({ signal }) =>
        apiClient.get("/api/jobs/allowance", { schema: JobAllowance, signal }),
      staleTime: 0,
    }),
  );
}

function useInvalidateJobs() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: JOB_BOARD_ROOT }),
    ]);
}

/** POST /api/jobs (id null) or PUT /api/jobs/{id}: the whole form. */
export function useSaveJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ParsedJobInput }) =>
      id === null
        ? apiClient.post("/api/jobs", input, { schema: JobDetail })
        : apiClient.put(`/api/jobs/${encodeURIComponent(id)}`, input, { schema: JobDetail }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/jobs/{id}: the job, its applications and their résumés. */
export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/api/jobs/${encodeURIComponent(id)}`, { schema: JobDeleted }),
    onSuccess: invalidate,
  });
}

/** Close: the job as it is, with status closed (PUT needs the whole form, so it is read first). */
export function useCloseJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: async (id: string) => {
      const job = await getJob(id);
      return apiClient.put(
        `/api/jobs/${encodeURIComponent(id)}`,
        jobInputWithStatus(job, "closed"),
        {
          schema: JobDetail,
        },
      );
    },
    onSuccess: invalidate,
  });
}

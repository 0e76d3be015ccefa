import { JobDetail, JobLikeResult, JobSaveResult, JobViewResult } from "@field-commons/shared/jobs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { jobKeys } from "./get-jobs";

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

// ---------------------------------------------------------------------------
// GET /api/jobs/{id}
// ---------------------------------------------------------------------------

export function getJob(id: string, signal?: AbortSignal): Promise<JobDetail> {
  return apiClient.get(jobPath(id), { schema: JobDetail, signal });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

// ---------------------------------------------------------------------------
// POST /api/jobs/{id}/views, /like and /save
// ---------------------------------------------------------------------------

/** Counted once per visitor per day, never for the organization's own members. */
export function recordJobView(id: string): Promise<z.infer<typeof JobViewResult>> {
  return apiClient.post(`${jobPath(id)}/views`, undefined, { schema: JobViewResult });
}

export type JobReaction = "like" | "save";

/** The state after a toggle, as the server confirms it. */
export interface JobReactionResult {
  on: boolean;
  count: number;
}

/** Toggles the signed-in visitor's like or save; resolves with the server's state and count. */
export async function toggleJobReaction(id: string, kind: JobReaction): Promise<JobReactionResult> {
  if (kind === "like") {
    const result = await apiClient.post(`${jobPath(id)}/like`, undefined, {
      schema: JobLikeResult,
    });
    return { on: result.liked, count: result.likes };
  }
  const result = await apiClient.post(`${jobPath(id)}/save`, undefined, {
    schema: JobSaveResult,
  });
  return { on: result.saved, count: result.saves };
}

/**
 * Like or save; once the server confirms, the job's page shows its answer
 * (never before), and lists that show the job are refreshed.
 */
export function useToggleJobReaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: JobReaction) => toggleJobReaction(id, kind),
    onSuccess: (result, kind) => {
      queryClient.setQueryData<JobDetail>(jobKeys.detail(id), (job) =>
        job
          ? kind === "like"
            ? {
                ...job,
                viewer: { ...job.viewer, liked: result.on },
                counts: { ...job.counts, likes: result.count },
              }
            : {
                ...job,
                viewer: { ...job.viewer, saved: result.on },
                counts: { ...job.counts, saves: result.count },
              }
          : job,
      );
    },
  });
}

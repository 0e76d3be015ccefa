import type { JobDetail } from "@field-commons/shared/jobs";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { recordJobView } from "../api/get-job";
import { jobKeys } from "../api/get-jobs";

/**
 * Records one view of the job per page load (POST /api/jobs/{id}/views; the
 * server counts a visitor once a day and never the organization's members),
 * then shows the server's count. A ref keeps StrictMode's second effect run
 * and later refetches from recording again. A failure is only logged.
 */
export function useRecordJobView(id: string | null) {
  const queryClient = useQueryClient();
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!id || recordedFor.current === id) return;
    recordedFor.current = id;
    recordJobView(id)
      .then(({ views }) => {
        queryClient.setQueryData<JobDetail>(jobKeys.detail(id), (job) =>
          job ? { ...job, counts: { ...job.counts, views } } : job,
        );
      })
      .catch((error: unknown) => console.warn("Could not record the view", error));
  }, [id, queryClient]);
}

import { JobAlert } from "@field-commons/shared/jobs";
import type { JobFilters } from "@field-commons/shared/jobs";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/** POST /api/job-alerts: saves the board's current filters as a job alert. */
export function createJobAlert(filters: JobFilters): Promise<JobAlert> {
  return apiClient.post("/api/job-alerts", { filters }, { schema: JobAlert });
}

export function useCreateJobAlert() {
  return useMutation({ mutationFn: createJobAlert });
}

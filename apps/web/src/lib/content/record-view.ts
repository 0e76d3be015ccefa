import { CounterResult } from "@field-commons/shared/content";
import type { z } from "zod";
import { apiClient } from "../api-client";

export type ViewResult = z.infer<typeof CounterResult>;

/** POST /api/content/{id}/views: counted once per visitor per day, never for the author. */
export function recordView(id: string): Promise<ViewResult> {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/views`, undefined, {
    schema: CounterResult,
  });
}

import { CONTENT_STATUSES } from "@field-commons/shared/content";
import type { ContentCreateInput } from "@field-commons/shared/content";
import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";

/** The part of the saved item the form needs; the rest is read again where it is shown. */
export const SavedCaseStudy = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type SavedCaseStudy = z.infer<typeof SavedCaseStudy>;

export type CaseStudyInput = Extract<ContentCreateInput, { type: "case-study" }>;

/** POST /api/content: a new draft. */
export function createCaseStudy(input: CaseStudyInput): Promise<SavedCaseStudy> {
  return apiClient.post("/api/content", input, { schema: SavedCaseStudy });
}

/** PUT /api/content/{id}: the whole editable state; the status does not change. */
export function updateCaseStudy(id: string, input: CaseStudyInput): Promise<SavedCaseStudy> {
  return apiClient.put(`/api/content/${encodeURIComponent(id)}`, input, {
    schema: SavedCaseStudy,
  });
}

/**
 * POST /api/content/{id}/publish. 403 UPGRADE_REQUIRED for anyone without
 * contributor status; 400 NOT_READY_TO_PUBLISH with `fields` when required
 * fields are empty.
 */
export function publishCaseStudy(id: string): Promise<SavedCaseStudy> {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/publish`, undefined, {
    schema: SavedCaseStudy,
  });
}

/** After a save or publish: feeds, details, the dashboard and its figures change. */
export async function invalidateAfterSave(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["content"] }),
    queryClient.invalidateQueries({ queryKey: ["me"] }),
  ]);
}

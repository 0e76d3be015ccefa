import { CONTENT_STATUSES } from "@field-commons/shared/content";
import type { ContentCreateInput, ContentType } from "@field-commons/shared/content";
import type { QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../api-client";
import { invalidateContentViews } from "./reactions";

/** The create/update body of one type. */
export type ContentInputOf<T extends ContentType> = Extract<ContentCreateInput, { type: T }>;

/** The part of the saved item a form needs; the rest is read again where it is shown. */
export const SavedContent = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type SavedContent = z.infer<typeof SavedContent>;

/** POST /api/content: a new draft of any type. */
export function createContent(
  input: ContentCreateInput,
  idempotencyKey?: string,
): Promise<SavedContent> {
  return apiClient.post("/api/content", input, { schema: SavedContent, idempotencyKey });
}

/** PUT /api/content/{id}: the whole editable state; the status does not change. */
export function updateContent(id: string, input: ContentCreateInput): Promise<SavedContent> {
  return apiClient.put(`/api/content/${encodeURIComponent(id)}`, input, { schema: SavedContent });
}

/**
 * POST /api/content/{id}/publish. 403 UPGRADE_REQUIRED for anyone without
 * contributor status; 400 NOT_READY_TO_PUBLISH with `fields` (paths such as
 * `body.executiveSummary`) when required fields are empty.
 */
export function publishContent(id: string): Promise<SavedContent> {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/publish`, undefined, {
    schema: SavedContent,
  });
}

/** After a save or publish: feeds, details, the dashboard and its figures change. */
export function invalidateAfterSave(queryClient: QueryClient): Promise<void> {
  return invalidateContentViews(queryClient);
}

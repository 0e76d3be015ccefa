import { CONTENT_STATUSES } from "@field-commons/shared/content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { invalidateContentViews } from "../../../lib/content/reactions";

const Published = z.object({ status: z.enum(CONTENT_STATUSES) });

/**
 * POST /api/content/{id}/publish for an item a moderator asked to revise: it
 * goes back to the moderators, in review. Reloads the author's lists.
 */
export function useResubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/api/content/${encodeURIComponent(id)}/publish`, undefined, {
        schema: Published,
      }),
    onSuccess: () => void invalidateContentViews(queryClient),
  });
}

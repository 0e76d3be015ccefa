import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../api-client";
import { invalidateContentViews } from "./reactions";

/**
 * DELETE /api/content/{id}: works for every content type (author or admin).
 * Throws ApiError when the server refuses, NetworkError when it cannot be reached.
 */
export function deleteContent(id: string): Promise<unknown> {
  return apiClient.delete(`/api/content/${encodeURIComponent(id)}`);
}

/** Deletes an item, then reloads every list, detail and figure that showed it. */
export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContent(id),
    onSuccess: () => void invalidateContentViews(queryClient),
  });
}

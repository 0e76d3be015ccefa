import type { ContentDetail } from "@field-commons/shared/content";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { caseStudyKeys } from "../api/get-case-study";
import { recordView } from "../api/record-view";

/**
 * Records one view of the case study per page load (POST
 * /api/content/{id}/views; the server counts a visitor once a day and never the
 * author), then shows the server's count. A failure is only logged.
 */
export function useRecordView(item: ContentDetail | null | undefined, idOrSlug: string) {
  const queryClient = useQueryClient();
  const recordedFor = useRef<string | null>(null);
  const id = item?.id ?? null;

  useEffect(() => {
    if (!id || recordedFor.current === id) return;
    recordedFor.current = id;
    recordView(id)
      .then(({ count }) => {
        queryClient.setQueryData<ContentDetail | null>(caseStudyKeys.detail(idOrSlug), (current) =>
          current && current.id === id
            ? { ...current, counts: { ...current.counts, views: count } }
            : current,
        );
      })
      .catch((error: unknown) => console.warn("Could not record the view", error));
  }, [id, idOrSlug, queryClient]);
}

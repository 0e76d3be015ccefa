import { CounterResult, LikeState, SaveState } from "@field-commons/shared/content";
import type { ContentSummary } from "@field-commons/shared/content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { apiClient, apiRequest } from "../api-client";

export type ReactionTarget = Pick<ContentSummary, "id" | "type">;
export type LikeResult = z.infer<typeof LikeState>;
export type SaveResult = z.infer<typeof SaveState>;
export type ShareResult = z.infer<typeof CounterResult>;

/**
 * Query-key roots that show likes, saves and content: everything personal
 * (dashboard lists and stats) lives under ["me", ...]; feeds and details under
 * ["content", ...].
 */
export const PERSONAL_QUERY_ROOT = ["me"] as const;
export const CONTENT_QUERY_ROOT = ["content"] as const;

function reactionBody(item: ReactionTarget) {
  return { contentType: item.type, contentId: item.id };
}

/** POST /api/likes to like, DELETE /api/likes (same JSON body) to undo. */
export function setLiked(item: ReactionTarget, liked: boolean): Promise<LikeResult> {
  return apiRequest("/api/likes", {
    method: liked ? "POST" : "DELETE",
    body: reactionBody(item),
    schema: LikeState,
  });
}

/** POST /api/saves to save, DELETE /api/saves (same JSON body) to undo. */
export function setSaved(item: ReactionTarget, saved: boolean): Promise<SaveResult> {
  return apiRequest("/api/saves", {
    method: saved ? "POST" : "DELETE",
    body: reactionBody(item),
    schema: SaveState,
  });
}

/** POST /api/content/{id}/shares: counted once per visitor per day. */
export function recordShare(id: string): Promise<ShareResult> {
  return apiClient.post(`/api/content/${encodeURIComponent(id)}/shares`, undefined, {
    schema: CounterResult,
  });
}

/** After a like, save or delete: refresh every list, detail and figure that shows it. */
export async function invalidateContentViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PERSONAL_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: CONTENT_QUERY_ROOT }),
  ]);
}

export function useSetLiked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, liked }: { item: ReactionTarget; liked: boolean }) =>
      setLiked(item, liked),
    // Not awaited: the button is free again as soon as the server has answered.
    onSuccess: () => void invalidateContentViews(queryClient),
  });
}

export function useSetSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, saved }: { item: ReactionTarget; saved: boolean }) =>
      setSaved(item, saved),
    // Not awaited: the button is free again as soon as the server has answered.
    onSuccess: () => void invalidateContentViews(queryClient),
  });
}

export function useRecordShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => recordShare(id),
    // Cards and pages show the share figure: refresh them.
    onSuccess: () => void invalidateContentViews(queryClient),
  });
}

/**
 * The value a reaction button shows: the item's own value, or the server's
 * answer to the viewer's last toggle until fresh item data arrives. The answer
 * is tied to the item value it replaced, so any newer item data wins.
 */
export function useConfirmedValue<T>(fromItem: T, sameAs: (a: T, b: T) => boolean) {
  const [confirmed, setConfirmed] = useState<{ basis: T; value: T } | null>(null);
  const current = confirmed && sameAs(confirmed.basis, fromItem) ? confirmed.value : fromItem;
  const confirm = (value: T) => setConfirmed({ basis: fromItem, value });
  return [current, confirm] as const;
}

import { ContentPage, MyStats, ReactionPage } from "@field-commons/shared/content";
import type { z } from "zod";
import { PAGE_SIZE_DEFAULT } from "@field-commons/shared/pagination";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/**
 * Dashboard queries, all under ["me"]: likes, saves and deletes invalidate
 * that root, so every list and figure here reloads after them.
 */
export const dashboardKeys = {
  all: ["me"] as const,
  stats: () => ["me", "stats"] as const,
  content: (list: MyContentList) => ["me", "content", list] as const,
  reactions: (kind: ReactionKind) => ["me", kind] as const,
};

export type MyContentList = "publications" | "drafts";
export type ReactionKind = "likes" | "saves";

/** Both lists cover all five types in one request each. */
const MY_CONTENT_QUERIES: Record<MyContentList, Record<string, string>> = {
  publications: { author: "me", status: "published,pending", sort: "recent" },
  drafts: { author: "me", status: "draft", sort: "updated" },
};

function withPage(params: Record<string, string>, cursor: string | null): string {
  const search = new URLSearchParams({ ...params, limit: String(PAGE_SIZE_DEFAULT) });
  if (cursor) search.set("cursor", cursor);
  return search.toString();
}

// ---------------------------------------------------------------------------
// GET /api/me/stats
// ---------------------------------------------------------------------------

export function getMyStats(): Promise<MyStats> {
  return apiClient.get("/api/me/stats", { schema: MyStats });
}

export const myStatsQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getMyStats });

export function useMyStats() {
  return useQuery(myStatsQueryOptions());
}

// ---------------------------------------------------------------------------
// GET /api/content?author=me: publications (published, pending) and drafts
// ---------------------------------------------------------------------------

export function getMyContent(list: MyContentList, cursor: string | null): Promise<ContentPage> {
  return apiClient.get(`/api/content?${withPage(MY_CONTENT_QUERIES[list], cursor)}`, {
    schema: ContentPage,
  });
}

export const myContentQueryOptions = (list: MyContentList) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.content(list),
    queryFn: ({ pageParam }) => getMyContent(list, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMyContent(list: MyContentList) {
  return useInfiniteQuery(myContentQueryOptions(list));
}

// ---------------------------------------------------------------------------
// GET /api/me/likes, GET /api/me/saves
// ---------------------------------------------------------------------------

export function getMyReactions(
  kind: ReactionKind,
  cursor: string | null,
): Promise<z.infer<typeof ReactionPage>> {
  return apiClient.get(`/api/me/${kind}?${withPage({}, cursor)}`, { schema: ReactionPage });
}

export const myReactionsQueryOptions = (kind: ReactionKind) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.reactions(kind),
    queryFn: ({ pageParam }) => getMyReactions(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useMyReactions(kind: ReactionKind) {
  return useInfiniteQuery(myReactionsQueryOptions(kind));
}

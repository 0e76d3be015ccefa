import { ContentPage, MyStats, ReactionPage } from "@field-commons/shared/content";
import type { z } from "zod";
import { PAGE_SIZE_DEFAULT } from "@field-commons/shared/pagination";
import { StorageUsage } from "@field-commons/shared/uploads";
import { ApplicationPage } from "@field-commons/shared/applications";
import { JobAlertList, JobDeleted } from "@field-commons/shared/jobs";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

/**
 * Dashboard queries, all under ["me"]: likes, saves and deletes invalidate
 * that root, so every list and figure here reloads after them.
 */
export const dashboardKeys = {
  all: ["me"] as const,
  stats: () => ["me", "stats"] as const,
  storage: () => ["me", "storage"] as const,
  applications: () => ["me", "applications"] as const,
  jobAlerts: () => ["me", "job-alerts"] as const,
  content: (list: MyContentList) => ["me", "content", list] as const,
  reactions: (kind: ReactionKind) => ["me", kind] as const,
};

export type MyContentList = "publications" | "drafts";
export type ReactionKind = "likes" | "saves";

/** Both lists cover all five types in one request each. */
const MY_CONTENT_QUERIES: Record<MyContentList, Record<string, string>> = {
  // Items a moderator holds or reviews again (in-review) stay with the publications.
  publications: { author: "me", status: "published,pending,in-review", sort: "recent" },
  // Rejected items and revision requests come back to their author with the
  // moderator's reason or note, to fix and resubmit.
  drafts: { author: "me", status: "draft,rejected,needs-revision", sort: "updated" },
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

// ---------------------------------------------------------------------------
// GET /api/me/storage
// ---------------------------------------------------------------------------

export function getMyStorage(): Promise<StorageUsage> {
  return apiClient.get("/api/me/storage", { schema: StorageUsage });
}

export function useMyStorage() {
  return useQuery({ queryKey: dashboardKeys.storage(), queryFn: getMyStorage });
}

// ---------------------------------------------------------------------------
// GET /api/applications: the applicant's own, with their statuses
// ---------------------------------------------------------------------------

export function getMyApplications(page: number): Promise<ApplicationPage> {
  const search = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE_DEFAULT) });
  return apiClient.get(`/api/applications?${search}`, { schema: ApplicationPage });
}

export const myApplicationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.applications(),
    queryFn: ({ pageParam }) => getMyApplications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
  });

export function useMyApplications() {
  return useInfiniteQuery(myApplicationsQueryOptions());
}

// ---------------------------------------------------------------------------
// GET /api/job-alerts, DELETE /api/job-alerts/{id}
// ---------------------------------------------------------------------------

export function getMyJobAlerts(): Promise<z.infer<typeof JobAlertList>> {
  return apiClient.get("/api/job-alerts", { schema: JobAlertList });
}

export function useMyJobAlerts() {
  return useQuery({ queryKey: dashboardKeys.jobAlerts(), queryFn: getMyJobAlerts });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/api/job-alerts/${encodeURIComponent(id)}`, { schema: JobDeleted }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.jobAlerts() }),
  });
}

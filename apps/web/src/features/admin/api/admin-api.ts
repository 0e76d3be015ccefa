import {
  ADMIN_PAGE_SIZE,
  AdminActionsPage,
  AdminContentItem,
  AdminContentPage,
  AdminDashboard,
  AdminUser,
  AdminUserList,
  Analytics,
  ModerationQueue,
} from "@field-commons/shared/admin";
import type {
  ADMIN_SETTABLE_STATUSES,
  AdminUserUpdateInput,
  AnalyticsWindow,
  BanInput,
  ModerationDecision,
  ModerationInput,
} from "@field-commons/shared/admin";
import type { ContentStatus, ContentType } from "@field-commons/shared/content";
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { contentKeys } from "../../../lib/content/get-content";

/** A status an admin may set from the Content tab or the queue. */
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

export interface AdminContentFilters {
  type?: ContentType;
  status?: ContentStatus;
  search?: string;
  page: number;
}

export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  queue: (page: number) => [...adminKeys.all, "queue", page] as const,
  content: (filters: AdminContentFilters) => [...adminKeys.all, "content", filters] as const,
  users: (page: number, search: string | undefined) =>
    [...adminKeys.all, "users", page, search ?? ""] as const,
  user: (id: string) => [...adminKeys.all, "user", id] as const,
  actions: (page: number) => [...adminKeys.all, "actions", page] as const,
  analytics: (days: number) => [...adminKeys.all, "analytics", days] as const,
};

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

const ItemAnswer = z.object({ item: AdminContentItem });
const UserAnswer = z.object({ user: AdminUser });

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

export function useAdminDashboard() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.dashboard(),
      queryFn: ({ signal }) =>
        apiClient.get("/api/admin/dashboard", { schema: AdminDashboard, signal }),
    }),
  );
}

export function useModerationQueue(page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.queue(page),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/admin/moderation-queue?${query({ page, limit: ADMIN_PAGE_SIZE })}`, {
          schema: ModerationQueue,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminContent(filters: AdminContentFilters) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.content(filters),
      queryFn: ({ signal }) =>
        apiClient.get(
          `/api/admin/content?${query({
            type: filters.type,
            status: filters.status,
            search: filters.search,
            page: filters.page,
            limit: ADMIN_PAGE_SIZE,
          })}`,
          { schema: AdminContentPage, signal },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminUsers(page: number, search: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.users(page, search),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/admin/users?${query({ page, limit: ADMIN_PAGE_SIZE, search })}`, {
          schema: AdminUserList,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/users/{id}: the account as it is now, for the edit form. */
export function useAdminUser(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.user(id),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/admin/users/${encodeURIComponent(id)}`, {
          schema: UserAnswer,
          signal,
        }),
      // Always the latest: an edit form must not start from another admin's old values.
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

export function useAdminActions(page: number) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.actions(page),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/admin/actions?${query({ page, limit: ADMIN_PAGE_SIZE })}`, {
          schema: AdminActionsPage,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminAnalytics(days: AnalyticsWindow) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.analytics(days),
      queryFn: ({ signal }) =>
        apiClient.get(`/api/admin/analytics?days=${days}`, { schema: Analytics, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

// ---------------------------------------------------------------------------
// Writes: each refreshes every admin list, and content lists after content changes
// ---------------------------------------------------------------------------

function useRefresh() {
  const queryClient = useQueryClient();
  return (content: boolean) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    if (content) void queryClient.invalidateQueries({ queryKey: contentKeys.all });
  };
}

export function useModerate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      type,
      id,
      decision,
      input,
    }: {
      type: ContentType;
      id: string;
      decision: ModerationDecision;
      input: ModerationInput;
    }) =>
      apiClient.post(
        `/api/admin/content/${encodeURIComponent(type)}/${encodeURIComponent(id)}/${decision}`,
        input,
        { schema: ItemAnswer },
      ),
    onSuccess: () => refresh(true),
  });
}

export function useSetContentStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reason,
    }: {
      id: string;
      status: AdminSettableStatus;
      /** The reason, or for in-review and needs-revision the note the author reads. */
      reason: string;
    }) =>
      apiClient.patch(
        `/api/admin/content/${encodeURIComponent(id)}/status`,
        status === "in-review" || status === "needs-revision"
          ? { status, note: reason }
          : { status, reason },
        { schema: ItemAnswer },
      ),
    onSuccess: () => refresh(true),
  });
}

export function useDeleteAdminContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/api/admin/content/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(true),
  });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUserUpdateInput }) =>
      apiClient.put(`/api/admin/users/${encodeURIComponent(id)}`, input, { schema: UserAnswer }),
    onSuccess: () => refresh(false),
  });
}

export function useBanUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BanInput }) =>
      apiClient.post(`/api/admin/users/${encodeURIComponent(id)}/ban`, input, {
        schema: UserAnswer,
      }),
    onSuccess: () => refresh(false),
  });
}

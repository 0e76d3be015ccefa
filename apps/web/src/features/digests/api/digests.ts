import {
  Digest,
  DIGEST_PAGE_SIZE,
  DigestList,
  DigestSendQueued,
  UnsubscribeResult,
} from "@field-commons/shared/digests";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";

export const digestKeys = {
  all: ["digests"] as const,
  list: (page: number) => [...digestKeys.all, "list", page] as const,
  detail: (id: string) => [...digestKeys.all, "detail", id] as const,
};

/** GET /api/digest: one page of the archive, newest week first. */
export function useDigestList(page: number) {
  return useQuery({
    queryKey: digestKeys.list(page),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/digest?page=${page}&limit=${DIGEST_PAGE_SIZE}`, {
        schema: DigestList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/digest/{id}: by id or by week (YYYY-Www); counts the view. */
export function useDigest(id: string) {
  return useQuery({
    queryKey: digestKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/digest/${encodeURIComponent(id)}`, { schema: Digest, signal }),
    retry: false,
  });
}

/** POST /api/digest/unsubscribe with the token from the e-mail. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post("/api/digest/unsubscribe", { token }, { schema: UnsubscribeResult }),
  });
}

/** POST /api/admin/digests/{week}/regenerate (admins). */
export function useRegenerateDigest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: string) =>
      apiClient.post(`/api/admin/digests/${encodeURIComponent(week)}/regenerate`, undefined, {
        schema: Digest,
      }),
    onSuccess: (digest) => {
      queryClient.setQueryData(digestKeys.detail(id), digest);
      void queryClient.invalidateQueries({ queryKey: [...digestKeys.all, "list"] });
    },
  });
}

/** POST /api/admin/digests/{week}/send (admins). */
export function useSendDigest() {
  return useMutation({
    mutationFn: (week: string) =>
      apiClient.post(`/api/admin/digests/${encodeURIComponent(week)}/send`, undefined, {
        schema: DigestSendQueued,
      }),
  });
}

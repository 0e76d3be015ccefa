import {
  MessageResponse,
  OUTBOX_PAGE_SIZE,
  OutboxMessage,
  OutboxSummary,
  VerifyEmailResponse,
} from "@field-commons/shared/account-recovery";
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
} from "@field-commons/shared/account-recovery";
import { AuthSuccess } from "@field-commons/shared/auth";
import { pageOf } from "@field-commons/shared/pagination";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { applySignedIn, meQueryKey } from "../../../lib/session/get-me";

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiClient.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, {
    schema: VerifyEmailResponse,
  });
}

/**
 * One verification per token and page visit: cached for good and never
 * retried by itself (a second call would find the link used).
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["account-recovery", "verify-email", token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return apiClient.post("/api/auth/forgot-password", input, { schema: MessageResponse });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

const ResetResult = AuthSuccess.extend({ message: z.string() });

export function resetPassword(input: ResetPasswordInput) {
  return apiClient.post("/api/auth/reset-password", input, { schema: ResetResult });
}

/** Resetting signs the user in afresh (every older session is gone). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ user }) => applySignedIn(queryClient, user),
  });
}

export function resendVerification(): Promise<MessageResponse> {
  return apiClient.post("/api/auth/resend-verification", undefined, { schema: MessageResponse });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

/** After a verification the signed-in user (if any) is read again. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

const OutboxPage = pageOf(OutboxSummary);

export const outboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["admin", "outbox"],
    queryFn: ({ pageParam }) =>
      apiClient.get(
        `/api/admin/outbox?limit=${OUTBOX_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
        { schema: OutboxPage },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["admin", "outbox", id],
    queryFn: () =>
      apiClient.get(`/api/admin/outbox/${encodeURIComponent(id)}`, {
        schema: z.object({ message: OutboxMessage }),
      }),
  });

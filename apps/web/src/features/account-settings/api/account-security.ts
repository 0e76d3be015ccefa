import { MessageResponse } from "@field-commons/shared/account-recovery";
import { OkResponse } from "@field-commons/shared/auth";
import {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  SessionList,
} from "@field-commons/shared/profiles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient, apiRequest } from "../../../lib/api-client";
import { accountKeys } from "./account-keys";
import { refreshProfile } from "./my-profile";

/** POST /api/me/email: a link goes to the new address; the profile then shows it as pending. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiClient.post("/api/me/email", ChangeEmailInput.parse(input), { schema: MessageResponse }),
    onSuccess: () => refreshProfile(queryClient),
  });
}

/** POST /api/me/password: the other sessions are signed out, so the list reloads. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiClient.post("/api/me/password", ChangePasswordInput.parse(input), {
        schema: MessageResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** GET /api/me/sessions: where this account is signed in. */
export function useSessions() {
  return useQuery(
    queryOptions({
      queryKey: accountKeys.sessions(),
      queryFn: ({ signal }) => apiClient.get("/api/me/sessions", { schema: SessionList, signal }),
    }),
  );
}

/** DELETE /api/me/sessions/{id}: signs that device out. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/api/me/sessions/${encodeURIComponent(id)}`, { schema: OkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/**
 * DELETE /api/me/sessions: signs out everywhere, this browser included. The
 * caller forgets the signed-in user and moves on (see useLeaveAccount).
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiClient.delete("/api/me/sessions", { schema: OkResponse }),
  });
}

/** DELETE /api/me with the password and what happens to published work. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest("/api/me", {
        method: "DELETE",
        body: DeleteAccountInput.parse(input),
        schema: OkResponse,
      }),
  });
}

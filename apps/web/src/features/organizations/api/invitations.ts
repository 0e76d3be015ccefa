import {
  InviteMemberInput,
  InvitationCreated,
  ReceivedInvitations,
  SentInvitations,
} from "@field-commons/shared/invitations";
import { OkResponse } from "@field-commons/shared/auth";
import { MyOrganization } from "@field-commons/shared/jobs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { JOB_BOARD_ROOT, organizationKeys } from "./organization-keys";

/** GET /api/organizations/me/invitations: the owner's invitations still waiting for an answer. */
export function useSentInvitations(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.sentInvitations(),
      queryFn: ({ signal }) =>
        apiClient.get("/api/organizations/me/invitations", { schema: SentInvitations, signal }),
      enabled,
    }),
  );
}

/** POST /api/organizations/me/invitations: the same answer whether or not the address has an account. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMemberInput) =>
      apiClient.post("/api/organizations/me/invitations", InviteMemberInput.parse(input), {
        schema: InvitationCreated,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.sentInvitations() }),
  });
}

/** DELETE /api/organizations/me/invitations/:id: answers the invitations still open. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/api/organizations/me/invitations/${encodeURIComponent(id)}`, {
        schema: SentInvitations,
      }),
    onSuccess: (data) => queryClient.setQueryData(organizationKeys.sentInvitations(), data),
  });
}

/** DELETE /api/organizations/me/members/:userId (the owner): answers the organization. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.delete(`/api/organizations/me/members/${encodeURIComponent(userId)}`, {
        schema: MyOrganization,
      }),
    onSuccess: (data) => queryClient.setQueryData(organizationKeys.me(), data),
  });
}

/** After joining or leaving, every organization query (and the board's) belongs to someone else. */
async function reloadAll(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    queryClient.invalidateQueries({ queryKey: JOB_BOARD_ROOT }),
  ]);
}

/** POST /api/organizations/me/leave (a member; the owner cannot leave). */
export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post("/api/organizations/me/leave", undefined, { schema: OkResponse }),
    onSuccess: async () => {
      queryClient.setQueryData(organizationKeys.me(), null);
      // Nothing of the organization stays in the cache.
      queryClient.removeQueries({
        queryKey: organizationKeys.all,
        predicate: (query) => query.queryKey[1] !== "me",
      });
      await reloadAll(queryClient);
    },
  });
}

/** GET /api/organizations/invitations: open invitations to the signed-in account's address. */
export function useReceivedInvitations() {
  return useQuery(
    queryOptions({
      queryKey: organizationKeys.receivedInvitations(),
      queryFn: ({ signal }) =>
        apiClient.get("/api/organizations/invitations", { schema: ReceivedInvitations, signal }),
    }),
  );
}

/** POST /api/organizations/invitations/:id/accept, with the e-mail link's token when there is one. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, token }: { id: string; token?: string }) =>
      apiClient.post(
        `/api/organizations/invitations/${encodeURIComponent(id)}/accept`,
        token ? { token } : {},
        { schema: MyOrganization },
      ),
    onSuccess: async (data) => {
      queryClient.setQueryData(organizationKeys.me(), data);
      await reloadAll(queryClient);
    },
  });
}

/** POST /api/organizations/invitations/:id/decline. */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(
        `/api/organizations/invitations/${encodeURIComponent(id)}/decline`,
        undefined,
        {
          schema: OkResponse,
        },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.receivedInvitations() }),
  });
}

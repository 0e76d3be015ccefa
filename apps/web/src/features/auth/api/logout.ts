import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { writeStoredUser } from "../../../lib/session/stored-user";
import { applySignedOut, meQueryKey } from "../../../lib/session/get-me";
import type { MeResponse } from "@field-commons/shared/auth";

export function logout(): Promise<{ success: true }> {
  // Loaded with the call: the header that offers sign-out is on every first page.
  const schema = import("@field-commons/shared/auth").then((m) => m.OkResponse);
  return apiClient.post("/api/auth/logout", undefined, { schema });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      const userId = queryClient.getQueryData<MeResponse>(meQueryKey)?.user?.id;
      writeStoredUser(null);
      applySignedOut(queryClient);
      // What this account read is no longer kept on the device for offline reading.
      if (userId) {
        void import("../../../lib/offline/device-db")
          .then(({ deviceDb }) => deviceDb()?.snapshots.delete(userId))
          .catch(() => undefined);
      }
    },
    // If the call failed, ask the server who is signed in rather than guess.
    onError: () => queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
  });
}

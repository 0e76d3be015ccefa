import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { writeStoredUser } from "../../../lib/session/stored-user";
import { applySignedOut } from "../../../lib/session/get-me";

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
      writeStoredUser(null);
      applySignedOut(queryClient);
    },
    // If the call failed, ask the server who is signed in rather than guess.
    onError: () => queryClient.invalidateQueries({ queryKey: ["auth", "me"] }),
  });
}

import { AuthSuccess } from "@field-commons/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { applySignedIn } from "../../../lib/session/get-me";

/** Signs in as the demo admin (only when the server runs with demo data). */
export function demoAdminLogin(): Promise<AuthSuccess> {
  return apiClient.post("/api/auth/demo-admin", undefined, { schema: AuthSuccess });
}

export function useDemoAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: demoAdminLogin,
    onSuccess: ({ user }) => applySignedIn(queryClient, user),
  });
}

import { AuthSuccess } from "@field-commons/shared/auth";
import type { RegisterInput } from "@field-commons/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { applySignedIn } from "../../../lib/session/get-me";

/** Creates the account; the server signs the new user in. */
export function register(input: RegisterInput): Promise<AuthSuccess> {
  return apiClient.post("/api/auth/register", input, { schema: AuthSuccess });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => applySignedIn(queryClient, user),
  });
}

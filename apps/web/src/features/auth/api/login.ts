import { AuthSuccess } from "@field-commons/shared/auth";
import type { LoginInput } from "@field-commons/shared/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { applySignedIn } from "../../../lib/session/get-me";

export function login(input: LoginInput): Promise<AuthSuccess> {
  return apiClient.post("/api/auth/login", input, { schema: AuthSuccess });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => applySignedIn(queryClient, user),
  });
}

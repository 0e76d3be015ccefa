import { MyProfile, PreferencesInput, ProfileInput } from "@field-commons/shared/profiles";
import type { Preferences, ProfileValues } from "@field-commons/shared/profiles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/session/get-me";
import { PROFILES_ROOT, accountKeys } from "./account-keys";

/** GET /api/me/profile: everything the settings page edits. */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.myProfile(),
    queryFn: ({ signal }) => apiClient.get("/api/me/profile", { schema: MyProfile, signal }),
  });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}

/** After a change: the settings and public profiles, and the signed-in user (name, e-mail). */
export async function refreshProfile(queryClient: QueryClient, saved?: MyProfile): Promise<void> {
  if (saved) queryClient.setQueryData(accountKeys.myProfile(), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILES_ROOT }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}

/** PUT /api/me/profile with the whole editable profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileValues) =>
      apiClient.put("/api/me/profile", ProfileInput.parse(input), { schema: MyProfile }),
    onSuccess: (saved) => refreshProfile(queryClient, saved),
  });
}

/** PUT /api/me/preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Preferences) =>
      apiClient.put("/api/me/preferences", PreferencesInput.parse(input), { schema: MyProfile }),
    onSuccess: (saved) => refreshProfile(queryClient, saved),
  });
}

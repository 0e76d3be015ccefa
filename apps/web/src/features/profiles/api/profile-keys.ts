/**
 * The profile pages' queries. A profile and its publications sit under
 * ["profile"]; the owner's applications sit under ["me", "applications"], so
 * whatever reloads the dashboard's applications reloads this list too.
 */
export const profileKeys = {
  detail: (id: string) => ["profile", id] as const,
  publications: (id: string) => ["profile", id, "publications"] as const,
  applications: (page: number) => ["me", "applications", "page", page] as const,
};

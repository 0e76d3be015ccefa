/**
 * The queries of this feature. The settings profile sits under ["profiles"]
 * with the public profile pages, so saving it reloads those too.
 */
export const PROFILES_ROOT = ["profiles"] as const;

export const accountKeys = {
  myProfile: () => ["profiles", "me"] as const,
  sessions: () => ["account", "sessions"] as const,
  dataExports: () => ["account", "data-exports"] as const,
};

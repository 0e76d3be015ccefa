import { PublicUser } from "@field-commons/shared/users";

/**
 * A copy of the signed-in user kept only to paint the header before the
 * server answers GET /api/auth/me. The server's answer always wins.
 */
export const USER_STORAGE_KEY = "field-commons:user";

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage can be blocked (privacy settings); the app works without it.
  }
}

/** Reads the cached user; a corrupt or outdated value is logged and removed. */
export function readStoredUser(): PublicUser | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = PublicUser.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: not JSON
  }
  console.warn(`Removed an unreadable stored user from localStorage (${USER_STORAGE_KEY}).`);
  try {
    store.removeItem(USER_STORAGE_KEY);
  } catch {
    // ignore
  }
  return null;
}

/** Stores the user, or removes the copy when signed out. */
export function writeStoredUser(user: PublicUser | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (user) store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else store.removeItem(USER_STORAGE_KEY);
  } catch {
    // Quota or privacy errors: the cache is optional.
  }
}

import type { PublicUser } from "@field-commons/shared/users";
import type { z } from "zod";

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

function readRaw(): string | null {
  try {
    return storage()?.getItem(USER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

let userSchema: z.ZodType<PublicUser> | null = null;

/**
 * Loads the user schema, before the first render, only when there is a copy
 * to check: a reader who never signed in gets the page without the schema
 * library.
 */
export async function prepareStoredUser(): Promise<void> {
  if (userSchema || readRaw() === null) return;
  userSchema = (await import("@field-commons/shared/users")).PublicUser;
}

/** Forgets the loaded schema, as a new page starts (tests start each file so). */
export function forgetUserSchema(): void {
  userSchema = null;
}

/**
 * Reads the cached user; a corrupt or outdated value is logged and removed.
 * Null until prepareStoredUser has run (the server's answer paints instead).
 */
export function readStoredUser(): PublicUser | null {
  const raw = readRaw();
  if (raw === null || !userSchema) return null;
  const store = storage();
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: not JSON
  }
  console.warn(`Removed an unreadable stored user from localStorage (${USER_STORAGE_KEY}).`);
  try {
    store?.removeItem(USER_STORAGE_KEY);
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

import { useLocation } from "react-router";

/**
 * Where to go after signing in: the `next` search parameter when it is a path
 * of this app ("/jobs/42?x=1"), never another origin ("//evil.example",
 * "/.//evil.example", "https://…", "/\\evil") or a script URL; otherwise the
 * dashboard.
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

const ORIGIN = "http://same.origin";

/** Whether a path, as a browser or router would take it, stays on this origin. */
function staysHere(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return false;
  try {
    return new URL(path, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

export function returnPathFrom(next: string | null): string {
  if (!next || !staysHere(next)) return DEFAULT_AFTER_SIGN_IN;
  // Normalised ("/./", "/../" resolved): what is left must still be a path
  // here, as typed and once decoded ("/.//evil" becomes "//evil", which a
  // browser takes as another host).
  const resolved = new URL(next, ORIGIN);
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(resolved.pathname);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (!staysHere(path) || !staysHere(decoded)) return DEFAULT_AFTER_SIGN_IN;
  return path;
}

/** The login page that brings the person back to `path` (the current page) afterwards. */
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ next: path })}`;
}

/** The login page that brings the person back to the page they are on. */
export function useLoginPath(): string {
  const location = useLocation();
  return loginPathReturningTo(`${location.pathname}${location.search}`);
}

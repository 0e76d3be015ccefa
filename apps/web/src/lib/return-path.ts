import { useLocation } from "react-router";

/**
 * Where to go after signing in: the `next` search parameter when it is a path
 * of this app ("/jobs/42?x=1"), never another origin ("//evil.example",
 * "https://…", "/\\evil") or a script URL; otherwise the dashboard.
 */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

export function returnPathFrom(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Anything that would leave this origin once resolved is refused too.
  try {
    const resolved = new URL(next, "http://same.origin");
    if (resolved.origin !== "http://same.origin") return DEFAULT_AFTER_SIGN_IN;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
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

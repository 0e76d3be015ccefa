import type { PublicUser } from "@field-commons/shared/users";
import { vi } from "vitest";

export type RouteHandler = (request: {
  url: string;
  init: RequestInit;
  body: unknown;
}) => Response | Promise<Response>;

/** A JSON response, as the server would send it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function apiErrorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
): Response {
  return json({ success: false, error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "user-1",
    email: "ada@example.org",
    name: "Ada Ostrom",
    role: "user",
    status: "active",
    plan: "free",
    isVerified: false,
    isContributor: false,
    isAdmin: false,
    isSuperAdmin: false,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Calls that reached mockFetch without a route, until the test's end reads them. */
const unmatchedCalls: string[] = [];

/** The unmatched calls since the last read (setup-tests.ts fails the test when there are any). */
export function takeUnmatchedCalls(): string[] {
  return unmatchedCalls.splice(0);
}

/**
 * Replaces the global fetch with a router keyed by "METHOD /path". A call
 * with no route fails the test: the fetch rejects with an error naming the
 * method and URL, and the test's afterEach (setup-tests.ts) throws it again in
 * case the app caught the rejection. A test that expects an error answer
 * declares the route and its answer. Defaults: nobody signed in, demo mode on.
 */
export function mockFetch(routes: Record<string, RouteHandler> = {}) {
  const table: Record<string, RouteHandler> = {
    "GET /api/auth/me": () => json({ user: null }),
    "GET /api/config": () =>
      json({ demo: true, tileUrl: "https://tile.example/{z}/{x}/{y}.png", tileAttribution: "" }),
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const path = new URL(url, "http://localhost").pathname;
    const handler = table[`${method} ${path}`];
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    if (!handler) {
      const call = `${method} ${url}`;
      unmatchedCalls.push(call);
      throw new Error(`mockFetch: no route for ${call}; declare the route this test needs.`);
    }
    return handler({ url, init, body });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to one route, in order. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return (
      (init?.method ?? "GET").toUpperCase() === method &&
      new URL(url, "http://localhost").pathname === path
    );
  });
}

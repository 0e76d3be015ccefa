// Server rendering of the public reading pages for signed-out visitors (decision 028).
// The server imports the build of this file and calls `renderPage` with a
// transport that answers API requests in-process, as an anonymous visitor.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { DehydratedState, Query } from "@tanstack/react-query";
import { AppProvider } from "./app/provider";
import { routes } from "./app/router";
import { AppErrorBoundary } from "./components/errors/app-error-boundary";
import { ApiError, setApiTransport } from "./lib/api-client";
import type { ApiTransport } from "./lib/api-client";

export { isServerRenderedPath } from "./app/server-rendered-paths";

/** What the page's script reads back to hydrate (see main.tsx). */
export interface ServerRenderState {
  queries: DehydratedState;
}

export type RenderResult =
  | { kind: "page"; html: string; state: ServerRenderState }
  /** A redirect the route table asks for. */
  | { kind: "redirect"; status: number; location: string }
  /**
   * The page could not be rendered with its data (an API call failed, for
   * example a 404): the server sends the plain app and this status instead.
   */
  | { kind: "client"; status: number };

/** Rendering passes at most: each pass may reveal queries that depend on the last one's data. */
const MAX_PASSES = 4;
/** A page that takes longer than this is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

const handler = createStaticHandler(routes);

export function configure(options: { transport: ApiTransport }): void {
  setApiTransport(options.transport);
}

function isWaiting(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  // Only queries some component would run: `enabled` may be a value or a function.
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false) return false;
  if (typeof enabled === "function") return (enabled as (q: Query) => boolean)(query) !== false;
  return true;
}

function failedStatus(client: QueryClient): number | null {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.status !== "error") continue;
    const error = query.state.error;
    return error instanceof ApiError ? error.status : 500;
  }
  return null;
}

/**
 * Renders a page after running every query its components ask for. The
 * components use the same query functions as in the browser; the first
 * render registers the queries, they are fetched, and the page is rendered
 * again until nothing new is asked for.
 */
export async function renderPage(url: string): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get("location");
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: "redirect", status: context.status, location };
    }
    return { kind: "client", status: context.status };
  }
  if (context.errors) return { kind: "client", status: context.statusCode };

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  // Prerendering waits for lazy components inside Suspense boundaries, so the
  // HTML is complete: no fallbacks for the browser to replace, and no inline
  // scripts (which the Content-Security-Policy would refuse anyway).
  const page = async () => {
    const { prelude } = await prerender(
      <StrictMode>
        <AppErrorBoundary>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </AppErrorBoundary>
      </StrictMode>,
      // Boundaries stay in place however large (outlined ones would need inline scripts).
      {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    return new Response(prelude).text();
  };

  try {
    let html = await page();
    for (let pass = 1; pass < MAX_PASSES; pass += 1) {
      const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      const failed = failedStatus(queryClient);
      if (failed !== null) return { kind: "client", status: failed };
      html = await page();
    }
    if (html.includes("<script")) return { kind: "client", status: 200 };
    return {
      kind: "page",
      html,
      state: { queries: dehydrate(queryClient) },
    };
  } finally {
    queryClient.clear();
  }
}

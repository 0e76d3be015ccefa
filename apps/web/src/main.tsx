import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { hydrate } from "@tanstack/react-query";
import { SERVER_STATE_ID } from "@field-commons/shared/server-rendering";
import { AppProvider } from "./app/provider";
import { createAppRouter, loadMatchedRoutes } from "./app/router";
import { AppErrorBoundary } from "./components/errors/app-error-boundary";
import { setHydrating } from "./lib/hydration";
import { prepareStoredUser } from "./lib/session/stored-user";
import { createQueryClient } from "./lib/query-client";
import type { ServerRenderState } from "./entry-server";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html.");

function readServerState(): ServerRenderState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const serverState = readServerState();
  await prepareStoredUser();

  if (!serverState) {
    createRoot(root).render(app(queryClient, createAppRouter()));
    return;
  }

  // The server rendered this page with its data: take the same data and the
  // same route modules before hydrating, so the first render matches the HTML.
  hydrate(queryClient, serverState.queries);
  await loadMatchedRoutes(window.location);
  const router = createAppRouter({ hydrated: true });
  setHydrating(true);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      app(queryClient, router, () => finishHydration(root)),
      {
        onRecoverableError(error) {
          console.error("Hydration error:", error);
        },
      },
    );
  });
}

/** Makes the server's HTML usable once React has taken it over (it arrives inert). */
function finishHydration(root: HTMLElement) {
  setHydrating(false);
  root.removeAttribute("inert");
}

function app(
  queryClient: ReturnType<typeof createQueryClient>,
  router: ReturnType<typeof createAppRouter>,
  onMounted?: () => void,
) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProvider queryClient={queryClient} onMounted={onMounted}>
          <RouterProvider router={router} />
        </AppProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}

void start(container);

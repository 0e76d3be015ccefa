import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SessionProvider } from "../../../lib/session/session-provider";
import { AccountSettingsPage } from "../components/account-settings-page";

/**
 * The settings page at /profile/edit, with stand-ins for where it sends
 * people, around the test's query client (testing/render's).
 */
export function renderSettingsPage(queryClient: QueryClient) {
  const router = createMemoryRouter(
    [
      { path: "/profile/edit", element: <AccountSettingsPage /> },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/profile/:id", element: <h1>Public profile page</h1> },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { initialEntries: ["/profile/edit"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router };
}

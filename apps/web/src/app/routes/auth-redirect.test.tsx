import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../../lib/session/session-provider";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { Component as LoginRoute } from "./login";
import { Component as SignupRoute } from "./signup";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <LoginRoute /> },
      { path: "/signup", element: <SignupRoute /> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe("signed-in visitors on /login and /signup", () => {
  for (const path of ["/login", "/signup"]) {
    it(`${path} sends a signed-in visitor to /dashboard`, async () => {
      mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
      const router = renderAt(path);
      expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");
    });

    it(`${path} moves on once the session loads, even after the form has shown`, async () => {
      let answer: (response: Response) => void = () => {};
      mockFetch({
        "GET /api/auth/me": () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const router = renderAt(path);
      expect(await screen.findByRole("form")).toBeInTheDocument();
      answer(json({ user: makeUser() }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    });

    it(`${path} keeps a signed-out visitor on the form`, async () => {
      mockFetch({ "GET /api/auth/me": () => json({ user: null }) });
      const router = renderAt(path);
      expect(await screen.findByRole("form")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    });
  }
});

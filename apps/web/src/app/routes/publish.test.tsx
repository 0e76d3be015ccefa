import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../../lib/session/session-provider";
import { AccountPanelProvider } from "../../testing/account-panel";
import { json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { Component as PublishRoute } from "./publish";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/publish/:type/:id?",
        element: (
          <AccountPanelProvider>
            <PublishRoute />
          </AccountPanelProvider>
        ),
      },
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
}

describe("/publish/{type}", () => {
  for (const [segment, heading] of [
    ["case-study", "New Case Study"],
    ["policy-brief", "New Policy Brief"],
    ["opinion-essay", "New Opinion Essay"],
    ["interview", "New Interview"],
  ] as const) {
    it(`opens the ${segment} editor from the registry`, async () => {
      mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
      renderAt(`/publish/${segment}`);
      expect(await screen.findByRole("form", { name: heading })).toBeInTheDocument();
    });
  }

  it("an unknown type is not found", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
    renderAt("/publish/recipe");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

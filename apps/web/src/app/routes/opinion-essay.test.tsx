import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import { SessionProvider } from "../../lib/session/session-provider";
import {
  ESSAY_ID,
  ESSAY_SLUG,
  makeEssay,
} from "../../features/opinion-essays/testing/essay-fixture";
import { Component as EssayRoute } from "./opinion-essay";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/opinion-essay/:id",
        element: (
          <AccountPanelProvider>
            <EssayRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/opinion-essays", element: <h1>Essays list</h1> },
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

describe("/opinion-essay/{id}", () => {
  it("moves an essay's id URL to its slug URL, keeping query and hash, and counts one view", async () => {
    const essay = makeEssay();
    const fetchMock = mockFetch({
      [`GET /api/content/opinion-essay/${ESSAY_ID}`]: () => json(essay),
      [`GET /api/content/opinion-essay/${ESSAY_SLUG}`]: () => json(essay),
      [`POST /api/content/${ESSAY_ID}/views`]: () =>
        json({ counted: true, count: essay.counts.views + 1 }),
    });
    const router = renderAt(`/opinion-essay/${ESSAY_ID}?from=trip#sources`);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/opinion-essay/${ESSAY_SLUG}`),
    );
    expect(router.state.location.search).toBe("?from=trip");
    expect(router.state.location.hash).toBe("#sources");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Water boards should meet in public" }),
    ).toBeInTheDocument();
    // The essay loaded by id is shown at once: not asked for again by its slug.
    expect(callsTo(fetchMock, "GET", `/api/content/opinion-essay/${ESSAY_SLUG}`)).toHaveLength(0);
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/content/${ESSAY_ID}/views`)).toHaveLength(1),
    );
  });

  it("stays at a slug URL", async () => {
    const fetchMock = mockFetch({
      [`GET /api/content/opinion-essay/${ESSAY_SLUG}`]: () => json(makeEssay()),
      [`POST /api/content/${ESSAY_ID}/views`]: () => json({ counted: true, count: 1 }),
    });
    const router = renderAt(`/opinion-essay/${ESSAY_SLUG}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Water boards should meet in public" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/opinion-essay/${ESSAY_SLUG}`);
    expect(callsTo(fetchMock, "GET", `/api/content/opinion-essay/${ESSAY_ID}`)).toHaveLength(0);
  });

  it("shows the not-found page for an id that is no essay, where it is", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    mockFetch({
      [`GET /api/content/opinion-essay/${missing}`]: () =>
        apiErrorResponse(404, "NOT_FOUND", "Not found"),
    });
    const router = renderAt(`/opinion-essay/${missing}`);
    expect(await screen.findByRole("link", { name: /essays/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/opinion-essay/${missing}`);
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Component as InterviewsRoute } from "../../../app/routes/interviews";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import { INTERVIEW_SLUG, makeInterview } from "../testing/interview-fixture";
import { INTERVIEW_TEXTS } from "../utils/labels";

function renderList(path = "/interviews") {
  const router = createMemoryRouter(
    [
      {
        path: "/interviews",
        element: (
          <AccountPanelProvider>
            <InterviewsRoute />
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
  return router;
}

function listQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const [call] = callsTo(fetchMock, "GET", "/api/content");
  return new URL(String(call![0]), "http://localhost").searchParams;
}

describe("/interviews", () => {
  it("lists published interviews as cards linking to /interview/{slug}", async () => {
    const fetchMock = mockFetch({
      "GET /api/content": () => json({ items: [makeInterview()], nextCursor: null }),
    });
    renderList();
    expect(
      await screen.findByRole("heading", { level: 1, name: INTERVIEW_TEXTS.listHeading }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("link", { name: /Elinor on the alpine commons/ }),
    ).toHaveAttribute("href", `/interview/${INTERVIEW_SLUG}`);
    expect(listQuery(fetchMock).get("type")).toBe("interview");
  });

  it("says so when nothing is published, and when a search finds nothing", async () => {
    const fetchMock = mockFetch({
      "GET /api/content": () => json({ items: [], nextCursor: null }),
    });
    renderList();
    expect(await screen.findByText(INTERVIEW_TEXTS.emptyText)).toBeInTheDocument();
    fetchMock.mockClear();

    renderList("/interviews?q=quota&domain=Water+%26+Oceans");
    expect(await screen.findByText(INTERVIEW_TEXTS.emptyFilteredText)).toBeInTheDocument();
    const query = listQuery(fetchMock);
    expect(query.get("q")).toBe("quota");
    expect(query.get("domain")).toBe("Water & Oceans");
  });

  it("shows 'Error loading interviews' with 'Failed to fetch interviews' and Try Again", async () => {
    let fail = true;
    mockFetch({
      "GET /api/content": () =>
        fail
          ? apiErrorResponse(500, "INTERNAL", "boom")
          : json({ items: [makeInterview()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderList();
    expect(
      await screen.findByRole("heading", { name: INTERVIEW_TEXTS.listErrorHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(INTERVIEW_TEXTS.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() =>
      expect(
        screen.getByRole("link", { name: /Elinor on the alpine commons/ }),
      ).toBeInTheDocument(),
    );
  });
});

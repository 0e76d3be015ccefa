import { QueryClientProvider } from "@tanstack/react-query";
import {
  CONTRIBUTOR_OFFER,
  WRITE_DRAFT_LABEL,
  publishNeedsContributorMessage,
} from "@field-commons/shared/auth";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../lib/session/session-provider";
import { AccountPanelProvider } from "../../testing/account-panel";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
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

function contributor() {
  return makeUser({ role: "contributor", isContributor: true, plan: "contributor" });
}

describe("/publish/{type}", () => {
  for (const [segment, heading] of [
    ["case-study", "New Case Study"],
    ["policy-brief", "New Policy Brief"],
    ["opinion-essay", "New Opinion Essay"],
    ["interview", "New Interview"],
  ] as const) {
    it(`opens the ${segment} editor from the registry for a contributor`, async () => {
      mockFetch({ "GET /api/auth/me": () => json({ user: contributor() }) });
      renderAt(`/publish/${segment}`);
      expect(
        await screen.findByRole("form", { name: heading }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  }

  it("an unknown type is not found", async () => {
    mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
    renderAt("/publish/recipe");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});

describe("/publish/{type}: a free account meets the Contributor plan before writing", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const [segment, heading, nounPlural] of [
    ["case-study", "New Case Study", "case studies"],
    ["policy-brief", "New Policy Brief", "policy briefs"],
    ["opinion-essay", "New Opinion Essay", "opinion essays"],
    ["interview", "New Interview", "interviews"],
  ] as const) {
    it(`${segment}: the upgrade offer comes first, and Write a Draft opens the editor`, async () => {
      mockFetch({ "GET /api/auth/me": () => json({ user: makeUser() }) });
      const user = userEvent.setup();
      renderAt(`/publish/${segment}`);

      const offer = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
      expect(offer).toHaveAccessibleDescription(publishNeedsContributorMessage(nounPlural));
      expect(screen.queryByRole("form", { name: heading })).toBeNull();
      // Behind the offer: the page's heading, no editor.
      expect(
        screen.getByRole("heading", { level: 1, name: heading, hidden: true }),
      ).toBeInTheDocument();

      await user.click(within(offer).getByRole("button", { name: WRITE_DRAFT_LABEL }));
      expect(await screen.findByRole("form", { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  }

  it("upgrading there (the server grants the plan) opens the editor", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "POST /api/payments/simulate": () =>
        json({
          success: true,
          payment: {
            id: "pay-1",
            plan: "contributor",
            amountCents: 12000,
            currency: "USD",
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          user: contributor(),
        }),
    });
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      pointerEventsCheck: 0,
    });
    renderAt("/publish/case-study");

    const offer = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    await user.click(within(offer).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    expect(await screen.findByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));
    expect(await screen.findByRole("form", { name: "New Case Study" })).toBeInTheDocument();
  });

  it("editing an existing draft is not interrupted", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/content/case-study/cs-1": () =>
        apiErrorResponse(404, "NOT_FOUND", "Case study not found"),
    });
    renderAt("/publish/case-study/cs-1");
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/content/case-study/cs-1")).not.toHaveLength(0),
    );
    expect(screen.queryByRole("dialog", { name: "Upgrade to Contributor" })).toBeNull();
  });
});

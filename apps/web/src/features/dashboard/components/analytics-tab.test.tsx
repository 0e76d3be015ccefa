import type { Analytics } from "@field-commons/shared/admin";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AnalyticsTab } from "./analytics-tab";

const me = makeUser({ id: "50000000-0000-4000-8000-000000000001" });
const PATH = `/api/analytics/dashboard/${me.id}`;

function analytics(days: number): Analytics {
  const zero = { views: 0, uniqueViews: 0, count: 0 };
  return {
    days,
    totalViews: 100 + days,
    totalUniqueViews: 80,
    totalContent: 3,
    engagementRate: 74.1,
    topContent: [
      {
        contentId: "c1",
        title: "Irrigation councils of Valencia",
        contentType: "case-study",
        slug: "valencia",
        authorId: me.id,
        views: 60,
        uniqueViews: 50,
      },
    ],
    contentTypeBreakdown: {
      "case-study": { views: 100, uniqueViews: 80, count: 3 },
      trip: zero,
      "policy-brief": zero,
      "opinion-essay": zero,
      interview: zero,
    },
    series: [{ day: "2026-03-04", views: 5, uniqueViews: 4 }],
  };
}

describe("Dashboard: Analytics tab", () => {
  it("shows the signed-in author's own figures for 30 days, and 7 days on request", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": () => json({ user: me }),
      [`GET ${PATH}`]: ({ url }) =>
        json(analytics(Number(new URL(url, "http://localhost").searchParams.get("days")))),
    });
    const user = userEvent.setup();
    renderWithProviders(<AnalyticsTab userId={me.id} />);
    const totals = await screen.findByRole("list", { name: "Totals" });
    expect(within(totals).getByText("130")).toBeInTheDocument();
    expect(within(totals).getByText("74.1%")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Irrigation councils of Valencia" })).toHaveAttribute(
      "href",
      "/case-study/valencia",
    );
    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    expect(await within(totals).findByText("107")).toBeInTheDocument();
    const days = callsTo(fetchMock, "GET", PATH).map((call) =>
      new URL(String(call[0]), "http://localhost").searchParams.get("days"),
    );
    expect(days).toEqual(["30", "7"]);
  });

  it("a failed load offers Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/me": () => json({ user: me }),
      [`GET ${PATH}`]: () => apiErrorResponse(500, "X", "x"),
    });
    renderWithProviders(<AnalyticsTab userId={me.id} />);
    expect(await screen.findByText("We couldn't load your analytics.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

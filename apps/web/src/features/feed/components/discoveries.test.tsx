import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { Discoveries, viewsLabel } from "./discoveries";

function bySort(lists: Record<string, () => Response>): RouteHandler {
  return ({ url }) => {
    const sort = new URL(url, "http://localhost").searchParams.get("sort") ?? "";
    return lists[sort]?.() ?? json({ items: [], nextCursor: null });
  };
}

describe("About: Discoveries", () => {
  it("lists the newest and the most read published work, with real view counts and slug links", async () => {
    const newest = [
      makeContentSummary({ title: "Seed banks in Oaxaca", type: "interview", slug: "seed-banks" }),
      makeContentSummary({
        title: "Pastures held in common",
        type: "opinion-essay",
        slug: "pastures",
      }),
    ];
    const mostRead = [
      makeContentSummary({
        title: "The Lofoten quotas",
        slug: "lofoten",
        counts: { views: 1204, likes: 1, saves: 0, shares: 0 },
      }),
      makeContentSummary({
        title: "One reader",
        slug: "one-reader",
        counts: { views: 1, likes: 0, saves: 0, shares: 0 },
      }),
    ];
    const fetchMock = mockFetch({
      "GET /api/content": bySort({
        recent: () => json({ items: newest, nextCursor: "more" }),
        read: () => json({ items: mostRead, nextCursor: null }),
      }),
    });
    renderWithProviders(<Discoveries />);

    expect(screen.getByRole("heading", { level: 2, name: "Discoveries" })).toBeInTheDocument();
    const newestList = await screen.findByRole("list", { name: "Newest" });
    expect(
      within(newestList).getByRole("link", { name: "Pastures held in common" }),
    ).toHaveAttribute("href", "/opinion-essay/pastures");
    expect(within(newestList).getByRole("link", { name: "Seed banks in Oaxaca" })).toHaveAttribute(
      "href",
      "/interview/seed-banks",
    );
    const readList = await screen.findByRole("list", { name: "Most read" });
    const items = within(readList).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("1,204 views");
    expect(items[1]).toHaveTextContent("1 view");
    expect(within(readList).getByRole("link", { name: "The Lofoten quotas" })).toHaveAttribute(
      "href",
      "/case-study/lofoten",
    );
    expect(screen.getByRole("link", { name: "Browse all published work" })).toHaveAttribute(
      "href",
      "/",
    );
    // A few of each, asked of the server in each order.
    const asked = callsTo(fetchMock, "GET", "/api/content").map((call) =>
      Object.fromEntries(new URL(String(call[0]), "http://localhost").searchParams),
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        { sort: "recent", limit: "4" },
        { sort: "read", limit: "4" },
      ]),
    );
  });

  it("says when nothing is published yet, and when a list could not load", async () => {
    mockFetch({
      "GET /api/content": bySort({
        recent: () => json({ items: [], nextCursor: null }),
        read: () => apiErrorResponse(500, "INTERNAL", "Boom"),
      }),
    });
    renderWithProviders(<Discoveries />);
    expect(await screen.findByText("No content has been published yet")).toBeInTheDocument();
    expect(
      await screen.findByText("We couldn't load the latest research just now."),
    ).toBeInTheDocument();
  });

  it("counts views in plain words", () => {
    expect(viewsLabel(0)).toBe("0 views");
    expect(viewsLabel(1)).toBe("1 view");
    expect(viewsLabel(12345)).toBe("12,345 views");
  });
});

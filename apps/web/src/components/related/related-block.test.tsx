import type { SearchNode } from "@field-commons/shared/search";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { RelatedBlock } from "./related-block";

function node(id: string, overrides: Partial<SearchNode> = {}): SearchNode {
  return {
    id,
    title: `Item ${id}`,
    description: "",
    type: "publication",
    entityType: "case-study",
    entityId: id,
    url: `/case-study/${id}`,
    domain: null,
    tags: [],
    location: "",
    date: "2026-01-01T00:00:00.000Z",
    popularity: { views: 0, likes: 0, shares: 0 },
    relationships: [],
    ...overrides,
  };
}

/** An IntersectionObserver that reports every element as visible at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => vi.stubGlobal("IntersectionObserver", VisibleObserver));
afterEach(() => vi.unstubAllGlobals());

describe("RelatedBlock", () => {
  it("lists up to six related items with their type and relationship in words", async () => {
    const items = [
      { node: node("a"), relationship: "similar_to" },
      { node: node("b", { entityType: "job", url: "/jobs/b" }), relationship: "authored_by" },
      { node: node("c"), relationship: "located_in" },
      { node: node("d"), relationship: "related_to" },
      { node: node("e"), relationship: "similar_to" },
      {
        node: node("f", { entityType: "person", url: "/profiles/f" }),
        relationship: "authored_by",
      },
      { node: node("g"), relationship: "similar_to" },
      { node: node("h"), relationship: "similar_to" },
    ].map((item) => ({ ...item, strength: 0.5, confidence: 1, source: "self" }));
    const fetchMock = mockFetch({
      "GET /api/search/entity/opinion-essay/essay-1": () => json(node("self")),
      "GET /api/search/related/self": () => json({ related: items }),
    });
    renderWithProviders(<RelatedBlock entityType="opinion-essay" entityId="essay-1" />);
    const region = await screen.findByRole("region", { name: "Related" });
    const rows = within(region).getAllByRole("listitem");
    expect(rows).toHaveLength(6);
    expect(within(rows[0]!).getByRole("link", { name: "Item a" })).toHaveAttribute(
      "href",
      "/case-study/a",
    );
    expect(rows[0]).toHaveTextContent("Case Study");
    expect(rows[0]).toHaveTextContent("Similar");
    expect(rows[1]).toHaveTextContent("Job");
    expect(rows[1]).toHaveTextContent("Same author");
    expect(rows[2]).toHaveTextContent("Same place");
    expect(rows[3]).toHaveTextContent("Shared topic");
    // The author themself is 'Author', not 'Same author'.
    expect(rows[5]).toHaveTextContent("PersonAuthor");
    const url = String(callsTo(fetchMock, "GET", "/api/search/related/self")[0]![0]);
    expect(new URL(url, "http://localhost").searchParams.get("limit")).toBe("6");
  });

  it("renders nothing when the item is not in the graph", async () => {
    const fetchMock = mockFetch({
      "GET /api/search/entity/job/job-1": () => apiErrorResponse(404, "NOT_FOUND", "Not found"),
    });
    renderWithProviders(<RelatedBlock entityType="job" entityId="job-1" />);
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/search/entity/job/job-1")).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Related" })).toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("renders nothing when there are no related items", async () => {
    const fetchMock = mockFetch({
      "GET /api/search/entity/recording/rec-1": () => json(node("self")),
      "GET /api/search/related/self": () => json({ related: [] }),
    });
    renderWithProviders(<RelatedBlock entityType="recording" entityId="rec-1" />);
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/search/related/self")).toHaveLength(1),
    );
    expect(screen.queryByRole("region", { name: "Related" })).toBeNull();
  });

  it("asks nothing until it nears the viewport", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const fetchMock = mockFetch({});
    renderWithProviders(<RelatedBlock entityType="trip" entityId="trip-1" />);
    expect(callsTo(fetchMock, "GET", "/api/search/entity/trip/trip-1")).toHaveLength(0);
  });
});

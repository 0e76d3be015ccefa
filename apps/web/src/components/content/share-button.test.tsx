import type { ContentSummary } from "@field-commons/shared/content";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { ShareButton } from "./share-button";

const ITEM_ID = "6f1c2a9e-3b1d-4c55-9a77-0d2b1e4f5a61";

function makeItem(overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id: ITEM_ID,
    type: "case-study",
    slug: "forest-councils",
    title: "Forest councils",
    summary: "",
    description: "",
    domain: "Land & Environment",
    status: "published",
    author: { id: "user-2", name: "Elinor" },
    location: { name: "Nepal", lat: null, lng: null, country: "NP" },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    publishedAt: "2026-01-02T00:00:00.000Z",
    counts: { views: 10, likes: 3, saves: 2, shares: 1 },
    completeness: 100,
    viewer: { liked: false, saved: false },
    ...overrides,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

describe("ShareButton", () => {
  it("copies the absolute link, records the share and shows the server's count", async () => {
    const fetchMock = mockFetch({
      [`POST /api/content/${ITEM_ID}/shares`]: () => json({ counted: true, count: 9 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareButton item={makeItem()} />);

    await user.click(screen.getByRole("button", { name: "Share, 1 share" }));

    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/case-study/forest-councils`,
    );
    expect(await screen.findByRole("button", { name: "Share, 9 shares" })).toBeEnabled();
    expect(callsTo(fetchMock, "POST", `/api/content/${ITEM_ID}/shares`)).toHaveLength(1);
  });

  it("uses the share sheet where the browser has one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const fetchMock = mockFetch({
      [`POST /api/content/${ITEM_ID}/shares`]: () => json({ counted: true, count: 2 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShareButton item={makeItem({ type: "trip", slug: "trip-1" })} />);

    await user.click(screen.getByRole("button", { name: "Share, 1 share" }));

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "Forest councils",
        url: `${window.location.origin}/trip/trip-1`,
      }),
    );
    expect(await screen.findByRole("button", { name: "Share, 2 shares" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", `/api/content/${ITEM_ID}/shares`)).toHaveLength(1);
  });

  it("records nothing when the share sheet is dismissed", async () => {
    const share = vi.fn(() => Promise.reject(new DOMException("Cancelled", "AbortError")));
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderWithProviders(<ShareButton item={makeItem()} />);

    await user.click(screen.getByRole("button", { name: "Share, 1 share" }));

    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Share, 1 share" })).toBeEnabled();
    expect(callsTo(fetchMock, "POST", `/api/content/${ITEM_ID}/shares`)).toHaveLength(0);
  });
});

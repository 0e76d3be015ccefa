import type { ContentSummary } from "@field-commons/shared/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AccountPanelProvider } from "../../auth/components/account-panel-provider";
import { LikeButton } from "./like-button";

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

function signedIn() {
  return { "GET /api/auth/me": () => json({ user: makeUser() }) };
}

/** A promise the test resolves by hand, to look at the button mid-call. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderButton(item: ContentSummary) {
  return renderWithProviders(
    <AccountPanelProvider>
      <LikeButton item={item} />
    </AccountPanelProvider>,
  );
}

describe("LikeButton", () => {
  it("shows the count and state with accessible names", async () => {
    mockFetch(signedIn());
    renderButton(makeItem({ viewer: { liked: true, saved: false } }));
    const button = await screen.findByRole("button", { name: "Unlike (3)" });
    expect(button).toHaveAttribute("aria-pressed", "true");
  });

  it("signed out: opens the sign-in panel and makes no call", async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderButton(makeItem({ viewer: null }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Like (3)" }));
    const dialog = await screen.findByRole("dialog", { name: "Account" });
    expect(within(dialog).getByRole("tab", { name: "Login" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(callsTo(fetchMock, "POST", "/api/likes")).toHaveLength(0);
    expect(callsTo(fetchMock, "DELETE", "/api/likes")).toHaveLength(0);
  });

  it("is busy while the call runs and flips only after the server confirms, with its count", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ ...signedIn(), "POST /api/likes": () => answer.promise });
    const user = userEvent.setup();
    renderButton(makeItem());
    await user.click(await screen.findByRole("button", { name: "Like (3)" }));

    const busy = screen.getByRole("button", { name: "Like (3)" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-pressed", "false");
    expect(callsTo(fetchMock, "POST", "/api/likes")[0]?.[1]?.body).toBe(
      JSON.stringify({ contentType: "case-study", contentId: ITEM_ID }),
    );

    // The server counts someone else's like too: its figure wins over 3 + 1.
    answer.resolve(json({ liked: true, likes: 7 }));
    const done = await screen.findByRole("button", { name: "Unlike (7)" });
    expect(done).toHaveAttribute("aria-pressed", "true");
    expect(done).toBeEnabled();
  });

  it("unlikes with DELETE /api/likes", async () => {
    const fetchMock = mockFetch({
      ...signedIn(),
      "DELETE /api/likes": () => json({ liked: false, likes: 2 }),
    });
    const user = userEvent.setup();
    renderButton(makeItem({ viewer: { liked: true, saved: false } }));
    await user.click(await screen.findByRole("button", { name: "Unlike (3)" }));
    expect(await screen.findByRole("button", { name: "Like (2)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(callsTo(fetchMock, "DELETE", "/api/likes")).toHaveLength(1);
  });

  it("leaves state and count unchanged when the call fails, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = mockFetch({
      ...signedIn(),
      "POST /api/likes": () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
    });
    const user = userEvent.setup();
    renderButton(makeItem());
    await user.click(await screen.findByRole("button", { name: "Like (3)" }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    const button = screen.getByRole("button", { name: "Like (3)" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toBeEnabled();
    expect(callsTo(fetchMock, "POST", "/api/likes")).toHaveLength(1);
  });
});

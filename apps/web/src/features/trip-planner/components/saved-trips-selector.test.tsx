import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { SavedTripsSelector } from "./saved-trips-selector";

const LIST = "/api/content";

const DRAFT = makeContentSummary({
  id: "00000000-0000-4000-8000-0000000000a1",
  type: "trip",
  title: "Törbel grazing rules",
  status: "draft",
  location: { name: "Törbel", country: "Switzerland", lat: null, lng: null },
  createdAt: "2026-02-01T10:00:00.000Z",
  updatedAt: "2026-03-04T12:00:00.000Z",
  publishedAt: null,
});

const PUBLISHED = makeContentSummary({
  id: "00000000-0000-4000-8000-0000000000a2",
  type: "trip",
  title: "Lofoten fishing quotas",
  status: "published",
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-20T12:00:00.000Z",
});

function renderSelector() {
  const onSelect = vi.fn<(tripId: string) => void>();
  const onNew = vi.fn<() => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <SavedTripsSelector
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onSelect={onSelect}
        onNew={onNew}
      />
    );
  }
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { onSelect, onNew, onOpenChange };
}

describe("SavedTripsSelector", () => {
  it("lists your trips (all statuses, last updated first) with status badge and dates", async () => {
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: () => json({ items: [DRAFT, PUBLISHED], nextCursor: null }),
    });
    renderSelector();
    const dialog = screen.getByRole("dialog", { name: "My Trips" });
    const list = await within(dialog).findByRole("list", { name: "Saved trips" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const draft = rows[0]!;
    expect(within(draft).getByRole("button", { name: "Törbel grazing rules" })).toBeVisible();
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(draft).toHaveTextContent(
      "Törbel, Switzerland · Created Feb 1, 2026 · Updated Mar 4, 2026",
    );
    expect(within(rows[1]!).getByText("Published")).toBeInTheDocument();

    const [call] = callsTo(fetchMock, "GET", LIST);
    const params = new URL(String(call?.[0]), "http://localhost").searchParams;
    expect(Object.fromEntries(params)).toEqual({
      type: "trip",
      author: "me",
      status: "draft,pending,published",
      sort: "updated",
      limit: "20",
    });
  });

  it("names the country once when the place already contains it or is the country", async () => {
    const svolvaer = makeContentSummary({
      id: "00000000-0000-4000-8000-0000000000b1",
      type: "trip",
      title: "Lofoten cod",
      status: "draft",
      location: { name: "Svolvær, Norway", country: "Norway", lat: null, lng: null },
      createdAt: "2026-02-01T10:00:00.000Z",
      updatedAt: "2026-03-04T12:00:00.000Z",
      publishedAt: null,
    });
    const ethiopia = makeContentSummary({
      id: "00000000-0000-4000-8000-0000000000b2",
      type: "trip",
      title: "Gada assemblies",
      status: "draft",
      location: { name: "ethiopia", country: "Ethiopia", lat: null, lng: null },
      createdAt: "2026-02-01T10:00:00.000Z",
      updatedAt: "2026-03-04T12:00:00.000Z",
      publishedAt: null,
    });
    mockFetch({ [`GET ${LIST}`]: () => json({ items: [svolvaer, ethiopia], nextCursor: null }) });
    renderSelector();
    const list = await screen.findByRole("list", { name: "Saved trips" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("button", { name: "Lofoten cod" })).toBeVisible();
    expect(first).toHaveTextContent("Svolvær, Norway · Created");
    expect(first).not.toHaveTextContent("Norway, Norway");
    expect(second).toHaveTextContent("ethiopia · Created");
    expect(second).not.toHaveTextContent(/ethiopia, Ethiopia/i);
  });

  it("choosing a trip hands its id over and closes", async () => {
    mockFetch({ [`GET ${LIST}`]: () => json({ items: [DRAFT, PUBLISHED], nextCursor: null }) });
    const user = userEvent.setup();
    const { onSelect, onOpenChange } = renderSelector();
    await user.click(await screen.findByRole("button", { name: "Lofoten fishing quotas" }));
    expect(onSelect).toHaveBeenCalledWith(PUBLISHED.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("'Start a new trip' asks for a new trip and closes", async () => {
    mockFetch({ [`GET ${LIST}`]: () => json({ items: [DRAFT], nextCursor: null }) });
    const user = userEvent.setup();
    const { onNew, onSelect } = renderSelector();
    await screen.findByRole("button", { name: "Törbel grazing rules" });
    await user.click(screen.getByRole("button", { name: "Start a new trip" }));
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("pages with Load more", async () => {
    mockFetch({
      [`GET ${LIST}`]: ({ url }) =>
        new URL(url, "http://localhost").searchParams.get("cursor") === "next"
          ? json({ items: [PUBLISHED], nextCursor: null })
          : json({ items: [DRAFT], nextCursor: "next" }),
    });
    const user = userEvent.setup();
    renderSelector();
    await screen.findByRole("button", { name: "Törbel grazing rules" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(
      await screen.findByRole("button", { name: "Lofoten fishing quotas" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("no trips: 'No saved trips yet' with 'Start a new trip'", async () => {
    mockFetch({ [`GET ${LIST}`]: () => json({ items: [], nextCursor: null }) });
    renderSelector();
    expect(await screen.findByRole("heading", { name: "No saved trips yet" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a new trip" })).toBeInTheDocument();
  });

  it("returns focus to whatever opened it", async () => {
    mockFetch({ [`GET ${LIST}`]: () => json({ items: [DRAFT], nextCursor: null }) });
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            My Trips
          </button>
          <SavedTripsSelector
            open={open}
            onOpenChange={setOpen}
            onSelect={() => {}}
            onNew={() => {}}
          />
        </>
      );
    }
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Opener />
      </QueryClientProvider>,
    );
    const opener = screen.getByRole("button", { name: "My Trips" });
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Törbel grazing rules" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("a failure shows 'Failed to fetch trips' with Try Again", async () => {
    let fail = true;
    mockFetch({
      [`GET ${LIST}`]: () =>
        fail
          ? apiErrorResponse(500, "INTERNAL", "Internal error")
          : json({ items: [DRAFT], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderSelector();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch trips");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("button", { name: "Törbel grazing rules" })).toBeVisible();
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../features/auth/components/account-panel-provider";
import { SessionProvider } from "../../lib/session/session-provider";
import {
  AUTHOR_PERMISSIONS,
  TRIP_AUTHOR_ID,
  TRIP_ID,
  TRIP_SLUG,
  makeCard,
  makeTripWithCards,
} from "../../features/trips/testing/trip-fixture";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { Component as TripRoute } from "./trip";

const TRIP = `/api/trips/${TRIP_ID}`;
const BY_SLUG = `/api/content/trip/${TRIP_SLUG}`;
const VIEWS = `/api/content/${TRIP_ID}/views`;

function renderPage(idOrSlug: string = TRIP_ID) {
  const router = createMemoryRouter(
    [
      {
        path: "/trip/:id",
        element: (
          <AccountPanelProvider>
            <TripRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { initialEntries: [`/trip/${idOrSlug}`] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

function facts() {
  return within(screen.getByRole("region", { name: "Trip facts" }));
}

describe("Trip page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it("shows the trip: title, country, dates, duration, author, description, notes and the real view count", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" }),
    ).toBeInTheDocument();
    expect(facts().getByText("Switzerland")).toBeInTheDocument();
    expect(facts().getByText("Törbel")).toBeInTheDocument();
    const dates = facts().getByText("Dates").nextElementSibling!;
    expect(dates).toHaveTextContent("Jun 1, 2026 – Jun 8, 2026");
    expect(facts().getByText("7 days")).toBeInTheDocument();
    expect(facts().getByRole("link", { name: "Ada Ostrom" })).toHaveAttribute(
      "href",
      `/profile/${TRIP_AUTHOR_ID}`,
    );
    expect(await screen.findByText("10 views")).toBeInTheDocument();

    const about = screen.getByRole("region", { name: "About this trip" });
    expect(within(about).getByText("We attend the spring assembly.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Notes" })).getByText("Bring the consent forms."),
    ).toBeInTheDocument();

    // Like, save and share with the real figures.
    expect(screen.getByRole("button", { name: "Like, 4 likes" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save, 2 saves" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share, 1 share" })).toBeInTheDocument();

    // The author card with the real publication count.
    const author = screen.getByRole("region", { name: "About the author" });
    expect(within(author).getByText("3 publications · Member since Jan 1, 2025")).toBeVisible();

    expect(document.title).toContain("Törbel grazing rules");
  });

  it("groups the sections by category, with items, links, budget totals and the checklist", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" });

    // Both place cards under one 'Place' section, in card order.
    const places = screen.getByRole("region", { name: "Place" });
    const placeCards = within(places).getAllByRole("article");
    expect(placeCards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Villages",
      "Meadows",
    ]);
    const villages = placeCards[0]!;
    expect(within(villages).getByText("3923 Törbel")).toBeInTheDocument();
    expect(within(villages).getByText("Alpine cooperative office")).toBeInTheDocument();
    expect(within(villages).getByText("Open Tuesdays.")).toBeInTheDocument();
    const external = within(villages).getByRole("link", {
      name: /https:\/\/example.org\/cooperative/,
    });
    expect(external).toHaveAttribute("href", "https://example.org/cooperative");
    expect(external).toHaveAttribute("rel", "noopener");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveTextContent("(external link, opens in a new tab)");
    const internal = within(villages).getByRole("link", { name: "/trip-planner" });
    expect(internal).toHaveAttribute("href", "/trip-planner");
    expect(internal).not.toHaveAttribute("target");
    // A javascript: link is shown as text, never as a link.
    expect(within(villages).getByText("javascript:alert(1)").closest("a")).toBeNull();

    const stay = screen.getByRole("region", { name: "Accommodation" });
    expect(within(stay).getByText("Gasthaus Bergfrieden")).toBeInTheDocument();
    expect(within(stay).getByText("Guesthouse")).toBeInTheDocument();

    // Group order follows the cards: Place (0), Accommodation (1), then Budget, Checklist.
    const order = screen
      .getAllByRole("region")
      .map((region) => region.getAttribute("data-card-type"))
      .filter(Boolean);
    expect(order).toEqual(["place", "accommodation", "budget", "checklist"]);

    // Budget totals per currency.
    const totals = screen.getByRole("region", { name: "Budget totals" });
    expect(within(totals).getByText("CHF 814.00")).toBeInTheDocument();
    expect(within(totals).getByText("$95.50")).toBeInTheDocument();

    const checklist = screen.getByRole("region", { name: "Checklist" });
    expect(within(checklist).getByText("1 of 2 done")).toBeInTheDocument();
    expect(within(checklist).getByText("Print consent forms")).toBeInTheDocument();

    // Private notes are not shown to other readers; an empty card is left out.
    expect(screen.queryByText("Private impressions of the assembly.")).toBeNull();
    expect(screen.queryByRole("region", { name: "Notes" })).not.toHaveTextContent("Private");
    expect(screen.queryByRole("region", { name: "Food" })).toBeNull();
  });

  it("shows private notes to the trip's author, with Edit", async () => {
    mockFetch({
      "GET /api/auth/me": () => json({ user: makeUser({ id: TRIP_AUTHOR_ID }) }),
      [`GET ${TRIP}`]: () =>
        json(
          makeTripWithCards({
            status: "draft",
            publishedAt: null,
            permissions: AUTHOR_PERMISSIONS,
          }),
        ),
      [`POST ${VIEWS}`]: () => json({ counted: false, count: 9 }),
    });
    renderPage();
    expect(await screen.findByText("Private impressions of the assembly.")).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Edit Field Work" })).toHaveAttribute(
      "href",
      `/trip-planner?trip=${TRIP_ID}`,
    );
  });

  it("offers 'Add to calendar' as a download of the trip's calendar file", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    const link = await screen.findByRole("link", { name: "Add to calendar" });
    expect(link).toHaveAttribute("href", `/api/trips/${TRIP_ID}/calendar.ics`);
    expect(link).toHaveAttribute("download", `${TRIP_SLUG}.ics`);
  });

  it("rounds the duration up and says '1 day' for a one-day trip", async () => {
    const base = makeTripWithCards();
    mockFetch({
      [`GET ${TRIP}`]: () =>
        json({
          ...base,
          trip: {
            ...base.trip,
            body: { ...base.trip.body, startDate: "2026-06-01", endDate: "2026-06-02" },
          },
        }),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" });
    expect(facts().getByText("1 day")).toBeInTheDocument();
  });

  it("records the view once per page load", async () => {
    const fetchMock = mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    expect(await screen.findByText("10 views")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(1);
  });

  it("reads a slug through the content route, then loads the trip by id", async () => {
    const data = makeTripWithCards();
    const fetchMock = mockFetch({
      [`GET ${BY_SLUG}`]: () => json(data.trip),
      [`GET ${TRIP}`]: () => json(data),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage(TRIP_SLUG);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" }),
    ).toBeInTheDocument();
    // StrictMode mounts twice and may cancel the first read; each call is by slug, then by id.
    const paths = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost").pathname)
      .filter((path) => path === BY_SLUG || path === TRIP);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(paths[0]).toBe(BY_SLUG);
    expect(paths.at(-1)).toBe(TRIP);
    expect(callsTo(fetchMock, "GET", `/api/trips/${TRIP_SLUG}`)).toHaveLength(0);
  });

  it("opens a photo full size", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    const user = userEvent.setup();
    renderPage();
    const gallery = await screen.findByRole("region", { name: /Photos/ });
    const thumbs = within(gallery).getAllByRole("button");
    expect(thumbs).toHaveLength(2);
    await user.click(thumbs[1]!);
    const viewer = await screen.findByRole("dialog", { name: "Trip photo 2" });
    expect(within(viewer).getByRole("img", { name: "Trip photo 2" })).toBeInTheDocument();
  });

  it("a trip without cards says it has no sections yet", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () => json(makeTripWithCards({}, [])),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    expect(await screen.findByText("This trip has no sections yet.")).toBeInTheDocument();
  });

  it("404: 'Oops! Something went wrong' with 'Trip not found' and Back to Home", async () => {
    const fetchMock = mockFetch({
      [`GET ${TRIP}`]: () => apiErrorResponse(404, "NOT_FOUND", "Not found"),
    });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Trip not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
  });

  it("a slug that does not exist: the same 404 page", async () => {
    mockFetch({ [`GET ${BY_SLUG}`]: () => apiErrorResponse(404, "NOT_FOUND", "Not found") });
    renderPage(TRIP_SLUG);
    expect(await screen.findByText("Trip not found")).toBeInTheDocument();
  });

  it("other failures: 'Failed to fetch trip' with Try Again", async () => {
    let fail = true;
    mockFetch({
      [`GET ${TRIP}`]: () =>
        fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(makeTripWithCards()),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch trip")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" }),
    ).toBeInTheDocument();
  });

  it("an empty answer: 'Trip not found', and no view recorded", async () => {
    const fetchMock = mockFetch({ [`GET ${TRIP}`]: () => json({}) });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Trip not found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain("Trip not found"));
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
  });

  it("an unfilled card of every type is left out of the public page", async () => {
    mockFetch({
      [`GET ${TRIP}`]: () =>
        json(
          makeTripWithCards({}, [
            makeCard({ cardType: "accommodation", title: "Accommodation" }, 0),
            makeCard({ cardType: "interview", title: "Interviews" }, 1),
            makeCard({ cardType: "transport", title: "Getting There" }, 2),
          ]),
        ),
      [`POST ${VIEWS}`]: () => json({ counted: true, count: 10 }),
    });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Törbel grazing rules" });
    expect(document.querySelector("[data-card-type]")).toBeNull();
  });
});

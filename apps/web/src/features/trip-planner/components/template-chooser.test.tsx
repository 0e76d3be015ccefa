import { CONTENT_STATUSES } from "@field-commons/shared/content-types";
import { CardInput, TRIP_MESSAGES } from "@field-commons/shared/trips";
import type { TripTemplate, TripWithCards } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { TemplateChooser } from "./template-chooser";
import type { OpenTrip, UseTemplateResult } from "./template-chooser";

const LIST = "/api/trip-templates";
const CATEGORIES = "/api/trip-templates/categories";

function makeTemplate(overrides: Partial<TripTemplate> = {}): TripTemplate {
  return {
    id: "tpl-1",
    name: "Village Commons Field Study",
    description: "Two weeks of interviews and observation in a mountain village.",
    category: "field-research",
    tags: ["interviews", "grazing", "archives", "alpine"],
    color: "#2E7D32",
    difficulty: "intermediate",
    estimatedDuration: 14,
    domain: "Land & Environment",
    cardTemplates: [
      CardInput.parse({ cardType: "interview", title: "Interviews" }),
      CardInput.parse({ cardType: "notes", title: "Field Notes" }),
    ],
    usageCount: 37,
    isOfficial: true,
    isPrivate: false,
    ...overrides,
  };
}

const CITY_BREAK = makeTemplate({
  id: "tpl-2",
  name: "Weekend City Break",
  description: "",
  category: "weekend-city",
  tags: ["city"],
  color: "not-a-colour",
  difficulty: "beginner",
  estimatedDuration: 1,
  usageCount: 1,
  isOfficial: false,
  cardTemplates: [CardInput.parse({ cardType: "place", title: "Places" })],
});

const categoriesResponse = () =>
  json({
    categories: [
      { id: "field-research", label: "Field Research", count: 1 },
      { id: "weekend-city", label: "Weekend City", count: 1 },
    ],
  });

function tripWithCards(): TripWithCards {
  return {
    trip: {
      ...makeContentSummary({ slug: "village-commons", title: "Village Commons" }),
      type: "trip",
      status: "draft",
      body: {},
      images: [],
      archivedAt: null,
      license: "CC-BY-4.0",
      authorCard: { id: "user-1", name: "Ada Ostrom", publications: 0, memberSince: "2025-01-01" },
      missingForPublish: [],
      permissions: { edit: true, delete: true, publish: true },
    },
    cards: [],
  };
}

function renderChooser({
  signedIn,
  openTrip = null,
  limitedPlan = false,
}: {
  signedIn: boolean;
  openTrip?: OpenTrip | null;
  limitedPlan?: boolean;
}) {
  const onUseTemplate = vi.fn<(result: UseTemplateResult) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <TemplateChooser
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        signedIn={signedIn}
        openTrip={openTrip}
        limitedPlan={limitedPlan}
        onUseTemplate={onUseTemplate}
      />
    );
  }
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { onUseTemplate, onOpenChange };
}

describe("TemplateChooser", () => {
  it("lists templates with category, difficulty, duration, the first 3 tags, usage, Official and the colour", async () => {
    mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate(), CITY_BREAK], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
    });
    renderChooser({ signedIn: true });
    const dialog = screen.getByRole("dialog", { name: "Choose a Trip Template" });
    const card = await within(dialog).findByRole("article", {
      name: "Village Commons Field Study",
    });
    expect(
      within(card).getByText("Two weeks of interviews and observation in a mountain village."),
    ).toBeInTheDocument();
    expect(within(card).getByText("Field Research")).toBeInTheDocument();
    expect(within(card).getByText("Intermediate")).toBeInTheDocument();
    expect(within(card).getByText("14 days")).toBeInTheDocument();
    expect(within(card).getByText("Used 37 times")).toBeInTheDocument();
    expect(within(card).getByText("Official")).toBeInTheDocument();
    expect(within(card).getByText("2 cards")).toBeInTheDocument();
    const tags = within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(tags.map((tag) => tag.textContent)).toEqual(["interviews", "grazing", "archives"]);
    expect(card.style.borderLeftColor).not.toBe("");

    const other = within(dialog).getByRole("article", { name: "Weekend City Break" });
    expect(within(other).getByText("1 day")).toBeInTheDocument();
    expect(within(other).getByText("Used 1 time")).toBeInTheDocument();
    expect(within(other).getByText("Beginner")).toBeInTheDocument();
    expect(within(other).queryByText("Official")).toBeNull();
    // Not a colour: the domain's colour instead, never the raw text.
    expect(other.getAttribute("style")).not.toContain("not-a-colour");
  });

  it("filters by category chip, with real counts, and asks the server for that category", async () => {
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: ({ url }) => {
        const category = new URL(url, "http://localhost").searchParams.get("category");
        return json({
          items: category === "weekend-city" ? [CITY_BREAK] : [makeTemplate(), CITY_BREAK],
          nextCursor: null,
        });
      },
      [`GET ${CATEGORIES}`]: categoriesResponse,
    });
    const user = userEvent.setup();
    renderChooser({ signedIn: true });
    const group = await screen.findByRole("group", { name: "Template categories" });
    const all = await within(group).findByRole("button", { name: "All (2)" });
    expect(all).toHaveAttribute("aria-pressed", "true");
    await user.click(within(group).getByRole("button", { name: "Weekend City (1)" }));
    expect(within(group).getByRole("button", { name: "Weekend City (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Village Commons Field Study" })).toBeNull(),
    );
    expect(screen.getByRole("article", { name: "Weekend City Break" })).toBeInTheDocument();
    const urls = callsTo(fetchMock, "GET", LIST).map(([input]) => String(input));
    expect(urls.some((u) => u.includes("category=weekend-city"))).toBe(true);
    expect(urls.every((u) => u.includes("limit="))).toBe(true);
  });

  it("pages with Load more", async () => {
    mockFetch({
      [`GET ${LIST}`]: ({ url }) => {
        const cursor = new URL(url, "http://localhost").searchParams.get("cursor");
        return cursor === "page-2"
          ? json({ items: [CITY_BREAK], nextCursor: null })
          : json({ items: [makeTemplate()], nextCursor: "page-2" });
      },
      [`GET ${CATEGORIES}`]: categoriesResponse,
    });
    const user = userEvent.setup();
    renderChooser({ signedIn: false });
    await screen.findByRole("article", { name: "Village Commons Field Study" });
    expect(screen.queryByRole("article", { name: "Weekend City Break" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Weekend City Break" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("signed out: 'Use Template' hands the template to the planner without calling the server", async () => {
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
    });
    const user = userEvent.setup();
    const { onUseTemplate, onOpenChange } = renderChooser({ signedIn: false });
    const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
    await user.click(within(card).getByRole("button", { name: "Use Template" }));
    expect(onUseTemplate).toHaveBeenCalledWith({
      local: expect.objectContaining({ id: "tpl-1", name: "Village Commons Field Study" }),
    });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(0);
  });

  it("signed in: 'Use Template' creates the trip on the server and hands it over", async () => {
    const created = tripWithCards();
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
      "POST /api/trip-templates/tpl-1/use": () => json(created, 201),
    });
    const user = userEvent.setup();
    const { onUseTemplate } = renderChooser({ signedIn: true });
    const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
    await user.click(within(card).getByRole("button", { name: "Use Template" }));
    await waitFor(() => expect(onUseTemplate).toHaveBeenCalledTimes(1));
    const result = onUseTemplate.mock.calls[0]![0];
    expect("trip" in result && result.trip.trip.slug).toBe("village-commons");
    expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's trip-limit message, without Try Again, and keeps the dialog open", async () => {
    const limitText = "Free accounts can create up to 5 trips. Upgrade to Contributor for more.";
    mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
      "POST /api/trip-templates/tpl-1/use": () =>
        apiErrorResponse(403, "TRIP_LIMIT_REACHED", limitText),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const { onUseTemplate } = renderChooser({ signedIn: true });
    const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
    await user.click(within(card).getByRole("button", { name: "Use Template" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(limitText);
    expect(within(alert).queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(onUseTemplate).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("falls back to the spec's limit text when the server sends none", async () => {
    mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
      "POST /api/trip-templates/tpl-1/use": () =>
        json({ success: false, error: { code: "TRIP_LIMIT_REACHED", message: "" } }, 403),
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderChooser({ signedIn: true });
    const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
    await user.click(within(card).getByRole("button", { name: "Use Template" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TRIP_MESSAGES.limitReached);
  });

  it("a failed use offers Try Again, which tries the same template again", async () => {
    let attempts = 0;
    mockFetch({
      [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
      "POST /api/trip-templates/tpl-1/use": () => {
        attempts += 1;
        return attempts === 1
          ? apiErrorResponse(500, "INTERNAL", "Internal error")
          : json(tripWithCards(), 201);
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const { onUseTemplate } = renderChooser({ signedIn: true });
    const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
    await user.click(within(card).getByRole("button", { name: "Use Template" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Failed to create a trip from this template. Please try again.",
    );
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(onUseTemplate).toHaveBeenCalledTimes(1));
    expect(attempts).toBe(2);
  });

  it("a failed list shows 'Failed to fetch templates' with Try Again", async () => {
    let fail = true;
    mockFetch({
      [`GET ${LIST}`]: () =>
        fail
          ? apiErrorResponse(500, "INTERNAL", "Internal error")
          : json({ items: [makeTemplate()], nextCursor: null }),
      [`GET ${CATEGORIES}`]: categoriesResponse,
    });
    const user = userEvent.setup();
    renderChooser({ signedIn: true });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch templates");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("article", { name: "Village Commons Field Study" }),
    ).toBeInTheDocument();
  });

  it("an empty list says there are no templates", async () => {
    mockFetch({
      [`GET ${LIST}`]: () => json({ items: [], nextCursor: null }),
      [`GET ${CATEGORIES}`]: () => json({ categories: [] }),
    });
    renderChooser({ signedIn: true });
    expect(await screen.findByRole("heading", { name: "No templates found" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All (0)" })).toBeInTheDocument();
  });

  describe("with a saved trip open", () => {
    const OPEN: OpenTrip = { title: "Svolvær fisheries", cardCount: 10 };
    const myTrips =
      (count: number, nextCursor: string | null = null) =>
      () =>
        json({
          items: Array.from({ length: count }, () => makeContentSummary({ type: "trip" })),
          nextCursor,
        });

    it("asks first, naming the trip, the cards added and the free trips left", async () => {
      const fetchMock = mockFetch({
        [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
        [`GET ${CATEGORIES}`]: categoriesResponse,
        "GET /api/content": myTrips(2),
      });
      const user = userEvent.setup();
      const { onUseTemplate } = renderChooser({
        signedIn: true,
        openTrip: OPEN,
        limitedPlan: true,
      });
      const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
      await user.click(within(card).getByRole("button", { name: "Use Template" }));

      const step = screen.getByRole("group", { name: "Use “Village Commons Field Study”?" });
      expect(within(step).getByRole("heading")).toHaveFocus();
      expect(step).toHaveTextContent("“Svolvær fisheries” is open. What should the template do?");
      expect(
        within(step).getByRole("button", { name: "Add to this trip" }),
      ).toHaveAccessibleDescription(
        "Adds the template's 2 cards to “Svolvær fisheries”. Its 10 cards, location and dates stay as they are, and no new trip is created.",
      );
      const create = within(step).getByRole("button", { name: "Create a new trip" });
      await waitFor(() =>
        expect(create).toHaveAccessibleDescription(
          /This uses 1 of the free plan's 5 trips: you have 3 of 5 left\.$/,
        ),
      );
      // The count covers every trip the limit counts, whatever its status.
      const [call] = callsTo(fetchMock, "GET", "/api/content");
      const params = new URL(String(call?.[0]), "http://localhost").searchParams;
      expect(params.get("author")).toBe("me");
      expect(params.get("status")).toBe(CONTENT_STATUSES.join(","));
      expect(onUseTemplate).not.toHaveBeenCalled();
      expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(0);
    });

    it("'Add to this trip' hands the template over without creating a trip", async () => {
      const fetchMock = mockFetch({
        [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
        [`GET ${CATEGORIES}`]: categoriesResponse,
        "GET /api/content": myTrips(4),
      });
      const user = userEvent.setup();
      const { onUseTemplate } = renderChooser({
        signedIn: true,
        openTrip: OPEN,
        limitedPlan: true,
      });
      const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
      await user.click(within(card).getByRole("button", { name: "Use Template" }));
      await user.click(screen.getByRole("button", { name: "Add to this trip" }));
      expect(onUseTemplate).toHaveBeenCalledWith({ apply: makeTemplate() });
      expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(0);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    it("'Create a new trip' creates it on the server as before", async () => {
      const fetchMock = mockFetch({
        [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
        [`GET ${CATEGORIES}`]: categoriesResponse,
        "GET /api/content": myTrips(4),
        "POST /api/trip-templates/tpl-1/use": () => json(tripWithCards(), 201),
      });
      const user = userEvent.setup();
      const { onUseTemplate } = renderChooser({
        signedIn: true,
        openTrip: OPEN,
        limitedPlan: true,
      });
      const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
      await user.click(within(card).getByRole("button", { name: "Use Template" }));
      const create = screen.getByRole("button", { name: "Create a new trip" });
      await waitFor(() => expect(create).toHaveAccessibleDescription(/you have 1 of 5 left/));
      await user.click(create);
      await waitFor(() => expect(onUseTemplate).toHaveBeenCalledTimes(1));
      expect("trip" in onUseTemplate.mock.calls[0]![0]).toBe(true);
      expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(1);
    });

    it("no free trips left: creating is not offered, applying still is", async () => {
      mockFetch({
        [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
        [`GET ${CATEGORIES}`]: categoriesResponse,
        "GET /api/content": myTrips(5, "next"),
      });
      const user = userEvent.setup();
      renderChooser({ signedIn: true, openTrip: OPEN, limitedPlan: true });
      const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
      await user.click(within(card).getByRole("button", { name: "Use Template" }));
      const create = screen.getByRole("button", { name: "Create a new trip" });
      await waitFor(() =>
        expect(create).toHaveAccessibleDescription(
          /You have used all 5 trips of the free plan, so no new trip can be created\./,
        ),
      );
      expect(create).toBeDisabled();
      expect(screen.getByRole("button", { name: "Add to this trip" })).toBeEnabled();
    });

    it("contributors: no count is fetched and no limit is mentioned; Back returns to the list", async () => {
      const fetchMock = mockFetch({
        [`GET ${LIST}`]: () => json({ items: [makeTemplate()], nextCursor: null }),
        [`GET ${CATEGORIES}`]: categoriesResponse,
      });
      const user = userEvent.setup();
      renderChooser({ signedIn: true, openTrip: OPEN, limitedPlan: false });
      const card = await screen.findByRole("article", { name: "Village Commons Field Study" });
      await user.click(within(card).getByRole("button", { name: "Use Template" }));
      const create = screen.getByRole("button", { name: "Create a new trip" });
      expect(create).toBeEnabled();
      expect(create).toHaveAccessibleDescription(
        "Starts a separate trip with the template's cards; its location and dates start empty.",
      );
      expect(callsTo(fetchMock, "GET", "/api/content")).toHaveLength(0);
      await user.click(screen.getByRole("button", { name: "Back to templates" }));
      expect(
        await screen.findByRole("article", { name: "Village Commons Field Study" }),
      ).toBeInTheDocument();
    });
  });
});

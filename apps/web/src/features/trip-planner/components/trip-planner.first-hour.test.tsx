import { CardInput } from "@field-commons/shared/trips";
import type { CopilotSuggestion, TripCard, TripTemplate } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import { callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { makeContentSummary } from "../../../testing/content-fixtures";
import {
  TRIP_ID,
  cardId,
  makeTripCard,
  makeTripDetail,
  makeTripWithCards,
} from "../testing/trip-fixtures";
import { NARROW_SCREEN_QUERY } from "../hooks/use-narrow-screen";
import { TripPlanner } from "./trip-planner";

/** The planner's first hour on a phone and with templates and the copilot (issue reports). */

const EMPTY_PAGE = () => json({ items: [], nextCursor: null });

function routes(extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/auth/me": () => json({ user: makeUser() }),
    "GET /api/content/map": EMPTY_PAGE,
    "GET /api/content": EMPTY_PAGE,
    [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
    ...extra,
  };
}

/** happy-dom answers matchMedia for a wide window; a phone is stubbed. */
function useScreen({ narrow }: { narrow: boolean }) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: narrow && query === NARROW_SCREEN_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function renderSavedTrip() {
  const router = createMemoryRouter(
    [
      {
        path: "/trip-planner",
        element: (
          <AccountPanelProvider>
            <TripPlanner />
          </AccountPanelProvider>
        ),
      },
      { path: "/trip/:id", element: <p>Trip page</p> },
    ],
    { initialEntries: [`/trip-planner?trip=${TRIP_ID}`] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });
  return { router };
}

const cardTitles = () =>
  screen
    .getAllByRole("article")
    .map((article) => within(article).getByRole("heading", { level: 3 }).textContent ?? "");

const card = (title: string) => screen.getByRole("article", { name: title });

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

/** POST /api/trips/{id}/cards answering with server ids from 11 on. */
function createsCards() {
  let created = 0;
  return ({ body }: { body: unknown }) => {
    created += 1;
    const input = body as Partial<TripCard> & Pick<TripCard, "cardType">;
    return json(makeTripCard(10 + created, input.cardType, { ...input, order: 10 + created }), 201);
  };
}

describe("TripPlanner on a phone (below 768 px)", () => {
  it("starts with every card collapsed; toggles are buttons with aria-expanded, by keyboard too", async () => {
    useScreen({ narrow: true });
    mockFetch(routes());
    const user = userEvent.setup();
    await renderSavedTrip();
    for (const title of ["Getting There", "Places to Visit", "Field Notes"]) {
      const toggle = within(card(title)).getByRole("button", { name: `Expand ${title}` });
      expect(toggle).toHaveAttribute("aria-expanded", "false");
    }
    expect(within(card("Field Notes")).getByLabelText("Notes")).not.toBeVisible();

    const toggle = within(card("Field Notes")).getByRole("button", { name: "Expand Field Notes" });
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(card("Field Notes")).getByLabelText("Notes")).toBeVisible();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Folding on a phone is a view of the trip, not an edit of it.
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });

  it("'Expand all' and 'Collapse all' open and close every card", async () => {
    useScreen({ narrow: true });
    mockFetch(routes());
    const user = userEvent.setup();
    await renderSavedTrip();
    await user.click(screen.getByRole("button", { name: "Expand all" }));
    for (const title of ["Getting There", "Places to Visit", "Field Notes"]) {
      expect(
        within(card(title)).getByRole("button", { name: `Collapse ${title}` }),
      ).toHaveAttribute("aria-expanded", "true");
    }
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.getAllByRole("button", { expanded: false, name: /^Expand / })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Expand all" })).toBeInTheDocument();
  });

  it("keeps Save, Preview and Publish in an action bar; Save saves like Save Trip", async () => {
    useScreen({ narrow: true });
    const fetchMock = mockFetch(
      routes({
        [`PUT /api/trips/${TRIP_ID}/cards/${cardId(1)}`]: ({ body }) =>
          json(makeTripCard(1, "transport", body as Partial<TripCard>)),
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderSavedTrip();
    const bar = screen.getByRole("region", { name: "Trip actions" });
    expect(within(bar).getByRole("button", { name: "Save" })).toBeEnabled();
    expect(within(bar).getByRole("link", { name: "Preview" })).toHaveAttribute(
      "href",
      `/trip/${TRIP_ID}`,
    );
    expect(within(bar).getByRole("button", { name: "Publish" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Expand Getting There" }));
    await user.click(screen.getByRole("button", { name: "Rename Getting There" }));
    const titleInput = within(card("Getting There")).getByLabelText("Card title");
    await user.clear(titleInput);
    await user.type(titleInput, "Bus and train");
    await user.click(within(card("Getting There")).getByRole("button", { name: "Save Title" }));
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/${cardId(1)}`)).toHaveLength(1),
    );
    expect(
      bodyOf(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/${cardId(1)}`)[0]),
    ).toMatchObject({ title: "Bus and train" });
    expect(await within(bar).findByText("Saved")).toBeInTheDocument();

    await user.click(within(bar).getByRole("link", { name: "Preview" }));
    expect(router.state.location.pathname).toBe(`/trip/${TRIP_ID}`);
  });

  it("Publish in the bar publishes like the publish panel", async () => {
    useScreen({ narrow: true });
    const fetchMock = mockFetch(
      routes({
        [`POST /api/content/${TRIP_ID}/publish`]: () => json(makeTripDetail({ status: "pending" })),
      }),
    );
    const user = userEvent.setup();
    await renderSavedTrip();
    const bar = screen.getByRole("region", { name: "Trip actions" });
    await user.click(within(bar).getByRole("button", { name: "Publish" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/content/${TRIP_ID}/publish`)).toHaveLength(1),
    );
    expect(await within(bar).findByText(/will be reviewed before going live/)).toBeInTheDocument();
    expect(within(bar).getByRole("button", { name: "Publish" })).toBeDisabled();
  });
});

describe("TripPlanner on a wide screen", () => {
  it("shows cards as saved, no action bar, and 'Collapse all' saves the folding with the cards", async () => {
    useScreen({ narrow: false });
    mockFetch(routes());
    const user = userEvent.setup();
    await renderSavedTrip();
    expect(screen.queryByRole("region", { name: "Trip actions" })).toBeNull();
    expect(screen.getByRole("button", { name: "Collapse Field Notes" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.getAllByRole("button", { expanded: false, name: /^Expand / })).toHaveLength(3);
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
  });
});

const TEMPLATE: TripTemplate = {
  id: "tpl-1",
  name: "Village Commons Field Study",
  description: "",
  category: "field-research",
  tags: [],
  color: "#2E7D32",
  difficulty: "intermediate",
  estimatedDuration: 14,
  domain: "Land & Environment",
  cardTemplates: [
    CardInput.parse({ cardType: "interview", title: "Village interviews" }),
    CardInput.parse({ cardType: "budget", title: "Field budget" }),
  ],
  usageCount: 3,
  isOfficial: true,
  isPrivate: false,
};

describe("Use Template with a saved trip open", () => {
  it("asks with the free trips left, and 'Add to this trip' keeps the cards and uses no trip", async () => {
    useScreen({ narrow: false });
    const fetchMock = mockFetch(
      routes({
        "GET /api/trip-templates": () => json({ items: [TEMPLATE], nextCursor: null }),
        "GET /api/trip-templates/categories": () =>
          json({ categories: [{ id: "field-research", label: "Field Research", count: 1 }] }),
        "GET /api/content": () =>
          json({
            items: [makeContentSummary({ type: "trip" }), makeContentSummary({ type: "trip" })],
            nextCursor: null,
          }),
        [`POST /api/trips/${TRIP_ID}/cards`]: createsCards(),
        [`PUT /api/trips/${TRIP_ID}/cards/order`]: () => json({ items: [] }),
      }),
    );
    const user = userEvent.setup();
    await renderSavedTrip();
    await user.click(screen.getByRole("button", { name: "Use Template" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose a Trip Template" });
    const template = await within(dialog).findByRole("article", {
      name: "Village Commons Field Study",
    });
    await user.click(within(template).getByRole("button", { name: "Use Template" }));
    const create = within(dialog).getByRole("button", { name: "Create a new trip" });
    await waitFor(() => expect(create).toHaveAccessibleDescription(/you have 3 of 5 left/));
    await user.click(within(dialog).getByRole("button", { name: "Add to this trip" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cardTitles()).toEqual([
      "Getting There",
      "Places to Visit",
      "Field Notes",
      "Village interviews",
      "Field budget",
    ]);
    expect(
      screen.getByText("Added 2 cards from “Village Commons Field Study” to this trip.", {
        selector: "span",
      }),
    ).toBeVisible();
    // Still the same trip, with its place; the cards are created in it.
    expect(
      screen.getByRole("heading", { level: 1, name: "Cusco irrigation commons" }),
    ).toBeVisible();
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`)).toHaveLength(2),
    );
    expect(callsTo(fetchMock, "POST", "/api/trip-templates/tpl-1/use")).toHaveLength(0);
    expect(callsTo(fetchMock, "POST", "/api/trips")).toHaveLength(0);
  });
});

describe("Copilot 'Add to trip'", () => {
  const CHECKLIST: CopilotSuggestion = {
    id: "add-checklist",
    kind: "add-card",
    title: "Add a checklist of research essentials",
    detail:
      "Ethics approval letter, consent forms in the local language, letters of introduction, recorder with spare batteries, offline maps and a notebook.",
    addCardType: "checklist",
    link: null,
  };

  it("turns a checklist suggestion into a checklist card with its items", async () => {
    useScreen({ narrow: false });
    const fetchMock = mockFetch(
      routes({
        "POST /api/trips/copilot": () => json({ suggestions: [CHECKLIST] }),
        "POST /api/trips/copilot/ask": () =>
          json({
            intent: "trip",
            topic: "",
            lead: "From your trip:",
            facts: ["The trip has no checklist yet."],
            people: [],
            reading: [],
            suggestions: [CHECKLIST],
            canAnswer: [],
          }),
        [`POST /api/trips/${TRIP_ID}/cards`]: createsCards(),
      }),
    );
    const user = userEvent.setup();
    await renderSavedTrip();
    await user.click(screen.getByRole("button", { name: "AI Research Copilot" }));
    const dialog = await screen.findByRole("dialog", { name: "AI Research Copilot" });
    await user.type(
      within(dialog).getByRole("textbox", { name: "Ask about this trip" }),
      "What should I pack?{Enter}",
    );
    const answer = await within(dialog).findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent("The trip has no checklist yet.");
    await user.click(within(answer).getByRole("button", { name: /^Add to trip/ }));
    expect(within(answer).getByText("Added to trip")).toBeInTheDocument();

    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`)).toHaveLength(1),
    );
    const sent = bodyOf(callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`)[0]) as {
      cardType: string;
      content: { items: { text: string; done: boolean }[] };
    };
    expect(sent.cardType).toBe("checklist");
    expect(sent.content.items.map((i) => i.text)).toEqual([
      "Ethics approval letter",
      "Consent forms in the local language",
      "Letters of introduction",
      "Recorder with spare batteries",
      "Offline maps",
      "A notebook",
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cardTitles()).toContain("Checklist");
  });
});

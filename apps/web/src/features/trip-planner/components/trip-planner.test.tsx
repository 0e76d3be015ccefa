import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import {
  CARD_SYNC_MESSAGES,
  CARD_TYPES,
  CARD_TYPE_INFO,
  DEFAULT_TRIP_CARD_TYPES,
  NEW_TRIP_TITLE,
  SAVE_MESSAGE_CLEAR_MS,
  TRIP_MESSAGES,
} from "@field-commons/shared/trips";
import type { ContentDetailOf } from "@field-commons/shared/content";
import type { TripCard } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { routes as appRoutes } from "../../../app/router";
import { createTestQueryClient } from "../../../testing/render";
import {
  TRIP_ID,
  cardId,
  makeTripCard,
  makeTripDetail,
  makeTripWithCards,
} from "../testing/trip-fixtures";
import { PLANNER_DRAFT_KEY } from "../utils/local-draft";
import { TripPlanner } from "./trip-planner";

const EMPTY_PAGE = () => json({ items: [], nextCursor: null });
const signedIn = () => json({ user: makeUser() });

/** Routes every planner render needs: the map and the user's trips. */
function routes(extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/content/map": EMPTY_PAGE,
    "GET /api/content": EMPTY_PAGE,
    ...extra,
  };
}

function renderPlanner(path = "/trip-planner") {
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
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

function cardTitles(): string[] {
  return screen
    .getAllByRole("article")
    .map((article) => within(article).getByRole("heading", { level: 3 }).textContent ?? "");
}

function card(title: string): HTMLElement {
  return screen.getByRole("article", { name: title });
}

function stat(label: string): string {
  const term = within(screen.getByRole("region", { name: "Trip stats" })).getByText(label, {
    selector: "dt",
  });
  return term.nextElementSibling?.textContent ?? "";
}

function bodyOf(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
}

/**
 * happy-dom does no layout: give each card a box in list order (100 px apart)
 * so the keyboard sensor of the sortable list can find the card below.
 */
function layOutCardsInAColumn() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const item = this.closest("[data-card-key]");
    if (!item || !item.parentElement) return original.call(this);
    const index = Array.from(item.parentElement.children).indexOf(item);
    const top = index * 100;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: 90,
      right: 600,
      bottom: top + 90,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe("TripPlanner", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts a local trip 'My New Trip' with the 10 default cards and their stats", async () => {
    mockFetch(routes());
    renderPlanner();
    expect(await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE })).toBeVisible();
    expect(cardTitles()).toEqual(
      DEFAULT_TRIP_CARD_TYPES.map((t) => CARD_TYPE_INFO[t].defaultTitle),
    );
    expect(stat("Cards")).toBe("10");
    expect(stat("Items")).toBe("0");
    expect(stat("Days")).toBe("7");
    expect(stat("Budget")).toBe("No costs yet");
    expect(screen.getByRole("button", { name: TRIP_MESSAGES.signInToSave })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "My Trips" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save Trip" })).toBeNull();
    for (const name of ["Edit Trip", "AI Research Copilot", "Use Template", "Add Section Card"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    // Every card has a drag handle named after it.
    expect(screen.getByRole("button", { name: "Reorder Getting There" })).toBeInTheDocument();
  });

  it("falls back to 'City, Country', then the country, then 'Unknown Location' without a title", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });

    const edit = async (fill: Record<string, string>) => {
      await user.click(screen.getByRole("button", { name: "Edit Trip" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Trip" });
      for (const [label, value] of Object.entries(fill)) {
        const input = within(dialog).getByLabelText(label);
        await user.clear(input);
        if (value) await user.type(input, value);
      }
      await user.click(within(dialog).getByRole("button", { name: "Apply Changes" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };

    await edit({ Title: "   ", City: "Cusco", Country: "Peru" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cusco, Peru");
    await edit({ City: "" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Peru");
    await edit({ Country: "" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unknown Location");
  });

  it("adds an item only with a title after trimming, and removes it", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });

    await user.click(
      within(card("Getting There")).getByRole("button", { name: "Add Item to Getting There" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Item" });
    await user.type(within(dialog).getByLabelText("Title"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(within(dialog).getByText("Item title is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");

    await user.clear(within(dialog).getByLabelText("Title"));
    await user.type(within(dialog).getByLabelText("Title"), "  Night bus to Cusco  ");
    await user.type(within(dialog).getByLabelText("Link"), "https://bus.example/cusco");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const list = within(card("Getting There")).getByRole("list", { name: "Getting There items" });
    expect(within(list).getByRole("link", { name: "Night bus to Cusco" })).toHaveAttribute(
      "href",
      "https://bus.example/cusco",
    );
    expect(stat("Items")).toBe("1");

    await user.click(screen.getByRole("button", { name: "Remove Night bus to Cusco" }));
    expect(
      within(card("Getting There")).queryByRole("list", { name: "Getting There items" }),
    ).toBeNull();
    expect(stat("Items")).toBe("0");
  });

  it("lists the 14 card types, and a custom card needs a title", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });

    await user.click(screen.getByRole("button", { name: "Add Section Card" }));
    const chooser = await screen.findByRole("dialog", { name: "Add Section Card" });
    const types = within(within(chooser).getByRole("list", { name: "Card types" })).getAllByRole(
      "button",
    );
    expect(types.map((b) => b.getAttribute("aria-label"))).toEqual(
      CARD_TYPES.map((t) => CARD_TYPE_INFO[t].label),
    );
    expect(within(chooser).getByRole("button", { name: "Transport" })).toHaveAccessibleDescription(
      "Getting There",
    );

    await user.click(within(chooser).getByRole("button", { name: "Custom" }));
    const form = await screen.findByRole("dialog", { name: "Custom Card" });
    await user.type(within(form).getByLabelText("Card title"), "   ");
    await user.click(within(form).getByRole("button", { name: "Add Card" }));
    expect(within(form).getByText("Card title is required")).toBeInTheDocument();
    expect(screen.getAllByRole("article", { hidden: true })).toHaveLength(10);

    await user.type(within(form).getByLabelText("Card title"), "Water committee");
    await user.type(within(form).getByLabelText("Description"), "Who sits on it and when.");
    await user.click(within(form).getByRole("button", { name: "Add Card" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(11));
    expect(cardTitles().at(-1)).toBe("Water committee");
    expect(within(card("Water committee")).getByLabelText("Description")).toHaveValue(
      "Who sits on it and when.",
    );

    // A type other than custom is added at once with its default title.
    await user.click(screen.getByRole("button", { name: "Add Section Card" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Add Section Card" })).getByRole("button", {
        name: "Policy Brief",
      }),
    );
    await waitFor(() => expect(cardTitles().at(-1)).toBe("Policy Briefs"));
    expect(stat("Cards")).toBe("12");
  });

  it("reorders with the keyboard, renumbers, and sends one order request for a saved trip", async () => {
    layOutCardsInAColumn();
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
        [`PUT /api/trips/${TRIP_ID}/cards/order`]: ({ body }) => {
          const ids = (body as { cardIds: string[] }).cardIds;
          const cards = makeTripWithCards().cards;
          return json({
            items: ids.map((id, order) => ({ ...cards.find((c) => c.id === id)!, order })),
          });
        },
      }),
    );
    const user = userEvent.setup();
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });
    expect(cardTitles()).toEqual(["Getting There", "Places to Visit", "Field Notes"]);

    screen.getByRole("button", { name: "Reorder Getting There" }).focus();
    await user.keyboard("[Space]");
    await user.keyboard("[ArrowDown]");
    await user.keyboard("[Space]");

    await waitFor(() =>
      expect(cardTitles()).toEqual(["Places to Visit", "Getting There", "Field Notes"]),
    );
    expect(within(card("Getting There")).getByText("Card 2 of 3")).toBeInTheDocument();
    expect(within(card("Places to Visit")).getByText("Card 1 of 3")).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/order`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/order`)[0])).toEqual({
      cardIds: [cardId(2), cardId(1), cardId(3)],
    });
    // Nothing else was sent.
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET"),
    ).toHaveLength(1);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("keeps a signed-out trip in localStorage and restores it", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    const first = renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    await user.click(screen.getByRole("button", { name: "Add Item to Field Notes" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Item" });
    await user.type(within(dialog).getByLabelText("Title"), "Ask about the water judge");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const stored = JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY) ?? "null") as {
      envelope: { title: string };
      cards: { title: string; items: { title: string }[] }[];
    };
    expect(stored.envelope.title).toBe(NEW_TRIP_TITLE);
    expect(stored.cards).toHaveLength(10);
    expect(stored.cards.find((c) => c.title === "Field Notes")?.items).toEqual([
      expect.objectContaining({ title: "Ask about the water judge" }),
    ]);

    first.unmount();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    expect(
      within(card("Field Notes")).getByRole("list", { name: "Field Notes items" }),
    ).toHaveTextContent("Ask about the water judge");
  });

  it("discards a corrupt stored trip and starts the default one", async () => {
    localStorage.setItem(PLANNER_DRAFT_KEY, '{"version":1,"envelope":{"title":42}');
    mockFetch(routes());
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    expect(screen.getAllByRole("article")).toHaveLength(10);
    // The corrupt value is gone; what is stored now is the readable default trip.
    const stored = JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY) ?? "null") as {
      version: number;
      cards: unknown[];
    };
    expect(stored.version).toBe(1);
    expect(stored.cards).toHaveLength(10);
  });

  it("saves the local trip to the account when the person signs in from the planner", async () => {
    let signedInNow = false;
    const created = makeTripWithCards(
      DEFAULT_TRIP_CARD_TYPES.map((type, i) => makeTripCard(i + 1, type)),
      { title: NEW_TRIP_TITLE },
    );
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": () => json({ user: signedInNow ? makeUser() : null }),
        "POST /api/auth/login": () => {
          signedInNow = true;
          return json({ success: true, user: makeUser() });
        },
        "POST /api/trips": () => json(created, 201),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });

    await user.click(screen.getByRole("button", { name: "Add Item to Getting There" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Item" });
    await user.type(within(dialog).getByLabelText("Title"), "Train to Ollantaytambo");
    await user.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(screen.getByRole("button", { name: TRIP_MESSAGES.signInToSave }));
    const panel = await screen.findByRole("dialog", { name: "Account" });
    const form = within(panel).getByRole("form", { name: "Login" });
    await user.type(within(form).getByLabelText("Email"), "ada@example.org");
    await user.type(within(form).getByLabelText("Password"), "correct horse");
    await user.click(within(form).getByRole("button", { name: "Login" }));

    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/trips")).toHaveLength(1));
    const body = bodyOf(callsTo(fetchMock, "POST", "/api/trips")[0]) as {
      trip: { type: string; title: string; body: { startDate: string; endDate: string } };
      cards: { cardType: string; title: string; items: { title: string }[] }[];
    };
    expect(body.trip).toMatchObject({ type: "trip", title: NEW_TRIP_TITLE });
    expect(body.cards.map((c) => c.cardType)).toEqual([...DEFAULT_TRIP_CARD_TYPES]);
    expect(body.cards[0]!.items).toEqual([
      expect.objectContaining({ title: "Train to Ollantaytambo" }),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(`?trip=${TRIP_ID}`));
    expect(localStorage.getItem(PLANNER_DRAFT_KEY)).toBeNull();
    // Nothing typed is lost, and the trip is not loaded again. (The account
    // panel may still be showing its success message, hiding the page.)
    expect(
      screen.getByRole("list", { name: "Getting There items", hidden: true }),
    ).toHaveTextContent("Train to Ollantaytambo");
    expect(callsTo(fetchMock, "GET", `/api/trips/${TRIP_ID}`)).toHaveLength(0);
    expect(
      await screen.findByRole("button", { name: "Save Trip", hidden: true }),
    ).toBeInTheDocument();
  });

  it("shows 'Saving...', then 'Saved' for 3 seconds, or the save error texts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    let release: (() => void) | null = null;
    let mode: "ok" | "fail" | "offline" = "ok";
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
        [`PUT /api/content/${TRIP_ID}`]: async () => {
          if (mode === "offline") throw new TypeError("Failed to fetch");
          if (mode === "fail") return apiErrorResponse(500, "INTERNAL", "Something broke.");
          await new Promise<void>((resolve) => (release = resolve));
          return json(makeTripDetail({ title: "Ayllu water rotation" }));
        },
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });

    const rename = async (title: string) => {
      await user.click(screen.getByRole("button", { name: "Edit Trip" }));
      const dialog = await screen.findByRole("dialog", { name: "Edit Trip" });
      await user.clear(within(dialog).getByLabelText("Title"));
      await user.type(within(dialog).getByLabelText("Title"), title);
      await user.click(within(dialog).getByRole("button", { name: "Apply Changes" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };

    await rename("Ayllu water rotation");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    expect(await screen.findByText("Saving...")).toBeInTheDocument();
    await waitFor(() => expect(release).not.toBeNull());
    await act(async () => release?.());
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, "PUT", `/api/content/${TRIP_ID}`)[0])).toMatchObject({
      type: "trip",
      title: "Ayllu water rotation",
      location: { name: "Cusco, Peru", country: "Peru", lat: -13.53, lng: -71.97 },
      body: { city: "Cusco", startDate: "2026-05-01", endDate: "2026-05-11" },
    });
    expect(screen.queryByText("Unsaved changes")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SAVE_MESSAGE_CLEAR_MS - 50));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByText("Saved")).toBeNull();

    mode = "fail";
    await rename("Ayllu water rotation, second visit");
    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TRIP_MESSAGES.saveFailed);

    mode = "offline";
    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(TRIP_MESSAGES.networkError),
    );
  });

  it("sends card changes of a saved trip to the card endpoints", async () => {
    let created = 0;
    const cards = makeTripWithCards().cards;
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
        // The first card was deleted on the server meanwhile.
        [`PUT /api/trips/${TRIP_ID}/cards/${cardId(1)}`]: () =>
          apiErrorResponse(409, "DELETED_MEANWHILE", CARD_SYNC_MESSAGES.deletedMeanwhile),
        [`POST /api/trips/${TRIP_ID}/cards`]: ({ body }) => {
          created += 1;
          const input = body as Pick<TripCard, "cardType" | "title">;
          return json(
            makeTripCard(10 + created, input.cardType, { title: input.title, order: 10 }),
            201,
          );
        },
        [`PUT /api/trips/${TRIP_ID}/cards/order`]: () => json({ items: cards }),
        [`DELETE /api/trips/${TRIP_ID}/cards/${cardId(3)}`]: () => json({ success: true }),
      }),
    );
    const user = userEvent.setup();
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });

    // A new card is created at once.
    await user.click(screen.getByRole("button", { name: "Add Section Card" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Add Section Card" })).getByRole("button", {
        name: "Checklist",
      }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`)).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`)[0])).toMatchObject({
      cardType: "checklist",
      title: "Checklist",
      content: { items: [] },
    });

    // An edit is saved with Save Trip, based on the card as loaded; the card was deleted
    // meanwhile, so the planner asks; restoring it re-creates it and the order follows.
    await user.click(screen.getByRole("button", { name: "Rename Getting There" }));
    const titleInput = within(card("Getting There")).getByLabelText("Card title");
    await user.clear(titleInput);
    await user.click(within(card("Getting There")).getByRole("button", { name: "Save Title" }));
    expect(within(card("Getting There")).getByText("Card title is required")).toBeInTheDocument();
    await user.type(titleInput, "Bus and train");
    await user.click(within(card("Getting There")).getByRole("button", { name: "Save Title" }));
    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CARD_SYNC_MESSAGES.deletedMeanwhile);
    const update = callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/${cardId(1)}`);
    expect(update).toHaveLength(1);
    expect(bodyOf(update[0])).toMatchObject({
      title: "Bus and train",
      base: { title: "Getting There" },
    });
    await user.click(
      within(card("Bus and train")).getByRole("button", { name: "Restore card Bus and train" }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/order`)).toHaveLength(1),
    );
    const posts = callsTo(fetchMock, "POST", `/api/trips/${TRIP_ID}/cards`);
    expect(posts).toHaveLength(2);
    expect(bodyOf(posts[1])).toMatchObject({ cardType: "transport", title: "Bus and train" });
    expect(bodyOf(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/order`)[0])).toEqual({
      cardIds: [cardId(12), cardId(2), cardId(3), cardId(11)],
    });
    expect(await screen.findByText("Saved")).toBeInTheDocument();

    // Deleting asks first, then deletes on the server.
    await user.click(screen.getByRole("button", { name: "Delete Field Notes" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this card?" });
    expect(confirm).toHaveTextContent(
      "“Field Notes” and its 0 items will be removed from the trip.",
    );
    await user.click(within(confirm).getByRole("button", { name: "Delete Card" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "DELETE", `/api/trips/${TRIP_ID}/cards/${cardId(3)}`)).toHaveLength(
        1,
      ),
    );
    expect(cardTitles()).toEqual(["Bus and train", "Places to Visit", "Checklist"]);
  });

  it("publishing needs a saved trip, 3 cards, a title and a country", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    const panel = screen.getByRole("region", { name: "Publish" });
    const needs = within(panel).getByRole("list", { name: "Publishing needs" });
    expect(within(needs).getByText("The trip is saved")).toHaveTextContent("(missing)");
    expect(within(needs).getByText("At least 3 section cards (10 now)")).toHaveTextContent(
      "(done)",
    );
    expect(within(needs).getByText("A title")).toHaveTextContent("(done)");
    expect(within(needs).getByText("A country")).toHaveTextContent("(missing)");
    expect(within(panel).getByRole("button", { name: "Publish Trip" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Edit Trip" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Trip" });
    await user.type(within(dialog).getByLabelText("Country"), "Peru");
    await user.click(within(dialog).getByRole("button", { name: "Apply Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(panel).getByRole("button", { name: "Publish Trip" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent(TRIP_MESSAGES.saveFirst);
  });

  it("a saved trip with 2 cards cannot be published", async () => {
    mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () =>
          json(makeTripWithCards([makeTripCard(1, "transport"), makeTripCard(2, "notes")])),
      }),
    );
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });
    const panel = screen.getByRole("region", { name: "Publish" });
    expect(within(panel).getByText("At least 3 section cards (2 now)")).toHaveTextContent(
      "(missing)",
    );
    expect(within(panel).getByRole("button", { name: "Publish Trip" })).toBeDisabled();
  });

  it("publishes a saved trip for review, and shows why publishing failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: (() => Response)[] = [
      () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Add a country before publishing.", {
          "location.country": ["Country is required"],
        }),
      () => json({}, 500),
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => json(makeTripDetail({ status: "pending" })),
    ];
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
        [`POST /api/content/${TRIP_ID}/publish`]: () => answers.shift()!(),
      }),
    );
    const user = userEvent.setup();
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });
    const panel = screen.getByRole("region", { name: "Publish" });
    const publish = within(panel).getByRole("button", { name: "Publish Trip" });

    await user.click(publish);
    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "Failed to publish trip: Add a country before publishing.",
    );
    await user.click(publish);
    await waitFor(() =>
      expect(within(panel).getByRole("alert")).toHaveTextContent(
        "Failed to publish trip: Unknown error",
      ),
    );
    await user.click(publish);
    await waitFor(() =>
      expect(within(panel).getByRole("alert")).toHaveTextContent(TRIP_MESSAGES.publishFailed),
    );
    await user.click(publish);
    expect(await within(panel).findByText(TRIP_MESSAGES.willBeReviewed)).toBeInTheDocument();
    expect(TRIP_MESSAGES.willBeReviewed).toContain("will be reviewed before going live");
    expect(within(panel).getByText("Pending")).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Publish Trip" })).toBeNull();
    expect(callsTo(fetchMock, "POST", `/api/content/${TRIP_ID}/publish`)).toHaveLength(4);
    // Nothing was unsaved, so nothing else was sent.
    expect(callsTo(fetchMock, "PUT", `/api/content/${TRIP_ID}`)).toHaveLength(0);
  });

  it("at the free trip limit shows the server's message and the upgrade, then saves after it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempts = 0;
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        "POST /api/trips": () =>
          ++attempts === 1
            ? apiErrorResponse(403, "TRIP_LIMIT_REACHED", TRIP_MESSAGES.limitReached)
            : json(
                makeTripWithCards(DEFAULT_TRIP_CARD_TYPES.map((t, i) => makeTripCard(i + 1, t))),
                201,
              ),
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
            user: makeUser({ role: "contributor", isContributor: true, plan: "contributor" }),
          }),
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });

    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    const upgrade = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    expect(upgrade).toHaveAccessibleDescription(TRIP_MESSAGES.limitReached);
    expect(screen.getByRole("alert", { hidden: true })).toHaveTextContent(
      TRIP_MESSAGES.limitReached,
    );

    await user.click(within(upgrade).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    expect(await screen.findByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));

    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/trips")).toHaveLength(2));
    await waitFor(() => expect(router.state.location.search).toBe(`?trip=${TRIP_ID}`));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("adds budget entries and totals them per currency on the card and in the stats", async () => {
    mockFetch(routes());
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    const budget = card("Budget");
    await user.click(within(budget).getByRole("button", { name: "Add Budget Entry" }));
    await user.click(within(budget).getByRole("button", { name: "Add Budget Entry" }));

    const first = within(budget).getByRole("group", { name: "Entry 1" });
    await user.type(within(first).getByLabelText("Category"), "Field assistant");
    await user.clear(within(first).getByLabelText("Amount"));
    await user.type(within(first).getByLabelText("Amount"), "100");
    await user.click(within(first).getByLabelText("Paid"));

    const second = within(budget).getByRole("group", { name: "Entry 2" });
    await user.clear(within(second).getByLabelText("Amount"));
    await user.type(within(second).getByLabelText("Amount"), "20.5");
    await user.selectOptions(within(second).getByLabelText("Currency"), "EUR");

    expect(within(budget).getByText(/^Card total:/)).toHaveTextContent(
      "Card total: EUR 20.50 · USD 100.00",
    );
    expect(
      within(screen.getByRole("list", { name: "Budget totals" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["EUR 20.50", "USD 100.00"]);

    // An amount out of range is explained and not counted.
    await user.clear(within(second).getByLabelText("Amount"));
    await user.type(within(second).getByLabelText("Amount"), "-5");
    expect(
      within(second).getByText("Amount must be a number from 0 to 1,000,000,000"),
    ).toBeInTheDocument();
    expect(within(budget).getByText(/^Card total:/)).toHaveTextContent(
      "Card total: EUR 20.50 · USD 100.00",
    );
  });

  it("a trip that is not found clears the parameter and starts a new trip", async () => {
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => apiErrorResponse(404, "NOT_FOUND", "Not found"),
      }),
    );
    const { router } = renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE })).toBeVisible();
    expect(screen.getByText(/^Trip not found\./)).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(10);
    expect(router.state.location.search).toBe("");
    expect(callsTo(fetchMock, "GET", `/api/trips/${TRIP_ID}`)).toHaveLength(1);
  });

  it("signed in without a trip, offers the saved trips and opens the one chosen", async () => {
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        "GET /api/content": () => json({ items: [makeTripDetail()], nextCursor: null }),
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPlanner();
    const selector = await screen.findByRole("dialog", { name: "My Trips" });
    const listCall = callsTo(fetchMock, "GET", "/api/content")[0]!;
    const url = new URL(String(listCall[0]), "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      type: "trip",
      author: "me",
      status: "draft,pending,published",
      sort: "updated",
    });
    await user.click(within(selector).getByRole("button", { name: "Cusco irrigation commons" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" }),
    ).toBeVisible();
    expect(router.state.location.search).toBe(`?trip=${TRIP_ID}`);
    expect(cardTitles()).toEqual(["Getting There", "Places to Visit", "Field Notes"]);
  });

  it("collapses and expands a card, and saves the collapsed state with the card", async () => {
    const fetchMock = mockFetch(
      routes({
        "GET /api/auth/me": signedIn,
        [`GET /api/trips/${TRIP_ID}`]: () => json(makeTripWithCards()),
        [`PUT /api/trips/${TRIP_ID}/cards/${cardId(3)}`]: ({ body }) =>
          json(makeTripCard(3, "notes", body as Partial<TripCard>)),
      }),
    );
    const user = userEvent.setup();
    renderPlanner(`/trip-planner?trip=${TRIP_ID}`);
    await screen.findByRole("heading", { level: 1, name: "Cusco irrigation commons" });
    const toggle = within(card("Field Notes")).getByRole("button", {
      name: "Collapse Field Notes",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(card("Field Notes")).getByLabelText("Notes")).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAccessibleName("Expand Field Notes");
    expect(within(card("Field Notes")).getByLabelText("Notes")).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save Trip" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/${cardId(3)}`)).toHaveLength(1),
    );
    expect(
      bodyOf(callsTo(fetchMock, "PUT", `/api/trips/${TRIP_ID}/cards/${cardId(3)}`)[0]),
    ).toMatchObject({ cardType: "notes", isCollapsed: true, content: { isPrivate: true } });
    // Only the changed card was sent.
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET"),
    ).toHaveLength(1);
  });

  it.each(["/trip-planner", "/publish/field-work"])(
    "the app shows the planner at %s",
    async (path) => {
      mockFetch(routes());
      const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>,
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE }, { timeout: 5000 }),
      ).toBeVisible();
      expect(document.title).toBe("Trip Planner · Field Commons");
    },
  );

  it("links a published case study to a Case Study card and keeps its id", async () => {
    const caseStudyId = "5f0c6a4e-3b8e-4d5c-9a61-2f1e0c9b7d11";
    const caseStudy: ContentDetailOf<"case-study"> = {
      ...makeTripDetail({
        id: caseStudyId,
        slug: "torbel-alpine-commons",
        title: "Törbel alpine commons",
        status: "published",
        location: { name: "Törbel", country: "Switzerland", lat: null, lng: null },
      }),
      type: "case-study",
      body: {},
    };
    const fetchMock = mockFetch(
      routes({
        "GET /api/content": ({ url }) =>
          new URL(url, "http://localhost").searchParams.get("type") === "case-study"
            ? json({ items: [caseStudy], nextCursor: null })
            : json({ items: [], nextCursor: null }),
        [`GET /api/content/case-study/${caseStudyId}`]: () => json(caseStudy),
      }),
    );
    const user = userEvent.setup();
    renderPlanner();
    await screen.findByRole("heading", { level: 1, name: NEW_TRIP_TITLE });
    await user.click(screen.getByRole("button", { name: "Add Section Card" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Add Section Card" })).getByRole("button", {
        name: "Case Study",
      }),
    );
    const linkCard = await screen.findByRole("article", { name: "Related Case Studies" });
    await user.type(within(linkCard).getByLabelText("Search published case studies"), "Törbel");
    await waitFor(() =>
      expect(
        callsTo(fetchMock, "GET", "/api/content").some(
          ([input]) =>
            new URL(String(input), "http://localhost").searchParams.get("q") === "Törbel",
        ),
      ).toBe(true),
    );
    await user.click(
      await within(linkCard).findByRole("button", { name: "Link Törbel alpine commons" }),
    );
    expect(
      await within(linkCard).findByRole("link", { name: "Törbel alpine commons" }),
    ).toHaveAttribute("href", "/case-study/torbel-alpine-commons");
    const stored = JSON.parse(localStorage.getItem(PLANNER_DRAFT_KEY) ?? "null") as {
      cards: { cardType: string; content: { contentId: string | null } }[];
    };
    expect(stored.cards.find((c) => c.cardType === "case-study")?.content.contentId).toBe(
      caseStudyId,
    );
  });
});

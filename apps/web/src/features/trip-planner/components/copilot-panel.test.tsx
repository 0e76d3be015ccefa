import type { CardType, CopilotInput, CopilotSuggestion } from "@field-commons/shared/trips";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { CopilotPanel } from "./copilot-panel";

const COPILOT = "/api/trips/copilot";

const TRIP: CopilotInput = {
  title: "Törbel grazing rules",
  domain: "Land & Environment",
  city: "Törbel",
  country: "Switzerland",
  startDate: "2026-06-01",
  endDate: "2026-06-08",
  cards: [{ cardType: "place", title: "Places to Visit", itemCount: 2 }],
};

function suggestion(overrides: Partial<CopilotSuggestion> = {}): CopilotSuggestion {
  return {
    id: "s-1",
    kind: "add-card",
    title: "Plan your interviews",
    detail: "Field trips on land commons usually rest on interviews with rights holders.",
    addCardType: "interview",
    link: null,
    ...overrides,
  };
}

const READING = suggestion({
  id: "s-2",
  kind: "reading",
  title: "Read related research",
  detail: "A published case study from the same region.",
  addCardType: null,
  link: { type: "case-study", slug: "torbel-alpine-commons", title: "Törbel alpine commons" },
});

function renderPanel() {
  const onAddCard = vi.fn<(cardType: CardType) => void>();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CopilotPanel open onOpenChange={() => {}} trip={TRIP} onAddCard={onAddCard} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onAddCard };
}

describe("CopilotPanel", () => {
  it("posts the trip and lists suggestions with 'Add … card' and links to related research", async () => {
    const fetchMock = mockFetch({
      [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion(), READING] }),
    });
    renderPanel();
    const dialog = screen.getByRole("dialog", { name: "AI Research Copilot" });
    expect(dialog).toHaveAccessibleDescription(/offline from your trip/);
    expect(within(dialog).getByText("Loading suggestions…")).toBeInTheDocument();

    const plan = await within(dialog).findByRole("article", { name: "Plan your interviews" });
    expect(
      within(plan).getByText(
        "Field trips on land commons usually rest on interviews with rights holders.",
      ),
    ).toBeInTheDocument();
    expect(within(plan).getByRole("button", { name: "Add Interview card" })).toBeInTheDocument();

    const reading = within(dialog).getByRole("article", { name: "Read related research" });
    expect(within(reading).queryByRole("button")).toBeNull();
    expect(within(reading).getByRole("link", { name: "Törbel alpine commons" })).toHaveAttribute(
      "href",
      "/case-study/torbel-alpine-commons",
    );

    const [call] = callsTo(fetchMock, "POST", COPILOT);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual(TRIP);
  });

  it("'Add … card' asks the planner for a card of that type", async () => {
    mockFetch({ [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }) });
    const user = userEvent.setup();
    const { onAddCard } = renderPanel();
    await user.click(await screen.findByRole("button", { name: "Add Interview card" }));
    expect(onAddCard).toHaveBeenCalledWith("interview");
    expect(screen.getByText("Card added")).toBeInTheDocument();
  });

  it("Refresh asks again", async () => {
    let round = 0;
    const fetchMock = mockFetch({
      [`POST ${COPILOT}`]: () => {
        round += 1;
        return json({
          suggestions: [suggestion({ id: `s-${round}`, title: `Suggestion round ${round}` })],
        });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("article", { name: "Suggestion round 1" });
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("article", { name: "Suggestion round 2" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", COPILOT)).toHaveLength(2);
  });

  it("no suggestions: says so", async () => {
    mockFetch({ [`POST ${COPILOT}`]: () => json({ suggestions: [] }) });
    renderPanel();
    expect(await screen.findByRole("heading", { name: "No suggestions yet" })).toBeInTheDocument();
  });

  it("a failure shows 'Failed to load suggestions' with Try Again", async () => {
    let fail = true;
    mockFetch({
      [`POST ${COPILOT}`]: () =>
        fail
          ? apiErrorResponse(500, "INTERNAL", "Internal error")
          : json({ suggestions: [suggestion()] }),
    });
    const user = userEvent.setup();
    renderPanel();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load suggestions");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    await waitFor(() =>
      expect(screen.getByRole("article", { name: "Plan your interviews" })).toBeInTheDocument(),
    );
  });
});

import type { CopilotInput, CopilotSuggestion } from "@field-commons/shared/trips";
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

function renderPanel(trip: CopilotInput = TRIP) {
  const onAddSuggestion = vi.fn<(suggestion: CopilotSuggestion) => void>();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <CopilotPanel open onOpenChange={() => {}} trip={trip} onAddSuggestion={onAddSuggestion} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onAddSuggestion };
}

describe("CopilotPanel", () => {
  it("posts the trip and lists suggestions with 'Add to trip' and links to related research", async () => {
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
    expect(
      within(plan).getByRole("button", { name: /^Add to trip\W+Plan your interviews$/ }),
    ).toHaveAccessibleDescription("Adds a new Interview card.");

    const reading = within(dialog).getByRole("article", { name: "Read related research" });
    expect(
      within(reading).getByRole("button", { name: /^Add to trip\W+Read related research$/ }),
    ).toHaveAccessibleDescription("Adds a new Case Study card.");
    expect(within(reading).getByRole("link", { name: "Törbel alpine commons" })).toHaveAttribute(
      "href",
      "/case-study/torbel-alpine-commons",
    );

    const [call] = callsTo(fetchMock, "POST", COPILOT);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual(TRIP);
  });

  it("'Add to trip' hands the suggestion to the planner in one click", async () => {
    mockFetch({ [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }) });
    const user = userEvent.setup();
    const { onAddSuggestion } = renderPanel();
    await user.click(await screen.findByRole("button", { name: /^Add to trip/ }));
    expect(onAddSuggestion).toHaveBeenCalledWith(suggestion());
    expect(screen.getByText("Added to trip")).toBeInTheDocument();
  });

  it("a checklist suggestion says how many checklist items it adds; trip details add nothing", async () => {
    mockFetch({
      [`POST ${COPILOT}`]: () =>
        json({
          suggestions: [
            suggestion({
              id: "empty-checklist",
              kind: "logistics",
              title: "Your checklist is empty",
              detail: "Ethics approval letter, consent forms, a recorder and a notebook.",
              addCardType: null,
            }),
            suggestion({
              id: "add-country",
              kind: "logistics",
              title: "Add the country",
              detail: "The country is needed to publish the trip.",
              addCardType: null,
            }),
          ],
        }),
    });
    renderPanel();
    const checklist = await screen.findByRole("article", { name: "Your checklist is empty" });
    expect(
      within(checklist).getByRole("button", { name: /^Add to trip/ }),
    ).toHaveAccessibleDescription("Adds 4 checklist items.");
    const country = screen.getByRole("article", { name: "Add the country" });
    expect(within(country).queryByRole("button")).toBeNull();
  });

  it("answers a typed question (Enter) from the trip and the matching suggestions", async () => {
    mockFetch({
      [`POST ${COPILOT}`]: () =>
        json({
          suggestions: [
            suggestion(),
            suggestion({
              id: "add-budget",
              kind: "budget",
              title: "Add a budget",
              detail: "Note transport, accommodation and interpreters.",
              addCardType: "budget",
            }),
          ],
        }),
    });
    const user = userEvent.setup();
    const { onAddSuggestion } = renderPanel({
      ...TRIP,
      cards: [
        ...(TRIP.cards ?? []),
        {
          cardType: "interview",
          title: "Interviews",
          content: { intervieweeName: "Elinor", consentObtained: true },
          itemCount: 0,
        },
      ],
    });
    await screen.findByRole("article", { name: "Plan your interviews" });
    const box = screen.getByRole("textbox", { name: "Ask about this trip" });
    await user.type(box, "What about consent for my interviews?{Enter}");
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent(
      "The trip has 1 interview card (Elinor); consent is marked as obtained on 1.",
    );
    expect(
      within(answer).getByRole("article", { name: "Plan your interviews" }),
    ).toBeInTheDocument();
    expect(within(answer).queryByRole("article", { name: "Add a budget" })).toBeNull();
    await user.click(within(answer).getByRole("button", { name: /^Add to trip/ }));
    expect(onAddSuggestion).toHaveBeenCalledWith(suggestion());
  });

  it("the Ask button answers too; a question it cannot match says what it can answer", async () => {
    mockFetch({ [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }) });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("article", { name: "Plan your interviews" });
    expect(screen.getByRole("button", { name: "Ask" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Ask about this trip" }), "Hello?");
    await user.click(screen.getByRole("button", { name: "Ask" }));
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent(/could not match your question/);
    expect(answer).toHaveTextContent("budget and costs");
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

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
const ASK = "/api/trips/copilot/ask";

/** The server's answer to a question it cannot answer. */
const ANSWER = {
  intent: "unknown",
  topic: "",
  lead: "I can't answer that from this trip or from what is published here. I can answer:",
  facts: [] as string[],
  people: [] as unknown[],
  reading: [] as unknown[],
  suggestions: [] as unknown[],
  canAnswer: [
    "Who to interview about a subject.",
    "What to read about a subject.",
    "This trip itself.",
  ],
};

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

  it("asks the server who to interview and lists the people with their profiles, work and why", async () => {
    const fetchMock = mockFetch({
      [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }),
      [`POST ${ASK}`]: () =>
        json({
          ...ANSWER,
          intent: "people",
          topic: "water allocation",
          lead: "2 people to consider interviewing about “water allocation”.",
          people: [
            {
              name: "Amaru Quispe",
              description: "Hydrologist",
              profilePath: "/profiles/u-1",
              why: "Wrote the case study “Canal turns”. It matches “water allocation”.",
              items: [
                { title: "Canal turns", typeLabel: "Case Study", path: "/case-study/canal-turns" },
              ],
            },
            {
              name: "Rosa Mamani",
              description: "Water judge",
              profilePath: null,
              why: "Was interviewed in the interview “A water judge”.",
              items: [
                {
                  title: "A water judge",
                  typeLabel: "Interview",
                  path: "/interviews/a-water-judge",
                },
              ],
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("article", { name: "Plan your interviews" });
    await user.type(
      screen.getByRole("textbox", { name: "Ask about this trip" }),
      "Who should I interview about water allocation?{Enter}",
    );
    const answer = await screen.findByRole("region", { name: "Answer" });
    const people = within(answer).getByRole("list", { name: "People to interview" });
    const amaru = within(people).getByRole("article", { name: "Amaru Quispe" });
    expect(within(amaru).getByRole("link", { name: "Amaru Quispe" })).toHaveAttribute(
      "href",
      "/profiles/u-1",
    );
    expect(amaru).toHaveTextContent("It matches “water allocation”.");
    expect(within(amaru).getByRole("link", { name: "Canal turns" })).toHaveAttribute(
      "href",
      "/case-study/canal-turns",
    );
    const rosa = within(people).getByRole("article", { name: "Rosa Mamani" });
    expect(within(rosa).queryByRole("link", { name: "Rosa Mamani" })).toBeNull();
    expect(within(rosa).getByRole("link", { name: "A water judge" })).toHaveAttribute(
      "href",
      "/interviews/a-water-judge",
    );
    const [call] = callsTo(fetchMock, "POST", ASK);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      question: "Who should I interview about water allocation?",
      trip: TRIP,
    });
  });

  it("a trip question shows the facts and the suggestions with 'Add to trip'", async () => {
    mockFetch({
      [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }),
      [`POST ${ASK}`]: () =>
        json({
          ...ANSWER,
          intent: "trip",
          lead: "From your trip:",
          facts: ["The trip has 1 interview card (Elinor); consent is marked as obtained on 1."],
          suggestions: [suggestion()],
        }),
    });
    const user = userEvent.setup();
    const { onAddSuggestion } = renderPanel();
    await screen.findByRole("article", { name: "Plan your interviews" });
    await user.type(
      screen.getByRole("textbox", { name: "Ask about this trip" }),
      "What about consent for my interviews?{Enter}",
    );
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent(
      "The trip has 1 interview card (Elinor); consent is marked as obtained on 1.",
    );
    await user.click(within(answer).getByRole("button", { name: /^Add to trip/ }));
    expect(onAddSuggestion).toHaveBeenCalledWith(suggestion());
  });

  it("the Ask button answers too; a question it cannot answer lists what it can", async () => {
    mockFetch({
      [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }),
      [`POST ${ASK}`]: () => json(ANSWER),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("article", { name: "Plan your interviews" });
    expect(screen.getByRole("button", { name: "Ask" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Ask about this trip" }), "Hello?");
    await user.click(screen.getByRole("button", { name: "Ask" }));
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent("I can't answer that");
    expect(
      within(answer)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(ANSWER.canAnswer);
  });

  it("a failed answer says so, and Try Again asks again", async () => {
    let fail = true;
    mockFetch({
      [`POST ${COPILOT}`]: () => json({ suggestions: [suggestion()] }),
      [`POST ${ASK}`]: () =>
        fail ? apiErrorResponse(500, "INTERNAL", "Internal error") : json(ANSWER),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole("article", { name: "Plan your interviews" });
    await user.type(screen.getByRole("textbox", { name: "Ask about this trip" }), "Hello?{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to get an answer");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("region", { name: "Answer" })).toHaveTextContent(
      "I can't answer that",
    );
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

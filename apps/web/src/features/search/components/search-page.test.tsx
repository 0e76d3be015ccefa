import { SEARCH_MESSAGES } from "@field-commons/shared/search";
import type { SearchRequest } from "@field-commons/shared/search";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as SearchRoute } from "../../../app/routes/search";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { SEARCH_HISTORY_KEY } from "../hooks/use-search-history";
import { readSearchState, writeSearchState } from "../hooks/use-search-state";
import { FILTERS, makeNode, makeResponse, makeResult } from "../testing/search-fixtures";
import { formatScore, resultsSummary } from "../utils/format";
import { parseHighlight } from "../utils/highlight";
import { HighlightedText } from "./highlighted-text";

/** A search's facets that list jobs. */
const WITH_JOBS = {
  ...makeResponse().facets,
  types: [
    { value: "case-study", label: "Case Study", count: 1 },
    { value: "job", label: "Job", count: 2 },
  ],
};

const BASE_ROUTES: Record<string, RouteHandler> = {
  "GET /api/search/filters": () => json(FILTERS),
};

function renderSearch(routes: Record<string, RouteHandler> = {}, path = "/search") {
  const fetchMock = mockFetch({ ...BASE_ROUTES, ...routes });
  const router = createMemoryRouter(
    [
      { path: "/search", element: <SearchRoute /> },
      { path: "/case-study/:slug", element: <h1>Case study page</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router, ...view };
}

function searchCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return ["hybrid", "semantic", "text"].flatMap((type) =>
    callsTo(fetchMock, "POST", `/api/search/${type}`),
  );
}

function lastBody(fetchMock: ReturnType<typeof mockFetch>, type = "hybrid"): SearchRequest {
  const calls = callsTo(fetchMock, "POST", `/api/search/${type}`);
  return JSON.parse(String(calls[calls.length - 1]![1]!.body)) as SearchRequest;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("search URL state", () => {
  it("reads and writes the same state (round trip), leniently", () => {
    const url = new URLSearchParams(
      "q=water&type=text&types=case-study&tags=irrigation&locations=Kenya&domains=Water",
    );
    const state = readSearchState(url);
    expect(state).toMatchObject({
      q: "water",
      type: "text",
      filters: {
        types: ["case-study"],
        domains: ["Water"],
        tags: ["irrigation"],
        locations: ["Kenya"],
      },
      sort: "relevance",
      page: 1,
      node: null,
    });
    expect(readSearchState(writeSearchState(state))).toEqual(state);
    expect(writeSearchState(state).toString()).toBe(
      "q=water&type=text&types=case-study&domains=Water&tags=irrigation&locations=Kenya",
    );
    // Bad values are dropped, never errors.
    expect(
      readSearchState(new URLSearchParams("type=magic&types=spaceship&sort=size&page=-3&ratio=7")),
    ).toMatchObject({
      type: "hybrid",
      filters: { types: [] },
      sort: "relevance",
      page: 1,
      ratio: 0.3,
    });
  });

  it("runs the search of a shared link: type, filters, sort and ratio from the URL", async () => {
    const { fetchMock } = renderSearch(
      { "POST /api/search/text": () => json(makeResponse({ facets: WITH_JOBS })) },
      "/search?q=water&type=text&types=case-study&tags=irrigation&locations=Kenya&domains=Water&sort=date",
    );
    expect(await screen.findByText("1 result in 12 ms")).toBeVisible();
    expect(lastBody(fetchMock, "text")).toEqual({
      text: "water",
      filters: {
        types: ["case-study"],
        domains: ["Water"],
        tags: ["irrigation"],
        locations: ["Kenya"],
      },
      options: { limit: 50, page: 1, sortBy: "date", sortOrder: "desc", semanticRatio: 0.3 },
    });
    expect(screen.getByLabelText("Search")).toHaveValue("water");
    expect(screen.getByLabelText("Search type")).toHaveValue("text");
    expect(screen.getByLabelText("Sort by")).toHaveValue("date");
    // Text searches have no semantic ratio.
    expect(screen.queryByLabelText("Semantic ratio")).toBeNull();
    const filters = screen.getByRole("complementary", { name: "Search filters" });
    expect(await within(filters).findByRole("checkbox", { name: /Case Study/ })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: /irrigation/ })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: /Kenya/ })).toBeChecked();
    expect(within(filters).getByRole("checkbox", { name: /Job/ })).not.toBeChecked();
  });

  it("puts the query, type, filters and sort in the URL as they change", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderSearch({
      "POST /api/search/hybrid": () => json(makeResponse({ facets: WITH_JOBS })),
      "POST /api/search/semantic": () => json(makeResponse({ facets: WITH_JOBS })),
    });
    await user.type(screen.getByLabelText("Search"), "water{Enter}");
    expect(await screen.findByText("1 result in 12 ms")).toBeVisible();
    expect(router.state.location.search).toBe("?q=water");
    expect(lastBody(fetchMock).options?.semanticRatio).toBe(0.3);

    await user.selectOptions(screen.getByLabelText("Search type"), "semantic");
    await waitFor(() => expect(router.state.location.search).toBe("?q=water&type=semantic"));
    await user.selectOptions(screen.getByLabelText("Sort by"), "popularity");
    const filters = screen.getByRole("complementary", { name: "Search filters" });
    await user.click(await within(filters).findByRole("checkbox", { name: /Job/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=water&type=semantic&types=job&sort=popularity"),
    );
    await waitFor(() =>
      expect(lastBody(fetchMock, "semantic")).toMatchObject({
        filters: { types: ["job"] },
        options: { sortBy: "popularity" },
      }),
    );
  });
});

describe("search filters", () => {
  it("counts the search's own results, never the whole index", async () => {
    renderSearch(
      {
        "POST /api/search/hybrid": () =>
          json(
            makeResponse({
              total: 3,
              facets: {
                types: [
                  { value: "case-study", label: "Case Study", count: 2 },
                  { value: "job", label: "Job", count: 1 },
                ],
                domains: [{ value: "Water & Oceans", count: 3 }],
                tags: [],
                locations: [],
              },
            }),
          ),
      },
      "/search?q=water",
    );
    expect(await screen.findByText("3 results in 12 ms")).toBeVisible();
    const filters = screen.getByRole("complementary", { name: "Search filters" });
    expect(within(filters).getByRole("checkbox", { name: "Job , 1" })).toBeInTheDocument();
    expect(within(filters).getByRole("checkbox", { name: "Case Study , 2" })).toBeInTheDocument();
    expect(within(filters).getByText("Numbers are results of this search.")).toBeInTheDocument();
    // The index's figures (FILTERS: 12 case studies, 3 jobs) are not shown.
    expect(within(filters).queryByText("12")).toBeNull();
    expect(within(filters).queryByRole("checkbox", { name: /Kenya/ })).toBeNull();
  });

  it("lists the index's values without counts before a search", async () => {
    renderSearch();
    const filters = screen.getByRole("complementary", { name: "Search filters" });
    expect(await within(filters).findByRole("checkbox", { name: "Job" })).toBeInTheDocument();
    expect(within(filters).getByRole("checkbox", { name: "Case Study" })).toBeInTheDocument();
    expect(within(filters).queryByText("Numbers are results of this search.")).toBeNull();
  });

  it("opens the filters in a dialog from a Filters button that counts the chosen ones", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      {
        "POST /api/search/hybrid": () => json(makeResponse({ total: 1, facets: WITH_JOBS })),
      },
      "/search?q=water&types=case-study",
    );
    expect(await screen.findByText("1 result in 12 ms")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Filters (1)" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    expect(within(dialog).getByRole("checkbox", { name: "Case Study , 1" })).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "Job , 2" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?q=water&types=case-study&types=job"),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Show 1 result" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
  });
});

describe("Smart Search page", () => {
  it("does nothing for blank text", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderSearch();
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.type(screen.getByLabelText("Search"), "   {Enter}");
    expect(searchCalls(fetchMock)).toHaveLength(0);
    expect(router.state.location.search).toBe("");
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    // The idle page: examples and tips.
    expect(screen.getByRole("button", { name: "community organizing" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Search tips" })).toBeVisible();
  });

  it("shows results: highlighted title, passages, type, score with one decimal, match, popularity", async () => {
    renderSearch(
      {
        "POST /api/search/hybrid": () =>
          json(makeResponse({ total: 23, processingTime: 12.4, pages: 1 })),
      },
      "/search?q=water",
    );
    expect(await screen.findByText("23 results in 12 ms")).toBeVisible();
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(
      "Water committees in Kisumu",
    );
    expect(within(card).getAllByText("Water", { selector: "mark" })).toHaveLength(1);
    // A passage is shown as the server cut it: no ellipsis of the page's own.
    expect(
      within(card)
        .getByText(/share the upkeep/)
        .closest("p"),
    ).toHaveTextContent(/^How village water committees share the upkeep$/);
    expect(within(card).getByText("87.3%")).toBeVisible();
    expect(within(card).getByText("Case Study")).toBeVisible();
    expect(within(card).getByText("Hybrid match")).toBeVisible();
    expect(within(card).getByText("120 views · 4 likes · 1 share")).toBeVisible();
    expect(within(card).getByRole("link", { name: /Open/ })).toHaveAttribute(
      "href",
      "/case-study/node-1",
    );
  });

  it("says when the count is a lower bound, and writes large counts with separators", async () => {
    renderSearch(
      {
        "POST /api/search/hybrid": () =>
          json(
            makeResponse({
              total: 1302,
              totalIsLowerBound: true,
              pages: 30,
              relatedTopics: [{ topic: "aquifers", count: 1250 }],
              facets: {
                ...makeResponse().facets,
                types: [{ value: "case-study", label: "Case Study", count: 20000 }],
              },
            }),
          ),
      },
      "/search?q=water",
    );
    expect(await screen.findByText("At least 1,302 results in 12 ms")).toBeVisible();
    expect(screen.getByRole("button", { name: /^aquifers/ })).toHaveTextContent("1,250");
    expect(await screen.findByText("20,000")).toBeInTheDocument();
  });

  it("says so when nothing matched", async () => {
    renderSearch(
      { "POST /api/search/hybrid": () => json(makeResponse({ results: [], total: 0, pages: 0 })) },
      "/search?q=zzz",
    );
    expect(await screen.findByText(SEARCH_MESSAGES.noResults)).toBeVisible();
    expect(screen.getByText("0 results in 12 ms")).toBeVisible();
  });

  it("logs a failed search, clears results and total, and says it failed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = false;
    renderSearch({
      "POST /api/search/hybrid": () =>
        fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(makeResponse()),
    });
    await user.type(screen.getByLabelText("Search"), "water{Enter}");
    expect(await screen.findByText("1 result in 12 ms")).toBeVisible();
    fail = true;
    await user.clear(screen.getByLabelText("Search"));
    await user.type(screen.getByLabelText("Search"), "boom{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("The search could not be completed");
    expect(screen.queryByText(/results? in/)).toBeNull();
    expect(screen.queryByRole("article")).toBeNull();
    expect(error).toHaveBeenCalledWith("Search failed", expect.anything());
  });

  it("adds a related topic as a tag filter", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      { "POST /api/search/hybrid": () => json(makeResponse()) },
      "/search?q=water",
    );
    await user.click(await screen.findByRole("button", { name: /^irrigation/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=water&tags=irrigation"));
    expect(screen.getByRole("button", { name: /^irrigation/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("pages with Previous and Next", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderSearch(
      {
        "POST /api/search/hybrid": ({ body }) =>
          json(
            makeResponse({
              page: (body as SearchRequest).options?.page ?? 1,
              pages: 3,
              total: 120,
            }),
          ),
      },
      "/search?q=water",
    );
    await screen.findByText("120 results in 12 ms");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=water&page=2"));
    await waitFor(() => expect(lastBody(fetchMock).options?.page).toBe(2));
  });

  it("suggests after two characters; arrows and Enter pick one", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderSearch({
      "GET /api/search/suggestions": () =>
        json({
          suggestions: [
            { text: "water committees", type: "publication" },
            { text: "water rights", type: "topic" },
          ],
        }),
      "POST /api/search/hybrid": () => json(makeResponse()),
    });
    const input = screen.getByRole("combobox", { name: "Search" });
    await user.type(input, "wa");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(callsTo(fetchMock, "GET", "/api/search/suggestions")).toHaveLength(0);
    await user.type(input, "t");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(within(list).getAllByRole("option")).toHaveLength(2);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const url = String(callsTo(fetchMock, "GET", "/api/search/suggestions")[0]![0]);
    expect(new URL(url, "http://localhost").searchParams.get("q")).toBe("wat");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute(
      "aria-activedescendant",
      within(list).getByRole("option", { name: /water rights/ }).id,
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=water+rights"));
    expect(input).toHaveValue("water rights");
  });

  it("runs an example search", async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderSearch({
      "POST /api/search/hybrid": () => json(makeResponse()),
    });
    await user.click(screen.getByRole("button", { name: "renewable energy" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=renewable+energy"));
    await waitFor(() => expect(lastBody(fetchMock).text).toBe("renewable energy"));
  });

  it("keeps the last 10 distinct searches, removable, across reloads", async () => {
    const user = userEvent.setup();
    const first = renderSearch({
      "POST /api/search/hybrid": () => json(makeResponse()),
      "GET /api/search/suggestions": () => json({ suggestions: [] }),
    });
    const input = screen.getByLabelText("Search");
    const searchFor = async (text: string) => {
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
      await user.keyboard("{Enter}");
    };
    for (let i = 1; i <= 11; i++) await searchFor(`query ${i}`);
    // A repeat moves to the front instead of appearing twice (case-insensitive).
    await searchFor("QUERY 5");
    const stored = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!) as string[];
    expect(stored).toEqual([
      "QUERY 5",
      "query 11",
      "query 10",
      "query 9",
      "query 8",
      "query 7",
      "query 6",
      "query 4",
      "query 3",
      "query 2",
    ]);
    first.unmount();

    // A reload: the list comes back from storage on the idle page.
    const second = renderSearch();
    const recent = screen.getByRole("region", { name: "Recent searches" });
    expect(within(recent).getAllByRole("listitem")).toHaveLength(10);
    await user.click(
      within(recent).getByRole("button", { name: "Remove “query 11” from recent searches" }),
    );
    expect(within(recent).getAllByRole("listitem")).toHaveLength(9);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).not.toContain("query 11");
    second.unmount();

    renderSearch({ "POST /api/search/hybrid": () => json(makeResponse()) });
    const again = screen.getByRole("region", { name: "Recent searches" });
    expect(within(again).getAllByRole("listitem")).toHaveLength(9);
    await user.click(within(again).getByRole("button", { name: "Clear recent searches" }));
    expect(screen.queryByRole("region", { name: "Recent searches" })).toBeNull();
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY)!)).toEqual([]);
  }, 20_000);

  it("picks a result by keyboard (Show in graph) and marks it selected", async () => {
    const user = userEvent.setup();
    const node = makeNode();
    const { router } = renderSearch(
      {
        "POST /api/search/hybrid": () => json(makeResponse()),
        "GET /api/search/nodes/node-1": () => json(node),
        "GET /api/search/related/node-1": () => json({ related: [] }),
      },
      "/search?q=water",
    );
    const show = await screen.findByRole("button", { name: /Show in graph/ });
    show.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=water&node=node-1"));
    expect(show).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("heading", { name: "Knowledge graph" })).toBeVisible();
    expect(
      await screen.findByRole("button", { name: /Water committees in Kisumu \(Publication\)/ }),
    ).toBeVisible();
  });
});

describe("score and highlights", () => {
  it("formats scores as a percentage with one decimal", () => {
    expect(formatScore(0.8734)).toBe("87.3%");
    expect(formatScore(1)).toBe("100.0%");
    expect(formatScore(0)).toBe("0.0%");
    expect(formatScore(0.05)).toBe("5.0%");
    expect(formatScore(Number.NaN)).toBe("0.0%");
    expect(resultsSummary(1, 3)).toBe("1 result in 3 ms");
    expect(resultsSummary(450, 12.4, true)).toBe("At least 450 results in 12 ms");
  });

  it("renders only <mark> as markup: a script in a fragment is text", () => {
    const fragment =
      'Pumps <mark>water</mark> <script>alert("x")</script> &lt;img src=x onerror=alert(1)&gt; &amp; more';
    expect(parseHighlight(fragment)).toEqual([
      { text: "Pumps ", marked: false },
      { text: "water", marked: true },
      { text: ' <script>alert("x")</script> <img src=x onerror=alert(1)> & more', marked: false },
    ]);
    const { container } = render(
      <p data-testid="fragment">
        <HighlightedText fragment={fragment} />
      </p>,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(screen.getByTestId("fragment")).toHaveTextContent(
      'Pumps water <script>alert("x")</script> <img src=x onerror=alert(1)> & more',
    );
  });

  it("shows a highlighted title from a result safely", async () => {
    renderSearch(
      {
        "POST /api/search/hybrid": () =>
          json(
            makeResponse({
              results: [
                makeResult({
                  highlights: { title: ["<mark>Water</mark> <script>bad()</script>"], content: [] },
                }),
              ],
            }),
          ),
      },
      "/search?q=water",
    );
    const card = await screen.findByRole("article");
    const heading = within(card).getByRole("heading", { level: 3 });
    expect(heading).toHaveTextContent("Water <script>bad()</script>");
    expect(document.querySelector("article script")).toBeNull();
  });
});

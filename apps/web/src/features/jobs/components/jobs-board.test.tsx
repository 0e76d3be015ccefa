import { JOB_PREVIEW_GRID, JOB_PREVIEW_LIST } from "@field-commons/shared/jobs";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { Component as JobsRoute } from "../../../app/routes/jobs";
import { LONG_EXCERPT, makeJobPage, makeJobSummary, numberedJob } from "../testing/job-fixtures";

const STATS = { openPositions: 42, remoteJobs: 17, organizations: 9 };

function jobsHandler(page = makeJobPage([numberedJob(1), numberedJob(2)])): RouteHandler {
  return () => json(page);
}

function renderBoard(routes: Record<string, RouteHandler>, path = "/jobs") {
  const fetchMock = mockFetch({
    "GET /api/jobs/stats": () => json(STATS),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: "/jobs", element: <JobsRoute /> },
      { path: "/jobs/:id", element: <h1>Job page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

/** The query of each GET /api/jobs call, in order. */
function listQueries(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams[] {
  return callsTo(fetchMock, "GET", "/api/jobs").map(
    ([input]) => new URL(String(input), "http://localhost").searchParams,
  );
}

function lastListQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const queries = listQueries(fetchMock);
  return queries[queries.length - 1]!;
}

describe("Jobs board", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
  });

  it("shows the header figures, the jobs as cards and asks for page 1 of 12, newest first", async () => {
    const { fetchMock } = renderBoard({ "GET /api/jobs": jobsHandler() });
    const list = await screen.findByRole("list", { name: "Jobs" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: "Job 1" })).toHaveAttribute(
      "href",
      "/jobs/00000000-0000-4000-8000-000000000001",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Jobs Board" })).toBeInTheDocument();
    expect(await screen.findByText("42")).toBeInTheDocument();
    expect(screen.getByText("Open Positions")).toBeInTheDocument();
    expect(screen.getByText("17")).toBeInTheDocument();
    expect(screen.getByText("Remote Jobs")).toBeInTheDocument();
    expect(screen.getByText("9")).toBeInTheDocument();
    expect(screen.getByText("Organizations")).toBeInTheDocument();
    expect(screen.getByText("Showing 1–2 of 2 jobs")).toBeInTheDocument();
    expect(document.title).toContain("Jobs");

    const query = lastListQuery(fetchMock);
    expect(query.get("page")).toBe("1");
    expect(query.get("limit")).toBe("12");
    expect(query.get("sort")).toBe("newest");
    expect(query.get("type")).toBeNull();
  });

  it("reads filters, sort, view and page from the URL and sends them", async () => {
    const { fetchMock } = renderBoard(
      { "GET /api/jobs": jobsHandler(makeJobPage([numberedJob(1)], { page: 3, total: 40 })) },
      "/jobs?search=water&type=contract&location=remote&domain=Water+%26+Oceans&experience=senior&sort=salary-high&view=list&page=3",
    );
    await screen.findByRole("list", { name: "Jobs" });
    const query = lastListQuery(fetchMock);
    expect(Object.fromEntries(query)).toEqual({
      page: "3",
      limit: "12",
      sort: "salary-high",
      search: "water",
      type: "contract",
      location: "remote",
      domain: "Water & Oceans",
      experience: "senior",
    });
    expect(screen.getByLabelText("Job type")).toHaveValue("contract");
    expect(screen.getByLabelText("Location")).toHaveValue("remote");
    expect(screen.getByLabelText("Domain")).toHaveValue("Water & Oceans");
    expect(screen.getByLabelText("Experience")).toHaveValue("senior");
    expect(screen.getByLabelText("Sort by")).toHaveValue("salary-high");
    expect(screen.getByRole("combobox", { name: "Search jobs" })).toHaveValue("water");
    expect(screen.getByRole("button", { name: "List view" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("ignores unknown values in the URL", async () => {
    const { fetchMock } = renderBoard(
      { "GET /api/jobs": jobsHandler() },
      "/jobs?type=astronaut&sort=random&page=-4&view=cards",
    );
    await screen.findByRole("list", { name: "Jobs" });
    const query = lastListQuery(fetchMock);
    expect(query.get("type")).toBeNull();
    expect(query.get("sort")).toBe("newest");
    expect(query.get("page")).toBe("1");
    expect(screen.getByRole("button", { name: "Grid view" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("puts each filter and the sort into the URL and the request, back on page 1", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderBoard(
      { "GET /api/jobs": jobsHandler(makeJobPage([numberedJob(1)], { page: 2, total: 30 })) },
      "/jobs?page=2",
    );
    await screen.findByRole("list", { name: "Jobs" });

    await user.selectOptions(screen.getByLabelText("Job type"), "Internship");
    await waitFor(() => expect(lastListQuery(fetchMock).get("type")).toBe("internship"));
    expect(lastListQuery(fetchMock).get("page")).toBe("1");
    expect(router.state.location.search).toBe("?type=internship");

    await user.selectOptions(screen.getByLabelText("Location"), "In-person");
    await waitFor(() => expect(lastListQuery(fetchMock).get("location")).toBe("in-person"));

    await user.selectOptions(screen.getByLabelText("Domain"), "Health & Wellbeing");
    await waitFor(() => expect(lastListQuery(fetchMock).get("domain")).toBe("Health & Wellbeing"));

    await user.selectOptions(screen.getByLabelText("Experience"), "Entry level");
    await waitFor(() => expect(lastListQuery(fetchMock).get("experience")).toBe("entry"));

    await user.selectOptions(screen.getByLabelText("Sort by"), "Salary: low to high");
    await waitFor(() => expect(lastListQuery(fetchMock).get("sort")).toBe("salary-low"));

    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      type: "internship",
      location: "in-person",
      domain: "Health & Wellbeing",
      experience: "entry",
      sort: "salary-low",
    });
  });

  it("offers all five sorts", async () => {
    renderBoard({ "GET /api/jobs": jobsHandler() });
    await screen.findByRole("list", { name: "Jobs" });
    const options = within(screen.getByLabelText("Sort by")).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "newest",
      "oldest",
      "salary-high",
      "salary-low",
      "relevance",
    ]);
  });

  it("shows the first 5 page numbers, an ellipsis and the last page, and moves pages through the URL", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderBoard({
      "GET /api/jobs": ({ url }) => {
        const page = Number(new URL(url, "http://localhost").searchParams.get("page"));
        return json(makeJobPage([numberedJob(page)], { page, total: 120 }));
      },
    });
    const nav = await screen.findByRole("navigation", { name: "Job pages" });
    const labels = [...nav.querySelectorAll("li")].map((item) => item.textContent);
    expect(labels).toEqual(["Previous", "1", "2", "3", "4", "5", "…", "10", "Next"]);
    expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(within(nav).getByRole("button", { name: "Page 10" }));
    expect(await screen.findByRole("link", { name: "Job 10" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=10");
    expect(lastListQuery(fetchMock).get("page")).toBe("10");
    expect(screen.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    // On the last page the pages just before it have their buttons.
    expect([...nav.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Previous",
      "1",
      "…",
      "6",
      "7",
      "8",
      "9",
      "10",
      "Next",
    ]);

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("link", { name: "Job 9" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=9");
  });

  it("switches between grid and list view in the URL, with the preview lengths of each", async () => {
    const user = userEvent.setup();
    const { router } = renderBoard({
      "GET /api/jobs": jobsHandler(makeJobPage([makeJobSummary()])),
    });
    await screen.findByRole("list", { name: "Jobs" });
    expect(screen.getByText(`${LONG_EXCERPT.slice(0, JOB_PREVIEW_GRID)}...`)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "List view" }));
    expect(router.state.location.search).toBe("?view=list");
    expect(
      await screen.findByText(`${LONG_EXCERPT.slice(0, JOB_PREVIEW_LIST)}...`),
    ).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveAttribute("data-view", "list");

    await user.click(screen.getByRole("button", { name: "Grid view" }));
    expect(router.state.location.search).toBe("");
  });

  it("shows salary and age on the cards", async () => {
    renderBoard({
      "GET /api/jobs": jobsHandler(
        makeJobPage([
          makeJobSummary({
            compensation: { type: "salary", min: 60000, max: 75000, currency: "GBP" },
            createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          }),
        ]),
      ),
    });
    expect(await screen.findByText("GBP 60K - 75K per year")).toBeInTheDocument();
    expect(screen.getByText("3 days ago")).toBeInTheDocument();
  });

  it("shows the empty state, and Clear all empties the filters and the search", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderBoard(
      { "GET /api/jobs": jobsHandler(makeJobPage([])) },
      "/jobs?type=volunteer&search=glacier&sort=oldest",
    );
    expect(await screen.findByRole("heading", { name: "No jobs found" })).toBeInTheDocument();
    expect(
      screen.getByText("No open position matches your search and filters. Try fewer filters."),
    ).toBeInTheDocument();
    const clearButtons = screen.getAllByRole("button", { name: "Clear all" });
    await user.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(lastListQuery(fetchMock).get("sort")).toBe("newest"));
    const query = lastListQuery(fetchMock);
    expect(query.get("type")).toBeNull();
    expect(query.get("search")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Search jobs" })).toHaveValue("");
    expect(screen.getByLabelText("Job type")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear all" })).toBeNull();
  });

  it("shows 'Oops! Something went wrong' with Try Again when the jobs cannot be fetched", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderBoard({
      "GET /api/jobs": () =>
        fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(makeJobPage([numberedJob(1)])),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", { name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Job 1" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("searches as one types and from a suggestion, which close 150 ms after the box loses focus", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderBoard({
      "GET /api/jobs": jobsHandler(),
      "GET /api/jobs/suggestions": () =>
        json({
          suggestions: [
            { kind: "title", value: "Water Steward" },
            { kind: "organization", value: "Water Commons Trust" },
          ],
        }),
    });
    await screen.findByRole("list", { name: "Jobs" });
    const box = screen.getByRole("combobox", { name: "Search jobs" });
    await user.type(box, "wat");
    const listbox = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Water StewardJob title", "Water Commons TrustOrganization"]);
    expect(
      new URL(
        String(callsTo(fetchMock, "GET", "/api/jobs/suggestions").at(-1)![0]),
        "http://localhost",
      ).searchParams.get("q"),
    ).toBe("wat");
    // The typed text is searched after a pause.
    await waitFor(() => expect(router.state.location.search).toBe("?search=wat"));
    await waitFor(() => expect(lastListQuery(fetchMock).get("search")).toBe("wat"));

    // Keyboard: down to the second suggestion, Enter picks it.
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute(
      "aria-activedescendant",
      within(listbox).getAllByRole("option")[1]!.id,
    );
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Water Commons Trust");
    await waitFor(() => expect(lastListQuery(fetchMock).get("search")).toBe("Water Commons Trust"));
    expect(router.state.location.search).toBe("?search=Water+Commons+Trust");
    expect(screen.queryByRole("listbox")).toBeNull();

    // A click on a suggestion picks it too.
    await user.clear(box);
    await user.type(box, "stew");
    await user.click(await screen.findByRole("option", { name: /Water Steward/ }));
    expect(box).toHaveValue("Water Steward");
    await waitFor(() => expect(lastListQuery(fetchMock).get("search")).toBe("Water Steward"));

    // Leaving the box closes the suggestions 150 ms later.
    await user.type(box, "s");
    await screen.findByRole("listbox");
    await user.tab();
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull(), { timeout: 1000 });
  });

  describe("job alert", () => {
    it("signed out, leads to the login page, which brings the person back", async () => {
      renderBoard({ "GET /api/jobs": jobsHandler() });
      await screen.findByRole("list", { name: "Jobs" });
      const cta = screen.getByRole("region", { name: "Get job alerts" });
      expect(
        within(cta).getByRole("link", { name: "Log in to create a job alert" }),
      ).toHaveAttribute("href", "/login?next=%2Fjobs");
      expect(within(cta).queryByRole("button")).toBeNull();
    });

    it("signed in, saves the current filters as an alert and confirms it", async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderBoard(
        {
          "GET /api/auth/me": () => json({ user: makeUser() }),
          "GET /api/jobs": jobsHandler(),
          "POST /api/job-alerts": ({ body }) =>
            json(
              {
                id: "alert-1",
                filters: (body as { filters: unknown }).filters,
                createdAt: "2026-03-10T10:00:00.000Z",
                matches: 0,
              },
              201,
            ),
        },
        "/jobs?type=full-time&location=remote&search=water&sort=oldest&page=2",
      );
      const cta = await screen.findByRole("region", { name: "Get job alerts" });
      const create = await within(cta).findByRole("button", { name: "Create Job Alert" });
      expect(cta).toHaveTextContent("Full-time · Remote · “water”");
      await user.click(create);
      expect(
        await within(cta).findByText("Job alert created for Full-time · Remote · “water”."),
      ).toHaveFocus();
      const calls = callsTo(fetchMock, "POST", "/api/job-alerts");
      expect(calls).toHaveLength(1);
      expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({
        filters: { search: "water", type: "full-time", location: "remote" },
      });
      expect(within(cta).queryByRole("button", { name: "Create Job Alert" })).toBeNull();

      // Other filters: another alert may be saved.
      await user.selectOptions(screen.getByLabelText("Job type"), "Contract");
      expect(await within(cta).findByRole("button", { name: "Create Job Alert" })).toBeEnabled();
    });

    it("without filters, says plainly that the alert collects all new jobs", async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderBoard({
        "GET /api/auth/me": () => json({ user: makeUser() }),
        "GET /api/jobs": jobsHandler(),
        "POST /api/job-alerts": ({ body }) =>
          json(
            {
              id: "alert-2",
              filters: (body as { filters: unknown }).filters,
              createdAt: "2026-03-10T10:00:00.000Z",
              matches: 0,
            },
            201,
          ),
      });
      const cta = await screen.findByRole("region", { name: "Get job alerts" });
      const create = await within(cta).findByRole("button", { name: "Create Job Alert" });
      expect(
        within(cta).getByText("Create an alert and we will collect all new jobs for you."),
      ).toBeInTheDocument();
      expect(cta).not.toHaveTextContent("new jobs for all new jobs");
      await user.click(create);
      expect(await within(cta).findByText("Job alert created for all new jobs.")).toHaveFocus();
      const calls = callsTo(fetchMock, "POST", "/api/job-alerts");
      expect(JSON.parse(String(calls[0]![1]!.body))).toEqual({ filters: {} });
    });

    it("with filters, names them in the sentence", async () => {
      renderBoard(
        { "GET /api/auth/me": () => json({ user: makeUser() }), "GET /api/jobs": jobsHandler() },
        "/jobs?type=full-time&location=remote",
      );
      const cta = await screen.findByRole("region", { name: "Get job alerts" });
      expect(
        await within(cta).findByText(
          "Save this search as an alert and we will collect new jobs for Full-time · Remote.",
        ),
      ).toBeInTheDocument();
    });

    it("shows the server's message when the alert limit is reached", async () => {
      const user = userEvent.setup();
      renderBoard({
        "GET /api/auth/me": () => json({ user: makeUser() }),
        "GET /api/jobs": jobsHandler(),
        "POST /api/job-alerts": () =>
          apiErrorResponse(
            409,
            "CONFLICT",
            "You can keep up to 20 job alerts. Delete one to add another.",
          ),
      });
      const cta = await screen.findByRole("region", { name: "Get job alerts" });
      await user.click(await within(cta).findByRole("button", { name: "Create Job Alert" }));
      expect(await within(cta).findByRole("alert")).toHaveTextContent(
        "You can keep up to 20 job alerts. Delete one to add another.",
      );
    });
  });
});

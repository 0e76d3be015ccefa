import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { OrganizationDashboard } from "./organization-dashboard";
import { dashboardRoutes, makeAnalytics } from "../testing/organization-fixtures";

/** The dashboard's answers with a signed-in owner. */
function signedIn(...args: Parameters<typeof dashboardRoutes>): Record<string, RouteHandler> {
  return { "GET /api/auth/me": () => json({ user: makeUser() }), ...dashboardRoutes(...args) };
}

function renderDashboard(route = "/organization/dashboard") {
  return renderWithProviders(<OrganizationDashboard />, { route });
}

const TAB = "/organization/dashboard?tab=analytics";

const jobs = [
  { jobId: "job-1", title: "Field Researcher", views: 200, applications: 10 },
  { jobId: "job-2", title: "GIS Analyst", views: 50, applications: 1 },
];

describe("Organization dashboard: Analytics", () => {
  it("asks for 30 days first and for 7 or 90 when the window changes", async () => {
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/analytics": ({ url }) => {
          const days = Number(new URL(url, "http://localhost").searchParams.get("days"));
          return json(makeAnalytics(days, days === 7 ? [jobs[1]!] : jobs));
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard(TAB);
    const totals = await screen.findByRole("list", { name: "Totals" });
    expect(
      within(totals)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Views250", "Applications11", "Conversion rate4.4%"]);
    expect(screen.getByRole("radio", { name: "Last 30 days" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Totals" })).getByText("50"),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole("radio", { name: "Last 90 days" }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, "GET", "/api/organizations/analytics").map(([url]) =>
          new URL(String(url), "http://localhost").searchParams.get("days"),
        ),
      ).toEqual(["30", "7", "90"]),
    );
    // The 90-day table lists 90 days for screen readers.
    const table = await screen.findByRole("table", {
      name: /Views and applications per day for all jobs/,
    });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(91));
  });

  it("draws the chart (lazily) with a data table, per-job figures and conversion", async () => {
    mockFetch(signedIn({ "GET /api/organizations/analytics": () => json(makeAnalytics(7, jobs)) }));
    const user = userEvent.setup();
    renderDashboard(TAB);
    expect(await screen.findByText("Views per day")).toBeInTheDocument();
    expect(screen.getByText("Applications per day")).toBeInTheDocument();

    const perJob = screen.getByRole("table", {
      name: "Views, applications and conversion per job",
    });
    const rows = within(perJob).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Field ResearcherActive200105%",
      "GIS AnalystActive5012%",
    ]);

    const daily = screen.getByRole("table", { name: /per day for all jobs/ });
    const last = within(daily).getAllByRole("row").at(-1)!;
    expect(
      within(last)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["250", "11"]);

    // One job's series.
    await user.selectOptions(screen.getByLabelText("Show"), "job-2");
    const one = screen.getByRole("table", { name: /per day for “GIS Analyst”/ });
    const lastOne = within(one).getAllByRole("row").at(-1)!;
    expect(
      within(lastOne)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["50", "1"]);
    expect(screen.getByText("50 views, 1 application, 2% conversion.")).toBeInTheDocument();
  });

  it("says 'n/a' for a conversion without views, and explains the rate", async () => {
    mockFetch(
      signedIn({
        "GET /api/organizations/analytics": () =>
          json(
            makeAnalytics(7, [
              {
                jobId: "job-1",
                title: "Field Researcher",
                views: 4,
                applications: 9,
                converted: 1,
              },
              { jobId: "job-2", title: "GIS Analyst", views: 0, applications: 3 },
            ]),
          ),
      }),
    );
    renderDashboard(TAB);
    const totals = await screen.findByRole("list", { name: "Totals" });
    expect(
      within(totals)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Views4", "Applications12", "Conversion rate25%"]);
    expect(
      screen.getByText(/the conversion rate is the share of views whose visitor then applied/),
    ).toBeInTheDocument();
    const perJob = screen.getByRole("table", {
      name: "Views, applications and conversion per job",
    });
    expect(
      within(perJob)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Field ResearcherActive4925%", "GIS AnalystActive03n/a"]);
  });
});

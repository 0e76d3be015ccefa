import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { OrganizationDashboard } from "./organization-dashboard";
import { dashboardRoutes, makeApplication, makeJob, page } from "../testing/organization-fixtures";

/** The dashboard's answers with a signed-in owner. */
function signedIn(...args: Parameters<typeof dashboardRoutes>): Record<string, RouteHandler> {
  return { "GET /api/auth/me": () => json({ user: makeUser() }), ...dashboardRoutes(...args) };
}

function renderDashboard(route = "/organization/dashboard") {
  return renderWithProviders(<OrganizationDashboard />, { route });
}

const TAB = "/organization/dashboard?tab=applications";

const params = (url: string) => new URL(url, "http://localhost").searchParams;

describe("Organization dashboard: Applications", () => {
  it("filters by job and by status; each change asks the server for that filter", async () => {
    const researcher = makeJob({ title: "Field Researcher" });
    const analyst = makeJob({ title: "GIS Analyst" });
    const lin = makeApplication();
    const elinor = makeApplication({
      status: "accepted",
      applicant: { ...makeApplication().applicant, name: "Elinor Lin" },
    });
    const applications: RouteHandler = ({ url }) => {
      const query = params(url);
      const list = [lin, elinor].filter(
        (a) => !query.get("status") || a.status === query.get("status"),
      );
      return json(page("applications", query.get("jobId") === analyst.id ? [] : list));
    };
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/jobs": () => json(page("jobs", [researcher, analyst])),
        "GET /api/organizations/applications": applications,
      }),
    );
    const user = userEvent.setup();
    renderDashboard(TAB);
    const list = await screen.findByRole("list", { name: "Applications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);

    const status = screen.getByLabelText("Status");
    await user.selectOptions(status, "accepted");
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Applications" })).getAllByRole("listitem"),
      ).toHaveLength(1),
    );
    expect(screen.getByText("Elinor Lin")).toBeInTheDocument();

    const job = screen.getByLabelText("Job");
    await within(job).findByRole("option", { name: "GIS Analyst" });
    await user.selectOptions(job, analyst.id);
    expect(
      await screen.findByRole("heading", { name: "No applications match these filters" }),
    ).toBeInTheDocument();

    const last = callsTo(fetchMock, "GET", "/api/organizations/applications").at(-1)!;
    expect(params(String(last[0])).get("jobId")).toBe(analyst.id);
    expect(params(String(last[0])).get("status")).toBe("accepted");

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Applications" })).getAllByRole("listitem"),
      ).toHaveLength(2),
    );
    expect(status).toHaveValue("");
    expect(job).toHaveValue("");
  });

  it("Applications on a job row opens this tab filtered to the job", async () => {
    const researcher = makeJob({ title: "Field Researcher" });
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/jobs": () => json(page("jobs", [researcher])),
      }),
    );
    const user = userEvent.setup();
    renderDashboard("/organization/dashboard?tab=jobs");
    await user.click(
      await screen.findByRole("button", { name: "Applications to Field Researcher" }),
    );
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await waitFor(() => expect(screen.getByLabelText("Job")).toHaveValue(researcher.id));
    const last = callsTo(fetchMock, "GET", "/api/organizations/applications").at(-1)!;
    expect(params(String(last[0])).get("jobId")).toBe(researcher.id);
  });

  it("opens an application with every field and the résumé, and changes its status", async () => {
    const application = makeApplication();
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/applications": () => json(page("applications", [application])),
        [`PUT /api/applications/${application.id}`]: ({ body }) =>
          json({ ...application, status: (body as { status: string }).status }),
      }),
    );
    const user = userEvent.setup();
    renderDashboard(TAB);
    await user.click(
      await screen.findByRole("button", { name: "View Application from Lin Ostrom" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Lin Ostrom" });
    const d = within(dialog);
    expect(d.getByText("I have studied water tribunals for five years.")).toBeInTheDocument();
    expect(d.getByText("In 1 month")).toBeInTheDocument();
    expect(d.getByText("EUR 45,000")).toBeInTheDocument();
    expect(d.getByText("Five years of fieldwork.")).toBeInTheDocument();
    expect(within(d.getByRole("list", { name: "Skills" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    expect(d.getByText("Can relocate.")).toBeInTheDocument();
    expect(d.getByRole("link", { name: /lin\.example\.org/ })).toHaveAttribute(
      "href",
      "https://lin.example.org/",
    );
    expect(d.getByRole("link", { name: /linkedin\.com\/in\/lin/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/lin",
    );
    expect(d.getByRole("link", { name: /lin@example\.org/ })).toHaveAttribute(
      "href",
      "mailto:lin@example.org",
    );
    const resume = d.getByRole("link", { name: /Download Résumé/ });
    expect(resume).toHaveAttribute("href", `/api/applications/${application.id}/resume`);
    expect(resume).toHaveAttribute("download");

    const update = d.getByRole("button", { name: "Update Status" });
    expect(update).toBeDisabled();
    await user.selectOptions(d.getByLabelText("Status"), "rejected");
    await user.click(update);
    expect(await d.findByText("Status changed to Rejected.")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "PUT", `/api/applications/${application.id}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: "rejected" });
    expect(d.getAllByText("Rejected").length).toBeGreaterThan(0);

    // Any status from any other: back to pending.
    await user.selectOptions(d.getByLabelText("Status"), "pending");
    await user.click(d.getByRole("button", { name: "Update Status" }));
    expect(await d.findByText("Status changed to Pending.")).toBeInTheDocument();
  });
});

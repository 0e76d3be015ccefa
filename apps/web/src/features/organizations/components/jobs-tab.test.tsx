import { JOB_MESSAGES, OPEN_JOBS_LIMIT, openJobsLimitMessage } from "@field-commons/shared/jobs";
import type { JobSummary } from "@field-commons/shared/jobs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { OrganizationDashboard } from "./organization-dashboard";
import { dashboardRoutes, makeJob, makeJobDetail, page } from "../testing/organization-fixtures";

/** The dashboard's answers with a signed-in owner. */
function signedIn(...args: Parameters<typeof dashboardRoutes>): Record<string, RouteHandler> {
  return { "GET /api/auth/me": () => json({ user: makeUser() }), ...dashboardRoutes(...args) };
}

function renderDashboard(route = "/organization/dashboard") {
  return renderWithProviders(<OrganizationDashboard />, { route });
}

const JOBS_TAB = "/organization/dashboard?tab=jobs";

function jobsRoutes(jobs: JobSummary[], routes: Record<string, RouteHandler> = {}) {
  return signedIn({
    "GET /api/organizations/jobs": () => json(page("jobs", jobs)),
    ...routes,
  });
}

async function openPostModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Post a Job" }));
  const dialog = await screen.findByRole("dialog", { name: "Post a Job" });
  return { user, dialog };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText("Title"), "Water Tribunal Researcher");
  await user.selectOptions(d.getByLabelText("Type"), "full-time");
  await user.selectOptions(d.getByLabelText("Domain"), "Water & Oceans");
  await user.selectOptions(d.getByLabelText("Experience level"), "mid");
  await user.type(d.getByLabelText("Country"), "Spain");
  await user.type(d.getByLabelText("City"), "Valencia");
  await user.selectOptions(d.getByLabelText("Location type"), "hybrid");
  await user.type(d.getByLabelText("Description"), "Study the Tribunal de las Aguas.");
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(callsTo(fetchMock, method, path)[0]![1]?.body)) as Record<string, unknown>;

describe("Organization dashboard: Jobs", () => {
  it("lists the organization's jobs with their status", async () => {
    mockFetch(
      jobsRoutes([
        makeJob({ title: "Field Researcher", status: "active" }),
        makeJob({ title: "GIS Analyst", status: "draft" }),
        makeJob({ title: "Data Steward", status: "closed" }),
      ]),
    );
    renderDashboard(JOBS_TAB);
    const list = await screen.findByRole("list", { name: "Jobs" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Active")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Draft")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Closed")).toBeInTheDocument();
    // A closed job has nothing left to close.
    expect(within(rows[2]!).queryByRole("button", { name: /^Close/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText(/120/)).toBeInTheDocument();
  });

  it("the job form marks and checks its required fields; nothing is sent until they are filled", async () => {
    const fetchMock = mockFetch(jobsRoutes([]));
    renderDashboard(JOBS_TAB);
    const { user, dialog } = await openPostModal();
    const d = within(dialog);
    for (const label of [
      "Title",
      "Type",
      "Domain",
      "Experience level",
      "Location type",
      "Description",
    ]) {
      expect(d.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(d.getByLabelText("Category")).not.toHaveAttribute("aria-required");

    await user.click(d.getByRole("button", { name: "Post Job" }));
    expect(await d.findByText("Title is required")).toBeInTheDocument();
    for (const [label, message] of [
      ["Type", "Job type is required"],
      ["Domain", "Domain is required"],
      ["Experience level", "Experience level is required"],
      ["Location type", "Location type is required"],
      ["Description", "Description is required"],
    ] as const) {
      expect(d.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(d.getByText("Please correct the marked fields.")).toBeInTheDocument();
    await waitFor(() => expect(d.getByLabelText("Title")).toHaveFocus());
    expect(callsTo(fetchMock, "POST", "/api/jobs")).toHaveLength(0);
  });

  it("posts the job with the salary parsed to whole numbers", async () => {
    const fetchMock = mockFetch(
      jobsRoutes([], {
        "POST /api/jobs": () => json(makeJobDetail({ title: "Water Tribunal Researcher" }), 201),
      }),
    );
    renderDashboard(JOBS_TAB);
    const { user, dialog } = await openPostModal();
    const d = within(dialog);
    await fillRequired(user, dialog);

    await user.selectOptions(d.getByLabelText("Compensation type"), "salary");
    const min = d.getByLabelText("Minimum salary");
    await user.type(min, "forty");
    await user.click(d.getByRole("button", { name: "Post Job" }));
    await waitFor(() =>
      expect(min).toHaveAccessibleDescription(/Enter a whole number, for example 45000/),
    );
    expect(callsTo(fetchMock, "POST", "/api/jobs")).toHaveLength(0);

    await user.clear(min);
    await user.type(min, "40,000.90");
    await user.type(d.getByLabelText("Maximum salary"), "52000.5");
    await user.selectOptions(d.getByLabelText("Currency"), "EUR");
    await user.type(d.getByLabelText("Requirements"), "Spanish{Enter}");
    await user.type(d.getByLabelText("Tags"), "water{Enter}");
    await user.click(d.getByRole("button", { name: "Post Job" }));

    expect(await screen.findByText("“Water Tribunal Researcher” is posted.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/jobs")).toEqual({
      title: "Water Tribunal Researcher",
      type: "full-time",
      domain: "Water & Oceans",
      experienceLevel: "mid",
      location: { country: "Spain", city: "Valencia", type: "hybrid" },
      description: "Study the Tribunal de las Aguas.",
      category: "",
      compensation: { type: "salary", min: 40000, max: 52000, currency: "EUR" },
      tags: ["water"],
      requirements: ["Spanish"],
      responsibilities: [],
      benefits: [],
      applicationDeadline: null,
      startDate: null,
      status: "active",
    });
  });

  it("at the plan's open-job limit the form says so and will not open a job; a draft still posts", async () => {
    const limit = OPEN_JOBS_LIMIT.free;
    const fetchMock = mockFetch(
      jobsRoutes([], {
        "GET /api/jobs/allowance": () => json({ openJobs: limit, limit }),
        "POST /api/jobs": () => json(makeJobDetail({ title: "Water Tribunal Researcher" }), 201),
      }),
    );
    renderDashboard(JOBS_TAB);
    const { user, dialog } = await openPostModal();
    const d = within(dialog);
    await fillRequired(user, dialog);

    const note = await d.findByText(openJobsLimitMessage(limit));
    expect(note).toHaveTextContent(`allows ${limit} open jobs at a time`);
    const post = d.getByRole("button", { name: "Post Job" });
    expect(post).toBeDisabled();
    expect(post).toHaveAccessibleDescription(openJobsLimitMessage(limit));

    await user.selectOptions(d.getByLabelText("Status"), "draft");
    expect(d.queryByText(openJobsLimitMessage(limit))).not.toBeInTheDocument();
    expect(post).toBeEnabled();
    await user.click(post);
    expect(await screen.findByText("“Water Tribunal Researcher” is posted.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/jobs")).toMatchObject({ status: "draft" });
  });

  it("editing a job that is open already is not held back by the limit", async () => {
    const fetchMock = mockFetch(
      jobsRoutes([makeJob({ id: "job-1", title: "Field Researcher", status: "active" })], {
        "GET /api/jobs/allowance": () => json({ openJobs: 5, limit: 5 }),
        "GET /api/jobs/job-1": () =>
          json(makeJobDetail({ id: "job-1", title: "Field Researcher", status: "active" })),
      }),
    );
    renderDashboard(JOBS_TAB);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Field Researcher" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Job" });
    const save = await within(dialog).findByRole("button", { name: "Save Changes" });
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/jobs/allowance")).not.toHaveLength(0),
    );
    expect(save).toBeEnabled();
    expect(within(dialog).queryByText(openJobsLimitMessage(5))).not.toBeInTheDocument();
  });

  it("a VALIDATION_FAILED answer puts the server's message on its field", async () => {
    mockFetch(
      jobsRoutes([], {
        "POST /api/jobs": () =>
          apiErrorResponse(400, "VALIDATION_FAILED", "Invalid body", {
            applicationDeadline: [JOB_MESSAGES.deadlinePassed],
          }),
      }),
    );
    renderDashboard(JOBS_TAB);
    const { user, dialog } = await openPostModal();
    const d = within(dialog);
    await fillRequired(user, dialog);
    const deadline = d.getByLabelText("Application deadline");
    await user.type(deadline, "2020-01-31");
    await user.click(d.getByRole("button", { name: "Post Job" }));

    await waitFor(() => expect(deadline).toHaveAttribute("aria-invalid", "true"));
    expect(deadline).toHaveAccessibleDescription(JOB_MESSAGES.deadlinePassed);
    await waitFor(() => expect(deadline).toHaveFocus());
    expect(d.getByText("Please correct the marked fields.")).toBeInTheDocument();
    // The modal stays open with what was typed.
    expect(d.getByLabelText("Title")).toHaveValue("Water Tribunal Researcher");
  });

  it("Edit opens the same modal filled with the job and saves it with PUT", async () => {
    const job = makeJob({ title: "Field Researcher" });
    const detail = makeJobDetail({ ...job, title: "Field Researcher" });
    const fetchMock = mockFetch(
      jobsRoutes([job], {
        [`GET /api/jobs/${job.id}`]: () => json(detail),
        [`PUT /api/jobs/${job.id}`]: ({ body }) =>
          json({ ...detail, title: (body as { title: string }).title }),
      }),
    );
    const user = userEvent.setup();
    renderDashboard(JOBS_TAB);
    await user.click(await screen.findByRole("button", { name: "Edit Field Researcher" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Job" });
    const d = within(dialog);
    const title = await d.findByLabelText("Title");
    expect(title).toHaveValue("Field Researcher");
    expect(d.getByLabelText("Type")).toHaveValue("full-time");
    expect(d.getByLabelText("Location type")).toHaveValue("hybrid");
    expect(d.getByLabelText("Minimum salary")).toHaveValue("40000");
    expect(d.getByLabelText("Maximum salary")).toHaveValue("52000");
    expect(d.getByText("Spanish")).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, "Senior Field Researcher");
    await user.click(d.getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("Changes to “Senior Field Researcher” are saved."),
    ).toBeInTheDocument();
    const body = sentBody(fetchMock, "PUT", `/api/jobs/${job.id}`);
    expect(body).toMatchObject({
      title: "Senior Field Researcher",
      compensation: { type: "salary", min: 40000, max: 52000, currency: "EUR" },
      requirements: ["Spanish"],
      status: "active",
    });
  });

  it("Close sends the job as it is with status closed", async () => {
    const job = makeJob({ title: "Field Researcher" });
    const detail = makeJobDetail({ ...job });
    let closed = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/jobs": () =>
          json(page("jobs", [closed ? { ...job, status: "closed" as const } : job])),
        [`GET /api/jobs/${job.id}`]: () => json(detail),
        [`PUT /api/jobs/${job.id}`]: () => {
          closed = true;
          return json({ ...detail, status: "closed" });
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard(JOBS_TAB);
    await user.click(await screen.findByRole("button", { name: "Close Field Researcher" }));
    expect(await screen.findByText("“Field Researcher” is closed.")).toBeInTheDocument();
    const body = sentBody(fetchMock, "PUT", `/api/jobs/${job.id}`);
    expect(body).toMatchObject({
      title: detail.title,
      description: detail.description,
      status: "closed",
    });
    const list = await screen.findByRole("list", { name: "Jobs" });
    await waitFor(() => expect(within(list).getByText("Closed")).toBeInTheDocument());
  });

  it("Delete asks first; Cancel keeps the job, Delete Job removes it", async () => {
    const job = makeJob({ title: "Field Researcher" });
    let deleted = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/jobs": () => json(page("jobs", deleted ? [] : [job])),
        [`DELETE /api/jobs/${job.id}`]: () => {
          deleted = true;
          return json({ success: true });
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard(JOBS_TAB);
    await user.click(await screen.findByRole("button", { name: "Delete Field Researcher" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Delete “Field Researcher”?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(callsTo(fetchMock, "DELETE", `/api/jobs/${job.id}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Field Researcher" }));
    confirm = await screen.findByRole("alertdialog", { name: "Delete “Field Researcher”?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete Job" }));
    expect(await screen.findByText("“Field Researcher” was deleted.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "DELETE", `/api/jobs/${job.id}`)).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "No jobs yet" })).toBeInTheDocument();
  });

  it("closing the job form with typed changes asks 'Leave without saving?'; Stay keeps them, Leave closes", async () => {
    mockFetch(jobsRoutes([]));
    renderDashboard(JOBS_TAB);
    const { user, dialog } = await openPostModal();
    // Nothing typed yet: Cancel closes at once.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Post a Job" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();

    const reopened = (await openPostModal()).dialog;
    await user.type(within(reopened).getByLabelText("Title"), "Water Tribunal Researcher");
    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(asked).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(within(reopened).getByLabelText("Title")).toHaveValue("Water Tribunal Researcher");

    await user.click(within(reopened).getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Post a Job" })).toBeNull());
  });
});

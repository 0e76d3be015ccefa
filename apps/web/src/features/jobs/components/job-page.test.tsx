import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { Component as JobRoute } from "../../../app/routes/job";
import { JOB_ID, makeJobDetail, makeJobPage, numberedJob } from "../testing/job-fixtures";

const DETAIL = `GET /api/jobs/${JOB_ID}`;
const VIEWS = `/api/jobs/${JOB_ID}/views`;
const SIGNED_IN = { "GET /api/auth/me": () => json({ user: makeUser() }) };

function renderPage(routes: Record<string, RouteHandler>, path = `/jobs/${JOB_ID}`) {
  const fetchMock = mockFetch({
    [`POST ${VIEWS}`]: () => json({ counted: true, views: 121 }),
    "GET /api/jobs": () =>
      json(makeJobPage([numberedJob(1), makeJobDetail(), numberedJob(2), numberedJob(3)])),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: "/jobs/:id", element: <JobRoute /> },
      { path: "/jobs", element: <h1>Jobs list</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createTestQueryClient()}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { fetchMock, router };
}

/**
 * Waits for the page to show the person signed in (Apply Now is then a
 * button, not a link to the login page): a click before that leads to login.
 */
async function waitForSignedIn() {
  const salary = await screen.findByRole("region", { name: "Salary and application" });
  await within(salary).findByRole("button", { name: "Apply Now" });
}

/** A response the test answers when it chooses. */
function deferred() {
  let answer: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe("Job page", () => {
  const originalTitle = document.title;
  afterEach(() => {
    document.title = originalTitle;
    document.head.querySelector('meta[name="description"]')?.remove();
  });

  it("shows breadcrumb, header, meta, sections, salary, real stats, organization and related jobs", async () => {
    // Related jobs come once the header is checked: their cards repeat its location, type and level.
    let answerRelated!: () => void;
    const relatedAnswered = new Promise<void>((resolve) => (answerRelated = resolve));
    const { fetchMock } = renderPage({
      [DETAIL]: () => json(makeJobDetail()),
      "GET /api/jobs": async () => {
        await relatedAnswered;
        return json(makeJobPage([numberedJob(1), makeJobDetail(), numberedJob(2), numberedJob(3)]));
      },
    });
    const title = "Research Fellow, Community Water Governance";
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();

    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(breadcrumb).getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/jobs");
    expect(within(breadcrumb).getByText(title)).toHaveAttribute("aria-current", "page");

    expect(screen.getByText("Cusco, Peru · Hybrid")).toBeInTheDocument();
    expect(screen.getByText("Full-time")).toBeInTheDocument();
    expect(screen.getByText("Mid level")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Job Description" })).toBeInTheDocument();
    expect(screen.getByText("You will work with the committees as partners.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Requirements" })).toHaveTextContent(
      "A master's degree in a related field",
    );
    expect(screen.getByRole("region", { name: "Responsibilities" })).toHaveTextContent(
      "Run monthly meetings with the committees",
    );
    expect(screen.getByRole("region", { name: "Benefits" })).toHaveTextContent("Field allowance");
    expect(screen.getByRole("region", { name: "Tags" })).toHaveTextContent("irrigation");

    const salary = screen.getByRole("region", { name: "Salary and application" });
    expect(salary).toHaveTextContent("USD 42K - 52K per year");
    // Signed out, Apply Now leads to the login page, which brings the person back here.
    expect(within(salary).getByRole("link", { name: "Apply Now" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/jobs/${makeJobDetail().id}`)}`,
    );

    // The view is recorded once (StrictMode runs effects twice) and the server's count shown.
    const stats = screen.getByRole("region", { name: "Job stats" });
    await waitFor(() => expect(stats).toHaveTextContent("Views121"));
    expect(stats).toHaveTextContent("Applications7");
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(1);

    const organization = screen.getByRole("region", { name: "Organization" });
    expect(within(organization).getByRole("link", { name: "View organization" })).toHaveAttribute(
      "href",
      "/organizations/commons-lab",
    );
    expect(organization).toHaveTextContent("Lima, Peru");

    // Related jobs: same domain, four asked for, the current one dropped, three shown.
    answerRelated();
    const related = await screen.findByRole("region", { name: "Related Jobs" });
    await waitFor(() => expect(within(related).getAllByRole("article")).toHaveLength(3));
    expect(within(related).queryByRole("link", { name: title })).toBeNull();
    const relatedQuery = new URL(
      String(callsTo(fetchMock, "GET", "/api/jobs")[0]![0]),
      "http://localhost",
    ).searchParams;
    expect(relatedQuery.get("domain")).toBe("Water & Oceans");
    expect(relatedQuery.get("limit")).toBe("4");

    expect(document.title).toContain(title);
  });

  it("shows a loading state first", async () => {
    const detail = deferred();
    renderPage({ [DETAIL]: () => detail.promise });
    expect(await screen.findByText("Loading job…")).toBeInTheDocument();
    detail.answer(json(makeJobDetail()));
    expect(await screen.findByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  it("shows 'Job Not Found' with 'Back to Jobs' for a 404", async () => {
    const { fetchMock } = renderPage({
      [DETAIL]: () => apiErrorResponse(404, "NOT_FOUND", "Job Not Found"),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Job Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Jobs" })).toHaveAttribute("href", "/jobs");
    expect(callsTo(fetchMock, "POST", VIEWS)).toHaveLength(0);
    expect(document.title).toContain("Job Not Found");
  });

  it("shows 'Job Not Found' for an id that cannot be a job, without asking", async () => {
    const { fetchMock } = renderPage({}, "/jobs/not-a-job");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Job Not Found" }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith("/api/jobs"))).toBe(
      false,
    );
  });

  it("shows 'Oops! Something went wrong' with Try Again when the job cannot be fetched", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage({
      [DETAIL]: () => (fail ? apiErrorResponse(500, "INTERNAL", "Boom") : json(makeJobDetail())),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Failed to fetch job")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Research Fellow, Community Water Governance",
      }),
    ).toBeInTheDocument();
  });

  it("signed out, Save and Like lead to the login page without a call", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage({ [DETAIL]: () => json(makeJobDetail()) });
    await user.click(await screen.findByRole("button", { name: "Like, 4 likes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(callsTo(fetchMock, "POST", `/api/jobs/${JOB_ID}/like`)).toHaveLength(0);
  });

  it("flips Like only once the server confirms, and shows the server's count", async () => {
    const user = userEvent.setup();
    const like = deferred();
    renderPage({
      ...SIGNED_IN,
      [DETAIL]: () => json(makeJobDetail()),
      [`POST /api/jobs/${JOB_ID}/like`]: () => like.promise,
    });
    await waitForSignedIn();
    const button = await screen.findByRole("button", { name: "Like, 4 likes" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    // Waiting for the server: not flipped yet.
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAttribute("data-busy", "true");
    like.answer(json({ liked: true, likes: 5 }));
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(button).toHaveAccessibleName("Like, 5 likes");
  });

  it("leaves Save as it was when the server refuses", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage({
      ...SIGNED_IN,
      [DETAIL]: () => json(makeJobDetail()),
      [`POST /api/jobs/${JOB_ID}/save`]: () => apiErrorResponse(500, "INTERNAL", "Boom"),
    });
    await waitForSignedIn();
    const button = await screen.findByRole("button", { name: "Save, 2 saves" });
    await user.click(button);
    expect(await screen.findByText("Could not save the job.")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toHaveAccessibleName("Save, 2 saves");
  });

  it("saves once the server confirms", async () => {
    const user = userEvent.setup();
    renderPage({
      ...SIGNED_IN,
      [DETAIL]: () => json(makeJobDetail()),
      [`POST /api/jobs/${JOB_ID}/save`]: () => json({ saved: true, saves: 3 }),
    });
    await waitForSignedIn();
    const button = await screen.findByRole("button", { name: "Save, 2 saves" });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
    expect(button).toHaveAccessibleName("Save, 3 saves");
  });

  it("signed in, Apply Now opens the application form", async () => {
    const user = userEvent.setup();
    renderPage({ ...SIGNED_IN, [DETAIL]: () => json(makeJobDetail()) });
    const salary = await screen.findByRole("region", { name: "Salary and application" });
    await user.click(await within(salary).findByRole("button", { name: "Apply Now" }));
    // The form loads on first use.
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Apply for Research Fellow, Community Water Governance" },
      { timeout: 5000 },
    );
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue("Ada Ostrom");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when the visitor has applied, or the job is closed", async () => {
    renderPage({
      ...SIGNED_IN,
      [DETAIL]: () =>
        json(
          makeJobDetail({
            viewer: { liked: false, saved: false, applicationId: "app-1", canManage: false },
          }),
        ),
    });
    expect(await screen.findByText("You have applied to this job.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
  });

  it("offers no Apply Now on a closed job", async () => {
    renderPage({ [DETAIL]: () => json(makeJobDetail({ status: "closed" })) });
    expect(
      await screen.findByText("This job is no longer accepting applications."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Apply Now" })).toBeNull();
  });
});

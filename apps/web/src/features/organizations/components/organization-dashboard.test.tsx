import { INVITATION_MESSAGES } from "@field-commons/shared/invitations";
import { JOB_MESSAGES } from "@field-commons/shared/jobs";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { routeXhrThroughFetch } from "../../../components/image-upload/fake-xhr";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { OrganizationDashboard } from "./organization-dashboard";
import {
  dashboardRoutes,
  makeAnalytics,
  makeApplication,
  makeJob,
  makeMyOrganization,
  makeOrganization,
  makeReceivedInvitation,
  makeSentInvitation,
  page,
} from "../testing/organization-fixtures";

/** The dashboard's answers with a signed-in owner. */
function signedIn(...args: Parameters<typeof dashboardRoutes>): Record<string, RouteHandler> {
  return { "GET /api/auth/me": () => json({ user: makeUser() }), ...dashboardRoutes(...args) };
}

function renderDashboard(route = "/organization/dashboard") {
  return renderWithProviders(<OrganizationDashboard />, { route });
}

describe("Organization dashboard: session and organization", () => {
  it("signed out: asks to log in (returning here) or sign up, and fetches nothing", async () => {
    const fetchMock = mockFetch();
    renderDashboard();
    expect(
      await screen.findByRole("heading", {
        name: "Please log in to access your organization dashboard",
      }),
    ).toBeInTheDocument();
    // Signing in brings the person back here.
    expect(screen.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?next=%2Forganization%2Fdashboard",
    );
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(callsTo(fetchMock, "GET", "/api/organizations/me")).toHaveLength(0);
  });

  it("no organization: 'Organization Not Found' with the create form; creating shows the dashboard", async () => {
    let created = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          created
            ? json(makeMyOrganization())
            : apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound),
        "POST /api/organizations": () => {
          created = true;
          return json(makeMyOrganization(), 201);
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Create your organization profile" });

    // The name is required: nothing is sent without it, and focus moves to it.
    await user.click(within(form).getByRole("button", { name: "Create Organization" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    const name = within(form).getByLabelText(/Organization name/);
    expect(name).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(name).toHaveFocus());
    expect(callsTo(fetchMock, "POST", "/api/organizations")).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Organization name/), "Commons Lab");
    await user.type(within(form).getByLabelText("Website"), "commons.example.org");
    await user.type(within(form).getByLabelText("Description"), "We study shared water systems.");
    await user.selectOptions(within(form).getByLabelText("Size"), "11-50");
    await user.selectOptions(within(form).getByLabelText("Domain"), "Water & Oceans");
    await user.type(within(form).getByLabelText("Location"), "Valencia, Spain");
    await user.click(within(form).getByRole("button", { name: "Create Organization" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Commons Lab" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Jobs",
      "Applications",
      "Analytics",
    ]);
    const [, init] = callsTo(fetchMock, "POST", "/api/organizations")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Commons Lab",
      logoUploadId: null,
      website: "https://commons.example.org/",
      description: "We study shared water systems.",
      size: "11-50",
      location: "Valencia, Spain",
      domain: "Water & Oceans",
    });
  });

  it("uploads a logo and sends its upload id with the new organization", async () => {
    routeXhrThroughFetch();
    const logoId = "00000000-0000-4000-8000-0000000000aa";
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound),
        "POST /api/uploads/images": () =>
          json({
            id: logoId,
            url: `/api/uploads/${logoId}`,
            cardUrl: `/api/uploads/${logoId}/card`,
            width: 200,
            height: 200,
            mimeType: "image/png",
            bytes: 1000,
          }),
        "POST /api/organizations": () => apiErrorResponse(500, "INTERNAL", "Boom"),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    await user.type(await screen.findByLabelText(/Organization name/), "Commons Lab");
    await user.upload(
      screen.getByLabelText("Upload Logo"),
      new File([new Uint8Array(1000)], "logo.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("img", { name: "Logo preview" })).toHaveAttribute(
      "src",
      `/api/uploads/${logoId}/card`,
    );
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(
      await screen.findByText("Your changes could not be saved. Please try again."),
    ).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "POST", "/api/organizations")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ logoUploadId: logoId });
  });

  it("refuses a file that is not an image before sending it", async () => {
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound),
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderDashboard();
    const input = await screen.findByLabelText("Upload Logo");
    await user.upload(input, new File(["notes"], "notes.txt", { type: "text/plain" }));
    expect(input).toHaveAccessibleDescription(/Please choose an image file/);
    expect(callsTo(fetchMock, "POST", "/api/uploads/images")).toHaveLength(0);
  });

  it("a refused website from the server lands on the Website field", async () => {
    mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound),
        "POST /api/organizations": () =>
          apiErrorResponse(400, "VALIDATION_FAILED", "Invalid body", {
            website: ["Enter a web address (https://...)"],
          }),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    const name = await screen.findByLabelText(/Organization name/);
    await user.type(name, "Commons Lab");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    const website = screen.getByLabelText("Website");
    await waitFor(() => expect(website).toHaveAttribute("aria-invalid", "true"));
    expect(website).toHaveAccessibleDescription("Enter a web address (https://...)");
    expect(screen.getByText("Please correct the marked fields.")).toBeInTheDocument();
  });

  it("a failed load shows 'Oops! Something went wrong' with Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let ok = false;
    mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          ok ? json(makeMyOrganization()) : apiErrorResponse(500, "INTERNAL", "Boom"),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(
      await screen.findByRole("heading", { name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    ok = true;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Commons Lab" })).toBeInTheDocument();
  });
});

describe("Organization dashboard: Overview", () => {
  it("shows the real figures, 3 recent jobs, 5 recent applications and 5 top jobs", async () => {
    const recentJobs = [
      makeJob({ title: "Field Researcher" }),
      makeJob({ title: "GIS Analyst", status: "draft" }),
      makeJob({ title: "Data Steward", status: "closed" }),
    ];
    const recentApplications = Array.from({ length: 5 }, (_, i) =>
      makeApplication({
        applicant: { ...makeApplication().applicant, name: `Applicant ${i + 1}` },
      }),
    );
    const top = Array.from({ length: 7 }, (_, i) => ({
      jobId: `job-${i}`,
      title: `Top job ${i + 1}`,
      views: 100 - i * 10,
      applications: 5,
    }));
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/jobs": () => json(page("jobs", recentJobs, 9, 3)),
        "GET /api/organizations/applications": () =>
          json(page("applications", recentApplications, 14, 5)),
        "GET /api/organizations/analytics": () => json(makeAnalytics(30, top)),
      }),
    );
    renderDashboard();

    const figures = await screen.findByRole("list", { name: "Figures" });
    await waitFor(() => expect(within(figures).getByText("9")).toBeInTheDocument());
    const values = within(figures)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(values).toEqual([
      "Total Jobs9",
      "Active Jobs2",
      "Applications14",
      "Pending Review4",
      "Views (30 days)490",
      "Conversion (30 days)7.1%",
    ]);

    const jobsList = await screen.findByRole("list", { name: "Recent jobs" });
    expect(within(jobsList).getAllByRole("listitem")).toHaveLength(3);
    expect(within(jobsList).getByRole("link", { name: "GIS Analyst" })).toHaveAttribute(
      "href",
      `/jobs/${recentJobs[1]!.id}`,
    );
    expect(within(jobsList).getByText("Draft")).toBeInTheDocument();

    const applications = screen.getByRole("list", { name: "Recent applications" });
    expect(within(applications).getAllByRole("listitem")).toHaveLength(5);

    const topJobs = screen.getByRole("list", { name: "Top jobs" });
    expect(
      within(topJobs)
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["Top job 1", "Top job 2", "Top job 3", "Top job 4", "Top job 5"]);

    // The lists ask for exactly the dashboard's numbers.
    const jobsUrl = String(callsTo(fetchMock, "GET", "/api/organizations/jobs")[0]![0]);
    expect(new URL(jobsUrl, "http://localhost").searchParams.get("limit")).toBe("3");
    const appsUrl = String(callsTo(fetchMock, "GET", "/api/organizations/applications")[0]![0]);
    expect(new URL(appsUrl, "http://localhost").searchParams.get("limit")).toBe("5");
  });

  it("conversion counts views that led to an application, and says 'n/a' without views", async () => {
    // Six applications but one view, none of them after a view: 0 %, not 600 %.
    mockFetch(
      signedIn({
        "GET /api/organizations/analytics": () =>
          json(
            makeAnalytics(30, [
              { jobId: "a", title: "Read once", views: 1, applications: 6, converted: 0 },
              { jobId: "b", title: "Never read", views: 0, applications: 2 },
            ]),
          ),
      }),
    );
    renderDashboard();
    const figures = await screen.findByRole("list", { name: "Figures" });
    await waitFor(() =>
      expect(within(figures).getByText("Conversion (30 days)").parentElement).toHaveTextContent(
        "Conversion (30 days)0%",
      ),
    );
    const topJobs = await screen.findByRole("list", { name: "Top jobs" });
    expect(
      within(topJobs)
        .getAllByRole("listitem")
        .map((li) => li.lastChild?.textContent),
    ).toEqual(["1 view · 6 applications · 0%", "0 views · 2 applications · n/a"]);
  });

  it("shows 'n/a' for the conversion when nothing was viewed in the window", async () => {
    mockFetch(
      signedIn({
        "GET /api/organizations/analytics": () =>
          json(makeAnalytics(30, [{ jobId: "b", title: "Never read", views: 0, applications: 2 }])),
      }),
    );
    renderDashboard();
    const figures = await screen.findByRole("list", { name: "Figures" });
    await waitFor(() =>
      expect(within(figures).getByText("Conversion (30 days)").parentElement).toHaveTextContent(
        "Conversion (30 days)n/a",
      ),
    );
  });

  it("the owner invites by e-mail: the pending invitation shows by address; a refusal lands on the field", async () => {
    const sent: ReturnType<typeof makeSentInvitation>[] = [];
    let limited = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me/invitations": () => json({ invitations: sent }),
        "POST /api/organizations/me/invitations": ({ body }) => {
          if (limited) {
            return apiErrorResponse(
              429,
              "RATE_LIMITED",
              "Too many invitations. Please wait 60 minutes and try again.",
            );
          }
          const invitation = makeSentInvitation({ email: (body as { email: string }).email });
          sent.unshift(invitation);
          return json({ invitation }, 201);
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    const form = await screen.findByRole("form", { name: "Invite a member" });
    expect(
      await screen.findByText("No invitations are waiting for an answer."),
    ).toBeInTheDocument();
    const email = within(form).getByLabelText("E-mail address");

    // Checked here first: nothing is sent for an address that is not one.
    await user.type(email, "not-an-address");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(callsTo(fetchMock, "POST", "/api/organizations/me/invitations")).toHaveLength(0);

    await user.clear(email);
    await user.type(email, "Elinor@Example.org");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    expect(
      await screen.findByText(INVITATION_MESSAGES.sent("elinor@example.org")),
    ).toBeInTheDocument();
    const pending = await screen.findByRole("list", { name: "Pending invitations" });
    expect(within(pending).getByText("elinor@example.org")).toBeInTheDocument();
    // Nobody joined: the members are as they were.
    const members = screen.getByRole("list", { name: "Members" });
    expect(within(members).getAllByRole("listitem")).toHaveLength(1);
    const [, init] = callsTo(fetchMock, "POST", "/api/organizations/me/invitations")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: "elinor@example.org" });

    limited = true;
    await user.type(email, "someone@example.org");
    await user.click(within(form).getByRole("button", { name: "Send Invitation" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Too many invitations/));
  });

  it("the owner revokes a pending invitation", async () => {
    const invitation = makeSentInvitation({ email: "elinor@example.org" });
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me/invitations": () => json({ invitations: [invitation] }),
        [`DELETE /api/organizations/me/invitations/${invitation.id}`]: () =>
          json({ invitations: [] }),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    const pending = await screen.findByRole("list", { name: "Pending invitations" });
    await user.click(within(pending).getByRole("button", { name: "Revoke" }));
    expect(
      await screen.findByText("The invitation to elinor@example.org is revoked."),
    ).toBeInTheDocument();
    expect(screen.getByText("No invitations are waiting for an answer.")).toBeInTheDocument();
    expect(
      callsTo(fetchMock, "DELETE", `/api/organizations/me/invitations/${invitation.id}`),
    ).toHaveLength(1);
  });

  it("the owner removes a member after confirming; members show names only", async () => {
    const member = {
      userId: "user-2",
      name: "Elinor Lin",
      role: "member" as const,
      addedAt: "2026-03-01T00:00:00.000Z",
    };
    const owner = makeMyOrganization().members;
    const fetchMock = mockFetch(
      signedIn(
        {
          "DELETE /api/organizations/me/members/user-2": () =>
            json(makeMyOrganization({ members: owner })),
        },
        { organization: makeMyOrganization({ members: [...owner, member] }) },
      ),
    );
    const user = userEvent.setup();
    renderDashboard();
    const members = await screen.findByRole("list", { name: "Members" });
    expect(within(members).getByText("Elinor Lin")).toBeInTheDocument();
    // The owner has no Remove button.
    expect(within(members).getAllByRole("button")).toHaveLength(1);
    await user.click(within(members).getByRole("button", { name: "Remove Elinor Lin" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Elinor Lin?" });
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(callsTo(fetchMock, "DELETE", "/api/organizations/me/members/user-2")).toHaveLength(0);
    await user.click(within(members).getByRole("button", { name: "Remove Elinor Lin" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Remove Member",
      }),
    );
    expect(await screen.findByText("Elinor Lin is no longer a member.")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Members" })).queryByText("Elinor Lin")).toBe(
      null,
    );
  });

  it("a member sees the members but cannot invite, and leaves after confirming", async () => {
    let left = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          left
            ? apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound)
            : json(makeMyOrganization({ role: "member" })),
        "POST /api/organizations/me/leave": () => {
          left = true;
          return json({ success: true });
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Members" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Invite a member" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit Profile" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/organizations/me/invitations")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Leave Organization" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave Commons Lab?" });
    await user.click(within(dialog).getByRole("button", { name: "Leave Organization" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeInTheDocument();
    expect(screen.getByText("You left Commons Lab.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", "/api/organizations/me/leave")).toHaveLength(1);
  });

  it("the owner has no Leave button", async () => {
    mockFetch(signedIn());
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Members" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Leave Organization" })).not.toBeInTheDocument();
  });

  it("switches between the four tabs", async () => {
    mockFetch(signedIn());
    const user = userEvent.setup();
    renderDashboard();
    const overview = await screen.findByRole("tab", { name: "Overview" });
    expect(overview).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Jobs" }));
    expect(await screen.findByRole("heading", { name: /Your jobs/ })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Applications" }));
    expect(await screen.findByRole("heading", { name: /^Applications/ })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(await screen.findByRole("heading", { name: "Analytics" })).toBeInTheDocument();
  });

  it("opens on the tab named in the URL", async () => {
    mockFetch(signedIn());
    renderDashboard("/organization/dashboard?tab=analytics");
    expect(await screen.findByRole("tab", { name: "Analytics" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});

describe("Organization dashboard: invitations to the signed-in person", () => {
  const noOrganization = () =>
    apiErrorResponse(404, "ORGANIZATION_NOT_FOUND", JOB_MESSAGES.organizationNotFound);

  it("nothing shows without invitations", async () => {
    mockFetch(signedIn({ "GET /api/organizations/me": noOrganization }));
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Organization Not Found" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Invitations" })).not.toBeInTheDocument();
  });

  it("accepting the invitation of the e-mail's link sends its token and shows the organization", async () => {
    const invitation = makeReceivedInvitation();
    let joined = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": () =>
          joined
            ? json(
                makeMyOrganization({
                  role: "member",
                  organization: makeOrganization({ name: "Seed Library" }),
                }),
              )
            : noOrganization(),
        "GET /api/organizations/invitations": () =>
          json({ invitations: joined ? [] : [invitation] }),
        [`POST /api/organizations/invitations/${invitation.id}/accept`]: () => {
          joined = true;
          return json(
            makeMyOrganization({
              role: "member",
              organization: makeOrganization({ name: "Seed Library" }),
            }),
          );
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard(`/organization/dashboard?invitation=${invitation.id}&token=${"t".repeat(43)}`);
    const section = await screen.findByRole("region", { name: "Invitations" });
    const card = within(section).getByRole("listitem", {
      name: "Elinor Lin invited you to join Seed Library",
    });
    expect(within(card).getByRole("link", { name: "Seed Library" })).toHaveAttribute(
      "href",
      "/organizations/seed-library",
    );
    await user.click(within(card).getByRole("button", { name: "Accept" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Seed Library" }),
    ).toBeInTheDocument();
    expect(screen.getByText("You joined Seed Library.")).toBeInTheDocument();
    const [, init] = callsTo(
      fetchMock,
      "POST",
      `/api/organizations/invitations/${invitation.id}/accept`,
    )[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ token: "t".repeat(43) });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Invitations" })).not.toBeInTheDocument(),
    );
  });

  it("declining removes the invitation and says so; accepting without a link sends no token", async () => {
    const first = makeReceivedInvitation();
    const second = makeReceivedInvitation({
      organization: { ...makeReceivedInvitation().organization, name: "Water Commons" },
      invitedBy: null,
    });
    let declined = false;
    const fetchMock = mockFetch(
      signedIn({
        "GET /api/organizations/me": noOrganization,
        "GET /api/organizations/invitations": () =>
          json({ invitations: declined ? [second] : [first, second] }),
        [`POST /api/organizations/invitations/${first.id}/decline`]: () => {
          declined = true;
          return json({ success: true });
        },
        [`POST /api/organizations/invitations/${second.id}/accept`]: () =>
          apiErrorResponse(403, "EMAIL_NOT_VERIFIED", INVITATION_MESSAGES.notVerified),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    const section = await screen.findByRole("region", { name: "Invitations" });
    const firstCard = within(section).getByRole("listitem", {
      name: "Elinor Lin invited you to join Seed Library",
    });
    await user.click(within(firstCard).getByRole("button", { name: "Decline" }));
    expect(
      await screen.findByText("You declined the invitation to join Seed Library."),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));
    const secondCard = within(section).getByRole("listitem", {
      name: "You are invited to join Water Commons",
    });
    await user.click(within(secondCard).getByRole("button", { name: "Accept" }));
    expect(await within(secondCard).findByRole("alert")).toHaveTextContent(
      INVITATION_MESSAGES.notVerified,
    );
    const [, init] = callsTo(
      fetchMock,
      "POST",
      `/api/organizations/invitations/${second.id}/accept`,
    )[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({});
  });

  it("someone already in an organization sees the invitation, with the one-organization rule", async () => {
    const invitation = makeReceivedInvitation();
    mockFetch(
      signedIn({
        "GET /api/organizations/invitations": () => json({ invitations: [invitation] }),
        [`POST /api/organizations/invitations/${invitation.id}/accept`]: () =>
          apiErrorResponse(409, "CONFLICT", INVITATION_MESSAGES.alreadyInOrganization),
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Commons Lab" }),
    ).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Invitations" });
    expect(within(section).getByText(/An account belongs to one at a time/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Accept" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(
      INVITATION_MESSAGES.alreadyInOrganization,
    );
  });

  it("a link to an invitation that is not open for this account says so", async () => {
    mockFetch(signedIn({ "GET /api/organizations/me": noOrganization }));
    renderDashboard(
      "/organization/dashboard?invitation=00000000-0000-4000-8000-000000000999&token=x",
    );
    const section = await screen.findByRole("region", { name: "Invitations" });
    expect(within(section).getByRole("status")).toHaveTextContent(/not open for this account/);
  });
});

import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { EditorRoute } from "../../../testing/editor-route";
import { createTestQueryClient } from "../../../testing/render";
import { ToastProvider } from "../../../components/ui/toast";
import { AUTHOR_PERMISSIONS, CASE_STUDY_ID, makeCaseStudy } from "../testing/case-study-fixture";
import { REVISION_TEXT } from "../../../components/content/authoring-form-shell";
import { UNSAVED_CHANGES_TEXT } from "../../../components/form/unsaved-changes-guard";
import { EditCaseStudy, NewCaseStudy } from "./case-study-editor";

const saved = (status = "draft") => json({ ...makeCaseStudy({ status: status as "draft" }) }, 201);
const signedIn =
  (overrides = {}) =>
  () =>
    json({ user: makeUser(overrides) });

function renderForm(path = "/publish/case-study", { toasts = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "/publish/case-study",
        element: (
          <AccountPanelProvider>
            <EditorRoute New={NewCaseStudy} Edit={EditCaseStudy} />
          </AccountPanelProvider>
        ),
      },
      {
        path: "/publish/case-study/:id",
        element: (
          <AccountPanelProvider>
            <EditorRoute New={NewCaseStudy} Edit={EditCaseStudy} />
          </AccountPanelProvider>
        ),
      },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [path] },
  );
  const app = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>{toasts ? <ToastProvider>{app}</ToastProvider> : app}</SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "Törbel alpine commons");
  await user.type(screen.getByLabelText("One-liner"), "Village rules for shared meadows.");
  await user.selectOptions(screen.getByLabelText("Domain"), "Land & Environment");
  await user.type(screen.getByLabelText("Location"), "Törbel");
  await user.type(screen.getByLabelText("Country"), "Switzerland");
  await user.type(screen.getByLabelText("Latitude"), "46.24");
  await user.type(screen.getByLabelText("Longitude"), "7.85");
  await user.type(screen.getByLabelText("Dates"), "1483–present");
  await user.type(screen.getByLabelText("Problem"), "Overgrazing.");
  await user.type(screen.getByLabelText("Governance Model"), "Village assembly.");
}

describe("CaseStudyForm", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has the Summary, Analysis and Images sections with required marks on the publish fields", async () => {
    mockFetch({ "GET /api/auth/me": signedIn() });
    renderForm();
    const form = await screen.findByRole("form", { name: "New Case Study" });
    for (const name of ["Summary", "Analysis", "Images"]) {
      expect(within(form).getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    for (const label of ["Title", "One-liner", "Domain", "Location", "Dates"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-required", "true");
    }
    expect(screen.getByLabelText("Problem")).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText("Title")).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("One-liner")).toHaveAttribute("maxLength", "500");
    expect(screen.getByLabelText("Equity & Justice")).toHaveAttribute("maxLength", "20000");
    expect(
      within(screen.getByLabelText("Domain"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Select a domain",
      "Land & Environment",
      "Water & Oceans",
      "Energy & Infrastructure",
      "Knowledge & Education",
      "Technology & Digital Access",
      "Culture & Heritage",
      "Social & Governance Systems",
    ]);
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/dashboard");
  });

  it("keeps Save Draft and Publish disabled until the trimmed title is not empty", async () => {
    mockFetch({ "GET /api/auth/me": signedIn() });
    const user = userEvent.setup();
    renderForm();
    const save = await screen.findByRole("button", { name: "Save Draft" });
    const publish = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(save).toBeDisabled());
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "   ");
    expect(save).toBeDisabled();
    expect(publish).toBeDisabled();
    await user.type(screen.getByLabelText("Title"), "Törbel");
    expect(save).toBeEnabled();
    expect(publish).toBeEnabled();
  });

  it("signed out: 'Sign In to Save' opens the sign-in panel and Publish goes to /login", async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    const router = renderForm();
    await user.click(await screen.findByRole("button", { name: "Sign In to Save" }));
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });

  it("Save Draft posts the case study and stays in the editor, now at the draft's address", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`PUT /api/content/${CASE_STUDY_ID}`]: () => saved(),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Save Draft" }));

    expect(await screen.findByText(/^Draft saved at .+\.$/)).toHaveAttribute("role", "status");
    expect(router.state.location.pathname).toBe(`/publish/case-study/${CASE_STUDY_ID}`);
    // The same form, with what was typed, not loaded again.
    expect(screen.getByRole("form", { name: "Edit Case Study" })).toBeInTheDocument();
    expect(screen.getByLabelText("Problem")).toHaveValue("Overgrazing.");
    expect(callsTo(fetchMock, "GET", `/api/content/case-study/${CASE_STUDY_ID}`)).toHaveLength(0);
    const calls = callsTo(fetchMock, "POST", "/api/content");
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]![1]!.body as string)).toEqual({
      type: "case-study",
      title: "Törbel alpine commons",
      summary: "Village rules for shared meadows.",
      domain: "Land & Environment",
      location: { name: "Törbel", country: "Switzerland", lat: 46.24, lng: 7.85 },
      images: [],
      coverUploadId: null,
      license: "CC-BY-4.0",
      body: expect.objectContaining({
        dates: "1483–present",
        problem: "Overgrazing.",
        governanceModel: "Village assembly.",
        intervention: "",
      }),
    });
    expect(callsTo(fetchMock, "POST", `/api/content/${CASE_STUDY_ID}/publish`)).toHaveLength(0);

    // Writing on and saving again updates the same draft.
    await user.type(screen.getByLabelText("Problem"), " Again.");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`)).toHaveLength(1),
    );
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    const [put] = callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`);
    const sent = JSON.parse(put![1]!.body as string) as { body: Record<string, string> };
    expect(sent.body.problem).toBe("Overgrazing. Again.");
  });

  it("after a save, what was saved is no longer unsaved: leaving does not ask, a later change does", async () => {
    mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await screen.findByText(/^Draft saved at /);

    await user.type(screen.getByLabelText("Dates"), "1483");
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TEXT.title });
    await user.click(within(dialog).getByRole("button", { name: UNSAVED_CHANGES_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    await user.clear(screen.getByLabelText("Dates"));
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Publish saves then publishes for a contributor, then goes to /dashboard", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${CASE_STUDY_ID}/publish`]: () => json(makeCaseStudy()),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", `/api/content/${CASE_STUDY_ID}/publish`)).toHaveLength(1);
  });

  it("Publish with 403 UPGRADE_REQUIRED opens the payment modal and publishes after payment", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let publishes = 0;
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`POST /api/content/${CASE_STUDY_ID}/publish`]: () =>
        ++publishes === 1
          ? apiErrorResponse(403, "UPGRADE_REQUIRED", "Publishing needs the Contributor plan.")
          : json(makeCaseStudy()),
      "POST /api/payments/simulate": () =>
        json({
          success: true,
          payment: {
            id: "pay-1",
            plan: "contributor",
            amountCents: 12000,
            currency: "USD",
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          user: makeUser({ role: "contributor", isContributor: true, plan: "contributor" }),
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel alpine commons");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const modal = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    expect(within(modal).getByText("$120/year")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/publish/case-study/${CASE_STUDY_ID}`);
    await user.click(within(modal).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    expect(await screen.findByRole("dialog", { name: "Payment successful" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(callsTo(fetchMock, "POST", "/api/payments/simulate")).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", `/api/content/${CASE_STUDY_ID}/publish`)).toHaveLength(2);
    // The draft was created once; the retry publishes the same item.
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
  });

  it("closing the payment modal keeps the saved draft; a second Publish updates it", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`PUT /api/content/${CASE_STUDY_ID}`]: () => json(makeCaseStudy({ status: "draft" })),
      [`POST /api/content/${CASE_STUDY_ID}/publish`]: () =>
        apiErrorResponse(403, "UPGRADE_REQUIRED", "Publishing needs the Contributor plan."),
    });
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Not Now" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(
      screen.getByText(
        "Your changes are saved as a draft. Publishing case studies needs the Contributor plan.",
      ),
    ).toHaveAttribute("role", "status");

    await user.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByRole("dialog");
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    expect(callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`)).toHaveLength(1);
  });

  it("shows the server's message: 'Error saving case study: {error}'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => apiErrorResponse(500, "INTERNAL", "Database unavailable"),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Error saving case study: Database unavailable$/,
    );
    expect(router.state.location.pathname).toBe("/publish/case-study");
    expect(screen.getByRole("button", { name: "Save Draft" })).toBeEnabled();
  });

  it("falls back to 'Failed to create case study', and to 'Error saving case study' when offline", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempt = 0;
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () =>
        ++attempt === 1 ? new Response(null, { status: 502 }) : json({}, 200),
    });
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Error saving case study: Failed to create case study$/,
    );

    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(/^Error saving case study$/),
    );
  });

  it("shows the fields the server needs before publishing under those fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${CASE_STUDY_ID}/publish`]: () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Fill in the required fields to publish.", {
          domain: ["Domain is required to publish"],
          "location.name": ["Location is required to publish"],
          "body.dates": ["Dates are required to publish"],
        }),
    });
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("button", { name: "Save Draft" });
    await user.type(screen.getByLabelText("Title"), "Törbel");
    await user.click(screen.getByRole("button", { name: "Publish" }));

    // The draft was saved and the publish refused: one message says so (no 'Error saving').
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Saved as a draft, not published: fill in the marked fields, then publish again\.$/,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    const domain = screen.getByLabelText("Domain");
    expect(domain).toHaveAttribute("aria-invalid", "true");
    expect(domain).toHaveAccessibleDescription("Domain is required to publish");
    expect(domain).toHaveFocus();
    expect(screen.getByLabelText("Location")).toHaveAccessibleDescription(
      expect.stringContaining("Location is required to publish"),
    );
    expect(screen.getByLabelText("Dates")).toHaveAccessibleDescription(
      expect.stringContaining("Dates are required to publish"),
    );
    expect(screen.getByLabelText("Title")).not.toHaveAttribute("aria-invalid");
  });

  it("edit: loads the case study, and Save Draft updates it with PUT", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn(),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        json(makeCaseStudy({ status: "draft", images: [], permissions: AUTHOR_PERMISSIONS })),
      [`PUT /api/content/${CASE_STUDY_ID}`]: () => json(makeCaseStudy({ status: "draft" })),
    });
    const user = userEvent.setup();
    const router = renderForm(`/publish/case-study/${CASE_STUDY_ID}`);
    expect(await screen.findByRole("form", { name: "Edit Case Study" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Törbel alpine commons");
    expect(screen.getByLabelText("Dates")).toHaveValue("1483–present");
    expect(screen.getByLabelText("Domain")).toHaveValue("Land & Environment");
    expect(screen.getByLabelText("Latitude")).toHaveValue(46.24);

    await user.clear(screen.getByLabelText("Problem"));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText(/^Draft saved at .+\.$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/publish/case-study/${CASE_STUDY_ID}`);
    const [call] = callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`);
    const body = JSON.parse(call![1]!.body as string) as { body: Record<string, string> };
    expect(body.body.problem).toBe("");
    expect(body.body.governanceModel).toBe(
      "Village assembly sets cow quotas.\n\nRules are written down.",
    );
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });

  it("edit of an item sent back for a revision: the moderator's note at the top; resubmitting sends it for review", async () => {
    const note = "Name the irrigation board you interviewed and add the date of the meeting.";
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        json(
          makeCaseStudy({
            status: "needs-revision",
            moderationReason: note,
            images: [],
            permissions: AUTHOR_PERMISSIONS,
          }),
        ),
      [`PUT /api/content/${CASE_STUDY_ID}`]: () =>
        json(makeCaseStudy({ status: "needs-revision", moderationReason: note })),
      [`POST /api/content/${CASE_STUDY_ID}/publish`]: () =>
        json(makeCaseStudy({ status: "in-review", moderationReason: note })),
    });
    const user = userEvent.setup();
    const router = renderForm(`/publish/case-study/${CASE_STUDY_ID}`, { toasts: true });
    const notice = await screen.findByRole("region", { name: REVISION_TEXT.heading });
    expect(notice).toHaveTextContent(note);
    expect(notice).toHaveTextContent(REVISION_TEXT.howTo);

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(
      await screen.findByText(
        /^Changes saved at .+\. When your revision is done, choose “Resubmit for review”\.$/,
      ),
    ).toBeInTheDocument();
    // Still waiting for the revision: the note stays.
    expect(screen.getByRole("region", { name: REVISION_TEXT.heading })).toHaveTextContent(note);

    await user.click(screen.getByRole("button", { name: "Resubmit for review" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(callsTo(fetchMock, "POST", `/api/content/${CASE_STUDY_ID}/publish`)).toHaveLength(1);
    expect(await screen.findByText("Sent for review")).toBeInTheDocument();
  });

  it("edit: a failed update without a message says 'Failed to update case study'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({
      "GET /api/auth/me": signedIn(),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        json(makeCaseStudy({ images: [], permissions: { ...AUTHOR_PERMISSIONS, publish: false } })),
      [`PUT /api/content/${CASE_STUDY_ID}`]: (() =>
        new Response(null, { status: 500 })) satisfies RouteHandler,
    });
    const user = userEvent.setup();
    renderForm(`/publish/case-study/${CASE_STUDY_ID}`);
    // The fixture is published: its save action says it updates the live page.
    await user.click(await screen.findByRole("button", { name: "Update published" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Error saving case study: Failed to update case study$/,
    );
  });

  it("'Update published' sends nothing while a field publishing needs is blank (the live page would lose it)", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        json(makeCaseStudy({ images: [], permissions: { ...AUTHOR_PERMISSIONS, publish: false } })),
    });
    const user = userEvent.setup();
    renderForm(`/publish/case-study/${CASE_STUDY_ID}`);
    await screen.findByRole("button", { name: "Update published" });
    await user.clear(screen.getByLabelText("Dates"));
    await user.click(screen.getByRole("button", { name: "Update published" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not saved: the published page needs the marked fields. Fill them in, then update it.",
    );
    const dates = screen.getByLabelText("Dates");
    expect(dates).toHaveAccessibleDescription(
      expect.stringContaining("Dates is required to publish"),
    );
    await waitFor(() => expect(dates).toHaveFocus());
    expect(callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`)).toHaveLength(0);
  });

  it("edit of a published case study: 'Update published' (no 'Save Draft', no 'Publish'), then a link to the live page", async () => {
    const fetchMock = mockFetch({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        json(makeCaseStudy({ images: [], permissions: { ...AUTHOR_PERMISSIONS, publish: false } })),
      [`PUT /api/content/${CASE_STUDY_ID}`]: () => json(makeCaseStudy({ status: "published" })),
    });
    const user = userEvent.setup();
    const router = renderForm(`/publish/case-study/${CASE_STUDY_ID}`, { toasts: true });
    const update = await screen.findByRole("button", { name: "Update published" });
    expect(screen.queryByRole("button", { name: "Save Draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
    await user.type(screen.getByLabelText("Problem"), " More.");
    await user.click(update);
    expect(await screen.findByText(/^Published page updated at .+\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/publish/case-study/${CASE_STUDY_ID}`);
    expect(callsTo(fetchMock, "PUT", `/api/content/${CASE_STUDY_ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", `/api/content/${CASE_STUDY_ID}/publish`)).toHaveLength(0);
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute(
      "href",
      `/case-study/${makeCaseStudy().slug}`,
    );
  });

  it("edit: a missing case study says 'Case study not found'", async () => {
    mockFetch({
      "GET /api/auth/me": signedIn(),
      [`GET /api/content/case-study/${CASE_STUDY_ID}`]: () =>
        apiErrorResponse(404, "NOT_FOUND", "Content not found"),
    });
    renderForm(`/publish/case-study/${CASE_STUDY_ID}`);
    expect(
      await screen.findByRole("heading", { name: "Oops! Something went wrong" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Case study not found")).toBeInTheDocument();
  });
});

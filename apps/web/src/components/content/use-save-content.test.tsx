import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import type { ContentCreateInput, ContentStatus } from "@field-commons/shared/content";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import type { RouteHandler } from "../../testing/mock-fetch";
import { createTestQueryClient } from "../../testing/render";
import { SessionProvider } from "../../lib/session/session-provider";
import { ToastProvider } from "../ui/toast";
import { editorKey, isKeptEditor } from "./kept-editors";
import { useSaveContent } from "./use-save-content";

const ID = "9a7f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b";
const INPUT: ContentCreateInput = {
  type: "policy-brief",
  title: "Water user associations",
  body: { executiveSummary: "Farmers do better." },
};
const saved = (status = "draft") => json({ id: ID, slug: "water", status }, 201);
const signedIn =
  (overrides = {}) =>
  () =>
    json({ user: makeUser(overrides) });

function Harness({ id, status }: { id?: string; status?: ContentStatus }) {
  const saver = useSaveContent({
    type: "policy-brief",
    id,
    status,
    labels: {
      saveError: "Error saving policy brief",
      createFailed: "Failed to create policy brief",
      updateFailed: "Failed to update policy brief",
    },
  });
  return (
    <div>
      <button type="button" disabled={saver.saving} onClick={() => void saver.saveDraft(INPUT)}>
        Save Draft
      </button>
      <button type="button" disabled={saver.saving} onClick={() => void saver.publish(INPUT)}>
        Publish
      </button>
      {saver.error ? <p role="alert">{saver.error}</p> : null}
      {saver.notice ? <p data-testid="notice">{saver.notice}</p> : null}
      <p data-testid="confirmation">
        {saver.confirmation?.text}
        {saver.confirmation?.link ? (
          <a href={saver.confirmation.link.href}>{saver.confirmation.link.label}</a>
        ) : null}
      </p>
      <output data-testid="status">{saver.status ?? "new"}</output>
      {/* Keeps what is typed only while this editor stays mounted. */}
      <input aria-label="Notes" />
      <output data-testid="fields">{JSON.stringify(saver.fieldErrors)}</output>
      {saver.upgrade}
    </div>
  );
}

/** Like the publish route: the editor that created its item stays at the item's address. */
function HarnessRoute({ id, status }: { id?: string; status?: ContentStatus }) {
  const { id: routeId } = useParams();
  const shown = isKeptEditor(routeId) ? undefined : (routeId ?? id);
  return <Harness key={editorKey(routeId)} id={shown} status={status} />;
}

const NEW_PATH = "/publish/policy-brief";

function renderHarness(routes: Record<string, RouteHandler>, id?: string, status?: ContentStatus) {
  const fetchMock = mockFetch(routes);
  const router = createMemoryRouter(
    [
      { path: NEW_PATH, element: <HarnessRoute id={id} status={status} /> },
      { path: `${NEW_PATH}/:id`, element: <HarnessRoute id={id} status={status} /> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/policy-brief/:slug", element: <h1>Live page</h1> },
    ],
    { initialEntries: ["/", NEW_PATH], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

/** Clicks a toast's link once the toasts' region takes pointer events (Radix turns them on after mount). */
async function clickToastLink(name: string) {
  const link = await screen.findByRole("link", { name });
  await waitFor(() =>
    expect(screen.getByRole("region", { name: /Notifications/ })).not.toHaveStyle({
      pointerEvents: "none",
    }),
  );
  await userEvent.click(link);
}

/** Waits until the session has answered (the harness reads the user from it). */
async function sessionReady(fetchMock: ReturnType<typeof mockFetch>) {
  await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("useSaveContent", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("Save Draft creates the item, stays in the editor with 'Draft saved at …' and takes the item's address; the next save updates it", async () => {
    const { fetchMock, router } = renderHarness({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`PUT /api/content/${ID}`]: () => json({ id: ID, slug: "water", status: "draft" }),
    });
    const user = userEvent.setup();
    await sessionReady(fetchMock);
    await user.type(screen.getByLabelText("Notes"), "still writing");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));

    await waitFor(() =>
      expect(screen.getByTestId("confirmation")).toHaveTextContent(
        /^Draft saved at \d{1,2}:\d{2}(\s?[AP]M)?\.$/,
      ),
    );
    // The same editor, at the draft's own address, which replaced the new one.
    expect(router.state.location.pathname).toBe(`${NEW_PATH}/${ID}`);
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByLabelText("Notes")).toHaveValue("still writing");
    expect(screen.getByTestId("status")).toHaveTextContent("draft");
    const [call] = callsTo(fetchMock, "POST", "/api/content");
    expect(JSON.parse(call![1]!.body as string)).toEqual(INPUT);

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "PUT", `/api/content/${ID}`)).toHaveLength(1));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", `/api/content/${ID}/publish`)).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`${NEW_PATH}/${ID}`);
    await waitFor(() =>
      expect(screen.getByTestId("confirmation")).toHaveTextContent(/^Draft saved at /),
    );

    // A new editor opened from there starts afresh and creates its own item.
    await act(() => router.navigate(NEW_PATH));
    expect(screen.getByLabelText("Notes")).toHaveValue("");
    expect(isKeptEditor(ID)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(2));

    // Once that editor has closed, the first draft's address opens it like any other item.
    await act(() => router.navigate("/dashboard"));
    await act(() => router.navigate(`${NEW_PATH}/${ID}`));
    expect(screen.getByLabelText("Notes")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "PUT", `/api/content/${ID}`)).toHaveLength(2));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(2);
  });

  it("saving a published item updates it with PUT, stays and says the live page changed, with a link to it", async () => {
    const { fetchMock, router } = renderHarness(
      {
        "GET /api/auth/me": signedIn(),
        [`PUT /api/content/${ID}`]: () => json({ id: ID, slug: "water", status: "published" }),
      },
      ID,
      "published",
    );
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(screen.getByTestId("confirmation")).toHaveTextContent(
        /^Published page updated at .+\.\s?View the page$/,
      ),
    );
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute(
      "href",
      "/policy-brief/water",
    );
    expect(router.state.location.pathname).toBe(NEW_PATH);
    expect(callsTo(fetchMock, "PUT", `/api/content/${ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });

  it("Publish saves, publishes, then lands on /dashboard with a 'Published' toast linking to the live page", async () => {
    const { fetchMock, router } = renderHarness({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${ID}/publish`]: () => saved("published"),
    });
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    expect(callsTo(fetchMock, "POST", `/api/content/${ID}/publish`)).toHaveLength(1);
    expect(await screen.findByText("Published")).toBeInTheDocument();
    await clickToastLink("View");
    await waitFor(() => expect(router.state.location.pathname).toBe("/policy-brief/water"));
    expect(screen.getByRole("heading", { name: "Live page" })).toBeInTheDocument();
  });

  it("a publish that goes to review says so instead of 'Published'", async () => {
    const { fetchMock } = renderHarness({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${ID}/publish`]: () => saved("pending"),
    });
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Sent for review")).toBeInTheDocument();
    expect(screen.queryByText("Published")).toBeNull();
  });

  it("403 UPGRADE_REQUIRED opens the upgrade and publishes again after payment", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let publishes = 0;
    const { fetchMock, router } = renderHarness({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`POST /api/content/${ID}/publish`]: () =>
        ++publishes === 1
          ? apiErrorResponse(403, "UPGRADE_REQUIRED", "Publishing requires the Contributor plan.")
          : saved("published"),
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
    const user = userEvent.setup({
      advanceTimers: vi.advanceTimersByTime,
      // Radix leaves `pointer-events: none` on the page for a moment while one
      // dialog hands over to the next; a person waits, the test need not.
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await sessionReady(fetchMock);
    await user.click(screen.getByRole("button", { name: "Publish" }));

    const modal = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    expect(
      within(modal).getByText("Publishing policy briefs needs the Contributor plan."),
    ).toBeInTheDocument();
    // Saved before the publish was refused: the editor is at the draft's address.
    expect(router.state.location.pathname).toBe(`${NEW_PATH}/${ID}`);
    await user.click(within(modal).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    await screen.findByRole("dialog", { name: "Payment successful" });
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(callsTo(fetchMock, "POST", `/api/content/${ID}/publish`)).toHaveLength(2);
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
  });

  it("declining the upgrade keeps the draft; the next publish updates it", async () => {
    const { fetchMock } = renderHarness({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () => saved(),
      [`PUT /api/content/${ID}`]: () => saved(),
      [`POST /api/content/${ID}/publish`]: () =>
        apiErrorResponse(403, "UPGRADE_REQUIRED", "Publishing requires the Contributor plan."),
    });
    const user = userEvent.setup();
    await sessionReady(fetchMock);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Not Now" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("notice")).toHaveTextContent(
      "Your changes are saved as a draft. Publishing policy briefs needs the Contributor plan.",
    );
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByRole("dialog");
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(1);
    expect(callsTo(fetchMock, "PUT", `/api/content/${ID}`)).toHaveLength(1);
  });

  it("400 NOT_READY_TO_PUBLISH: one message saying it was saved as a draft, and the field paths", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetchMock, router } = renderHarness({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      "POST /api/content": () => saved(),
      [`POST /api/content/${ID}/publish`]: () =>
        apiErrorResponse(400, "NOT_READY_TO_PUBLISH", "Not ready to publish", {
          "body.problemStatement": ["Problem statement is required to publish"],
          domain: ["Domain is required to publish"],
        }),
    });
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Saved as a draft, not published: fill in the marked fields, then publish again\.$/,
    );
    expect(JSON.parse(screen.getByTestId("fields").textContent ?? "{}")).toEqual({
      "body.problemStatement": ["Problem statement is required to publish"],
      domain: ["Domain is required to publish"],
    });
    expect(screen.queryByTestId("notice")).toBeNull();
    expect(router.state.location.pathname).toBe(`${NEW_PATH}/${ID}`);
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
  });

  it("uses the type's texts: server message, create and update defaults, offline", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let attempt = 0;
    const { fetchMock } = renderHarness({
      "GET /api/auth/me": signedIn(),
      "POST /api/content": () =>
        ++attempt === 1
          ? apiErrorResponse(500, "INTERNAL", "Database unavailable")
          : new Response(null, { status: 502 }),
    });
    const user = userEvent.setup();
    await sessionReady(fetchMock);
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Error saving policy brief: Database unavailable$/,
    );
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        /^Error saving policy brief: Failed to create policy brief$/,
      ),
    );
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(/^Error saving policy brief$/),
    );
  });

  it("an update without a message says 'Failed to update policy brief'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { fetchMock } = renderHarness(
      {
        "GET /api/auth/me": signedIn(),
        [`PUT /api/content/${ID}`]: () => new Response(null, { status: 500 }),
      },
      ID,
    );
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Error saving policy brief: Failed to update policy brief$/,
    );
  });

  it("signed out: both go to /login without calling the server", async () => {
    const { fetchMock, router } = renderHarness({});
    await sessionReady(fetchMock);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(callsTo(fetchMock, "POST", "/api/content")).toHaveLength(0);
  });
});

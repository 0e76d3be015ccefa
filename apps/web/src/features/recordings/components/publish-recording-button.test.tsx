import { CONTRIBUTOR_OFFER } from "@field-commons/shared/auth";
import type { Recording } from "@field-commons/shared/recordings";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/ui/toast";
import { SessionProvider } from "../../../lib/session/session-provider";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { useRecording } from "../api/recordings-api";
import { makeRecording } from "../testing/recording-fixtures";
import { PublishRecordingButton, PublishShownAbove } from "./publish-recording-button";

const ID = "11111111-1111-4111-8111-111111111111";
const UPGRADE = "Publishing requires the Contributor plan.";

/** The button as a page shows it: on the recording read from the query cache. */
function Harness({ nested = false }: { nested?: boolean }) {
  const recording = useRecording(ID);
  if (!recording.data) return <p>Loading</p>;
  return (
    <div>
      <p data-testid="status">{recording.data.status}</p>
      <PublishRecordingButton recording={recording.data} />
      {nested ? (
        <PublishShownAbove>
          <section aria-label="Editor">
            <PublishRecordingButton recording={recording.data} />
          </section>
        </PublishShownAbove>
      ) : null}
    </div>
  );
}

function renderButton(routes: Record<string, RouteHandler>, { nested = false } = {}) {
  const fetchMock = mockFetch(routes);
  const router = createMemoryRouter(
    [
      { path: "/recordings/:id", element: <Harness nested={nested} /> },
      { path: "/publish/recording/:id", element: <h1>Recording form</h1> },
    ],
    { initialEntries: [`/recordings/${ID}`] },
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

/** A detail route that answers with the stored recording, which a publish changes. */
function storedRecording(initial: Partial<Recording>) {
  let stored = makeRecording({ isOwner: true, status: "draft", ...initial });
  return {
    get: () => json(stored),
    publish: () => {
      stored = { ...stored, status: "published" };
      return json(stored);
    },
  };
}

const signedIn =
  (overrides = {}) =>
  () =>
    json({ user: makeUser(overrides) });

async function sessionReady(fetchMock: ReturnType<typeof mockFetch>) {
  await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("PublishRecordingButton", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing to someone who may not change the recording, nor once it is published", async () => {
    const draft = storedRecording({ isOwner: false });
    const { fetchMock } = renderButton({
      "GET /api/auth/me": signedIn(),
      [`GET /api/recordings/${ID}`]: draft.get,
    });
    await sessionReady(fetchMock);
    expect(await screen.findByTestId("status")).toHaveTextContent("draft");
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("names the missing fields in plain words with a link to Edit Details, and sends nothing", async () => {
    const draft = storedRecording({ domain: null, description: "" });
    const { fetchMock, router } = renderButton({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/recordings/${ID}`]: draft.get,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Before publishing, fill in: Domain and Description. Edit Details",
    );
    expect(screen.getByRole("button", { name: "Publish" })).toHaveAccessibleDescription(
      "Before publishing, fill in: Domain and Description. Edit Details",
    );
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(0);
    await user.click(within(alert).getByRole("link", { name: "Edit Details" }));
    expect(router.state.location.pathname).toBe(`/publish/recording/${ID}`);
  });

  it("publishes a complete draft: Publishing... while busy, then the cached recording is published", async () => {
    const draft = storedRecording({});
    let release: () => void = () => undefined;
    const { fetchMock } = renderButton({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/recordings/${ID}`]: draft.get,
      [`PUT /api/recordings/${ID}`]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(draft.publish());
        }),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByRole("button", { name: "Publishing..." })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("published"));
    expect(screen.queryByRole("button", { name: /Publish/ })).toBeNull();
    const [, init] = callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ status: "published" });
    expect(await screen.findByText("Recording published")).toBeInTheDocument();
    expect(screen.getByText("Everyone can now find it in Recordings.")).toBeInTheDocument();
  });

  it("shows the server's refusal when the fields changed meanwhile (400)", async () => {
    const draft = storedRecording({});
    renderButton({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/recordings/${ID}`]: draft.get,
      [`PUT /api/recordings/${ID}`]: () =>
        apiErrorResponse(
          400,
          "NOT_READY_TO_PUBLISH",
          "Not ready to publish: Description is required to publish",
          { description: ["Description is required to publish"] },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not ready to publish: Description is required to publish");
    expect(within(alert).getByRole("link", { name: "Edit Details" })).toHaveAttribute(
      "href",
      `/publish/recording/${ID}`,
    );
  });

  it("meets a free member with the Contributor plan's dialog and publishes once paid", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const draft = storedRecording({});
    let puts = 0;
    const { fetchMock } = renderButton({
      "GET /api/auth/me": signedIn(),
      [`GET /api/recordings/${ID}`]: draft.get,
      [`PUT /api/recordings/${ID}`]: () =>
        ++puts === 1 ? apiErrorResponse(403, "UPGRADE_REQUIRED", UPGRADE) : draft.publish(),
      "GET /api/recordings": () => json({ recordings: [], totalPages: 0, total: 0, page: 1 }),
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
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await sessionReady(fetchMock);
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    const modal = await screen.findByRole("dialog", { name: "Upgrade to Contributor" });
    expect(
      within(modal).getByText("Publishing recordings needs the Contributor plan."),
    ).toBeInTheDocument();
    // The server's own words stay on the page.
    expect(screen.getByText(UPGRADE)).toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Continue to Payment" }));
    await user.click(screen.getByRole("button", { name: "Pay $120" }));
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.paymentDelayMs));
    await screen.findByRole("dialog", { name: "Payment successful" });
    await act(() => vi.advanceTimersByTimeAsync(CONTRIBUTOR_OFFER.successCloseDelayMs));
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("published"));
    expect(callsTo(fetchMock, "PUT", `/api/recordings/${ID}`)).toHaveLength(2);
    expect(screen.queryByText(UPGRADE)).toBeNull();
  });

  it("says so when the server cannot be reached", async () => {
    const draft = storedRecording({});
    const { fetchMock } = renderButton({
      "GET /api/auth/me": signedIn({ role: "contributor", isContributor: true }),
      [`GET /api/recordings/${ID}`]: draft.get,
    });
    const user = userEvent.setup();
    const button = await screen.findByRole("button", { name: "Publish" });
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("offline")));
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to publish the recording. Please try again.",
    );
  });

  it("shows one Publish where a page's own is above the editor's", async () => {
    const draft = storedRecording({});
    renderButton(
      {
        "GET /api/auth/me": signedIn(),
        [`GET /api/recordings/${ID}`]: draft.get,
      },
      { nested: true },
    );
    const editor = await screen.findByRole("region", { name: "Editor" });
    expect(screen.getAllByRole("button", { name: "Publish" })).toHaveLength(1);
    expect(within(editor).queryByRole("button", { name: "Publish" })).toBeNull();
  });
});

import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Component as RecordingsRoute } from "../../../app/routes/recordings";
import { SessionProvider } from "../../../lib/session/session-provider";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { createTestQueryClient } from "../../../testing/render";
import { makeRecordingList, makeRecordingSummary } from "../testing/recording-fixtures";

function renderHub(routes: Record<string, RouteHandler>, path = "/recordings") {
  const fetchMock = mockFetch(routes);
  const router = createMemoryRouter(
    [
      {
        path: "/recordings",
        element: (
          <AccountPanelProvider>
            <RecordingsRoute />
          </AccountPanelProvider>
        ),
      },
      { path: "/recordings/:id", element: <h1>Recording page</h1> },
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

function lastQuery(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const calls = callsTo(fetchMock, "GET", "/api/recordings");
  return new URL(String(calls[calls.length - 1]![0]), "http://localhost").searchParams;
}

describe("Recordings hub", () => {
  it("asks for 12 newest recordings first, then sends the filters and sort and keeps them in the URL", async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderHub({
      "GET /api/recordings": () => json(makeRecordingList([makeRecordingSummary()])),
    });
    expect(await screen.findByRole("heading", { name: "Water committee meeting" })).toBeVisible();
    let query = lastQuery(fetchMock);
    expect(query.get("limit")).toBe("12");
    expect(query.get("page")).toBe("1");
    expect(query.get("sortBy")).toBe("newest");
    expect(query.get("sortOrder")).toBe("desc");

    await user.selectOptions(screen.getByLabelText("Type"), "interview");
    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    await user.selectOptions(screen.getByLabelText("Visibility"), "private");
    await user.selectOptions(screen.getByLabelText("Sort by"), "title-asc");
    await waitFor(() => expect(lastQuery(fetchMock).get("sortBy")).toBe("title-asc"));
    query = lastQuery(fetchMock);
    expect(query.get("type")).toBe("interview");
    expect(query.get("status")).toBe("failed");
    expect(query.get("isPrivate")).toBe("true");
    expect(query.get("sortOrder")).toBe("asc");
    expect(router.state.location.search).toBe(
      "?type=interview&status=failed&visibility=private&sort=title-asc",
    );

    await user.type(screen.getByLabelText("Search recordings"), "canal{Enter}");
    await waitFor(() => expect(lastQuery(fetchMock).get("search")).toBe("canal"));
  });

  it("reads the filters from the URL", async () => {
    const { fetchMock } = renderHub(
      { "GET /api/recordings": () => json(makeRecordingList([makeRecordingSummary()])) },
      "/recordings?type=video&visibility=public&sort=longest&page=2",
    );
    await screen.findByRole("heading", { name: "Water committee meeting" });
    const query = lastQuery(fetchMock);
    expect(query.get("type")).toBe("video");
    expect(query.get("isPrivate")).toBe("false");
    expect(query.get("sortBy")).toBe("longest");
    expect(query.get("page")).toBe("2");
    expect(screen.getByLabelText("Type")).toHaveValue("video");
  });

  it("shows 'No recordings found' when there are none", async () => {
    renderHub({ "GET /api/recordings": () => json(makeRecordingList([])) });
    expect(await screen.findByRole("heading", { name: "No recordings found" })).toBeVisible();
  });

  it("shows a card's type, status, duration, author, views, three keywords with '+N more' and the analysis badge", async () => {
    renderHub({
      "GET /api/recordings": () =>
        json(
          makeRecordingList([
            makeRecordingSummary({
              keywords: ["canal", "water", "turns", "spring", "repair"],
              aiAnalysis: true,
              processingStatus: "completed",
            }),
            makeRecordingSummary({
              id: "22222222-2222-4222-8222-222222222222",
              title: "Unknown voice",
              author: null,
              keywords: ["one"],
              aiAnalysis: false,
              processingStatus: "pending",
              duration: 3725,
              type: "interview",
            }),
          ]),
        ),
    });
    const first = (await screen.findByRole("heading", { name: "Water committee meeting" })).closest(
      "article",
    )!;
    const card = within(first as HTMLElement);
    expect(card.getByText("Audio Only")).toBeVisible();
    expect(card.getByText("Completed")).toBeVisible();
    expect(card.getByText("02:05")).toBeVisible();
    expect(card.getByText("Ada Ostrom")).toBeVisible();
    expect(card.getByText("7 views")).toBeVisible();
    const keywords = card.getByRole("list", { name: "Keywords" });
    expect(
      within(keywords)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["canal", "water", "turns", "+2 more"]);
    expect(card.getByText("AI Analysis Available")).toBeVisible();
    expect(card.getByRole("link", { name: "Download: Water committee meeting" })).toHaveAttribute(
      "href",
      "/api/recordings/11111111-1111-4111-8111-111111111111/file?download=1",
    );
    expect(card.queryByRole("button", { name: /Edit Details/ })).toBeNull();

    const second = within(
      screen.getByRole("heading", { name: "Unknown voice" }).closest("article") as HTMLElement,
    );
    expect(second.getByText("Unknown")).toBeVisible();
    expect(second.getByText("Pending")).toBeVisible();
    expect(second.getByText("1:02:05")).toBeVisible();
    expect(second.queryByText(/more$/)).toBeNull();
    expect(second.queryByText("AI Analysis Available")).toBeNull();
  });

  it("opens an inline player with Play", async () => {
    const user = userEvent.setup();
    renderHub({
      "GET /api/recordings": () => json(makeRecordingList([makeRecordingSummary()])),
    });
    await user.click(await screen.findByRole("button", { name: "Play: Water committee meeting" }));
    const player = screen.getByLabelText("Player: Water committee meeting");
    expect(player.tagName).toBe("AUDIO");
    expect(player).toHaveAttribute(
      "src",
      "/api/recordings/11111111-1111-4111-8111-111111111111/file",
    );
  });

  it("shows Previous and Next only when there is more than one page", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderHub({
      "GET /api/recordings": ({ url }) => {
        const page = Number(new URL(url, "http://localhost").searchParams.get("page"));
        return json(makeRecordingList([makeRecordingSummary()], { totalPages: 2, page }));
      },
    });
    await screen.findByRole("heading", { name: "Water committee meeting" });
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastQuery(fetchMock).get("page")).toBe("2"));
  });

  it("shows no page buttons for a single page", async () => {
    renderHub({ "GET /api/recordings": () => json(makeRecordingList([makeRecordingSummary()])) });
    await screen.findByRole("heading", { name: "Water committee meeting" });
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("shows Edit Details on the owner's cards", async () => {
    renderHub({
      "GET /api/recordings": () =>
        json(makeRecordingList([makeRecordingSummary({ isOwner: true })])),
    });
    expect(
      await screen.findByRole("button", { name: "Edit Details: Water committee meeting" }),
    ).toBeVisible();
  });

  it("looks again while a card is processing and stops when it is done", async () => {
    let calls = 0;
    renderHub({
      "GET /api/recordings": () => {
        calls += 1;
        return json(
          makeRecordingList([
            makeRecordingSummary(
              calls === 1
                ? { processingStatus: "transcribing", processingProgress: 40 }
                : { processingStatus: "completed" },
            ),
          ]),
        );
      },
    });
    const heading = await screen.findByRole("heading", { name: "Water committee meeting" });
    const card = within(heading.closest("article") as HTMLElement);
    expect(card.getByText("Transcribing 40%")).toBeVisible();
    expect(
      card.getByRole("progressbar", { name: "Transcribing 40%: Water committee meeting" }),
    ).toHaveAttribute("aria-valuenow", "40");
    await waitFor(() => expect(card.getByText("Completed")).toBeVisible(), { timeout: 4000 });
    expect(card.queryByRole("progressbar")).toBeNull();
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 2800));
    expect(calls).toBe(settled);
  }, 10_000);

  it("asks a signed-out visitor to sign in before recording", async () => {
    const user = userEvent.setup();
    renderHub({ "GET /api/recordings": () => json(makeRecordingList([])) });
    await screen.findByRole("heading", { name: "No recordings found" });
    await user.click(screen.getAllByRole("button", { name: "New Recording" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Account" }, { timeout: 4000 });
    expect(within(dialog).getByText("Sign in to record")).toBeVisible();
  }, 10_000);

  it("marks drafts (which only their author sees) with a Draft badge, and nothing else", async () => {
    renderHub({
      "GET /api/recordings": () =>
        json(
          makeRecordingList([
            makeRecordingSummary({ status: "draft", isOwner: true, title: "My draft" }),
            makeRecordingSummary({
              id: "22222222-2222-4222-8222-222222222222",
              status: "published",
              title: "Published one",
            }),
          ]),
        ),
    });
    const draft = within(
      (await screen.findByRole("heading", { name: "My draft" })).closest("article") as HTMLElement,
    );
    expect(draft.getByText("Draft")).toBeVisible();
    const published = within(
      screen.getByRole("heading", { name: "Published one" }).closest("article") as HTMLElement,
    );
    expect(published.queryByText("Draft")).toBeNull();
  });

  it("shows 'No Recording Selected' in the editor when the chosen recording is gone, and loads the cards again", async () => {
    const user = userEvent.setup();
    const id = "11111111-1111-4111-8111-111111111111";
    let lists = 0;
    const { fetchMock } = renderHub({
      "GET /api/auth/me": () => json({ user: makeUser() }),
      "GET /api/recordings": () => {
        lists += 1;
        // Deleted in another tab since the cards were loaded.
        return json(
          makeRecordingList(lists === 1 ? [makeRecordingSummary({ isOwner: true })] : []),
        );
      },
      [`GET /api/recordings/${id}`]: () =>
        apiErrorResponse(404, "NOT_FOUND", "Recording not found"),
    });
    await user.click(
      await screen.findByRole("button", { name: "Edit Details: Water committee meeting" }),
    );
    const dialog = await screen.findByRole("dialog", undefined, { timeout: 4000 });
    expect(await within(dialog).findByText("No Recording Selected")).toBeVisible();
    expect(within(dialog).queryByText("Recording not found")).toBeNull();
    expect(callsTo(fetchMock, "GET", `/api/recordings/${id}`)).toHaveLength(1);
    await waitFor(() => expect(lists).toBe(2));
  }, 10_000);
});

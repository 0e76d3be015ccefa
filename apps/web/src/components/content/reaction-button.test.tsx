import type { ContentSummary } from "@field-commons/shared/content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, makeUser, mockFetch } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import type { ComponentType } from "react";
import { LikeButton } from "./like-button";
import { SaveButton } from "./save-button";

const ITEM_ID = "6f1c2a9e-3b1d-4c55-9a77-0d2b1e4f5a61";

function makeItem(overrides: Partial<ContentSummary> = {}): ContentSummary {
  return {
    id: ITEM_ID,
    type: "case-study",
    slug: "forest-councils",
    title: "Forest councils",
    summary: "",
    description: "",
    domain: "Land & Environment",
    status: "published",
    author: { id: "user-2", name: "Elinor" },
    location: { name: "Nepal", lat: null, lng: null, country: "NP" },
    coverImage: null,
    imageCount: 0,
    images: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-02T00:00:00.000Z",
    publishedAt: "2026-01-02T00:00:00.000Z",
    counts: { views: 10, likes: 3, saves: 3, shares: 1 },
    completeness: 100,
    viewer: { liked: false, saved: false },
    ...overrides,
  };
}

function signedIn() {
  return { "GET /api/auth/me": () => json({ user: makeUser() }) };
}

/** A promise the test resolves by hand, to look at the button mid-call. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function renderButton(Button: ComponentType<{ item: ContentSummary }>, item: ContentSummary) {
  return renderWithProviders(
    <AccountPanelProvider>
      <Button item={item} />
    </AccountPanelProvider>,
  );
}

/** The two reactions: the same behaviour with their own names, paths and fields. */
const KINDS = [
  {
    name: "LikeButton",
    Button: LikeButton,
    verb: "Like",
    undo: "Unlike",
    noun: "likes",
    path: "/api/likes",
    answer: (on: boolean, count: number) => ({ liked: on, likes: count }),
    viewerOn: { liked: true, saved: false },
  },
  {
    name: "SaveButton",
    Button: SaveButton,
    verb: "Save",
    undo: "Unsave",
    noun: "saves",
    path: "/api/saves",
    answer: (on: boolean, count: number) => ({ saved: on, saves: count }),
    viewerOn: { liked: false, saved: true },
  },
] as const;

describe.each(KINDS)("$name", ({ Button, verb, undo, noun, path, answer, viewerOn }) => {
  it("shows the count and state with accessible names", async () => {
    mockFetch(signedIn());
    renderButton(Button, makeItem({ viewer: viewerOn }));
    const button = await screen.findByRole("button", { name: `${undo}, 3 ${noun}` });
    expect(button).toHaveAttribute("aria-pressed", "true");
    // The name is the button's text, so the number shown is part of it (no aria-label).
    expect(button).not.toHaveAttribute("aria-label");
  });

  it("signed out: opens the sign-in panel and makes no call", async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    renderButton(Button, makeItem({ viewer: null }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: `${verb}, 3 ${noun}` }));
    const dialog = await screen.findByRole("dialog", { name: "Account" });
    expect(within(dialog).getByRole("tab", { name: "Login" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(callsTo(fetchMock, "POST", path)).toHaveLength(0);
    expect(callsTo(fetchMock, "DELETE", path)).toHaveLength(0);
  });

  it(`signed out: says why, starts in the e-mail field, and makes the ${verb.toLowerCase()} once signed in`, async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/login": () => json({ success: true, user: makeUser() }),
      [`POST ${path}`]: () => json(answer(true, 4)),
    });
    const user = userEvent.setup();
    renderButton(Button, makeItem({ viewer: null }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: `${verb}, 3 ${noun}` }));

    const dialog = await screen.findByRole("dialog", { name: "Account" });
    expect(dialog).toHaveAccessibleDescription(`Sign in to ${verb.toLowerCase()} this`);
    await waitFor(() => expect(within(dialog).getByLabelText("Email")).toHaveFocus());
    await user.type(within(dialog).getByLabelText("Email"), "ada@example.org");
    await user.type(within(dialog).getByLabelText("Password"), "correct horse");
    expect(callsTo(fetchMock, "POST", path)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Login" }));

    await waitFor(() => expect(callsTo(fetchMock, "POST", path)).toHaveLength(1));
    expect(callsTo(fetchMock, "POST", path)[0]?.[1]?.body).toBe(
      JSON.stringify({ contentType: "case-study", contentId: ITEM_ID }),
    );
  });

  it("signed out: closing the panel without signing in drops the request", async () => {
    const fetchMock = mockFetch({
      "POST /api/auth/login": () => json({ success: true, user: makeUser() }),
    });
    const user = userEvent.setup();
    renderButton(Button, makeItem({ viewer: null }));
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/me")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: `${verb}, 3 ${noun}` }));
    await screen.findByRole("dialog", { name: "Account" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST", path)).toHaveLength(0);
  });

  it("is busy while the call runs and flips only after the server confirms, with its count", async () => {
    const pending = deferred<Response>();
    const fetchMock = mockFetch({ ...signedIn(), [`POST ${path}`]: () => pending.promise });
    const user = userEvent.setup();
    renderButton(Button, makeItem());
    await user.click(await screen.findByRole("button", { name: `${verb}, 3 ${noun}` }));

    const busy = screen.getByRole("button", { name: `${verb}, 3 ${noun}` });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-pressed", "false");
    expect(callsTo(fetchMock, "POST", path)[0]?.[1]?.body).toBe(
      JSON.stringify({ contentType: "case-study", contentId: ITEM_ID }),
    );

    // The server counts someone else's reaction too: its figure wins over 3 + 1.
    pending.resolve(json(answer(true, 7)));
    const done = await screen.findByRole("button", { name: `${undo}, 7 ${noun}` });
    expect(done).toHaveAttribute("aria-pressed", "true");
    expect(done).toBeEnabled();
  });

  it(`undoes with DELETE ${path}`, async () => {
    const fetchMock = mockFetch({
      ...signedIn(),
      [`DELETE ${path}`]: () => json(answer(false, 2)),
    });
    const user = userEvent.setup();
    renderButton(Button, makeItem({ viewer: viewerOn }));
    await user.click(await screen.findByRole("button", { name: `${undo}, 3 ${noun}` }));
    expect(await screen.findByRole("button", { name: `${verb}, 2 ${noun}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(callsTo(fetchMock, "DELETE", path)).toHaveLength(1);
  });

  it("leaves state and count unchanged when the call fails, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = mockFetch({
      ...signedIn(),
      [`POST ${path}`]: () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
    });
    const user = userEvent.setup();
    renderButton(Button, makeItem());
    await user.click(await screen.findByRole("button", { name: `${verb}, 3 ${noun}` }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    const button = screen.getByRole("button", { name: `${verb}, 3 ${noun}` });
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(button).toBeEnabled();
    expect(callsTo(fetchMock, "POST", path)).toHaveLength(1);
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { useAccountPanel } from "../../../lib/account-panel";
import { json, makeUser, mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AccountPanelProvider } from "./account-panel-provider";

/** A sign-in-gated action, as the like button and the recorder have. */
function GatedAction() {
  const panel = useAccountPanel();
  const [done, setDone] = useState(false);
  return (
    <>
      <button onClick={() => panel.open("login", { onSignedIn: () => setDone(true) })}>
        Record
      </button>
      <p>{done ? "action done" : "action waiting"}</p>
    </>
  );
}

/** GET /api/auth/me answered when the test says so. */
function slowSession() {
  let answer!: (user: ReturnType<typeof makeUser> | null) => void;
  const answered = new Promise<ReturnType<typeof makeUser> | null>((r) => (answer = r));
  mockFetch({ "GET /api/auth/me": async () => json({ user: await answered }) });
  return answer;
}

function renderGated() {
  renderWithProviders(
    <AccountPanelProvider>
      <GatedAction />
    </AccountPanelProvider>,
  );
}

describe("AccountPanelProvider", () => {
  // The provider loads the panel lazily, in a time that depends on what the
  // worker loaded before: load it first, so the tests wait for the panel only.
  beforeAll(async () => {
    await import("./account-panel");
  });

  it("a click before the session is known, by someone signed in, closes the panel and runs the action", async () => {
    const answer = slowSession();
    const user = userEvent.setup();
    renderGated();
    await user.click(screen.getByRole("button", { name: "Record" }));
    expect(await screen.findByRole("dialog", { name: "Account" })).toBeInTheDocument();
    await act(async () => answer(makeUser({ name: "Rita" })));
    expect(await screen.findByText("action done")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("a click before the session is known, by someone signed out, keeps the panel open for signing in", async () => {
    const answer = slowSession();
    const user = userEvent.setup();
    renderGated();
    await user.click(screen.getByRole("button", { name: "Record" }));
    const dialog = await screen.findByRole("dialog", { name: "Account" });
    await act(async () => answer(null));
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText("action waiting")).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION, ToastProvider, useToast } from "./toast";
import type { ToastOptions } from "./toast";

/** Shows `toast` when its button is pressed, then (optionally) leaves the page. */
function Shower({ toast, leaveTo }: { toast: ToastOptions; leaveTo?: string }) {
  const { show } = useToast();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        show(toast);
        if (leaveTo) void navigate(leaveTo);
      }}
    >
      Show
    </button>
  );
}

function renderToasts(toast: ToastOptions, { leaveTo }: { leaveTo?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: "/form", element: <Shower toast={toast} leaveTo={leaveTo} /> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/case-study/:slug", element: <h1>Live page</h1> },
    ],
    { initialEntries: ["/form"] },
  );
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

async function toastsReady() {
  await waitFor(() =>
    expect(screen.getByRole("region", { name: /Notifications/ })).not.toHaveStyle({
      pointerEvents: "none",
    }),
  );
}

describe("Toast", () => {
  it("loads nothing of the toasts until one is shown", () => {
    renderToasts({ title: "Draft saved" });
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the title, description and link, survives a navigation, and its link navigates in the app", async () => {
    const user = userEvent.setup();
    const router = renderToasts(
      {
        title: "Published",
        description: "“Törbel” is live.",
        action: { label: "View", href: "/case-study/torbel" },
      },
      { leaveTo: "/dashboard" },
    );
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(await screen.findByText("Published")).toBeInTheDocument();
    expect(screen.getByText("“Törbel” is live.")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "View" });
    expect(link).toHaveAttribute("href", "/case-study/torbel");
    await toastsReady();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/case-study/torbel"));
    // Following the link closes the toast.
    await waitFor(() => expect(screen.queryByText("Published")).toBeNull());
  });

  it("is announced politely, in a labelled region", async () => {
    const user = userEvent.setup();
    renderToasts({ title: "Draft saved" });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByRole("region", { name: /Notifications/ })).toBeInTheDocument();
    await waitFor(() => {
      const live = screen
        .getAllByRole("status")
        .filter((node) => node.textContent?.includes("Draft saved"));
      expect(live.length).toBeGreaterThan(0);
      for (const node of live) expect(node).toHaveAttribute("aria-live", "polite");
    });
  });

  it("closes by itself after the duration, and with its close button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderToasts({ title: "Draft saved" });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Draft saved")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(TOAST_DURATION - 500));
    expect(screen.getByText("Draft saved")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText("Draft saved")).toBeNull());

    await user.click(screen.getByRole("button", { name: "Show" }));
    await toastsReady();
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    await waitFor(() => expect(screen.queryByText("Draft saved")).toBeNull());
  });

  it("waits while focus is in the toasts (keyboard users can reach the link)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderToasts({ title: "Published", action: { label: "View", href: "/case-study/x" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    const link = await screen.findByRole("link", { name: "View" });
    act(() => link.focus());
    fireEvent.focusIn(link);
    act(() => void vi.advanceTimersByTime(TOAST_DURATION * 2));
    expect(screen.getByText("Published")).toBeInTheDocument();
  });

  it("does nothing without a provider (a component rendered on its own)", async () => {
    function Alone() {
      const { show } = useToast();
      useEffect(() => show({ title: "Nobody hears" }), [show]);
      return <p>Alone</p>;
    }
    const router = createMemoryRouter([{ path: "/", element: <Alone /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Alone")).toBeInTheDocument();
    expect(screen.queryByText("Nobody hears")).toBeNull();
  });
});

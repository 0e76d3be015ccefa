import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Component as PluralDetailRedirect } from "./plural-detail-redirect";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/policy-briefs/:id", element: <PluralDetailRedirect /> },
      { path: "/opinion-essays/:id", element: <PluralDetailRedirect /> },
      { path: "/interviews/:id", element: <PluralDetailRedirect /> },
      { path: "/policy-brief/:id", element: <h1>Policy brief page</h1> },
      { path: "/opinion-essay/:id", element: <h1>Opinion essay page</h1> },
      { path: "/interview/:id", element: <h1>Interview page</h1> },
    ],
    { initialEntries: ["/", path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("plural detail links", () => {
  it.each([
    ["/policy-briefs/water-pricing", "/policy-brief/water-pricing", "Policy brief page"],
    ["/opinion-essays/essay-1?from=search", "/opinion-essay/essay-1", "Opinion essay page"],
    ["/interviews/amina#q3", "/interview/amina", "Interview page"],
  ])("replaces %s with the canonical %s", async (from, to, heading) => {
    const router = renderAt(from);
    expect(await screen.findByRole("heading", { name: heading })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    const original = new URL(from, "http://localhost");
    expect(router.state.location.search).toBe(original.search);
    expect(router.state.location.hash).toBe(original.hash);
    // Replaced, not pushed: Back leaves the redirect behind.
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

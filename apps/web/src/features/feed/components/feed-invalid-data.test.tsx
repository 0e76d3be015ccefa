import { CONTENT_MESSAGES } from "@field-commons/shared/content";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { HomeFeed } from "./feed";

function renderFeed(route: string, content: RouteHandler, map?: RouteHandler) {
  mockFetch({
    "GET /api/content": content,
    "GET /api/content/map": map ?? (() => json({ items: [], nextCursor: null })),
    "GET /api/content/facets": () => json({ total: 1, domains: { "Water & Oceans": 1 } }),
  });
  renderWithProviders(
    <AccountPanelProvider>
      <HomeFeed />
    </AccountPanelProvider>,
    { route },
  );
}

// "Invalid data shows 'Error: Invalid data format'."
describe("HomeFeed: a response that does not match the feed's shape", () => {
  it.each([
    ["items that are not a list", () => json({ items: "none", nextCursor: null })],
    ["no items at all", () => json({ data: [makeContentSummary()] })],
    ["a cursor of the wrong kind", () => json({ items: [], nextCursor: 7 })],
    [
      "a body that is not JSON",
      () => new Response("<html>oops</html>", { headers: { "Content-Type": "text/html" } }),
    ],
  ])("with %s, shows exactly the spec's 'Error: Invalid data format'", async (_, respond) => {
    renderFeed("/?type=trip", respond);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(CONTENT_MESSAGES.invalidData)).toBeInTheDocument();
    expect(alert.firstChild?.textContent).toBe("Error: Invalid data format");
    expect(alert).not.toHaveTextContent("Failed to fetch");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("Try Again fetches again and shows the feed once the data is right", async () => {
    let malformed = true;
    renderFeed("/", () =>
      malformed
        ? json({ items: { title: "not a list" } })
        : json({ items: [makeContentSummary({ title: "Readable again" })], nextCursor: null }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error: Invalid data format");
    malformed = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Readable again" })).toBeInTheDocument();
  });

  it("a failed request still names what could not be fetched", async () => {
    renderFeed("/?type=trip", () => new Response("", { status: 502 }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch trips");
  });

  it("the Map view says the same of a malformed map response", async () => {
    renderFeed(
      "/?view=map",
      () => json({ items: [], nextCursor: null }),
      () => json({ items: "none" }),
    );
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.firstChild?.textContent).toBe(CONTENT_MESSAGES.invalidData);
  });

  it("a malformed next page says so under the cards already shown", async () => {
    const user = userEvent.setup();
    renderFeed("/", ({ url }) =>
      new URL(url, "http://localhost").searchParams.get("cursor")
        ? json({ items: null, nextCursor: null })
        : json({ items: [makeContentSummary({ title: "First page" })], nextCursor: "page-2" }),
    );
    expect(await screen.findByRole("link", { name: "First page" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Invalid data format");
    expect(screen.getByRole("link", { name: "First page" })).toBeInTheDocument();
  });
});

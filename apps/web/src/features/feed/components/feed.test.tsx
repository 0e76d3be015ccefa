import { DOMAINS } from "@field-commons/shared/domains";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { AccountPanelProvider } from "../../../testing/account-panel";
import { makeContentSummary } from "../../../testing/content-fixtures";
import { HomeFeed } from "./feed";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function currentSearch(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId("location").textContent ?? "");
}

function renderFeed(route = "/", routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({
    "GET /api/content": () => json({ items: [makeContentSummary()], nextCursor: null }),
    "GET /api/content/facets": () => json({ total: 1, domains: { "Water & Oceans": 1 } }),
    "GET /api/content/map": () => json({ items: [], nextCursor: null }),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <AccountPanelProvider>
      <HomeFeed />
      <LocationProbe />
    </AccountPanelProvider>,
    { route },
  );
  return { fetchMock, user };
}

function paramsOf(call: unknown[]): URLSearchParams {
  return new URL(String(call[0]), "http://localhost").searchParams;
}

function lastCallParams(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  const calls = callsTo(fetchMock, "GET", path);
  return paramsOf(calls[calls.length - 1]!);
}

describe("HomeFeed: filters", () => {
  it("shows the six type tabs in order, All Content selected", async () => {
    renderFeed();
    const tablist = screen.getByRole("tablist", { name: "Content type" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "All Content",
      "Case Studies",
      "Field Work",
      "Policy Briefs",
      "Opinion Essays",
      "Interviews",
    ]);
    expect(screen.getByRole("tab", { name: "All Content" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("shows 'All (N)' and every domain with its real count from the facets", async () => {
    const { fetchMock } = renderFeed("/", {
      "GET /api/content/facets": () =>
        json({ total: 15, domains: { "Water & Oceans": 12, "Land & Environment": 3 } }),
    });
    const chips = screen.getByRole("group", { name: "Filter by domain" });
    expect(await within(chips).findByRole("button", { name: "All (15)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(chips).getByRole("button", { name: "Water & Oceans (12)" })).toBeInTheDocument();
    expect(
      within(chips).getByRole("button", { name: "Land & Environment (3)" }),
    ).toBeInTheDocument();
    expect(
      within(chips).getByRole("button", { name: "Energy & Infrastructure (0)" }),
    ).toBeInTheDocument();
    expect(within(chips).getAllByRole("button")).toHaveLength(DOMAINS.length + 1);
    expect(lastCallParams(fetchMock, "/api/content/facets").toString()).toBe("");
  });

  it("reads type, domain and search from the URL and sends them to the API", async () => {
    const { fetchMock } = renderFeed("/?type=trip&domain=Water+%26+Oceans&q=river");
    await screen.findByRole("article");
    expect(screen.getByRole("tab", { name: "Field Work" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("searchbox", { name: "Search content" })).toHaveValue("river");
    expect(await screen.findByRole("button", { name: "Water & Oceans (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const list = lastCallParams(fetchMock, "/api/content");
    expect(Object.fromEntries(list)).toEqual({
      type: "trip",
      domain: "Water & Oceans",
      q: "river",
      limit: "12",
    });
    const facets = lastCallParams(fetchMock, "/api/content/facets");
    expect(Object.fromEntries(facets)).toEqual({ type: "trip", q: "river" });
  });

  it("ignores malformed URL values, each on its own", async () => {
    const { fetchMock } = renderFeed("/?type=podcast&domain=Moon&view=globe&q=water");
    await screen.findByRole("article");
    expect(screen.getByRole("tab", { name: "All Content" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("searchbox", { name: "Search content" })).toHaveValue("water");
    expect(Object.fromEntries(lastCallParams(fetchMock, "/api/content"))).toEqual({
      q: "water",
      limit: "12",
    });
  });

  it("writes the chosen tab, domain chip and 'All' into the URL", async () => {
    const { fetchMock, user } = renderFeed("/");
    await screen.findByRole("article");

    await user.click(screen.getByRole("tab", { name: "Field Work" }));
    await waitFor(() => expect(currentSearch().get("type")).toBe("trip"));
    await waitFor(() => expect(lastCallParams(fetchMock, "/api/content").get("type")).toBe("trip"));
    expect(lastCallParams(fetchMock, "/api/content/facets").get("type")).toBe("trip");

    await user.click(await screen.findByRole("button", { name: "Water & Oceans (1)" }));
    await waitFor(() => expect(currentSearch().get("domain")).toBe("Water & Oceans"));
    expect(screen.getByRole("button", { name: "Water & Oceans (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() =>
      expect(lastCallParams(fetchMock, "/api/content").get("domain")).toBe("Water & Oceans"),
    );

    await user.click(screen.getByRole("button", { name: "All (1)" }));
    await waitFor(() => expect(currentSearch().get("domain")).toBeNull());
    expect(currentSearch().get("type")).toBe("trip");

    await user.click(screen.getByRole("tab", { name: "All Content" }));
    await waitFor(() => expect(currentSearch().toString()).toBe(""));
  });

  it("writes the search into the URL and searches with it", async () => {
    const { fetchMock, user } = renderFeed("/");
    await screen.findByRole("article");
    const box = screen.getByRole("searchbox", { name: "Search content" });
    expect(box).toHaveAttribute("placeholder", "Search by title, place or domain");

    await user.type(box, "fishery");
    await waitFor(() => expect(currentSearch().get("q")).toBe("fishery"));
    await waitFor(() => expect(lastCallParams(fetchMock, "/api/content").get("q")).toBe("fishery"));
    expect(lastCallParams(fetchMock, "/api/content/facets").get("q")).toBe("fishery");

    await user.clear(box);
    await waitFor(() => expect(currentSearch().get("q")).toBeNull());
  });

  it("switches to the map view and back through the URL", async () => {
    const { fetchMock, user } = renderFeed("/?type=trip");
    await screen.findByRole("article");
    await user.click(screen.getByRole("button", { name: "Map" }));
    await waitFor(() => expect(currentSearch().get("view")).toBe("map"));
    expect(screen.getByRole("button", { name: "Map" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("heading", { name: "Research Locations" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No locations to display" })).toBeVisible();
    expect(lastCallParams(fetchMock, "/api/content/map").get("type")).toBe("trip");

    await user.click(screen.getByRole("button", { name: "List" }));
    await waitFor(() => expect(currentSearch().get("view")).toBeNull());
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("asks the map for trips and case studies on the other tabs", async () => {
    const { fetchMock } = renderFeed("/?view=map&type=interview");
    expect(await screen.findByText("No locations to display")).toBeInTheDocument();
    expect(lastCallParams(fetchMock, "/api/content/map").get("type")).toBe("case-study,trip");
  });
});

describe("HomeFeed: map view", () => {
  // The map's code loads lazily, in a time that depends on what the worker
  // loaded before: load it first, so the tests wait for the page only.
  beforeAll(async () => {
    await import("../../../components/map/research-map-canvas");
  });

  const mapItem = (overrides: Record<string, unknown>) => ({
    id: "m-1",
    type: "trip",
    slug: "river-trip",
    title: "River trip",
    domain: "Water & Oceans",
    lat: 10,
    lng: 20,
    locationName: "Mekong delta",
    description: "Visiting water user groups",
    ...overrides,
  });

  it.each([
    ["Field Work", "River trip", "/trip/river-trip"],
    ["Case Study", "Forest commons", "/case-study/forest"],
  ])("labels a popup '%s' with the title linking to the item", async (label, title, href) => {
    const { user } = renderFeed("/?view=map", {
      "GET /api/content/map": () =>
        json({
          items: [
            mapItem({}),
            mapItem({ id: "m-2", type: "case-study", slug: "forest", title: "Forest commons" }),
            mapItem({ id: "m-3", slug: "nowhere", title: "No place", lat: null, lng: null }),
          ],
          nextCursor: null,
        }),
    });
    await user.click(await screen.findByRole("button", { name: `${label}: ${title}` }));
    const link = await screen.findByRole("link", { name: title });
    expect(link).toHaveAttribute("href", href);
    expect(link.closest(".leaflet-popup")).toHaveTextContent(label);
    expect(screen.queryByRole("button", { name: /No place/ })).not.toBeInTheDocument();
  });

  it("follows the map's next cursor and applies the domain and search filters", async () => {
    const { fetchMock } = renderFeed("/?view=map&domain=Water+%26+Oceans&q=delta", {
      "GET /api/content/map": ({ url }) =>
        new URL(url, "http://localhost").searchParams.get("cursor") === "more"
          ? json({
              items: [mapItem({ id: "m-9", title: "Delta fisheries", slug: "delta" })],
              nextCursor: null,
            })
          : json({
              items: [
                mapItem({}),
                mapItem({ id: "m-2", title: "Mountain pasture", domain: "Land & Environment" }),
                mapItem({ id: "m-3", title: "Lake study", locationName: "Lake Victoria" }),
              ],
              nextCursor: "more",
            }),
    });
    expect(
      await screen.findByRole("button", { name: "Field Work: Delta fisheries" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Field Work: River trip" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Mountain pasture/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Lake study/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", "/api/content/map")).toHaveLength(2);
  });

  it("shows the map's fetch error with Try Again", async () => {
    renderFeed("/?view=map&type=case-study", {
      "GET /api/content/map": () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error: Failed to fetch case studies");
    expect(within(alert).getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});

describe("HomeFeed: list", () => {
  it("shows skeleton cards while loading", async () => {
    let release: (response: Response) => void = () => {};
    renderFeed("/", {
      "GET /api/content": () => new Promise<Response>((resolve) => (release = resolve)),
    });
    expect(screen.getByText("Loading content…")).toBeInTheDocument();
    release(json({ items: [makeContentSummary({ title: "Arrived" })], nextCursor: null }));
    expect(await screen.findByRole("link", { name: "Arrived" })).toBeInTheDocument();
    expect(screen.queryByText("Loading content…")).not.toBeInTheDocument();
  });

  it("loads the next page with the cursor on Load more", async () => {
    const { fetchMock, user } = renderFeed("/", {
      "GET /api/content": ({ url }) => {
        const cursor = new URL(url, "http://localhost").searchParams.get("cursor");
        return cursor === "page-2"
          ? json({ items: [makeContentSummary({ title: "Second page" })], nextCursor: null })
          : json({ items: [makeContentSummary({ title: "First page" })], nextCursor: "page-2" });
      },
    });
    expect(await screen.findByRole("link", { name: "First page" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Second page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "First page" })).toBeInTheDocument();
    expect(lastCallParams(fetchMock, "/api/content").get("cursor")).toBe("page-2");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("shows 'Unknown Content Type', 'Error: Invalid data format', and skips items without slug", async () => {
    const valid = makeContentSummary({ title: "Valid item" });
    renderFeed("/", {
      "GET /api/content": () =>
        json({
          items: [
            valid,
            { ...makeContentSummary(), type: "podcast" },
            { ...makeContentSummary(), title: 42 },
            { ...makeContentSummary({ title: "No slug here" }), slug: "" },
          ],
          nextCursor: null,
        }),
    });
    expect(await screen.findByRole("link", { name: "Valid item" })).toBeInTheDocument();
    expect(screen.getByText("Unknown Content Type")).toBeInTheDocument();
    expect(screen.getByText("Error: Invalid data format")).toBeInTheDocument();
    expect(screen.queryByText("No slug here")).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });
});

describe("HomeFeed: empty and error states", () => {
  const empty = () => json({ items: [], nextCursor: null });

  it("names the selected domain when nothing matches it, and clears the filters", async () => {
    const { user } = renderFeed("/?domain=Water+%26+Oceans&q=reef", {
      "GET /api/content": empty,
    });
    expect(
      await screen.findByRole("heading", { name: 'No content found for "Water & Oceans"' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(currentSearch().toString()).toBe(""));
    expect(screen.getByRole("searchbox", { name: "Search content" })).toHaveValue("");
  });

  it("says 'No content found' when a type or search matches nothing", async () => {
    renderFeed("/?q=zzz", { "GET /api/content": empty });
    expect(await screen.findByRole("heading", { name: "No content found" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("says 'No content has been published yet' when nothing exists, with a way to publish", async () => {
    renderFeed("/", {
      "GET /api/content": empty,
      "GET /api/content/facets": () => json({ total: 0, domains: {} }),
    });
    expect(
      await screen.findByRole("heading", { name: "No content has been published yet" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Publish your research" })).toHaveAttribute(
      "href",
      "/publish/case-study",
    );
    expect(await screen.findByRole("button", { name: "All (0)" })).toBeInTheDocument();
  });

  it("shows the type's fetch error in place of the feed, and Try Again fetches again", async () => {
    let fail = true;
    const { user } = renderFeed("/?type=trip", {
      "GET /api/content": () =>
        fail
          ? apiErrorResponse(500, "INTERNAL", "Something went wrong")
          : json({ items: [makeContentSummary({ title: "Back again" })], nextCursor: null }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error: Failed to fetch trips");
    expect(screen.queryByRole("article")).not.toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Back again" })).toBeInTheDocument();
  });

  it("says 'Failed to fetch content' when All Content cannot be fetched", async () => {
    renderFeed("/", {
      "GET /api/content": () => apiErrorResponse(500, "INTERNAL", "Something went wrong"),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: Failed to fetch content");
  });

  it.each([
    ["case-study", "Failed to fetch case studies"],
    ["policy-brief", "Failed to fetch policy briefs"],
    ["opinion-essay", "Failed to fetch opinion essays"],
    ["interview", "Failed to fetch interviews"],
  ])("names %s in its fetch error", async (type, message) => {
    renderFeed(`/?type=${type}`, {
      "GET /api/content": () => apiErrorResponse(503, "INTERNAL", "Unavailable"),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(`Error: ${message}`);
  });
});

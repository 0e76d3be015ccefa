import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../testing/mock-fetch";
import type { RouteHandler } from "../../testing/mock-fetch";
import { renderWithProviders } from "../../testing/render";
import { AccountPanelProvider } from "../../testing/account-panel";
import { makePolicyBriefSummary } from "../../testing/policy-brief-fixture";
import { ContentListPage } from "./content-list-page";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const search = () => new URLSearchParams(screen.getByTestId("location").textContent ?? "");

function renderList(route = "/policy-briefs", routes: Record<string, RouteHandler> = {}) {
  const fetchMock = mockFetch({
    "GET /api/content": () =>
      json({ items: [makePolicyBriefSummary(1), makePolicyBriefSummary(2)], nextCursor: null }),
    ...routes,
  });
  const user = userEvent.setup();
  renderWithProviders(
    <AccountPanelProvider>
      <ContentListPage
        type="policy-brief"
        heading="Policy Briefs"
        intro="Recommendations for governing shared resources."
        errorHeading="Error loading policy briefs"
        fetchFailed="Failed to fetch policy briefs"
        emptyText="No policy briefs have been published yet"
        emptyFilteredText="No policy briefs found"
      />
      <LocationProbe />
    </AccountPanelProvider>,
    { route },
  );
  return { fetchMock, user };
}

function lastListParams(fetchMock: ReturnType<typeof mockFetch>): URLSearchParams {
  const calls = callsTo(fetchMock, "GET", "/api/content");
  return new URL(String(calls[calls.length - 1]![0]), "http://localhost").searchParams;
}

describe("ContentListPage", () => {
  it("shows skeletons, then a grid of cards of the type", async () => {
    const { fetchMock } = renderList();
    expect(screen.getByRole("heading", { level: 1, name: "Policy Briefs" })).toBeInTheDocument();
    expect(screen.getByText("Loading policy briefs…")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Policy Briefs" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(list).getByRole("link", { name: "Brief 1" })).toHaveAttribute(
      "href",
      "/policy-brief/brief-1",
    );
    const params = lastListParams(fetchMock);
    expect(params.get("type")).toBe("policy-brief");
    expect(params.get("limit")).toBe("12");
    expect(params.has("q")).toBe(false);
    expect(screen.getByRole("link", { name: "New Policy Brief" })).toHaveAttribute(
      "href",
      "/publish/policy-brief",
    );
  });

  it("reads ?q= and ?domain= from the URL, ignoring an unknown domain", async () => {
    const { fetchMock } = renderList("/policy-briefs?q=irrigation&domain=Water%20%26%20Oceans");
    await screen.findByRole("list", { name: "Policy Briefs" });
    expect(screen.getByLabelText("Search")).toHaveValue("irrigation");
    expect(screen.getByLabelText("Domain")).toHaveValue("Water & Oceans");
    const params = lastListParams(fetchMock);
    expect(params.get("q")).toBe("irrigation");
    expect(params.get("domain")).toBe("Water & Oceans");
  });

  it("ignores an unknown domain in the URL", async () => {
    const { fetchMock } = renderList("/policy-briefs?domain=Nowhere");
    await screen.findByRole("list", { name: "Policy Briefs" });
    expect(screen.getByLabelText("Domain")).toHaveValue("");
    expect(lastListParams(fetchMock).has("domain")).toBe(false);
  });

  it("puts the search and the domain into the URL and fetches with them", async () => {
    const { fetchMock, user } = renderList();
    await screen.findByRole("list", { name: "Policy Briefs" });
    const domain = screen.getByLabelText("Domain");
    expect(within(domain).getAllByRole("option")[0]).toHaveTextContent("All domains");
    await user.selectOptions(domain, "Land & Environment");
    expect(search().get("domain")).toBe("Land & Environment");
    await user.type(screen.getByLabelText("Search"), "  grazing {Enter}");
    expect(search().get("q")).toBe("grazing");
    await waitFor(() => expect(lastListParams(fetchMock).get("q")).toBe("grazing"));
    expect(lastListParams(fetchMock).get("domain")).toBe("Land & Environment");

    await user.selectOptions(domain, "");
    expect(search().has("domain")).toBe(false);
    expect(search().get("q")).toBe("grazing");
  });

  it("loads more pages with the cursor", async () => {
    const { fetchMock, user } = renderList("/policy-briefs", {
      "GET /api/content": ({ url }) => {
        const cursor = new URL(url, "http://localhost").searchParams.get("cursor");
        return cursor === "page-2"
          ? json({ items: [makePolicyBriefSummary(3)], nextCursor: null })
          : json({ items: [makePolicyBriefSummary(1)], nextCursor: "page-2" });
      },
    });
    const list = await screen.findByRole("list", { name: "Policy Briefs" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(2));
    expect(lastListParams(fetchMock).get("cursor")).toBe("page-2");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows the error heading, the type's message and Try Again", async () => {
    let attempt = 0;
    const { user } = renderList("/policy-briefs", {
      "GET /api/content": () =>
        ++attempt === 1
          ? apiErrorResponse(400, "BAD_REQUEST", "Bad")
          : json({ items: [makePolicyBriefSummary(1)], nextCursor: null }),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", { name: "Error loading policy briefs" }),
    ).toBeInTheDocument();
    expect(within(alert).getByText("Failed to fetch policy briefs")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("list", { name: "Policy Briefs" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("has an empty state for nothing published and one for filters that find nothing", async () => {
    const { user } = renderList("/policy-briefs", {
      "GET /api/content": () => json({ items: [], nextCursor: null }),
    });
    expect(
      await screen.findByRole("heading", { name: "No policy briefs have been published yet" }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Domain"), "Culture & Heritage");
    expect(
      await screen.findByRole("heading", { name: "No policy briefs found" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(search().has("domain")).toBe(false);
    expect(
      await screen.findByRole("heading", { name: "No policy briefs have been published yet" }),
    ).toBeInTheDocument();
  });

  it("skips items that cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderList("/policy-briefs", {
      "GET /api/content": () =>
        json({ items: [makePolicyBriefSummary(1), { id: "x" }], nextCursor: null }),
    });
    const list = await screen.findByRole("list", { name: "Policy Briefs" });
    expect(within(list).getAllByRole("article")).toHaveLength(1);
  });
});

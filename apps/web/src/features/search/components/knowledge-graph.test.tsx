import { SEARCH_MESSAGES } from "@field-commons/shared/search";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorResponse, callsTo, json, mockFetch } from "../../../testing/mock-fetch";
import type { RouteHandler } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeNode, related } from "../testing/search-fixtures";
import KnowledgeGraph from "./knowledge-graph";

const ROOT = makeNode({
  id: "root",
  title: "Water committees in Kisumu and their long story",
  description: "x".repeat(150),
  relationships: [
    { type: "similar_to", strength: 0.9 },
    { type: "authored_by", strength: 0.8 },
    { type: "located_in", strength: 0.7 },
    { type: "related_to", strength: 0.6 },
    { type: "mentions", strength: 0.5 },
    { type: "cites", strength: 0.4 },
  ],
});
const AUTHOR = makeNode({
  id: "author",
  title: "Amina Odhiambo",
  type: "author",
  entityType: "person",
  url: "/profile/amina",
  popularity: { views: 3, likes: 0, shares: 0 },
});
const TOPIC = makeNode({ id: "topic", title: "irrigation", type: "topic", entityType: "topic" });
const PLACE = makeNode({ id: "place", title: "Kenya", type: "location", entityType: "location" });
const JOB = makeNode({
  id: "job",
  title: "Water officer",
  type: "publication",
  entityType: "job",
  url: "/jobs/job",
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

function routes(overrides: Record<string, RouteHandler> = {}) {
  return mockFetch({
    "GET /api/search/nodes/root": () => json(ROOT),
    "GET /api/search/related/root": () =>
      json({
        related: [
          related(AUTHOR, "root", "authored_by", 0.8),
          related(TOPIC, "root", "related_to", 0.5),
        ],
      }),
    "GET /api/search/related/author": () =>
      json({
        related: [
          // Known again: neither the node nor the link is doubled.
          related(ROOT, "author", "authored_by", 0.8),
          related(PLACE, "author", "located_in", 0.4),
        ],
      }),
    ...overrides,
  });
}

async function renderGraph() {
  const view = renderWithProviders(<KnowledgeGraph nodeId="root" />);
  await screen.findByRole("button", { name: "Amina Odhiambo (Author)" });
  return view;
}

beforeEach(() => reducedMotion(true));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("KnowledgeGraph", () => {
  it("draws the node and its related nodes in an 800×600 view box, with labels, link labels and a legend", async () => {
    const fetchMock = routes();
    await renderGraph();
    const svg = screen.getByTestId("knowledge-graph");
    expect(svg).toHaveAttribute("viewBox", "0 0 800 600");
    expect(screen.getAllByTestId("graph-link")).toHaveLength(2);
    const labels = screen.getAllByTestId("graph-node-label").map((label) => label.textContent);
    // Labels are cut at 20 characters.
    expect(labels).toContain("Water committees in…");
    expect(labels).toContain("Amina Odhiambo");
    expect(screen.getAllByTestId("graph-link-label").map((l) => l.textContent)).toEqual([
      "authored by",
      "related to",
    ]);
    const legend = screen.getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Publication", "Author", "Topic"]);
    const url = String(callsTo(fetchMock, "GET", "/api/search/related/root")[0]![0]);
    expect(new URL(url, "http://localhost").searchParams.get("limit")).toBe("30");
    // The details panel starts on the node itself, with five relationships.
    const details = screen.getByTestId("node-details");
    expect(within(details).getByRole("heading", { level: 3 })).toHaveTextContent(ROOT.title);
    expect(within(details).getAllByRole("listitem")).toHaveLength(5);
    expect(within(details).getByRole("link", { name: "Open case study page" })).toHaveAttribute(
      "href",
      "/case-study/root",
    );
  });

  it("Labels and Relationships really hide and show node and link labels", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    const labels = screen.getByRole("button", { name: "Labels" });
    const links = screen.getByRole("button", { name: "Relationships" });
    expect(labels).toHaveAttribute("aria-pressed", "true");
    expect(links).toHaveAttribute("aria-pressed", "true");

    await user.click(labels);
    expect(labels).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryAllByTestId("graph-node-label")).toHaveLength(0);
    expect(screen.getAllByTestId("graph-link-label")).toHaveLength(2);

    await user.click(links);
    expect(links).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryAllByTestId("graph-link-label")).toHaveLength(0);
    // The links themselves stay.
    expect(screen.getAllByTestId("graph-link")).toHaveLength(2);

    await user.click(labels);
    await user.click(links);
    expect(screen.getAllByTestId("graph-node-label")).toHaveLength(3);
    expect(screen.getAllByTestId("graph-link-label")).toHaveLength(2);
  });

  it("zooms in and out by 0.1, clamped to 0.1–3, and resets", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    const zoom = screen.getByTestId("graph-zoom");
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    const zoomOut = screen.getByRole("button", { name: "Zoom out" });
    expect(zoom).toHaveTextContent("100%");
    await user.click(zoomIn);
    expect(zoom).toHaveTextContent("110%");
    for (let i = 0; i < 25; i++)
      if (!(zoomIn as HTMLButtonElement).disabled) await user.click(zoomIn);
    expect(zoom).toHaveTextContent("300%");
    expect(zoomIn).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(zoom).toHaveTextContent("100%");
    for (let i = 0; i < 12; i++)
      if (!(zoomOut as HTMLButtonElement).disabled) await user.click(zoomOut);
    expect(zoom).toHaveTextContent("10%");
    expect(zoomOut).toBeDisabled();
    const layer = screen.getByTestId("knowledge-graph").querySelector("g")!;
    expect(layer.getAttribute("transform")).toMatch(/scale\(0\.1\)$/);
  });

  it("selects a node with Enter, shows its details and brings in its neighbours once", async () => {
    const fetchMock = routes();
    const user = userEvent.setup();
    await renderGraph();
    const author = screen.getByRole("button", { name: "Amina Odhiambo (Author)" });
    expect(author).toHaveAttribute("tabindex", "0");
    act(() => author.focus());
    // Focus shows the tooltip.
    expect(screen.getByRole("tooltip")).toHaveTextContent("Amina Odhiambo");
    await user.keyboard("{Enter}");
    expect(author).toHaveAttribute("aria-pressed", "true");
    const details = screen.getByTestId("node-details");
    expect(within(details).getByRole("heading", { level: 3 })).toHaveTextContent("Amina Odhiambo");
    expect(within(details).getByText("3 views · 0 likes · 0 shares")).toBeVisible();
    expect(within(details).getByRole("link", { name: "Open person page" })).toHaveAttribute(
      "href",
      "/profile/amina",
    );
    expect(await screen.findByRole("button", { name: "Kenya (Location)" })).toBeVisible();
    // root, author, topic, place; root–author is not doubled.
    expect(
      screen.getAllByRole("button", { name: /\((Publication|Author|Topic|Location)\)$/ }),
    ).toHaveLength(4);
    expect(screen.getAllByTestId("graph-link")).toHaveLength(3);

    // Space works too, and a node already expanded is not asked again.
    const kenya = screen.getByRole("button", { name: "Kenya (Location)" });
    act(() => author.focus());
    await user.keyboard(" ");
    expect(callsTo(fetchMock, "GET", "/api/search/related/author")).toHaveLength(1);
    expect(kenya).toHaveAttribute("aria-pressed", "false");
  });

  it("shows the hover tooltip with the description cut at 100 characters", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    await user.hover(screen.getByRole("button", { name: /^Water committees/ }));
    const tooltip = screen.getByRole("tooltip");
    expect(tooltip).toHaveTextContent(`${"x".repeat(100)}…`);
    expect(tooltip.textContent).not.toContain("x".repeat(101));
  });

  it("says 'Failed to load node' when the node cannot be loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    routes({ "GET /api/search/nodes/root": () => apiErrorResponse(404, "NOT_FOUND", "Not found") });
    renderWithProviders(<KnowledgeGraph nodeId="root" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(SEARCH_MESSAGES.nodeFailed);
    await waitFor(() => expect(error).toHaveBeenCalled());
  });

  it("says 'Failed to load related nodes' when the neighbours cannot be loaded", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    routes({
      "GET /api/search/related/author": () => apiErrorResponse(500, "INTERNAL", "Boom"),
    });
    await renderGraph();
    await user.click(screen.getByRole("button", { name: "Amina Odhiambo (Author)" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEARCH_MESSAGES.relatedFailed);
    expect(error).toHaveBeenCalledWith(SEARCH_MESSAGES.relatedFailed, expect.anything());

    error.mockClear();
  });

  it("draws a job in its own colour, with its own legend entry", async () => {
    routes({
      "GET /api/search/related/root": () =>
        json({
          related: [
            related(AUTHOR, "root", "authored_by", 0.8),
            related(JOB, "root", "mentions", 0.5),
          ],
        }),
    });
    await renderGraph();
    const job = screen.getByRole("button", { name: "Water officer (Job)" });
    const publication = screen.getByRole("button", { name: /^Water committees.*\(Publication\)$/ });
    const fill = (node: HTMLElement) =>
      [...node.querySelectorAll("circle")].map((c) => c.getAttribute("fill")).at(-1);
    expect(fill(job)).toBe("#00838F");
    expect(fill(publication)).toBe("#1565C0");
    const legend = screen.getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Publication", "Job", "Author"]);
  });

  it("shows relationship labels of the node pointed at or focused, or of the link pointed at", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    const linkLabels = () =>
      screen.getAllByTestId("graph-link-label").map((label) => label.textContent);
    // The selected node (the graph's own) has both links.
    expect(linkLabels()).toEqual(["authored by", "related to"]);
    // Focus on a neighbour: only its link.
    const topic = screen.getByRole("button", { name: "irrigation (Topic)" });
    act(() => topic.focus());
    expect(linkLabels()).toEqual(["related to"]);
    act(() => topic.blur());
    // Pointing at a link: only that link.
    const links = screen.getAllByTestId("graph-link");
    await user.hover(links[0]!);
    expect(linkLabels()).toEqual(["authored by"]);
    await user.unhover(links[0]!);
    expect(linkLabels()).toEqual(["authored by", "related to"]);
  });

  it("with labels off, the node pointed at still shows its label", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    await user.click(screen.getByRole("button", { name: "Labels" }));
    expect(screen.queryAllByTestId("graph-node-label")).toHaveLength(0);
    await user.hover(screen.getByRole("button", { name: "Amina Odhiambo (Author)" }));
    expect(screen.getAllByTestId("graph-node-label").map((label) => label.textContent)).toEqual([
      "Amina Odhiambo",
    ]);
  });

  it("asks for the node and its neighbours together and draws once both are in", async () => {
    let answer: (() => void) | null = null;
    const fetchMock = routes({
      "GET /api/search/related/root": () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(json({ related: [related(AUTHOR, "root", "authored_by", 0.8)] }));
        }),
    });
    renderWithProviders(<KnowledgeGraph nodeId="root" />);
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/search/related/root")).toHaveLength(1),
    );
    expect(callsTo(fetchMock, "GET", "/api/search/nodes/root")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the knowledge graph…");
    expect(screen.queryByTestId("knowledge-graph")).toBeNull();
    act(() => answer!());
    expect(await screen.findByRole("button", { name: "Amina Odhiambo (Author)" })).toBeVisible();
  });

  it("lists the picked node's neighbours by kind (the phone's reading of the graph)", async () => {
    routes();
    const user = userEvent.setup();
    await renderGraph();
    const list = screen.getByTestId("graph-neighbours");
    expect(within(list).getByRole("heading", { level: 3 })).toHaveTextContent(
      `Linked to ${ROOT.title}`,
    );
    expect(
      within(list)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Authors (1)", "Topics (1)"]);
    await user.click(within(list).getByRole("button", { name: "Show links of Amina Odhiambo" }));
    // Amina is picked in the graph too, and her neighbours come in.
    expect(screen.getByRole("button", { name: "Amina Odhiambo (Author)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await within(list).findByRole("link", { name: "Kenya" })).toBeVisible();
  });

  it("runs the animated layout without reduced motion and stops it on unmount", async () => {
    reducedMotion(false);
    routes();
    const { unmount } = await renderGraph();
    expect(screen.getAllByTestId("graph-link")).toHaveLength(2);
    unmount();
  });
});

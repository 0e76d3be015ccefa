import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../testing/mock-fetch";
import { renderWithProviders } from "../../../testing/render";
import { makeNode } from "../testing/search-fixtures";
import { linkKey, neighboursByKind } from "../utils/graph-model";
import type { GraphData, GraphLink } from "../utils/graph-model";
import { GraphNeighbourList } from "./graph-neighbour-list";

const ROOT = makeNode({ id: "root", title: "Water committees in Kisumu" });
const BRIEF = makeNode({
  id: "brief",
  title: "Pump upkeep brief",
  entityType: "policy-brief",
  url: "/policy-brief/brief",
});
const ESSAY = makeNode({
  id: "essay",
  title: "Against pump fees",
  entityType: "opinion-essay",
  url: "/opinion-essay/essay",
});
const JOB = makeNode({
  id: "job",
  title: "Water officer, Kisumu",
  type: "publication",
  entityType: "job",
  url: "/jobs/job",
});
const AUTHOR = makeNode({
  id: "author",
  title: "Amina Odhiambo",
  type: "author",
  entityType: "person",
  url: "/profile/amina",
});
const FAR = makeNode({ id: "far", title: "Kenya", type: "location", entityType: "location" });

function link(a: string, b: string, relationship: GraphLink["relationship"], strength: number) {
  return { id: linkKey(a, b, relationship), source: a, target: b, relationship, strength };
}

const GRAPH: GraphData = {
  nodes: [ROOT, BRIEF, ESSAY, JOB, AUTHOR, FAR],
  links: [
    link("root", "essay", "related_to", 0.4),
    link("root", "brief", "similar_to", 0.9),
    link("job", "root", "mentions", 0.5),
    link("root", "author", "authored_by", 0.8),
    // Linked twice: listed once, by the stronger link.
    link("root", "author", "mentions", 0.3),
    // Not a neighbour of the root.
    link("author", "far", "located_in", 0.7),
  ],
};

describe("neighboursByKind", () => {
  it("groups a node's neighbours by kind, jobs apart from publications, strongest first", () => {
    const groups = neighboursByKind(GRAPH, "root");
    expect(groups.map((group) => group.kind)).toEqual(["publication", "job", "author"]);
    expect(groups[0]!.neighbours.map((n) => n.node.id)).toEqual(["brief", "essay"]);
    expect(groups[2]!.neighbours).toEqual([
      { node: AUTHOR, relationship: "authored_by", strength: 0.8 },
    ]);
  });

  it("follows links either way and leaves out everything not linked", () => {
    expect(
      neighboursByKind(GRAPH, "author").flatMap((g) => g.neighbours.map((n) => n.node.id)),
    ).toEqual(["root", "far"]);
    expect(neighboursByKind(GRAPH, "nowhere")).toEqual([]);
  });
});

/** The list as the graph uses it: picking a neighbour makes it the node listed. */
function Harness({ onPick }: { onPick: (id: string) => void }) {
  const [node, setNode] = useState(ROOT);
  return (
    <GraphNeighbourList
      graph={GRAPH}
      node={node}
      onPick={(id) => {
        onPick(id);
        setNode(GRAPH.nodes.find((n) => n.id === id)!);
      }}
    />
  );
}

describe("GraphNeighbourList", () => {
  beforeEach(() => {
    mockFetch({});
  });

  it("lists the neighbours under a heading per kind, each linking to its page", () => {
    renderWithProviders(<GraphNeighbourList graph={GRAPH} node={ROOT} onPick={() => {}} />);
    const list = screen.getByRole("region", { name: "Linked to Water committees in Kisumu" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Publications (2)", "Jobs (1)", "Authors (1)"]);
    expect(within(list).getByRole("link", { name: "Pump upkeep brief" })).toHaveAttribute(
      "href",
      "/policy-brief/brief",
    );
    expect(within(list).getByRole("link", { name: "Water officer, Kisumu" })).toHaveAttribute(
      "href",
      "/jobs/job",
    );
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Pump upkeep briefsimilar toShow links",
      "Against pump feesrelated toShow links",
      "Water officer, KisumumentionsShow links",
      "Amina Odhiamboauthored byShow links",
    ]);
    expect(within(list).queryByRole("link", { name: "Kenya" })).toBeNull();
  });

  it("Show links picks the neighbour by keyboard, and focus moves to the new list's heading", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    const show = screen.getByRole("button", { name: "Show links of Amina Odhiambo" });
    show.focus();
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith("author");
    const heading = screen.getByRole("heading", { level: 3, name: "Linked to Amina Odhiambo" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("link", { name: "Kenya" })).toBeVisible();
  });

  it("says so when nothing is linked yet", () => {
    renderWithProviders(
      <GraphNeighbourList graph={{ nodes: [ROOT], links: [] }} node={ROOT} onPick={() => {}} />,
    );
    expect(screen.getByText("Nothing linked to it in this graph yet.")).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

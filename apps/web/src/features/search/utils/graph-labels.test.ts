import { describe, expect, it } from "vitest";
import { makeNode } from "../testing/search-fixtures";
import { planLabels } from "./graph-label-plan";
import type { Point } from "./graph-label-plan";
import {
  boxAt,
  discObstacle,
  estimateWidth,
  nodeAnchors,
  overlaps,
  placeLabels,
} from "./graph-labels";
import type { LabelRequest, PlacedLabel } from "./graph-labels";
import type { GraphData, GraphLink } from "./graph-model";

/** Ten units a letter: easy sums. */
const measure = (text: string) => text.length * 10;

function request(id: string, x: number, y: number, priority: number, extra = {}): LabelRequest {
  return {
    id,
    text: "abcdefghij", // 100 wide, 13 high at size 10
    fontSize: 10,
    priority,
    anchors: nodeAnchors(x, y, 10, 10),
    ...extra,
  };
}

function noneOverlap(labels: readonly PlacedLabel[]) {
  for (const a of labels)
    for (const b of labels)
      if (a !== b) expect(overlaps(a.box, b.box), `${a.id}/${b.id}`).toBe(false);
}

describe("boxes", () => {
  it("hangs a label from its anchor by its alignment, centred vertically", () => {
    expect(boxAt({ x: 100, y: 50, align: "middle" }, 40, 10)).toEqual({
      x: 80,
      y: 43.5,
      width: 40,
      height: 13,
    });
    expect(boxAt({ x: 100, y: 50, align: "start" }, 40, 10).x).toBe(100);
    expect(boxAt({ x: 100, y: 50, align: "end" }, 40, 10).x).toBe(60);
  });

  it("overlap is strict: touching boxes do not overlap unless a gap is asked for", () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(overlaps(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(overlaps(a, { x: 9, y: 9, width: 10, height: 10 })).toBe(true);
    expect(overlaps(a, { x: 11, y: 0, width: 10, height: 10 }, 2)).toBe(true);
  });

  it("estimates wide letters wider than narrow ones, and bold wider still", () => {
    expect(estimateWidth("WWWW", 10)).toBeGreaterThan(estimateWidth("iiii", 10));
    expect(estimateWidth("Kisumu", 10, true)).toBeGreaterThan(estimateWidth("Kisumu", 10));
  });
});

describe("placeLabels", () => {
  it("places far-apart labels below their nodes", () => {
    const placed = placeLabels([request("a", 100, 100, 1), request("b", 500, 400, 1)], {
      measure,
    });
    expect(placed.map((label) => label.id)).toEqual(["a", "b"]);
    expect(placed.every((label) => label.y > 100)).toBe(true);
    expect(placed[0]).toMatchObject({ x: 100, align: "middle" });
  });

  it("moves a label that would overlap to another side of its node", () => {
    // b sits just right of a: below b would run into below a.
    const placed = placeLabels([request("a", 100, 100, 2), request("b", 160, 100, 1)], {
      measure,
    });
    expect(placed).toHaveLength(2);
    const b = placed.find((label) => label.id === "b")!;
    expect(b.y).toBeLessThan(100); // above
    noneOverlap(placed);
  });

  it("leaves out the less important label when no side is free, and keeps the important one", () => {
    const crowd = [
      request("minor", 100, 100, 1),
      request("major", 102, 100, 9),
      request("other", 104, 100, 5),
    ];
    const placed = placeLabels(crowd, { measure });
    const ids = placed.map((label) => label.id);
    expect(ids[0]).toBe("major");
    expect(ids).toContain("major");
    noneOverlap(placed);
    // Four sides for three labels on one spot: above/below fit twice at most with left/right.
    expect(placed.length).toBeLessThan(3 + 1);
  });

  it("always shows a forced label, placed before all others, even over a node", () => {
    const obstacles = [discObstacle("n", 100, 125, 30)];
    const placed = placeLabels(
      [request("top", 100, 100, 100), request("hovered", 100, 100, 0, { forced: true })],
      { measure, obstacles },
    );
    expect(placed[0]!.id).toBe("hovered");
    noneOverlap(placed);
  });

  it("keeps labels off other nodes' discs but not off their own", () => {
    // A disc right below the node: the label goes above instead.
    const obstacles = [discObstacle("self", 100, 100, 10), discObstacle("other", 100, 130, 12)];
    const [label] = placeLabels([request("self", 100, 100, 1, { ignore: ["self"] })], {
      measure,
      obstacles,
    });
    expect(label!.y).toBeLessThan(100);
    expect(overlaps(label!.box, obstacles[1]!.box)).toBe(false);
  });

  it("keeps labels inside the bounds: a node by the right edge has its label on the left", () => {
    const bounds = { x: 0, y: 0, width: 800, height: 600 };
    // Below and above would run past the right edge (100 wide, centred on 770).
    const [label] = placeLabels([request("edge", 770, 300, 1)], { measure, bounds });
    expect(label).toMatchObject({ align: "end" });
    expect(label!.box.x + label!.box.width).toBeLessThanOrEqual(800);
    // With no room at all, it is left out.
    expect(
      placeLabels([request("edge", 770, 300, 1)], {
        measure,
        bounds: { ...bounds, width: 790, height: 305 },
      }),
    ).toEqual([]);
  });

  it("skips labels with no text or no place", () => {
    expect(
      placeLabels([request("a", 0, 0, 1, { text: "" }), request("b", 0, 0, 1, { anchors: [] })]),
    ).toEqual([]);
  });
});

describe("planLabels", () => {
  const nodes = Array.from({ length: 30 }, (_, i) =>
    makeNode({
      id: `n${i}`,
      title: `A long node title number ${i}`,
      popularity: { views: i, likes: 0, shares: 0 },
    }),
  );
  const link = (a: string, b: string): GraphLink => ({
    id: `${a}|${b}|related_to`,
    source: a,
    target: b,
    relationship: "related_to",
    strength: 0.5,
  });
  // A star drawn as a tight grid (six by five, 70 by 60 apart): far too little
  // room for thirty labels of twenty letters.
  const graph: GraphData = { nodes, links: nodes.slice(1).map((n) => link("n0", n.id)) };
  const positions = new Map<string, Point>(
    nodes.map((node, i) => [
      node.id,
      { x: 200 + (i % 6) * 70, y: 150 + Math.floor(i / 6) * 60, radius: 20 },
    ]),
  );
  const base = {
    graph,
    positions,
    rootId: "n0",
    selectedId: "n0",
    activeNodeId: null,
    activeLinkId: null,
    showLabels: true,
    showLinkLabels: true,
    textScale: 1,
  };
  // The same star spread out: n0 in the middle, the rest on a ring 250 away.
  const spread = new Map<string, Point>(
    nodes.map((node, i) => [
      node.id,
      i === 0
        ? { x: 400, y: 300, radius: 22 }
        : {
            x: 400 + 250 * Math.cos((i * 2 * Math.PI) / 29),
            y: 300 + 250 * Math.sin((i * 2 * Math.PI) / 29),
            radius: 20,
          },
    ]),
  );
  const all = (plan: ReturnType<typeof planLabels>) => [
    ...plan.nodes.values(),
    ...plan.links.values(),
  ];

  it("shows no two overlapping labels in a crowded graph, and keeps the root's", () => {
    const plan = planLabels(base);
    noneOverlap(all(plan));
    expect(plan.nodes.has("n0")).toBe(true);
    expect(plan.nodes.get("n0")!.text).toBe("A long node title nu…");
    // Crowded: some node labels had to go.
    expect(plan.nodes.size).toBeLessThan(nodes.length);
  });

  it("shows relationship labels only for the selected node's links while nothing is pointed at", () => {
    const elsewhere = planLabels({ ...base, positions: spread, selectedId: "n5" });
    expect([...elsewhere.links.keys()]).toEqual(["n0|n5|related_to"]);
    expect(planLabels({ ...base, positions: spread }).links.size).toBeGreaterThan(1);
    expect(planLabels({ ...base, positions: spread, showLinkLabels: false }).links.size).toBe(0);
  });

  it("a pointed-at link shows its own relationship label only", () => {
    const plan = planLabels({
      ...base,
      positions: spread,
      activeLinkId: "n0|n3|related_to",
    });
    expect([...plan.links.keys()]).toEqual(["n0|n3|related_to"]);
  });

  it("a hovered or focused node always shows its label, even with labels off", () => {
    const hidden = planLabels(base);
    const missing = nodes.find((node) => !hidden.nodes.has(node.id))!;
    const plan = planLabels({ ...base, activeNodeId: missing.id });
    expect(plan.nodes.has(missing.id)).toBe(true);
    noneOverlap(all(plan));

    const off = planLabels({ ...base, showLabels: false, activeNodeId: "n4" });
    expect([...off.nodes.keys()]).toEqual(["n4"]);
    expect(planLabels({ ...base, showLabels: false }).nodes.size).toBe(0);
  });

  it("larger text on a phone leaves fewer labels, still none overlapping", () => {
    const wide = planLabels(base);
    const phone = planLabels({ ...base, textScale: 1.8 });
    expect(phone.nodes.size).toBeLessThanOrEqual(wide.nodes.size);
    noneOverlap(all(phone));
    expect(phone.nodes.has("n0")).toBe(true);
  });
});

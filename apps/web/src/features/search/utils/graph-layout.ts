import { GRAPH, nodeRadius } from "@field-commons/shared/search";
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from "d3-force";
import type { Simulation, SimulationLinkDatum, SimulationNodeDatum } from "d3-force";
import type { GraphData } from "./graph-model";

const { width: WIDTH, height: HEIGHT } = GRAPH.viewBox;

export interface LayoutNode extends SimulationNodeDatum {
  id: string;
  radius: number;
}
export type LayoutLink = SimulationLinkDatum<LayoutNode> & { id: string; strength: number };
export type Layout = Simulation<LayoutNode, LayoutLink>;

/** Most ticks computed before the first draw; a graph of 30 settles well before. */
export const MAX_TICKS = 300;
/** Room kept between a node's disc and the view box's edge (its label fits below or beside). */
const EDGE_MARGIN = 12;

/**
 * Gives every node not placed yet a starting point: beside the node it hangs
 * from (spread by the golden angle), or around the middle. Known nodes keep
 * theirs, so a graph that grows does not jump.
 */
export function seedPositions(graph: GraphData, known: Map<string, LayoutNode>): LayoutNode[] {
  graph.nodes.forEach((node, index) => {
    if (known.has(node.id)) return;
    const link = graph.links.find(
      (l) =>
        (l.target === node.id && known.has(l.source)) ||
        (l.source === node.id && known.has(l.target)),
    );
    const anchor = link
      ? known.get(link.source === node.id ? link.target : link.source)
      : undefined;
    const angle = index * 2.399963;
    const distance = anchor ? 90 : index === 0 ? 0 : 40 + 12 * Math.sqrt(index);
    known.set(node.id, {
      id: node.id,
      radius: nodeRadius(node.popularity.views),
      x: (anchor?.x ?? WIDTH / 2) + Math.cos(angle) * distance,
      y: (anchor?.y ?? HEIGHT / 2) + Math.sin(angle) * distance,
    });
  });
  return graph.nodes.map((node) => known.get(node.id)!);
}

/**
 * Keeps every node inside the view box, so that the whole graph shows at
 * 100 % on any screen (the view box is scaled to fit the width).
 */
function forceInside() {
  let nodes: LayoutNode[] = [];
  const force = () => {
    for (const node of nodes) {
      const pad = node.radius + EDGE_MARGIN;
      // Runs last: the step the other forces asked for may not leave the box.
      const x = Math.min(WIDTH - pad, Math.max(pad, node.x ?? WIDTH / 2));
      const y = Math.min(HEIGHT - pad, Math.max(pad, node.y ?? HEIGHT / 2));
      node.x = x;
      node.y = y;
      node.vx = Math.min(WIDTH - pad - x, Math.max(pad - x, node.vx ?? 0));
      node.vy = Math.min(HEIGHT - pad - y, Math.max(pad - y, node.vy ?? 0));
    }
  };
  force.initialize = (list: LayoutNode[]) => {
    nodes = list;
  };
  return force;
}

/**
 * Sets a layout up for a graph: link length by strength, nodes pushing each
 * other apart and never overlapping (with room for a label), a pull to the
 * middle, and the view box as a wall. Charge is milder the more nodes there
 * are, so a large graph still fits. `spread` (1 and up) spaces everything out
 * for the larger labels of a narrow screen.
 */
export function configureLayout(
  layout: Layout,
  graph: GraphData,
  nodes: LayoutNode[],
  spread = 1,
): Layout {
  const links: LayoutLink[] = graph.links.map((link) => ({
    id: link.id,
    source: link.source,
    target: link.target,
    strength: link.strength,
  }));
  const charge = -Math.max(120, Math.min(600, 9000 / Math.max(1, nodes.length))) * spread;
  return layout
    .nodes(nodes)
    .force(
      "link",
      forceLink<LayoutNode, LayoutLink>(links)
        .id((d) => d.id)
        .distance((l) => (150 - 40 * Math.min(1, Math.max(0, l.strength))) * spread),
    )
    .force("charge", forceManyBody<LayoutNode>().strength(charge).distanceMax(400))
    .force(
      "collide",
      forceCollide<LayoutNode>((d) => d.radius + 14 * spread),
    )
    .force("x", forceX<LayoutNode>(WIDTH / 2).strength(0.06))
    .force("y", forceY<LayoutNode>(HEIGHT / 2).strength(0.09))
    .force("inside", forceInside());
}

export function createLayout(): Layout {
  return forceSimulation<LayoutNode, LayoutLink>().stop().alphaDecay(0.04);
}

/**
 * Runs a layout to rest at once, without drawing in between (a few
 * milliseconds for a graph of 30): the first draw is the finished one.
 * `alpha` is lower for a graph that grew, so the known nodes barely move.
 * Returns the ticks run.
 */
export function settle(layout: Layout, alpha = 1): number {
  layout.on("tick", null).stop().alpha(alpha);
  let ticks = 0;
  while (layout.alpha() >= layout.alphaMin() && ticks < MAX_TICKS) {
    layout.tick();
    ticks++;
  }
  return ticks;
}

import { GRAPH } from "@field-commons/shared/search";
import { relationshipText } from "../../../lib/search/relationship-words";
import { truncate } from "./format";
import { discObstacle, estimateWidth, linkAnchors, nodeAnchors, placeLabels } from "./graph-labels";
import type { LabelRequest, Measure, PlacedLabel } from "./graph-labels";
import type { GraphData } from "./graph-model";

/** Font sizes of labels at 100 % on a wide screen, in view box units. */
export const NODE_FONT = 14;
export const LINK_FONT = 11;

export interface Point {
  x: number;
  y: number;
  radius: number;
}

export interface LabelPlanInput {
  graph: GraphData;
  positions: ReadonlyMap<string, Point>;
  rootId: string;
  selectedId: string | null;
  /** The node under the pointer or keyboard focus, if any. */
  activeNodeId: string | null;
  /** The link under the pointer, if any. */
  activeLinkId: string | null;
  /** Node labels on (the Labels toggle); off, only the active node's shows. */
  showLabels: boolean;
  /** Relationship labels on (the Relationships toggle). */
  showLinkLabels: boolean;
  /** Text enlargement on a narrow screen. */
  textScale: number;
  measure?: Measure;
}

export interface LabelPlan {
  nodes: Map<string, PlacedLabel>;
  links: Map<string, PlacedLabel>;
}

/**
 * Which labels the graph shows and where, none overlapping another or a node:
 *  - the active node's label always (hover or keyboard focus);
 *  - relationship labels only for the active link, or the links of the
 *    active node (of the selected node while nothing is active);
 *  - then node labels by importance: the graph's own node, the selected one,
 *    the active node's neighbours, then the most linked and most viewed.
 * Labels that find no free place are left out; they show on hover or focus.
 */
export function planLabels(input: LabelPlanInput): LabelPlan {
  const { graph, positions, rootId, selectedId, activeNodeId, activeLinkId } = input;
  const nodeFont = NODE_FONT * input.textScale;
  const linkFont = LINK_FONT * input.textScale;

  const degree = new Map<string, number>();
  for (const link of graph.links) {
    degree.set(link.source, (degree.get(link.source) ?? 0) + 1);
    degree.set(link.target, (degree.get(link.target) ?? 0) + 1);
  }
  const focusNode = activeNodeId ?? (activeLinkId ? null : selectedId);
  const shownLinks = input.showLinkLabels
    ? graph.links.filter((link) =>
        activeLinkId
          ? link.id === activeLinkId
          : link.source === focusNode || link.target === focusNode,
      )
    : [];
  const neighbours = new Set(
    activeNodeId
      ? graph.links.flatMap((link) =>
          link.source === activeNodeId
            ? [link.target]
            : link.target === activeNodeId
              ? [link.source]
              : [],
        )
      : [],
  );

  const requests: LabelRequest[] = [];
  const obstacles = [];
  for (const node of graph.nodes) {
    const at = positions.get(node.id);
    if (!at) continue;
    obstacles.push(discObstacle(node.id, at.x, at.y, at.radius));
    const active = node.id === activeNodeId;
    if (!input.showLabels && !active) continue;
    const priority =
      (node.id === rootId ? 4000 : 0) +
      (node.id === selectedId ? 2000 : 0) +
      (neighbours.has(node.id) ? 1000 : 0) +
      (degree.get(node.id) ?? 0) * 10 +
      Math.log1p(Math.max(0, node.popularity.views));
    requests.push({
      id: `node:${node.id}`,
      text: truncate(node.title, GRAPH.labelMax),
      fontSize: nodeFont,
      bold: node.id === rootId,
      priority,
      forced: active,
      important: node.id === rootId || node.id === selectedId,
      anchors: nodeAnchors(at.x, at.y, at.radius, nodeFont),
      ignore: [node.id],
    });
  }
  for (const link of shownLinks) {
    const a = positions.get(link.source);
    const b = positions.get(link.target);
    if (!a || !b) continue;
    requests.push({
      id: `link:${link.id}`,
      text: relationshipText(link.relationship),
      fontSize: linkFont,
      // Above every node label but the root's, the selected one's and the active one's.
      priority: 1500 + link.strength,
      anchors: linkAnchors(a.x, a.y, b.x, b.y),
      // Near its ends is fine; over other nodes is not.
      ignore: [link.source, link.target],
    });
  }

  const { width, height } = GRAPH.viewBox;
  const placed = placeLabels(requests, {
    measure: input.measure ?? estimateWidth,
    obstacles,
    bounds: { x: 0, y: 0, width, height },
  });
  const plan: LabelPlan = { nodes: new Map(), links: new Map() };
  for (const label of placed) {
    if (label.id.startsWith("node:")) plan.nodes.set(label.id.slice(5), label);
    else plan.links.set(label.id.slice(5), label);
  }
  return plan;
}

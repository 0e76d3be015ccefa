import { NODE_TYPES } from "@field-commons/shared/search";
import type {
  NodeType,
  RelatedItem,
  RelationshipType,
  SearchNode,
} from "@field-commons/shared/search";

export interface GraphLink {
  /** Stable key: the two ends (sorted) and the relationship. */
  id: string;
  source: string;
  target: string;
  relationship: RelationshipType;
  strength: number;
}

export interface GraphData {
  nodes: SearchNode[];
  links: GraphLink[];
}

export const EMPTY_GRAPH: GraphData = { nodes: [], links: [] };

export function linkKey(a: string, b: string, relationship: string): string {
  return a < b ? `${a}|${b}|${relationship}` : `${b}|${a}|${relationship}`;
}

/** A graph of one node. */
export function graphOf(root: SearchNode): GraphData {
  return { nodes: [root], links: [] };
}

/**
 * Adds related items to a graph: nodes it does not hold yet, and a link from
 * each item to the node it hangs from (`source`, or `fallbackSource` when
 * that node is not in the graph). Nodes and links are never doubled; a link
 * seen again keeps the stronger strength. Returns the same object when
 * nothing changed.
 */
export function mergeRelated(
  graph: GraphData,
  related: readonly RelatedItem[],
  fallbackSource: string,
): GraphData {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const links = new Map(graph.links.map((link) => [link.id, link]));
  let changed = false;

  for (const item of related) {
    if (!nodes.has(item.node.id)) {
      nodes.set(item.node.id, item.node);
      changed = true;
    }
  }
  for (const item of related) {
    const source = nodes.has(item.source) ? item.source : fallbackSource;
    const target = item.node.id;
    if (source === target || !nodes.has(source)) continue;
    const id = linkKey(source, target, item.relationship);
    const existing = links.get(id);
    if (existing) {
      if (item.strength > existing.strength) {
        links.set(id, { ...existing, strength: item.strength });
        changed = true;
      }
      continue;
    }
    links.set(id, { id, source, target, relationship: item.relationship, strength: item.strength });
    changed = true;
  }
  return changed ? { nodes: [...nodes.values()], links: [...links.values()] } : graph;
}

export const NODE_TYPE_LABELS: Record<NodeType, string> = {
  publication: "Publication",
  author: "Author",
  topic: "Topic",
  location: "Location",
  organization: "Organization",
  concept: "Concept",
  event: "Event",
  person: "Person",
};

/**
 * What the graph draws a node as: its node type, except that a job (a
 * publication by type) is drawn as a job, in its own colour.
 */
export type NodeKind = NodeType | "job";

/** Every kind, in the order the legend and the phone list show them. */
export const NODE_KINDS: readonly NodeKind[] = [
  "publication",
  "job",
  ...NODE_TYPES.filter((type) => type !== "publication"),
];

export function nodeKind(node: Pick<SearchNode, "type" | "entityType">): NodeKind {
  return node.entityType === "job" ? "job" : node.type;
}

/**
 * Colours of node kinds, from the design's palette: each is at least 3:1
 * against the graph's ground (#f8fafc) and white, so the marks and legend
 * swatches stand out (the legend's words are dark text, not these colours).
 */
export const NODE_KIND_COLOURS: Record<NodeKind, string> = {
  publication: "#1565C0",
  job: "#00838F",
  author: "#AD1457",
  topic: "#2E7D32",
  location: "#B45309",
  organization: "#6A1B9A",
  concept: "#607D8B",
  event: "#C62828",
  person: "#4E342E",
};

export const NODE_KIND_LABELS: Record<NodeKind, string> = { ...NODE_TYPE_LABELS, job: "Job" };

/** A kind's heading over a list of several. */
export const NODE_KIND_PLURALS: Record<NodeKind, string> = {
  publication: "Publications",
  job: "Jobs",
  author: "Authors",
  topic: "Topics",
  location: "Locations",
  organization: "Organizations",
  concept: "Concepts",
  event: "Events",
  person: "People",
};

/** The node kinds present in a graph, in the legend's order. */
export function presentKinds(nodes: readonly SearchNode[]): NodeKind[] {
  const present = new Set(nodes.map(nodeKind));
  return NODE_KINDS.filter((kind) => present.has(kind));
}

export interface Neighbour {
  node: SearchNode;
  relationship: RelationshipType;
  strength: number;
}

export interface NeighbourGroup {
  kind: NodeKind;
  neighbours: Neighbour[];
}

/**
 * The nodes linked to one node, grouped by kind (in the legend's order),
 * strongest link first within a group; a node linked twice is listed once,
 * by its stronger link.
 */
export function neighboursByKind(graph: GraphData, id: string): NeighbourGroup[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const best = new Map<string, Neighbour>();
  for (const link of graph.links) {
    const other = link.source === id ? link.target : link.target === id ? link.source : null;
    const node = other === null ? undefined : byId.get(other);
    if (!node || node.id === id) continue;
    const known = best.get(node.id);
    if (!known || link.strength > known.strength)
      best.set(node.id, { node, relationship: link.relationship, strength: link.strength });
  }
  const groups = new Map<NodeKind, Neighbour[]>();
  for (const neighbour of best.values()) {
    const kind = nodeKind(neighbour.node);
    groups.set(kind, [...(groups.get(kind) ?? []), neighbour]);
  }
  return NODE_KINDS.filter((kind) => groups.has(kind)).map((kind) => ({
    kind,
    neighbours: groups
      .get(kind)!
      .sort((a, b) => b.strength - a.strength || a.node.title.localeCompare(b.node.title)),
  }));
}

/** Clamps a zoom scale to the graph's range and rounds away float noise. */
export function clampZoom(scale: number, min: number, max: number): number {
  const rounded = Math.round(scale * 100) / 100;
  return Math.min(max, Math.max(min, rounded));
}

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

/** Colours of node types: AA-grade against white as marks (3:1) and as legend text. */
export const NODE_TYPE_COLOURS: Record<NodeType, string> = {
  publication: "#1565C0",
  author: "#AD1457",
  topic: "#2E7D32",
  location: "#B45309",
  organization: "#6A1B9A",
  concept: "#00838F",
  event: "#C62828",
  person: "#4E342E",
};

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

/** The node types present in a graph, in the specification's order. */
export function presentTypes(nodes: readonly SearchNode[]): NodeType[] {
  const present = new Set(nodes.map((node) => node.type));
  return NODE_TYPES.filter((type) => present.has(type));
}

/** Clamps a zoom scale to the graph's range and rounds away float noise. */
export function clampZoom(scale: number, min: number, max: number): number {
  const rounded = Math.round(scale * 100) / 100;
  return Math.min(max, Math.max(min, rounded));
}

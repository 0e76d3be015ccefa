import { linkWidth, nodeRadius } from "@field-commons/shared/search";
import type { SearchNode } from "@field-commons/shared/search";
import type { KeyboardEvent, PointerEvent } from "react";
import type { LabelPlan } from "../utils/graph-label-plan";
import type { LayoutNode } from "../utils/graph-layout";
import { NODE_KIND_COLOURS, NODE_KIND_LABELS, nodeKind } from "../utils/graph-model";
import type { GraphLink } from "../utils/graph-model";

type Positions = ReadonlyMap<string, LayoutNode>;

/**
 * The links: a line each, with a wider clear line over it that the pointer
 * can rest on to show the link's relationship.
 */
export function GraphLinks({
  links,
  positions,
  activeLinkId,
  highlightNodeId,
  onHover,
}: {
  links: readonly GraphLink[];
  positions: Positions;
  activeLinkId: string | null;
  /** Links of this node are drawn darker. */
  highlightNodeId: string | null;
  onHover: (id: string | null) => void;
}) {
  return (
    <g aria-hidden="true">
      {links.map((link) => {
        const source = positions.get(link.source);
        const target = positions.get(link.target);
        if (!source || !target) return null;
        const strong =
          link.id === activeLinkId ||
          link.source === highlightNodeId ||
          link.target === highlightNodeId;
        const ends = { x1: source.x ?? 0, y1: source.y ?? 0, x2: target.x ?? 0, y2: target.y ?? 0 };
        return (
          <g
            key={link.id}
            data-testid="graph-link"
            data-graph-link={link.id}
            onMouseEnter={() => onHover(link.id)}
            onMouseLeave={() => onHover(null)}
          >
            <line
              {...ends}
              stroke={strong ? "#475569" : "#94a3b8"}
              strokeOpacity={strong ? 1 : 0.7}
              strokeWidth={linkWidth(link.strength)}
            />
            <line {...ends} stroke="transparent" strokeWidth={14} pointerEvents="stroke" />
          </g>
        );
      })}
    </g>
  );
}

export interface NodeHandlers {
  onClick: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>, id: string) => void;
  onPointerDown: (event: PointerEvent<SVGGElement>, id: string) => void;
  onPointerMove: (event: PointerEvent<SVGGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGGElement>) => void;
  onHover: (id: string | null) => void;
  onFocus: (id: string | null) => void;
}

/**
 * The nodes: a disc in the colour of its kind, a focus ring, and a larger
 * clear disc around it as the target for a finger or pointer (larger still on
 * a phone, where `targetScale` is above 1). Each is a button in the tab order.
 */
export function GraphNodes({
  nodes,
  positions,
  rootId,
  selectedId,
  focusedId,
  describedBy,
  targetScale,
  handlers,
}: {
  nodes: readonly SearchNode[];
  positions: Positions;
  rootId: string;
  selectedId: string | null;
  focusedId: string | null;
  /** The tooltip's id, for the node it describes. */
  describedBy: { id: string; nodeId: string | null };
  targetScale: number;
  handlers: NodeHandlers;
}) {
  return (
    <g>
      {nodes.map((node) => {
        const position = positions.get(node.id);
        if (!position) return null;
        const radius = nodeRadius(node.popularity.views);
        const kind = nodeKind(node);
        const isSelected = node.id === selectedId;
        const isRoot = node.id === rootId;
        return (
          <g
            key={node.id}
            data-graph-node={node.id}
            data-kind={kind}
            role="button"
            tabIndex={0}
            aria-label={`${node.title} (${NODE_KIND_LABELS[kind]})`}
            aria-pressed={isSelected}
            aria-describedby={describedBy.nodeId === node.id ? describedBy.id : undefined}
            transform={`translate(${position.x ?? 0},${position.y ?? 0})`}
            className="cursor-pointer outline-none"
            onClick={() => handlers.onClick(node.id)}
            onKeyDown={(event) => handlers.onKeyDown(event, node.id)}
            onPointerDown={(event) => handlers.onPointerDown(event, node.id)}
            onPointerMove={handlers.onPointerMove}
            onPointerUp={handlers.onPointerUp}
            onPointerCancel={handlers.onPointerUp}
            onMouseEnter={() => handlers.onHover(node.id)}
            onMouseLeave={() => handlers.onHover(null)}
            onFocus={() => handlers.onFocus(node.id)}
            onBlur={() => handlers.onFocus(null)}
          >
            <circle
              r={radius + 8 * targetScale}
              fill="transparent"
              data-testid="graph-node-target"
            />
            {focusedId === node.id ? (
              <circle
                r={radius + 7}
                fill="none"
                stroke="#0f172a"
                strokeWidth={3}
                strokeDasharray="6 4"
              />
            ) : null}
            <circle
              r={radius}
              fill={NODE_KIND_COLOURS[kind]}
              stroke={isSelected ? "#0f172a" : "#ffffff"}
              strokeWidth={isSelected || isRoot ? 4 : 2}
            />
          </g>
        );
      })}
    </g>
  );
}

/** The labels the plan placed, above links and nodes; the pointer passes through them. */
export function GraphLabels({ plan, rootId }: { plan: LabelPlan; rootId: string }) {
  return (
    <g aria-hidden="true" pointerEvents="none">
      {[...plan.links].map(([id, label]) => (
        <text
          key={`link-${id}`}
          x={label.x}
          y={label.y}
          textAnchor={label.align}
          dominantBaseline="central"
          fontSize={label.fontSize}
          fontWeight={500}
          fill="#334155"
          stroke="#f8fafc"
          strokeWidth={3}
          paintOrder="stroke"
          data-testid="graph-link-label"
          data-label-for={id}
        >
          {label.text}
        </text>
      ))}
      {[...plan.nodes].map(([id, label]) => (
        <text
          key={`node-${id}`}
          x={label.x}
          y={label.y}
          textAnchor={label.align}
          dominantBaseline="central"
          fontSize={label.fontSize}
          fontWeight={id === rootId ? 700 : 500}
          fill="#0f172a"
          stroke="#f8fafc"
          strokeWidth={4}
          paintOrder="stroke"
          data-testid="graph-node-label"
          data-label-for={id}
        >
          {label.text}
        </text>
      ))}
    </g>
  );
}

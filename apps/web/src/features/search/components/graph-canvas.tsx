import { GRAPH, nodeRadius } from "@field-commons/shared/search";
import { select } from "d3-selection";
import { zoom as d3Zoom, zoomIdentity } from "d3-zoom";
import type { D3ZoomEvent, ZoomBehavior } from "d3-zoom";
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent, PointerEvent } from "react";
import { Button } from "../../../components/ui/button";
import { useGraphLayout } from "../hooks/use-graph-layout";
import { useGraphText } from "../hooks/use-graph-text";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { truncate } from "../utils/format";
import { planLabels } from "../utils/graph-label-plan";
import type { Point } from "../utils/graph-label-plan";
import { clampZoom } from "../utils/graph-model";
import type { GraphData } from "../utils/graph-model";
import { GraphLabels, GraphLinks, GraphNodes } from "./graph-drawing";
import type { NodeHandlers } from "./graph-drawing";

const { width: WIDTH, height: HEIGHT } = GRAPH.viewBox;

interface Transform {
  x: number;
  y: number;
  k: number;
}

/**
 * The drawn graph with its controls. Zoom with the buttons, the wheel or a
 * pinch, pan by dragging the background, drag nodes; pick a node (click, or
 * Enter/Space when focused). Labels are placed so that none overlap; the
 * pointer or keyboard focus on a node shows its label and its relationships.
 */
export function GraphCanvas({
  graph,
  rootId,
  selectedId,
  showLabels,
  showLinkLabels,
  busy,
  onToggleLabels,
  onToggleLinkLabels,
  onPick,
}: {
  graph: GraphData;
  rootId: string;
  selectedId: string | null;
  showLabels: boolean;
  showLinkLabels: boolean;
  /** Neighbours are still coming in. */
  busy: boolean;
  onToggleLabels: () => void;
  onToggleLinkLabels: () => void;
  onPick: (id: string) => void;
}) {
  const reducedMotion = useReducedMotion();
  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const dragRef = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [transform, setTransform] = useState<Transform>({ x: 0, y: 0, k: 1 });
  const transformRef = useRef(transform);
  transformRef.current = transform;
  const text = useGraphText(svgRef);
  // Larger labels on a narrow screen need more room between nodes.
  const layout = useGraphLayout(graph, reducedMotion, 1 + (text.scale - 1) * 0.4);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [hoveredLink, setHoveredLink] = useState<string | null>(null);
  const tooltipId = useId();
  const titleId = useId();

  // Pan and zoom: the wheel, a pinch or a drag on the background.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const behaviour = d3Zoom<SVGSVGElement, unknown>()
      .extent([
        [0, 0],
        [WIDTH, HEIGHT],
      ])
      .scaleExtent([GRAPH.zoomMin, GRAPH.zoomMax])
      .filter((event: Event) => {
        const target = event.target as Element | null;
        if (target?.closest?.("[data-graph-node]")) return false;
        const mouse = event as MouseEvent;
        return (!mouse.ctrlKey || event.type === "wheel") && !mouse.button;
      })
      .on("zoom", (event: D3ZoomEvent<SVGSVGElement, unknown>) => {
        const { x, y, k } = event.transform;
        setTransform({ x, y, k });
      });
    const selection = select(svg);
    selection.call(behaviour).on("dblclick.zoom", null);
    zoomRef.current = behaviour;
    return () => {
      selection.on(".zoom", null);
      zoomRef.current = null;
    };
  }, []);

  const activeNodeId = focused ?? hovered;
  // Positions change without a new graph (a drag), so the plan is worked out on every draw;
  // for a graph of a few dozen nodes that is well under a millisecond.
  const points = new Map<string, Point>();
  for (const node of graph.nodes) {
    const at = layout.positions.get(node.id);
    if (at) points.set(node.id, { x: at.x ?? 0, y: at.y ?? 0, radius: at.radius });
  }
  const plan = planLabels({
    graph,
    positions: points,
    rootId,
    selectedId,
    activeNodeId,
    activeLinkId: activeNodeId ? null : hoveredLink,
    showLabels,
    showLinkLabels,
    textScale: text.scale,
    measure: text.measure,
  });

  function zoomTo(scale: number) {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    behaviour.scaleTo(select(svg), clampZoom(scale, GRAPH.zoomMin, GRAPH.zoomMax));
  }

  function resetZoom() {
    const svg = svgRef.current;
    const behaviour = zoomRef.current;
    if (!svg || !behaviour) return;
    behaviour.transform(select(svg), zoomIdentity);
  }

  /** A pointer position in graph coordinates (view box, then pan and zoom undone). */
  function graphPoint(clientX: number, clientY: number) {
    const svg = svgRef.current;
    if (!svg) return null;
    const rect = svg.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const scale = Math.min(rect.width / WIDTH, rect.height / HEIGHT);
    const left = rect.left + (rect.width - WIDTH * scale) / 2;
    const top = rect.top + (rect.height - HEIGHT * scale) / 2;
    const t = transformRef.current;
    return {
      x: ((clientX - left) / scale - t.x) / t.k,
      y: ((clientY - top) / scale - t.y) / t.k,
    };
  }

  const handlers: NodeHandlers = {
    onClick(id: string) {
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      onPick(id);
    },
    onKeyDown(event: KeyboardEvent<SVGGElement>, id: string) {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onPick(id);
      }
    },
    onPointerDown(event: PointerEvent<SVGGElement>, id: string) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      dragRef.current = { id, x: event.clientX, y: event.clientY, moved: false };
    },
    onPointerMove(event: PointerEvent<SVGGElement>) {
      const drag = dragRef.current;
      if (!drag) return;
      if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 4) return;
      drag.moved = true;
      const point = graphPoint(event.clientX, event.clientY);
      if (point) layout.dragTo(drag.id, point.x, point.y);
    },
    onPointerUp(event: PointerEvent<SVGGElement>) {
      const drag = dragRef.current;
      if (!drag) return;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      dragRef.current = null;
      suppressClick.current = drag.moved;
      layout.release(drag.moved);
    },
    onHover: setHovered,
    onFocus: setFocused,
  };

  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const tipNode = activeNodeId ? byId.get(activeNodeId) : undefined;
  const tipPosition = activeNodeId ? layout.positions.get(activeNodeId) : undefined;
  const atMax = transform.k >= GRAPH.zoomMax - 1e-9;
  const atMin = transform.k <= GRAPH.zoomMin + 1e-9;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Graph controls">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Zoom in"
          disabled={atMax}
          onClick={() => zoomTo(transform.k + GRAPH.zoomStep)}
        >
          <span aria-hidden="true">+</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Zoom out"
          disabled={atMin}
          onClick={() => zoomTo(transform.k - GRAPH.zoomStep)}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={resetZoom}>
          Reset
        </Button>
        <span className="min-w-12 text-sm text-slate-700" data-testid="graph-zoom">
          <span className="sr-only">Zoom </span>
          {`${Math.round(transform.k * 100)}%`}
        </span>
        <span className="mx-1 hidden h-6 w-px bg-slate-300 sm:block" aria-hidden="true" />
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={showLabels}
          onClick={onToggleLabels}
          className="aria-pressed:border-accent aria-pressed:bg-accent-soft"
        >
          Labels
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={showLinkLabels}
          onClick={onToggleLinkLabels}
          className="aria-pressed:border-accent aria-pressed:bg-accent-soft"
        >
          Relationships
        </Button>
      </div>

      <div
        className="relative mt-3 aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
        aria-busy={busy}
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-full w-full cursor-grab touch-none select-none active:cursor-grabbing"
          role="group"
          aria-labelledby={titleId}
          data-testid="knowledge-graph"
        >
          <title id={titleId}>
            {`Knowledge graph: ${graph.nodes.length} nodes, ${graph.links.length} links`}
          </title>
          <g transform={`translate(${transform.x},${transform.y}) scale(${transform.k})`}>
            <GraphLinks
              links={graph.links}
              positions={layout.positions}
              activeLinkId={activeNodeId ? null : hoveredLink}
              highlightNodeId={activeNodeId}
              onHover={setHoveredLink}
            />
            <GraphNodes
              nodes={graph.nodes}
              positions={layout.positions}
              rootId={rootId}
              selectedId={selectedId}
              focusedId={focused}
              describedBy={{ id: tooltipId, nodeId: activeNodeId }}
              targetScale={text.scale}
              handlers={handlers}
            />
            <GraphLabels plan={plan} rootId={rootId} />
          </g>
        </svg>
        {tipNode && tipPosition ? (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 w-56 max-w-[70%] -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
            style={{
              left: `${(((transform.x + (tipPosition.x ?? 0) * transform.k) / WIDTH) * 100).toFixed(2)}%`,
              top: `${(((transform.y + ((tipPosition.y ?? 0) + nodeRadius(tipNode.popularity.views) + 24 * text.scale) * transform.k) / HEIGHT) * 100).toFixed(2)}%`,
            }}
          >
            <span className="block font-semibold">{tipNode.title}</span>
            {tipNode.description.trim() ? (
              <span className="mt-1 block text-slate-100">
                {truncate(tipNode.description, GRAPH.tooltipMax)}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Drag to pan, scroll or pinch to zoom, drag a node to move it. Point at or focus a node to
        see its name and relationships; pick it (or press Enter) to see its details and bring in its
        neighbours.
      </p>
    </div>
  );
}

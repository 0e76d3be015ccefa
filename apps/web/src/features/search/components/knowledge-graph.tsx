import {
  GRAPH,
  NODE_ENTITY_LABELS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  linkWidth,
  nodeRadius,
} from "@field-commons/shared/search";
import type { RelatedItem, SearchNode } from "@field-commons/shared/search";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  forceCenter,
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
} from "d3-force";
import type { Simulation, SimulationLinkDatum, SimulationNodeDatum } from "d3-force";
import { select } from "d3-selection";
import { zoom as d3Zoom, zoomIdentity } from "d3-zoom";
import type { D3ZoomEvent, ZoomBehavior } from "d3-zoom";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { KeyboardEvent, PointerEvent, RefObject } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLogError } from "../../../hooks/use-log-error";
import { cn } from "../../../lib/cn";
import { relationshipText } from "../../../lib/search/relationship-words";
import { relatedNodesQuery, searchNodeQuery } from "../../../lib/search/search-nodes";
import { useReducedMotion } from "../hooks/use-reduced-motion";
import { popularityText, truncate } from "../utils/format";
import {
  EMPTY_GRAPH,
  NODE_TYPE_COLOURS,
  NODE_TYPE_LABELS,
  clampZoom,
  graphOf,
  mergeRelated,
  presentTypes,
} from "../utils/graph-model";
import type { GraphData } from "../utils/graph-model";

const { width: WIDTH, height: HEIGHT } = GRAPH.viewBox;
/** Ticks computed at once when motion is reduced (no animation). */
const STATIC_TICKS = 150;

interface SimNode extends SimulationNodeDatum {
  id: string;
  radius: number;
}
type SimLink = SimulationLinkDatum<SimNode> & { id: string; strength: number };

interface Transform {
  x: number;
  y: number;
  k: number;
}

interface Expansion {
  source: string;
  related: RelatedItem[];
}

/**
 * The knowledge graph of one node: the node, its related nodes (30) and the
 * neighbours of every node picked since. Zoom with the buttons, the wheel or
 * a pinch, pan by dragging the background, drag nodes; pick a node (click,
 * or Enter/Space when focused) to see its details and bring in its
 * neighbours. Loaded lazily with d3.
 */
export default function KnowledgeGraph({ nodeId }: { nodeId: string }) {
  const queryClient = useQueryClient();
  const root = useQuery(searchNodeQuery(nodeId));
  const rootRelated = useQuery({
    ...relatedNodesQuery(nodeId, SEARCH_LIMITS.relatedOnSearchPage),
    enabled: root.isSuccess,
  });
  useLogError(root.error, SEARCH_MESSAGES.nodeFailed);
  useLogError(rootRelated.error, SEARCH_MESSAGES.relatedFailed);

  const [expansions, setExpansions] = useState<Expansion[]>([]);
  const [expanding, setExpanding] = useState<string | null>(null);
  const [expandError, setExpandError] = useState(false);
  const [selectedId, setSelectedId] = useState(nodeId);
  const [showLabels, setShowLabels] = useState(true);
  const [showLinkLabels, setShowLinkLabels] = useState(true);

  const graph: GraphData = useMemo(() => {
    if (!root.data) return EMPTY_GRAPH;
    let data = graphOf(root.data);
    if (rootRelated.data) data = mergeRelated(data, rootRelated.data.related, root.data.id);
    for (const expansion of expansions)
      data = mergeRelated(data, expansion.related, expansion.source);
    return data;
  }, [root.data, rootRelated.data, expansions]);

  const expanded = useMemo(
    () => new Set([nodeId, ...expansions.map((expansion) => expansion.source)]),
    [nodeId, expansions],
  );

  function pick(id: string) {
    setSelectedId(id);
    if (expanded.has(id) || expanding === id) return;
    setExpanding(id);
    setExpandError(false);
    queryClient
      .fetchQuery(relatedNodesQuery(id, SEARCH_LIMITS.relatedOnSearchPage))
      .then((response) =>
        setExpansions((list) =>
          list.some((item) => item.source === id)
            ? list
            : [...list, { source: id, related: response.related }],
        ),
      )
      .catch((error: unknown) => {
        console.error(SEARCH_MESSAGES.relatedFailed, error);
        setExpandError(true);
      })
      .finally(() => setExpanding((current) => (current === id ? null : current)));
  }

  const selected = graph.nodes.find((node) => node.id === selectedId) ?? root.data ?? null;

  if (root.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading the knowledge graph…
        </p>
        <Skeleton className="aspect-[4/3] w-full" />
      </div>
    );
  }
  if (root.isError) {
    return (
      <LoadError onRetry={() => void root.refetch()} isRetrying={root.isRefetching}>
        {SEARCH_MESSAGES.nodeFailed}
      </LoadError>
    );
  }

  return (
    <div className="space-y-4">
      <GraphCanvas
        graph={graph}
        rootId={nodeId}
        selectedId={selected?.id ?? null}
        showLabels={showLabels}
        showLinkLabels={showLinkLabels}
        onToggleLabels={() => setShowLabels((value) => !value)}
        onToggleLinkLabels={() => setShowLinkLabels((value) => !value)}
        onPick={pick}
      />
      {rootRelated.isPending || expanding ? (
        <p role="status" className="text-sm text-slate-700">
          Loading related nodes…
        </p>
      ) : null}
      {rootRelated.isError || expandError ? (
        <Message tone="error">{SEARCH_MESSAGES.relatedFailed}</Message>
      ) : null}
      {rootRelated.isSuccess && graph.nodes.length === 1 ? (
        <p className="text-sm text-slate-700">No related nodes yet.</p>
      ) : null}
      <GraphLegend nodes={graph.nodes} />
      {selected ? (
        <NodeDetails node={selected} connections={countConnections(graph, selected.id)} />
      ) : null}
    </div>
  );
}

function countConnections(graph: GraphData, id: string): number {
  return graph.links.filter((link) => link.source === id || link.target === id).length;
}

function GraphCanvas({
  graph,
  rootId,
  selectedId,
  showLabels,
  showLinkLabels,
  onToggleLabels,
  onToggleLinkLabels,
  onPick,
}: {
  graph: GraphData;
  rootId: string;
  selectedId: string | null;
  showLabels: boolean;
  showLinkLabels: boolean;
  onToggleLabels: () => void;
  onToggleLinkLabels: () => void;
  onPick: (id: string) => void;
}) {
  const reducedMotion = useReducedMotion();
  const svgRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const simulationRef = useRef<Simulation<SimNode, SimLink> | null>(null);
  const positions = useRef(new Map<string, SimNode>());
  const dragRef = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const [transform, setTransform] = useState<Transform>({ x: 0, y: 0, k: 1 });
  const transformRef = useRef(transform);
  transformRef.current = transform;
  const [, setFrame] = useState(0);
  const textScale = useTextScale(svgRef);
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
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

  // The force layout: new nodes start beside the node they hang from.
  useEffect(() => {
    const known = positions.current;
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
      const angle = index * 2.399963; // the golden angle spreads them evenly
      const distance = anchor ? 120 : index === 0 ? 0 : 160;
      known.set(node.id, {
        id: node.id,
        radius: nodeRadius(node.popularity.views),
        x: (anchor?.x ?? WIDTH / 2) + Math.cos(angle) * distance,
        y: (anchor?.y ?? HEIGHT / 2) + Math.sin(angle) * distance,
      });
    });
    const nodes = graph.nodes.map((node) => known.get(node.id)!);
    const links: SimLink[] = graph.links.map((link) => ({
      id: link.id,
      source: link.source,
      target: link.target,
      strength: link.strength,
    }));

    const simulation =
      simulationRef.current ?? forceSimulation<SimNode, SimLink>().stop().alphaDecay(0.05);
    simulationRef.current = simulation;
    simulation
      .nodes(nodes)
      .force(
        "link",
        forceLink<SimNode, SimLink>(links)
          .id((d) => d.id)
          .distance((l) => 190 - 50 * Math.min(1, Math.max(0, l.strength))),
      )
      .force("charge", forceManyBody<SimNode>().strength(-700))
      .force(
        "collide",
        forceCollide<SimNode>((d) => d.radius + 24),
      )
      .force("center", forceCenter(WIDTH / 2, HEIGHT / 2))
      .force("x", forceX<SimNode>(WIDTH / 2).strength(0.03))
      .force("y", forceY<SimNode>(HEIGHT / 2).strength(0.05));

    if (reducedMotion) {
      simulation.on("tick", null).stop().alpha(1);
      simulation.tick(STATIC_TICKS);
      setFrame((frame) => frame + 1);
    } else {
      simulation.on("tick", () => setFrame((frame) => frame + 1));
      simulation.alpha(0.9).restart();
    }
  }, [graph, reducedMotion]);

  // Never leave the layout running after the graph is gone.
  useEffect(
    () => () => {
      simulationRef.current?.on("tick", null).stop();
    },
    [],
  );

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

  function onPointerDown(event: PointerEvent<SVGGElement>, id: string) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { id, x: event.clientX, y: event.clientY, moved: false };
  }

  function onPointerMove(event: PointerEvent<SVGGElement>) {
    const drag = dragRef.current;
    if (!drag) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 4) return;
    drag.moved = true;
    const point = graphPoint(event.clientX, event.clientY);
    const node = positions.current.get(drag.id);
    if (!point || !node) return;
    node.fx = point.x;
    node.fy = point.y;
    const simulation = simulationRef.current;
    if (reducedMotion || !simulation) {
      node.x = point.x;
      node.y = point.y;
      setFrame((frame) => frame + 1);
    } else {
      simulation.alphaTarget(0.3).restart();
    }
  }

  function onPointerUp(event: PointerEvent<SVGGElement>) {
    const drag = dragRef.current;
    if (!drag) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    dragRef.current = null;
    suppressClick.current = drag.moved;
    if (drag.moved && !reducedMotion) simulationRef.current?.alphaTarget(0);
  }

  function onNodeKeyDown(event: KeyboardEvent<SVGGElement>, id: string) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPick(id);
    }
  }

  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const tipId = focused ?? hovered;
  const tipNode = tipId ? byId.get(tipId) : undefined;
  const tipPosition = tipId ? positions.current.get(tipId) : undefined;
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

      <div className="relative mt-3 aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
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
            <g aria-hidden="true">
              {graph.links.map((link) => {
                const source = positions.current.get(link.source);
                const target = positions.current.get(link.target);
                if (!source || !target) return null;
                const x1 = source.x ?? 0;
                const y1 = source.y ?? 0;
                const x2 = target.x ?? 0;
                const y2 = target.y ?? 0;
                return (
                  <g key={link.id} data-testid="graph-link">
                    <line
                      x1={x1}
                      y1={y1}
                      x2={x2}
                      y2={y2}
                      stroke="#94a3b8"
                      strokeOpacity={0.8}
                      strokeWidth={linkWidth(link.strength)}
                    />
                    {showLinkLabels ? (
                      <text
                        x={(x1 + x2) / 2}
                        y={(y1 + y2) / 2}
                        textAnchor="middle"
                        dominantBaseline="central"
                        fontSize={11 * textScale}
                        fill="#334155"
                        stroke="#f8fafc"
                        strokeWidth={3}
                        paintOrder="stroke"
                        data-testid="graph-link-label"
                      >
                        {relationshipText(link.relationship)}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
            {graph.nodes.map((node) => {
              const position = positions.current.get(node.id);
              if (!position) return null;
              const radius = nodeRadius(node.popularity.views);
              const isSelected = node.id === selectedId;
              const isRoot = node.id === rootId;
              return (
                <g
                  key={node.id}
                  data-graph-node={node.id}
                  role="button"
                  tabIndex={0}
                  aria-label={`${node.title} (${NODE_TYPE_LABELS[node.type]})`}
                  aria-pressed={isSelected}
                  aria-describedby={tipId === node.id ? tooltipId : undefined}
                  transform={`translate(${position.x ?? 0},${position.y ?? 0})`}
                  className="cursor-pointer outline-none"
                  onClick={() => {
                    if (suppressClick.current) {
                      suppressClick.current = false;
                      return;
                    }
                    onPick(node.id);
                  }}
                  onKeyDown={(event) => onNodeKeyDown(event, node.id)}
                  onPointerDown={(event) => onPointerDown(event, node.id)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                  onMouseEnter={() => setHovered(node.id)}
                  onMouseLeave={() =>
                    setHovered((current) => (current === node.id ? null : current))
                  }
                  onFocus={() => setFocused(node.id)}
                  onBlur={() => setFocused((current) => (current === node.id ? null : current))}
                >
                  {focused === node.id ? (
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
                    fill={NODE_TYPE_COLOURS[node.type]}
                    stroke={isSelected ? "#0f172a" : "#ffffff"}
                    strokeWidth={isSelected || isRoot ? 4 : 2}
                  />
                  {showLabels ? (
                    <text
                      y={radius + 16 * textScale}
                      textAnchor="middle"
                      fontSize={14 * textScale}
                      fontWeight={isRoot ? 700 : 500}
                      fill="#0f172a"
                      stroke="#f8fafc"
                      strokeWidth={4}
                      paintOrder="stroke"
                      aria-hidden="true"
                      data-testid="graph-node-label"
                    >
                      {truncate(node.title, GRAPH.labelMax)}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </g>
        </svg>
        {tipNode && tipPosition ? (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 w-56 max-w-[70%] -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
            style={{
              left: `${(((transform.x + (tipPosition.x ?? 0) * transform.k) / WIDTH) * 100).toFixed(2)}%`,
              top: `${(((transform.y + ((tipPosition.y ?? 0) + nodeRadius(tipNode.popularity.views) + 24) * transform.k) / HEIGHT) * 100).toFixed(2)}%`,
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
        Drag to pan, scroll or pinch to zoom, drag a node to move it. Pick a node (or focus it and
        press Enter) to see its details and bring in its neighbours.
      </p>
    </div>
  );
}

/**
 * How much to enlarge text so it stays readable when the 800-wide view box is
 * drawn narrower (a phone): 1 at 800 px and up, at most 1.8.
 */
function useTextScale(svgRef: RefObject<SVGSVGElement | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const width = svg.getBoundingClientRect().width;
      if (width > 0) setScale(Math.min(1.8, Math.max(1, WIDTH / width)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svgRef]);
  return scale;
}

function GraphLegend({ nodes }: { nodes: readonly SearchNode[] }) {
  const headingId = useId();
  const types = presentTypes(nodes);
  if (types.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        Legend
      </h3>
      <ul
        aria-labelledby={headingId}
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
      >
        {types.map((type) => (
          <li key={type} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ backgroundColor: NODE_TYPE_COLOURS[type] }}
            />
            {NODE_TYPE_LABELS[type]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function NodeDetails({ node, connections }: { node: SearchNode; connections: number }) {
  const headingId = useId();
  const relationships = node.relationships.slice(0, GRAPH.relationshipsShown);
  return (
    <section
      aria-labelledby={headingId}
      aria-live="polite"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="node-details"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Node details</p>
      <h3
        id={headingId}
        className="mt-1 text-lg font-semibold text-pretty break-words text-slate-900"
      >
        {node.title}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Badge className="border-slate-300 bg-slate-50 text-slate-800">
          {NODE_ENTITY_LABELS[node.entityType]}
        </Badge>
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: NODE_TYPE_COLOURS[node.type] }}
          />
          {NODE_TYPE_LABELS[node.type]}
        </span>
      </div>
      {node.description.trim() ? (
        <p className="mt-3 max-w-prose text-slate-800">{node.description}</p>
      ) : null}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-600">Popularity</dt>
          <dd className="text-slate-900">{popularityText(node.popularity)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Links in this graph</dt>
          <dd className="text-slate-900">{connections}</dd>
        </div>
      </dl>
      <h4 className="mt-3 text-sm font-semibold text-slate-600">Relationships</h4>
      {relationships.length > 0 ? (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {relationships.map((relationship, index) => (
            <li key={`${relationship.type}-${index}`} className="flex justify-between gap-3">
              <span className="capitalize">{relationshipText(relationship.type)}</span>
              <span className="text-slate-600">{`${Math.round(relationship.strength * 100)}%`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">None recorded.</p>
      )}
      <Link
        to={node.url}
        className={cn(
          "mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2",
        )}
      >
        {`Open ${NODE_ENTITY_LABELS[node.entityType].toLowerCase()} page`}
      </Link>
    </section>
  );
}

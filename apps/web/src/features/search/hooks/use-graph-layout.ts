import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { configureLayout, createLayout, seedPositions, settle } from "../utils/graph-layout";
import type { Layout, LayoutNode } from "../utils/graph-layout";
import type { GraphData } from "../utils/graph-model";

export interface GraphLayout {
  /** Where each node is, in view box units (mutated by the layout; read on render). */
  positions: ReadonlyMap<string, LayoutNode>;
  /** Pins a node where the pointer has dragged it. */
  dragTo: (id: string, x: number, y: number) => void;
  /** The drag is over: the others settle around the pinned node. */
  release: (moved: boolean) => void;
}

/**
 * The graph's force layout. Every new graph (the first one, and each time a
 * node brings in its neighbours) is run to rest before the browser paints, so
 * the first draw is the finished one and nothing has to redraw per tick; new
 * nodes start beside the node they hang from and the known ones barely move.
 * A narrower screen (larger labels) spreads the nodes further apart. Only a
 * drag animates (not at all with reduced motion).
 */
export function useGraphLayout(
  graph: GraphData,
  reducedMotion: boolean,
  spread: number,
): GraphLayout {
  const layoutRef = useRef<Layout | null>(null);
  const positions = useRef(new Map<string, LayoutNode>());
  const [, setFrame] = useState(0);
  const redraw = () => setFrame((frame) => frame + 1);

  useLayoutEffect(() => {
    const layout = (layoutRef.current ??= createLayout());
    const first = positions.current.size === 0;
    const nodes = seedPositions(graph, positions.current);
    configureLayout(layout, graph, nodes, spread);
    settle(layout, first ? 1 : 0.6);
    setFrame((frame) => frame + 1);
  }, [graph, spread]);

  // Never leave the layout running after the graph is gone.
  useEffect(
    () => () => {
      layoutRef.current?.on("tick", null).stop();
    },
    [],
  );

  function dragTo(id: string, x: number, y: number) {
    const node = positions.current.get(id);
    const layout = layoutRef.current;
    if (!node) return;
    node.fx = x;
    node.fy = y;
    if (reducedMotion || !layout) {
      node.x = x;
      node.y = y;
      redraw();
    } else {
      layout.on("tick", redraw).alphaTarget(0.3).restart();
    }
  }

  function release(moved: boolean) {
    if (moved && !reducedMotion) layoutRef.current?.alphaTarget(0);
  }

  return { positions: positions.current, dragTo, release };
}

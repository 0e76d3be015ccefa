import { SEARCH_LIMITS, SEARCH_MESSAGES } from "@field-commons/shared/search";
import type { RelatedItem } from "@field-commons/shared/search";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { LoadError } from "../../../components/ui/load-states";
import { Message } from "../../../components/ui/message";
import { Skeleton } from "../../../components/ui/skeleton";
import { useLogError } from "../../../hooks/use-log-error";
import { relatedNodesQuery, searchNodeQuery } from "../../../lib/search/search-nodes";
import { EMPTY_GRAPH, graphOf, mergeRelated } from "../utils/graph-model";
import type { GraphData } from "../utils/graph-model";
import { GraphCanvas } from "./graph-canvas";
import { GraphLegend } from "./graph-legend";
import { GraphNeighbourList } from "./graph-neighbour-list";
import { NodeDetails } from "./node-details";

interface Expansion {
  source: string;
  related: RelatedItem[];
}

/**
 * The knowledge graph of one node: the node, its related nodes (30) and the
 * neighbours of every node picked since, with a legend, the picked node's
 * details and, on a phone, its neighbours as a list. The node and its
 * neighbours are asked for together, and the graph is drawn once both are in,
 * already laid out. Loaded lazily with d3.
 */
export default function KnowledgeGraph({ nodeId }: { nodeId: string }) {
  const queryClient = useQueryClient();
  const root = useQuery(searchNodeQuery(nodeId));
  const rootRelated = useQuery(relatedNodesQuery(nodeId, SEARCH_LIMITS.relatedOnSearchPage));
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

  const pick = useCallback(
    (id: string) => {
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
    },
    [expanded, expanding, queryClient],
  );

  const selected = graph.nodes.find((node) => node.id === selectedId) ?? root.data ?? null;

  // One draw, laid out, once the neighbours are in (or have failed).
  if (root.isPending || (root.isSuccess && rootRelated.isPending)) {
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
        busy={expanding !== null}
        onToggleLabels={() => setShowLabels((value) => !value)}
        onToggleLinkLabels={() => setShowLinkLabels((value) => !value)}
        onPick={pick}
      />
      {expanding ? (
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
        <GraphNeighbourList graph={graph} node={selected} onPick={pick} className="sm:hidden" />
      ) : null}
      {selected ? (
        <NodeDetails node={selected} connections={countConnections(graph, selected.id)} />
      ) : null}
    </div>
  );
}

function countConnections(graph: GraphData, id: string): number {
  return graph.links.filter((link) => link.source === id || link.target === id).length;
}

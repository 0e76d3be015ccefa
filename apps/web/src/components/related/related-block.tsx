import { NODE_ENTITY_LABELS, SEARCH_LIMITS } from "@field-commons/shared/search";
import type { NodeEntityType } from "@field-commons/shared/search";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { relatedWords } from "../../lib/search/relationship-words";
import { entityNodeQuery, relatedNodesQuery } from "../../lib/search/search-nodes";
import { Badge } from "../ui/badge";

/** How far below the viewport the block starts loading. */
const PRELOAD_MARGIN = "400px";

/**
 * True once the element comes near the viewport, so the block's requests
 * never compete with the page's own first paint. Without IntersectionObserver
 * it turns true after the page has settled.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (typeof IntersectionObserver === "undefined" || !element) {
      const timer = window.setTimeout(() => setNear(true), 1000);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * 'Related': up to six items the knowledge graph links to this one (title
 * link, type and how they relate). Renders nothing when the item is not in
 * the graph, has no neighbours, or the graph cannot be reached.
 */
export function RelatedBlock({
  entityType,
  entityId,
  className,
}: {
  entityType: NodeEntityType;
  entityId: string;
  className?: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const headingId = useId();
  const node = useQuery({ ...entityNodeQuery(entityType, entityId), enabled: near && !!entityId });
  const nodeId = node.data?.id ?? "";
  const related = useQuery({
    ...relatedNodesQuery(nodeId, SEARCH_LIMITS.relatedBlock),
    enabled: nodeId !== "",
  });

  const items = (related.data?.related ?? [])
    .filter((item, index, all) => {
      if (item.node.id === nodeId) return false;
      return all.findIndex((other) => other.node.id === item.node.id) === index;
    })
    .slice(0, SEARCH_LIMITS.relatedBlock);

  if (items.length === 0) return <div ref={ref} data-testid="related-block-anchor" />;

  return (
    <section
      aria-labelledby={headingId}
      className={className ?? "mt-12 border-t border-slate-200 pt-8"}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Related
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.node.id}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <Link
              to={item.node.url}
              className="font-semibold text-pretty break-words text-slate-900 underline-offset-2 hover:underline"
            >
              {item.node.title}
            </Link>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge className="border-slate-300 bg-slate-50 text-slate-800">
                {NODE_ENTITY_LABELS[item.node.entityType]}
              </Badge>
              <span>{relatedWords(item.relationship, item.node.entityType)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

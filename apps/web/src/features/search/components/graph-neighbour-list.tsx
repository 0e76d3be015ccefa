import type { SearchNode } from "@field-commons/shared/search";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { relationshipText } from "../../../lib/search/relationship-words";
import { NODE_KIND_COLOURS, NODE_KIND_PLURALS, neighboursByKind } from "../utils/graph-model";
import type { GraphData } from "../utils/graph-model";

/**
 * The picked node's neighbours as a list, grouped by kind: each links to its
 * page, and "Show links" picks it in the graph (its details, its own
 * neighbours). The graph's reading form on a phone, where the drawing is small.
 */
export function GraphNeighbourList({
  graph,
  node,
  onPick,
  className,
}: {
  graph: GraphData;
  node: SearchNode;
  onPick: (id: string) => void;
  className?: string;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pickedHere = useRef(false);
  const groups = neighboursByKind(graph, node.id);

  // The button pressed is gone with the old list: keep the keyboard in the new one.
  useEffect(() => {
    if (!pickedHere.current) return;
    pickedHere.current = false;
    headingRef.current?.focus();
  }, [node.id]);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg border border-slate-200 bg-white p-4", className)}
      data-testid="graph-neighbours"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-pretty break-words text-slate-900"
      >
        {`Linked to ${node.title}`}
      </h3>
      {groups.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing linked to it in this graph yet.</p>
      ) : (
        groups.map((group) => (
          <div key={group.kind} className="mt-3">
            <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ backgroundColor: NODE_KIND_COLOURS[group.kind] }}
              />
              {`${NODE_KIND_PLURALS[group.kind]} (${group.neighbours.length})`}
            </h4>
            <ul className="mt-1 divide-y divide-slate-100">
              {group.neighbours.map(({ node: neighbour, relationship }) => (
                <li key={neighbour.id} className="flex items-center justify-between gap-3 py-1">
                  <span className="min-w-0">
                    <Link
                      to={neighbour.url}
                      className="inline-flex min-h-11 items-center font-medium break-words text-accent underline underline-offset-2"
                    >
                      {neighbour.title}
                    </Link>
                    <span className="block text-sm text-slate-600">
                      {relationshipText(relationship)}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="shrink-0"
                    aria-label={`Show links of ${neighbour.title}`}
                    onClick={() => {
                      pickedHere.current = true;
                      onPick(neighbour.id);
                    }}
                  >
                    Show links
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

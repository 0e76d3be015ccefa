import type { SearchNode } from "@field-commons/shared/search";
import { useId } from "react";
import { NODE_KIND_COLOURS, NODE_KIND_LABELS, presentKinds } from "../utils/graph-model";

/** Which colour stands for which kind of node, for the kinds in the graph. */
export function GraphLegend({ nodes }: { nodes: readonly SearchNode[] }) {
  const headingId = useId();
  const kinds = presentKinds(nodes);
  if (kinds.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        Legend
      </h3>
      <ul
        aria-labelledby={headingId}
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
      >
        {kinds.map((kind) => (
          <li key={kind} className="inline-flex items-center gap-1.5" data-kind={kind}>
            <span
              aria-hidden="true"
              className="size-3 rounded-full"
              style={{ backgroundColor: NODE_KIND_COLOURS[kind] }}
            />
            {NODE_KIND_LABELS[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { GRAPH, NODE_ENTITY_LABELS } from "@field-commons/shared/search";
import type { SearchNode } from "@field-commons/shared/search";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { relationshipText } from "../../../lib/search/relationship-words";
import { popularityText } from "../utils/format";
import { NODE_KIND_COLOURS, NODE_KIND_LABELS, nodeKind } from "../utils/graph-model";

/** The picked node: what it is, how popular, its relationships and a link to its page. */
export function NodeDetails({ node, connections }: { node: SearchNode; connections: number }) {
  const headingId = useId();
  const relationships = node.relationships.slice(0, GRAPH.relationshipsShown);
  const kind = nodeKind(node);
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
            style={{ backgroundColor: NODE_KIND_COLOURS[kind] }}
          />
          {NODE_KIND_LABELS[kind]}
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
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
      >
        {`Open ${NODE_ENTITY_LABELS[node.entityType].toLowerCase()} page`}
      </Link>
    </section>
  );
}

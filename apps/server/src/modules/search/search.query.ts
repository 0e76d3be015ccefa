import { sql, type SQL } from "drizzle-orm";
import type { NodeType } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import type { NodeFacts } from "./vector-store";
import { encodedCosine, loadIvfLists, nearestLists, probeCount } from "./vector-index";
import { nearestFromStore } from "./vector-store";

/** A node found by one side of the engine, with that side's score (0..1). */
export interface Candidate {
  id: string;
  score: number;
  /** The node's tags, when the side read them. */
  tags?: string[];
  /** The node's type, when the side read it. */
  nodeType?: NodeType;
  /** What filters and facets test of the node, when the side read it (the server's copy). */
  facts?: NodeFacts;
}

function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * Nearest stored vectors of a model by cosine: the vectors filed under the
 * query's nearest lists (and any not yet filed under the current lists), or
 * every vector while the model has no lists; scored exactly on their codes.
 */
export async function nearestNodes(
  db: Db,
  model: string,
  vector: Float32Array,
  options: {
    limit: number;
    nodeTypes?: NodeType[];
    minScore?: number;
    /** Lists to scan (default: probeCount). */
    probes?: number;
    /**
     * Read from this server's copy of the vectors (vector-store.ts); the
     * copy holds what was written before the last announcement of
     * "search-vectors".
     */
    fromCopy?: boolean;
  },
): Promise<Candidate[]> {
  if (options.fromCopy) {
    return nearestFromStore(db, model, vector, options);
  }
  const conditions: SQL[] = [];
  if (options.nodeTypes) conditions.push(sql`n.node_type in ${options.nodeTypes}`);
  const lists = await loadIvfLists(db, model);
  let rows: Array<{ id: string; node_type: NodeType; embedding: Uint8Array }>;
  if (lists) {
    const probes = nearestLists(lists, vector, options.probes ?? probeCount(lists));
    // The query's lists (read from the covering index alone), and any vector
    // not yet filed under the current generation of lists.
    rows = await queryRows(
      db,
      sql`
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation = ${lists.generation}
        and n.ivf_list in ${probes} ${where(conditions)}
      union all
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation < ${lists.generation} ${where(conditions)}
      union all
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation > ${lists.generation} ${where(conditions)}`,
    );
  } else {
    rows = await queryRows(
      db,
      sql`
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} ${where(conditions)}`,
    );
  }
  const minScore = options.minScore ?? -1;
  const scored: Candidate[] = [];
  for (const row of rows) {
    const score = encodedCosine(vector, row.embedding);
    if (score >= minScore) scored.push({ id: row.id, score, nodeType: row.node_type });
  }
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return scored.slice(0, options.limit);
}

import type { NodeType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import type { NodeFacts } from "./vector-store";
import { encodedCosine, loadIvfLists, nearestLists, probeCount } from "./vector-index";
import { nearestFromStore } from "./vector-store";
import { readAllVectors, readVectorsInLists, type NodeVectorRow } from "./vector-index.repository";

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
  const lists = await loadIvfLists(db, model);
  let rows: NodeVectorRow[];
  if (lists) {
    const probes = nearestLists(lists, vector, options.probes ?? probeCount(lists));
    // The query's lists (read from the covering index alone), and any vector
    // not yet filed under the current generation of lists.
    rows = await readVectorsInLists(db, model, lists.generation, probes, options.nodeTypes);
  } else {
    rows = await readAllVectors(db, model, options.nodeTypes);
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

import { and, asc, count, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { NodeEntityType, NodeType } from "@field-commons/shared/search";
import { queryRows, type Db } from "../../db/client";
import { searchIvfCentroids, searchNodes } from "../../db/schema/search";

// --- centroids -----------------------------------------------------------------

/** The generation of a model's centroids, or undefined while it has none. */
export async function findCentroidGeneration(
  db: Db,
  model: string,
): Promise<{ generation: number } | undefined> {
  const [head] = await db
    .select({ generation: searchIvfCentroids.generation })
    .from(searchIvfCentroids)
    .where(eq(searchIvfCentroids.model, model))
    .limit(1);
  return head;
}

/** A model's centroids (encoded), in list order. */
export async function listCentroids(db: Db, model: string) {
  return db
    .select({ list: searchIvfCentroids.list, centroid: searchIvfCentroids.centroid })
    .from(searchIvfCentroids)
    .where(eq(searchIvfCentroids.model, model))
    .orderBy(asc(searchIvfCentroids.list));
}

/** Removes a model's centroids. */
export async function deleteCentroids(tx: Db, model: string): Promise<void> {
  await tx.delete(searchIvfCentroids).where(eq(searchIvfCentroids.model, model));
}

/** Writes centroids (encoded) of a model. */
export async function insertCentroids(
  tx: Db,
  rows: Array<{ model: string; list: number; centroid: Buffer; generation: number }>,
): Promise<void> {
  await tx.insert(searchIvfCentroids).values(rows);
}

// --- node vectors --------------------------------------------------------------

/** How many nodes are embedded with the model. */
export async function countVectors(db: Db, model: string): Promise<number> {
  const [vectors] = await db
    .select({ n: count() })
    .from(searchNodes)
    .where(eq(searchNodes.embeddingModel, model));
  return vectors?.n ?? 0;
}

/** Up to `limit` of a model's vectors (encoded), picked at random. */
export async function sampleVectors(db: Db, model: string, limit: number) {
  return db
    .select({ embedding: searchNodes.embedding })
    .from(searchNodes)
    .where(eq(searchNodes.embeddingModel, model))
    .orderBy(sql`random()`)
    .limit(limit);
}

/** One keyset page of a model's vectors (encoded), in id order after `after`. */
export async function vectorsByPage(db: Db, model: string, after: string, limit: number) {
  return db
    .select({ id: searchNodes.id, embedding: searchNodes.embedding })
    .from(searchNodes)
    .where(and(eq(searchNodes.embeddingModel, model), gt(searchNodes.id, after)))
    .orderBy(asc(searchNodes.id))
    .limit(limit);
}

/** The stored vectors (encoded) of these nodes that are embedded with the model. */
export async function listNodeVectors(db: Db, model: string, ids: string[]) {
  return db
    .select({ id: searchNodes.id, embedding: searchNodes.embedding })
    .from(searchNodes)
    .where(and(inArray(searchNodes.id, ids), eq(searchNodes.embeddingModel, model)));
}

/**
 * Files nodes embedded with the model under lists of a generation (`lists[i]`
 * is the list of `ids[i]`), and marks them changed now.
 */
export async function fileNodeVectors(
  db: Db,
  model: string,
  generation: number,
  ids: string[],
  lists: number[],
): Promise<void> {
  await db.execute(sql`
      update search_nodes as n set ivf_list = v.list, ivf_generation = ${generation}, updated_at = now()
      from (select unnest(${sql.param(ids)}::uuid[]) as id, unnest(${sql.param(lists)}::int[]) as list) as v
      where n.id = v.id and n.embedding_model = ${model}`);
}

/**
 * Stores a node's vector (encoded), the model and text hash it was made
 * from, and the list it is filed under; marks the node changed at the
 * database's time (servers' copies of the vectors read what changed since
 * a time).
 */
export async function storeNodeVector(
  db: Db,
  id: string,
  values: { embedding: Buffer; model: string; hash: string; list: number; generation: number },
): Promise<void> {
  await db
    .update(searchNodes)
    .set({
      embedding: values.embedding,
      embeddingModel: values.model,
      embeddedHash: values.hash,
      ivfList: values.list,
      ivfGeneration: values.generation,
      updatedAt: sql`now()`,
    })
    .where(eq(searchNodes.id, id));
}

// --- nearest vectors -----------------------------------------------------------

/** A stored vector (encoded) and its node's type. */
export interface NodeVectorRow {
  id: string;
  node_type: NodeType;
  embedding: Uint8Array;
}

function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

function nodeTypeConditions(nodeTypes: NodeType[] | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (nodeTypes) conditions.push(sql`n.node_type in ${nodeTypes}`);
  return conditions;
}

/** A model's vectors (of `nodeTypes` only, when given) in lists `probes` of `generation`, and those of other generations. */
export async function readVectorsInLists(
  db: Db,
  model: string,
  generation: number,
  probes: number[],
  nodeTypes: NodeType[] | undefined,
): Promise<NodeVectorRow[]> {
  const conditions = nodeTypeConditions(nodeTypes);
  return queryRows<NodeVectorRow>(
    db,
    sql`
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation = ${generation}
        and n.ivf_list in ${probes} ${where(conditions)}
      union all
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation < ${generation} ${where(conditions)}
      union all
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} and n.ivf_generation > ${generation} ${where(conditions)}`,
  );
}

/** Every vector of a model (of `nodeTypes` only, when given). */
export async function readAllVectors(
  db: Db,
  model: string,
  nodeTypes: NodeType[] | undefined,
): Promise<NodeVectorRow[]> {
  const conditions = nodeTypeConditions(nodeTypes);
  return queryRows<NodeVectorRow>(
    db,
    sql`
      select n.id, n.node_type, n.embedding from search_nodes n
      where n.embedding_model = ${model} ${where(conditions)}`,
  );
}

// --- the server's copy of the vectors ------------------------------------------

/** A stored vector (encoded) with what the server's copy keeps of its node. */
export interface StoredVectorRow {
  id: string;
  node_type: NodeType;
  ivf_list: number;
  ivf_generation: number;
  embedding: Uint8Array;
  updated_at: string | Date;
  entity_type: NodeEntityType;
  domain: string | null;
  tags: string[];
  location: string;
}

/** One keyset page of a model's vectors with their facets after id `after`, changed since `since` (ms) when given. */
export async function readStoredVectorsPage(
  db: Db,
  model: string,
  after: string,
  since: number | null,
  limit: number,
): Promise<StoredVectorRow[]> {
  return queryRows<StoredVectorRow>(
    db,
    sql`
      select n.id, n.node_type, n.ivf_list, n.ivf_generation, n.embedding, n.updated_at,
        n.entity_type, n.domain, n.tags, n.location
      from search_nodes n
      where n.embedding_model = ${model} and n.embedding is not null and n.id > ${after}
        ${since === null ? sql`` : sql`and n.updated_at >= ${new Date(since)}`}
      order by n.id limit ${limit}`,
  );
}

/** How many nodes have a stored vector of the model. */
export async function countStoredVectors(db: Db, model: string): Promise<number> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from search_nodes
        where embedding_model = ${model} and embedding is not null`,
  );
  return Number(counted?.n ?? 0);
}

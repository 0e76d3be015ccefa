import { createHash } from "node:crypto";
import type { RelationshipType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import type { Embedder } from "./embeddings/embedder";
import {
  claimDirtyEntries,
  copyContentFigures,
  copyJobFigures,
  copyRecordingFigures,
  countNameForms,
  deleteDerivedEdges,
  deleteNode,
  deleteSimilarEdges,
  deleteUnlinkedNamedNodes,
  entityKeyText,
  findNodeId,
  findNodeIds,
  insertEdges,
  listDerivedEdges,
  listSimilarEdges,
  listNamedNodes,
  listNodeFacets,
  listNodesToEmbed,
  listUnsyncedEntities,
  refreshNamedNodeFigures,
  retitleNamedNode,
  sumNamedNodeFigures,
  upsertDirtyEntries,
  upsertNamedNode,
  upsertNode,
  type EntityKey,
} from "./search-index.repository";
import {
  displayName,
  loadDocument,
  nameKey,
  namedNodeUrl,
  topicKey,
  type EdgeSpec,
  type NodeDocument,
} from "./search.documents";
import { nearestNodes } from "./search.query";
import {
  decodeVector,
  encodeVector,
  fileVector,
  needsTraining,
  trainIvfLists,
} from "./vector-index";
import { listNodeVectors, storeNodeVector } from "./vector-index.repository";
import { announceVectorsChanged } from "./vector-store";

/** Dirty entries claimed per round. */
const BATCH = 50;
/** Newly embedded nodes between checks whether the vector lists need (re)training. */
const TRAINING_CHECK_EVERY = 1_000;
/** Characters of a node's text the embedder sees (title and description first). */
const EMBED_TEXT_MAX = 4_000;
/**
 * similar_to edges. Of an item's five nearest items by vector, one is kept
 * when its cosine is at least SIMILAR_MIN and the two share a topic or a
 * place, or when its cosine is at least SIMILAR_HIGH without that support.
 *
 * Calibrated for the offline embedder (glove-100d-sif-1) on the demo data:
 * the five nearest neighbours of each of its 81 items (405 pairs), against
 * the judged queries of scripts/eval/search-judgments.json, a pair counting
 * as right when both items are judged relevant to the same query (6 % of
 * random pairs are). Cosines of the five nearest run from 0.41 to 0.95
 * (median 0.75; the nearest one's median is 0.83), so a cosine alone says
 * little: the edges of the former rule (cosine 0.6 and up) were right 41 %
 * of the time, and pairs that share neither topic nor place are right 52 %
 * of the time from 0.8, 62 % from 0.85. Pairs that share one are right 83 %
 * of the time from 0.6 (87 % from 0.7, which would lose a fifth of them),
 * 62 % between 0.6 and 0.8 and 95 % from 0.8. The rule keeps 132 of the 405
 * pairs, 78 % of them right. An index built from scratch holds 109 to 113
 * such edges, 75 to 79 % right, where it held some 360, 41 % right (its
 * first items are linked before later ones are embedded; a reindex of every
 * item gives the 132). Another embedder has its own cosine scale: calibrate
 * these again for it.
 */
export const SIMILAR_NEIGHBOURS = 5;
export const SIMILAR_MIN = 0.6;
export const SIMILAR_HIGH = 0.85;
/** From this cosine, pairs that share a topic or place were right 95 % of the time. */
const SIMILAR_SURE = 0.8;
/** The share of each kind of kept pair that was right in that calibration: an edge's confidence. */
const SIMILAR_CONFIDENCE = { sure: 0.95, shared: 0.62, high: 0.62 };

function embedText(doc: Pick<NodeDocument, "title" | "description" | "tags" | "body">): string {
  return [doc.title, doc.description, doc.tags.join(", "), doc.body]
    .filter(Boolean)
    .join(". ")
    .slice(0, EMBED_TEXT_MAX);
}

function hashOf(model: string, text: string): string {
  return createHash("sha256").update(model).update("\0").update(text).digest("base64url");
}

/** Marks things for reindexing (the triggers do this for every source change). */
export async function markDirty(db: Db, keys: EntityKey[]): Promise<void> {
  if (keys.length === 0) return;
  await upsertDirtyEntries(db, keys);
}

interface Upserted {
  id: string;
  needsEmbedding: boolean;
  /** New, or its views, likes or shares changed: the sums of its people change. */
  countsForPeople: boolean;
  /** That, or its tags or place changed: its topics' and place's sums or spellings may change. */
  countsForNames: boolean;
}

/** Writes a topic or place node (no body); its figures are summed from its neighbours later. */
async function writeNamedNode(db: Db, edge: EdgeSpec): Promise<string> {
  const title = edge.title ?? edge.entityId;
  const isTopic = edge.entityType === "topic";
  const url = namedNodeUrl(isTopic ? "topic" : "location", title);
  // Keeps the first spelling (refreshNamedNodes picks the title later).
  return upsertNamedNode(db, {
    entityType: edge.entityType,
    entityId: edge.entityId,
    nodeType: isTopic ? "topic" : "location",
    title,
    url,
    location: isTopic ? "" : title,
    tags: isTopic ? [title] : [],
    date: new Date(),
  });
}

/** Writes a thing's node; it needs embedding when its text or the model changed. */
async function writeNode(db: Db, doc: NodeDocument, model: string): Promise<Upserted> {
  const hash = hashOf(model, embedText(doc));
  const row = await upsertNode(db, doc);
  return {
    id: row.id,
    needsEmbedding: row.embeddedHash !== hash || row.embeddingModel !== model,
    countsForPeople: row.created || row.figuresChanged,
    countsForNames: row.created || row.figuresChanged || row.namesChanged,
  };
}

export interface SyncResult {
  /** Dirty entries handled. */
  processed: number;
  /** Nodes (re)embedded. */
  embedded: number;
  /** The time budget ran out with entries still waiting: run again. */
  more: boolean;
}

/** Lets requests waiting on the event loop run between pieces of indexing work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One thing's node brought up to date: written with its derived edges, or
 * removed when the thing is no longer public. Returns the node to embed, and
 * collects the neighbours whose figures change with it.
 */
interface Round {
  /** Topic and place nodes whose figures may have changed. */
  touched: Set<string>;
  /** How the round's items write each topic and place node they name. */
  spellings: Map<string, Set<string>>;
  /** People whose node follows from this round's changes. */
  followUps: EntityKey[];
  /** Nodes whose text changed: embedded at the end of the round. */
  pending: Array<{ id: string; doc: NodeDocument }>;
  /** Every node written: items among them are relinked to their similar items. */
  indexed: Array<{ id: string; doc: NodeDocument }>;
}

/** An edge from a node, as stored. */
interface EdgeRow {
  targetId: string;
  type: RelationshipType;
  strength: number;
  confidence: number;
}

/** Edge figures are stored as 4-byte reals: equal when they round to the same. */
const sameFigure = (a: number, b: number) => Math.abs(a - b) < 1e-6;

function sameEdges(a: readonly EdgeRow[], b: readonly EdgeRow[]): boolean {
  if (a.length !== b.length) return false;
  const held = new Map(a.map((e) => [`${e.targetId} ${e.type}`, e]));
  return b.every((e) => {
    const other = held.get(`${e.targetId} ${e.type}`);
    return (
      other !== undefined &&
      sameFigure(other.strength, e.strength) &&
      sameFigure(other.confidence, e.confidence)
    );
  });
}

/**
 * Puts `edges` in place of a node's `before` edges (removed with `remove`),
 * writing nothing when they are the same: most reindexed things keep their
 * author, topics and neighbours.
 */
async function replaceEdges(
  db: Db,
  sourceId: string,
  before: readonly EdgeRow[],
  edges: readonly EdgeRow[],
  remove: (db: Db, sourceId: string) => Promise<void>,
): Promise<void> {
  if (sameEdges(before, edges)) return;
  await remove(db, sourceId);
  if (edges.length > 0)
    await insertEdges(
      db,
      edges.map((e) => ({ sourceId, ...e })),
    );
}

async function indexOne(
  db: Db,
  embedder: Embedder,
  key: EntityKey,
  round: Round,
  depth = 0,
): Promise<string | null> {
  const { touched, followUps } = round;
  const existing = await findNodeId(db, key);
  // Its derived edges, to refresh or clean up their targets after the change.
  const before = existing ? await listDerivedEdges(db, existing) : [];
  const namedBefore = before
    .filter((target) => target.entityType === "topic" || target.entityType === "location")
    .map((target) => target.id);
  const peopleBefore = before.filter((target) => target.entityType === "person");
  const doc = await loadDocument(db, key.entityType, key.entityId);
  if (!doc) {
    // Their figures are the sums of their work, which this leaves.
    followUps.push(...peopleBefore);
    for (const id of namedBefore) touched.add(id);
    if (existing) await deleteNode(db, existing);
    return null;
  }
  const node = await writeNode(db, doc, embedder.model);
  // The nodes its edges lead to, found in one read; those missing are written.
  const found = await findNodeIds(db, doc.edges);
  const edges: EdgeRow[] = [];
  const namedAfter: string[] = [];
  for (const edge of doc.edges) {
    let targetId = found.get(entityKeyText(edge)) ?? null;
    if (edge.entityType === "topic" || edge.entityType === "location") {
      targetId ??= await writeNamedNode(db, edge);
      namedAfter.push(targetId);
      const spellings = round.spellings.get(targetId) ?? new Set<string>();
      round.spellings.set(targetId, spellings.add(edge.title ?? edge.entityId));
    } else if (!targetId && depth === 0) {
      // An author or organization indexed for the first time: index it now so the edge exists.
      targetId = await indexOne(db, embedder, edge, round, depth + 1);
    }
    if (targetId && targetId !== node.id) {
      edges.push({
        targetId,
        type: edge.type,
        strength: edge.strength,
        confidence: edge.confidence,
      });
    }
  }
  // People's figures are the sums of their work: new work or work whose
  // figures changed changes them, and so does work they start or stop
  // being named on; an edit of its text does not. (A person indexed just
  // now, above, is up to date.)
  const peopleAfter = doc.edges.filter(
    (e) => e.entityType === "person" && found.has(entityKeyText(e)),
  );
  const names = (people: readonly EntityKey[], p: EntityKey) =>
    people.some((o) => o.entityId === p.entityId);
  followUps.push(
    ...peopleAfter.filter((p) => node.countsForPeople || !names(peopleBefore, p)),
    ...peopleBefore.filter((p) => node.countsForPeople || !names(peopleAfter, p)),
  );
  // Topics' and places' figures are their items' sums and their titles the
  // spellings their items write: the same rule, with the item's tags and
  // place for its names. An edit of its text alone leaves them as they were.
  for (const id of namedAfter) {
    if (node.countsForNames || !namedBefore.includes(id)) touched.add(id);
  }
  for (const id of namedBefore) {
    if (node.countsForNames || !namedAfter.includes(id)) touched.add(id);
  }
  await replaceEdges(
    db,
    node.id,
    before.map((b) => ({ ...b, targetId: b.id })),
    edges,
    deleteDerivedEdges,
  );
  if (node.needsEmbedding) round.pending.push({ id: node.id, doc });
  round.indexed.push({ id: node.id, doc });
  return node.id;
}

/** Items counted per spelling when a topic or place is written in several: enough to rank them. */
const SPELLINGS_COUNTED_MAX = 1_000;

/** The spellings a topic or place node's search page filters on (namedNodeUrl). */
function spellingsIn(url: string, kind: "topic" | "location"): string[] {
  return new URL(url, "http://localhost").searchParams.getAll(
    kind === "topic" ? "tags" : "locations",
  );
}

/**
 * Topic and place nodes take the title their items write them in (see
 * displayName), and a search page that filters on every spelling of them.
 * The spellings are those its page filters on already and those the round's
 * items wrote (every item passes through a round, so no spelling is missed);
 * each is counted, up to a bound, only where there are several, from the
 * tags index for a topic. A node whose text changes is embedded again.
 */
async function retitleNamedNodes(
  db: Db,
  ids: string[],
  written: Map<string, Set<string>>,
): Promise<void> {
  const nodes = await listNamedNodes(db, ids);
  const candidates = new Map<string, string[]>();
  for (const node of nodes) {
    const keyOf = node.entity_type === "topic" ? topicKey : nameKey;
    const forms = [
      node.title,
      ...spellingsIn(node.url, node.entity_type),
      ...(written.get(node.id) ?? []),
    ];
    candidates.set(
      node.id,
      [...new Set(forms)].filter((form) => keyOf(form) === node.entity_id),
    );
  }
  const counted = [...candidates].filter(([, forms]) => forms.length > 1);
  const counts = new Map<string, number>();
  if (counted.length > 0) {
    const pairs = counted.flatMap(([id, forms]) => forms.map((form) => ({ id, form })));
    const rows = await countNameForms(db, pairs, SPELLINGS_COUNTED_MAX);
    for (const row of rows) counts.set(`${row.id} ${row.form}`, Number(row.items));
  }
  for (const node of nodes) {
    const forms = candidates.get(node.id)!;
    const own = (
      forms.length === 1
        ? [{ form: forms[0]!, items: 1 }]
        : forms.map((form) => ({ form, items: counts.get(`${node.id} ${form}`) ?? 0 }))
    ).filter((f) => f.items > 0);
    if (own.length === 0) continue;
    const title = displayName(own, node.title);
    const spellings = own.sort((a, b) => b.items - a.items).map((f) => f.form);
    const url = namedNodeUrl(node.entity_type, title, spellings);
    if (title === node.title && url === node.url) continue;
    const isTopic = node.entity_type === "topic";
    // Its text is its name: embedded again at the end of the round.
    await retitleNamedNode(db, node.id, {
      title,
      url,
      tags: isTopic ? [title] : [],
      location: isTopic ? "" : title,
    });
  }
}

/** Topic and place nodes: their figures are their items' sums; with no items left they go. */
async function refreshNamedNodes(
  db: Db,
  ids: string[],
  written: Map<string, Set<string>>,
): Promise<void> {
  if (ids.length === 0) return;
  await deleteUnlinkedNamedNodes(db, ids);
  await retitleNamedNodes(db, ids, written);
  await refreshNamedNodeFigures(db, ids);
}

/** Topic and place nodes not embedded with the current model, or retitled since (their text is their name). */
async function namedNodesToEmbed(
  db: Db,
  model: string,
  ids: string[],
): Promise<Array<{ id: string; doc: NodeDocument }>> {
  if (ids.length === 0) return [];
  const rows = await listNodesToEmbed(db, model, ids);
  return rows.map((row) => ({
    id: row.id,
    doc: { ...row, description: "", body: "", edges: [] },
  }));
}

/** Embeds the nodes whose text changed and files them in the vector index; returns their vectors. */
async function embedNodes(
  db: Db,
  embedder: Embedder,
  pending: Array<{ id: string; doc: NodeDocument }>,
): Promise<Map<string, Float32Array>> {
  const written = new Map<string, Float32Array>();
  if (pending.length === 0) return written;
  const texts = pending.map((p) => embedText(p.doc));
  const vectors = await embedder.embed(texts);
  for (let i = 0; i < pending.length; i++) {
    const vector = vectors[i]!;
    const { list, generation } = await fileVector(db, embedder.model, vector);
    await storeNodeVector(db, pending[i]!.id, {
      embedding: encodeVector(vector),
      model: embedder.model,
      hash: hashOf(embedder.model, texts[i]!),
      list,
      generation,
    });
    written.set(pending[i]!.id, vector);
  }
  // The vectors just written reach this server's copy, which the neighbours are read from:
  // reading the vectors out of the database for every item held an embedded database
  // (and the requests waiting on it) for tens of milliseconds per item.
  announceVectorsChanged();
  return written;
}

/** An item's topics (by key) and place (by key), which a similar_to edge may share. */
interface Facets {
  topics: Set<string>;
  place: string;
}

function facetsOf(tags: string[], location: string): Facets {
  return { topics: new Set(tags.map(topicKey)), place: nameKey(location) };
}

function sharesFacet(a: Facets, b: Facets): boolean {
  if (a.place !== "" && a.place === b.place) return true;
  for (const topic of b.topics) if (a.topics.has(topic)) return true;
  return false;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The similar_to edge to a neighbour at `cosine`, or null when it is not
 * worth following (see SIMILAR_MIN). Its strength is the cosine from
 * SIMILAR_MIN to 1 laid onto the 0.5 to 1 the derived edges use (a
 * researcher's interest 0.5, a topic 0.6, a place 0.8, an author 1); its
 * confidence is the share of such edges that were right in the calibration.
 */
export function similarEdge(
  cosine: number,
  sharesTopicOrPlace: boolean,
): { strength: number; confidence: number } | null {
  if (cosine < SIMILAR_MIN || (!sharesTopicOrPlace && cosine < SIMILAR_HIGH)) return null;
  const strength = 0.5 + 0.5 * Math.min(1, (cosine - SIMILAR_MIN) / (1 - SIMILAR_MIN));
  const confidence = sharesTopicOrPlace
    ? cosine >= SIMILAR_SURE
      ? SIMILAR_CONFIDENCE.sure
      : SIMILAR_CONFIDENCE.shared
    : SIMILAR_CONFIDENCE.high;
  return { strength: round3(strength), confidence };
}

/**
 * Links the round's items to their similar items, from the vectors just
 * written or, for an item whose text did not change, its stored one: a
 * reindex applies the current rule whether or not the text changed.
 */
async function linkSimilar(
  db: Db,
  model: string,
  indexed: Array<{ id: string; doc: NodeDocument }>,
  written: Map<string, Float32Array>,
): Promise<void> {
  const items = [
    ...new Map(indexed.filter((i) => i.doc.nodeType === "publication").map((i) => [i.id, i.doc])),
  ];
  if (items.length === 0) return;
  const vectors = new Map(written);
  const unchanged = items.map(([id]) => id).filter((id) => !written.has(id));
  if (unchanged.length > 0) {
    const rows = await listNodeVectors(db, model, unchanged);
    for (const row of rows) if (row.embedding) vectors.set(row.id, decodeVector(row.embedding));
  }
  for (const [id, doc] of items) {
    await yieldToRequests();
    const before = await listSimilarEdges(db, id);
    const vector = vectors.get(id);
    if (!vector) {
      await replaceEdges(db, id, before, [], deleteSimilarEdges);
      continue;
    }
    // Neighbours from the two nearest lists: near enough for a graph edge, cheap at any size.
    const neighbours = await nearestNodes(db, model, vector, {
      limit: SIMILAR_NEIGHBOURS + 1,
      nodeTypes: ["publication"],
      probes: 2,
      fromCopy: true,
    });
    const nearest = neighbours
      .filter((n) => n.id !== id && n.score >= SIMILAR_MIN)
      .slice(0, SIMILAR_NEIGHBOURS);
    const facts =
      nearest.length > 0
        ? await listNodeFacets(
            db,
            nearest.map((n) => n.id),
          )
        : [];
    const factsOf = new Map(facts.map((f) => [f.id, facetsOf(f.tags, f.location)]));
    const own = facetsOf(doc.tags, doc.location);
    const edges = nearest.flatMap((n) => {
      const other = factsOf.get(n.id);
      const edge = other && similarEdge(n.score, sharesFacet(own, other));
      return edge ? [{ targetId: n.id, type: "similar_to" as const, ...edge }] : [];
    });
    await replaceEdges(db, id, before, edges, deleteSimilarEdges);
  }
}

/**
 * Brings the index up to date with the changes recorded in `search_dirty`,
 * a batch at a time, until none is left or `budgetMs` has passed (then
 * `more` says to run again, so a large backlog, such as a first index of an
 * existing installation, never holds a worker or its lease for long). It
 * yields to the event loop between items, so the server keeps answering
 * while it indexes. Safe to run in several workers at once: each claims its
 * own entries. A batch that fails puts its entries back.
 */
export async function syncSearchIndex(
  db: Db,
  embedder: Embedder,
  { budgetMs = Number.POSITIVE_INFINITY }: { budgetMs?: number } = {},
): Promise<SyncResult> {
  const result: SyncResult = { processed: 0, embedded: 0, more: false };
  const started = Date.now();
  let checkedAt = 0;
  for (;;) {
    if (Date.now() - started > budgetMs) {
      result.more = true;
      return result;
    }
    // A large backlog (a first index, an import) gets its vector lists as it grows.
    if (result.embedded - checkedAt >= TRAINING_CHECK_EVERY) {
      checkedAt = result.embedded;
      if (await needsTraining(db, embedder.model)) {
        await trainIvfLists(db, embedder.model);
        announceVectorsChanged();
      }
    }
    const keys = await claimDirtyEntries(db, BATCH);
    if (keys.length === 0) {
      if (result.embedded > 0 && (await needsTraining(db, embedder.model))) {
        await trainIvfLists(db, embedder.model);
        announceVectorsChanged();
      }
      return result;
    }
    try {
      const round: Round = {
        touched: new Set(),
        spellings: new Map(),
        followUps: [],
        pending: [],
        indexed: [],
      };
      // People after their work, so a person's node sees the work's current state.
      keys.sort((a, b) => Number(a.entityType === "person") - Number(b.entityType === "person"));
      for (const key of keys) {
        await indexOne(db, embedder, key, round);
        await yieldToRequests();
      }
      const claimed = new Set(keys.map(entityKeyText));
      const people = round.followUps.filter(
        (k, i, all) =>
          !claimed.has(entityKeyText(k)) &&
          all.findIndex((o) => o.entityId === k.entityId && o.entityType === k.entityType) === i,
      );
      for (const person of people)
        await indexOne(db, embedder, person, { ...round, followUps: [] });
      await refreshNamedNodes(db, [...round.touched], round.spellings);
      round.pending.push(...(await namedNodesToEmbed(db, embedder.model, [...round.touched])));
      const vectors = await embedNodes(db, embedder, round.pending);
      result.embedded += vectors.size;
      await linkSimilar(db, embedder.model, round.indexed, vectors);
      result.processed += keys.length;
      // Nodes were written or removed: servers' copies of the vectors read the changes.
      announceVectorsChanged();
    } catch (error) {
      await markDirty(db, keys);
      // The database's own reason (a driver error wraps it) goes into the job's last error.
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
      throw reason ? new Error(`search sync failed: ${reason}`, { cause: error }) : error;
    }
  }
}

/**
 * The counters (views, likes, shares) change without reindexing; this copies
 * them into the index in bulk (a schedule runs it) and sums them for people,
 * topics and places.
 */
export async function refreshPopularity(db: Db): Promise<void> {
  await copyContentFigures(db);
  await copyRecordingFigures(db);
  await copyJobFigures(db);
  await sumNamedNodeFigures(db);
}

/**
 * Marks what the index has wrong without a recorded change (a crash between
 * claiming and writing): public things without a node, and nodes whose thing
 * is gone or no longer public. Run by a daily schedule.
 */
export async function reconcileSearchIndex(db: Db): Promise<number> {
  const keys = await listUnsyncedEntities(db);
  for (let i = 0; i < keys.length; i += 500) await markDirty(db, keys.slice(i, i + 500));
  return keys.length;
}

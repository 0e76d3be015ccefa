import type { NodeType } from "@field-commons/shared/search";
import type { Db } from "../../db/client";
import { announceCacheTopic, onCacheTopic } from "../../lib/cache-bus";
import type { Facetable } from "./search.facets";
import { dotAll, hasSimdDot, roundQuery } from "./simd-dot";
import { loadIvfLists, nearestLists, probeCount, type IvfLists } from "./vector-index";
import {
  countStoredVectors,
  readStoredVectorsPage,
  type StoredVectorRow,
} from "./vector-index.repository";

// ---------------------------------------------------------------------------
// A server's copy of a model's stored vectors (decision 022), so an
// unfiltered nearest-neighbour query reads no vectors from the database: at
// 100,000 vectors of 100 dimensions the copy is about 20 MB, and a query
// scores its nearest lists in about a millisecond instead of moving several
// thousand vectors over the connection.
//
// The copy follows the index: every change to stored vectors (the sync's
// writes and deletions, a retraining of the lists) announces the
// "search-vectors" cache topic, on this server and (through the cache bus)
// on every other; the next query then reads the rows written since the last
// read (updated_at, with a margin for transactions still open then) and
// counts the model's vectors: a count that differs means something was
// removed, and the copy is read again whole. It also refreshes itself at
// least once a minute, in case an announcement was lost.
//
// Each entry also holds what filters and facet counts test of its node
// (type, domain, tags, place; written with the node, so re-read with it):
// a search's semantic candidates are counted and filtered without reading
// their rows, with the strings shared between entries.
// ---------------------------------------------------------------------------

/** What a search's filters and facets test of a node, kept with its vector. */
export type NodeFacts = Omit<Facetable, "id">;

export const VECTORS_TOPIC = "search-vectors";
/** Rows written this long before the newest one seen are read again (open transactions). */
const MARGIN_MS = 60_000;
/** The longest a copy goes without a refresh. */
const MAX_AGE_MS = 60_000;
const PAGE = 10_000;

interface Entry {
  id: string;
  nodeType: NodeType;
  list: number;
  generation: number;
  scale: number;
  /** The codes: `dims` bytes from `offset` of a block shared by the entries read together. */
  block: Int8Array;
  offset: number;
  dims: number;
  facts: NodeFacts;
}

/** Entries packed for scanning: codes of entry i at [i * dims, (i + 1) * dims). */
interface Packed {
  ids: string[];
  nodeTypes: NodeType[];
  scales: Float32Array;
  codes: Int8Array;
  dims: number;
  facts: NodeFacts[];
}

interface Store {
  entries: Map<string, Entry>;
  /** Newest updated_at read (ms). */
  newest: number;
  refreshedAt: number;
  epoch: number;
  /** Entries by list of the lists' generation it was built for; the rest always scanned. */
  layout: { generation: number; byList: Map<number, Packed>; unfiled: Packed } | null;
  refreshing: Promise<void> | null;
  /** One copy of each domain, tag and place string the entries hold. */
  strings: Map<string, string>;
}

/** Raised by every announcement: a store older than it refreshes before answering. */
let epoch = 0;
onCacheTopic(VECTORS_TOPIC, () => {
  epoch++;
});

/** Tells every server's copies that stored vectors changed. */
export function announceVectorsChanged(): void {
  announceCacheTopic(VECTORS_TOPIC);
}

const stores = new WeakMap<Db, Map<string, Store>>();

/**
 * The page's rows as entries, their codes copied into one block (a driver may
 * hand out views of a buffer it reuses; one block costs far less than a
 * buffer per vector).
 */
function entriesOf(rows: StoredVectorRow[], strings: Map<string, string>): Entry[] {
  const shared = (value: string) => {
    const kept = strings.get(value);
    if (kept !== undefined) return kept;
    strings.set(value, value);
    return value;
  };
  const dims = Math.max(0, ...rows.map((row) => row.embedding.byteLength - 4));
  const block = new Int8Array(rows.length * dims);
  return rows.map((row, i) => {
    const bytes = row.embedding;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const length = Math.min(dims, bytes.byteLength - 4);
    block.set(new Int8Array(bytes.buffer, bytes.byteOffset + 4, length), i * dims);
    return {
      id: row.id,
      nodeType: row.node_type,
      list: Number(row.ivf_list),
      generation: Number(row.ivf_generation),
      scale: view.getFloat32(0, true),
      block,
      offset: i * dims,
      dims,
      facts: {
        entityType: row.entity_type,
        domain: row.domain === null ? null : shared(row.domain),
        tags: row.tags.map(shared),
        location: shared(row.location),
      },
    };
  });
}

async function readRows(db: Db, model: string, since: number | null, store: Store) {
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await readStoredVectorsPage(db, model, after, since, PAGE);
    const entries = entriesOf(rows, store.strings);
    rows.forEach((row, i) => {
      store.entries.set(row.id, entries[i]!);
      store.newest = Math.max(store.newest, new Date(row.updated_at).getTime());
    });
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

async function refresh(db: Db, model: string, store: Store): Promise<void> {
  const startedEpoch = epoch;
  const startedAt = Date.now();
  if (store.refreshedAt === 0) {
    await readRows(db, model, null, store);
  } else {
    await readRows(db, model, store.newest - MARGIN_MS, store);
    if ((await countStoredVectors(db, model)) !== store.entries.size) {
      // Something was removed: read the whole copy again.
      store.entries = new Map();
      store.strings = new Map();
      store.newest = 0;
      await readRows(db, model, null, store);
    }
  }
  store.layout = null;
  store.refreshedAt = startedAt;
  store.epoch = startedEpoch;
}

async function currentStore(db: Db, model: string): Promise<Store> {
  let byModel = stores.get(db);
  if (!byModel) stores.set(db, (byModel = new Map()));
  let store = byModel.get(model);
  if (!store) {
    store = {
      entries: new Map(),
      newest: 0,
      refreshedAt: 0,
      epoch: -1,
      layout: null,
      refreshing: null,
      strings: new Map(),
    };
    byModel.set(model, store);
  }
  while (store.epoch !== epoch || Date.now() - store.refreshedAt > MAX_AGE_MS) {
    const s = store;
    s.refreshing ??= refresh(db, model, s).finally(() => {
      s.refreshing = null;
    });
    await s.refreshing;
    // An announcement made while reading: read again, so a just-written vector is never missed.
    if (s.epoch === epoch) break;
  }
  return store;
}

/**
 * Reusable buffers (the exact scores and their copy for the cut, the upper
 * and lower bounds): a query's scoring runs without a pause, so one set serves
 * every query instead of fresh arrays each.
 */
const buffers = [
  new Float64Array(0),
  new Float64Array(0),
  new Float64Array(0),
  new Float64Array(0),
];
function scratch(which: 0 | 1 | 2 | 3, length: number): Float64Array {
  if (buffers[which]!.length < length) buffers[which] = new Float64Array(length * 2);
  return buffers[which]!.subarray(0, length);
}

/** The dot product of a query with the `n` codes from `offset` (four sums, for the pipeline). */
function dotCodes(query: Float32Array, codes: Int8Array, offset: number, n: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < n; d += 4) {
    s0 += query[d]! * codes[offset + d]!;
    s1 += query[d + 1]! * codes[offset + d + 1]!;
    s2 += query[d + 2]! * codes[offset + d + 2]!;
    s3 += query[d + 3]! * codes[offset + d + 3]!;
  }
  for (; d < n; d++) s0 += query[d]! * codes[offset + d]!;
  return s0 + s1 + s2 + s3;
}

/** Added to each bound for the rounding of the sums in floating point. */
const BOUND_SLACK = 1e-9;

/**
 * Lower and upper bounds on each scanned vector's score (minus infinity for
 * one of another node type), from the integer dot products of the query
 * rounded to int16 steps: each of the `n` products is off by at most half a
 * step times the code (|code| <= 128). Null where WebAssembly SIMD is not
 * available. `lower` may be reordered by the caller.
 */
function scoreBounds(
  groups: Packed[],
  vector: Float32Array,
  types: Set<NodeType> | null,
  total: number,
): { lower: Float64Array; upper: Float64Array } | null {
  if (!hasSimdDot) return null;
  const lower = scratch(2, total).fill(Number.NEGATIVE_INFINITY);
  const upper = scratch(3, total).fill(Number.NEGATIVE_INFINITY);
  let k = 0;
  for (const group of groups) {
    const count = group.ids.length;
    if (count === 0) continue;
    const n = Math.min(vector.length, group.dims);
    const query = roundQuery(vector, n, group.dims);
    const dots = dotAll(query.values, group.codes, count, group.dims);
    const error = (query.step / 2) * 128 * n;
    for (let i = 0; i < count; i++, k++) {
      if (types && !types.has(group.nodeTypes[i]!)) continue;
      const scale = group.scales[i]!;
      const centre = query.step * dots[i]! * scale;
      const spread = error * Math.abs(scale) + BOUND_SLACK;
      lower[k] = centre - spread;
      upper[k] = centre + spread;
    }
  }
  return { lower, upper };
}

/**
 * The k-th largest value (1-based) of `values`, which it reorders: a
 * quickselect with the median of three as pivot, linear on average where a
 * sort is n log n.
 */
export function kthLargest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  const target = k - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const a = values[lo]!;
    const b = values[mid]!;
    const c = values[hi]!;
    const pivot = a > b ? (b > c ? b : a > c ? c : a) : a > c ? a : b > c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else return values[target]!;
  }
  return values[target]!;
}

function pack(entries: Entry[]): Packed {
  const dims = entries[0]?.dims ?? 0;
  const packed: Packed = {
    ids: new Array<string>(entries.length),
    nodeTypes: new Array<NodeType>(entries.length),
    scales: new Float32Array(entries.length),
    codes: new Int8Array(entries.length * dims),
    dims,
    facts: new Array<NodeFacts>(entries.length),
  };
  entries.forEach((entry, i) => {
    packed.ids[i] = entry.id;
    packed.nodeTypes[i] = entry.nodeType;
    packed.scales[i] = entry.scale;
    packed.facts[i] = entry.facts;
    packed.codes.set(entry.block.subarray(entry.offset, entry.offset + dims), i * dims);
  });
  return packed;
}

function layoutOf(store: Store, lists: IvfLists | null): NonNullable<Store["layout"]> {
  const generation = lists?.generation ?? -1;
  if (store.layout?.generation === generation) return store.layout;
  const grouped = new Map<number, Entry[]>();
  const unfiled: Entry[] = [];
  for (const entry of store.entries.values()) {
    if (lists && entry.generation === generation) {
      let list = grouped.get(entry.list);
      if (!list) grouped.set(entry.list, (list = []));
      list.push(entry);
    } else {
      unfiled.push(entry);
    }
  }
  const byList = new Map<number, Packed>();
  for (const [list, entries] of grouped) byList.set(list, pack(entries));
  store.layout = { generation, byList, unfiled: pack(unfiled) };
  return store.layout;
}

/**
 * The nearest vectors of a model by cosine, from this server's copy: the
 * entries filed under the query's nearest lists and any not filed under the
 * current lists (every entry while the model has no lists), scored exactly on
 * their codes. The same candidates, in the same order, as the database path.
 */
export async function nearestFromStore(
  db: Db,
  model: string,
  vector: Float32Array,
  options: { limit: number; minScore?: number; probes?: number; nodeTypes?: NodeType[] },
): Promise<Array<{ id: string; score: number; nodeType: NodeType; facts: NodeFacts }>> {
  const [store, lists] = await Promise.all([currentStore(db, model), loadIvfLists(db, model)]);
  const layout = layoutOf(store, lists);
  const groups: Packed[] = [layout.unfiled];
  if (lists) {
    for (const list of nearestLists(lists, vector, options.probes ?? probeCount(lists))) {
      const entries = layout.byList.get(list);
      if (entries) groups.push(entries);
    }
  }
  const minScore = options.minScore ?? -1;
  const types = options.nodeTypes ? new Set(options.nodeTypes) : null;
  // Scores into one typed array first; objects only for those that can make the cut.
  const total = groups.reduce((n, g) => n + g.ids.length, 0);
  const scores = scratch(0, total).fill(Number.NEGATIVE_INFINITY);
  // Where more vectors are scanned than asked for, bounds on every score
  // first: a vector whose score cannot reach the limit-th best lower bound
  // (or the minimum) is not scored exactly, and cannot be among the answers.
  const bounds = total > options.limit ? scoreBounds(groups, vector, types, total) : null;
  const floor = bounds
    ? Math.max(minScore, kthLargest(bounds.lower, options.limit))
    : Number.NEGATIVE_INFINITY;
  let k = 0;
  for (const group of groups) {
    const { codes, scales, dims } = group;
    const n = Math.min(vector.length, dims);
    for (let i = 0, offset = 0; i < group.ids.length; i++, k++, offset += dims) {
      if (types && !types.has(group.nodeTypes[i]!)) continue;
      if (bounds && bounds.upper[k]! < floor) continue;
      scores[k] = dotCodes(vector, codes, offset, n) * scales[i]!;
    }
  }
  // The limit-th best score (ties at it are all kept, then ordered by id).
  let cut = minScore;
  if (total > options.limit) {
    const copy = scratch(1, total);
    copy.set(scores);
    cut = Math.max(cut, kthLargest(copy, options.limit));
  }
  const scored: Array<{ id: string; score: number; nodeType: NodeType; facts: NodeFacts }> = [];
  k = 0;
  for (const group of groups) {
    for (let i = 0; i < group.ids.length; i++, k++) {
      if (scores[k]! >= cut) {
        scored.push({
          id: group.ids[i]!,
          score: scores[k]!,
          nodeType: group.nodeTypes[i]!,
          facts: group.facts[i]!,
        });
      }
    }
  }
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return scored.slice(0, options.limit);
}

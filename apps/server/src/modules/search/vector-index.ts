import type { Db } from "../../db/client";
import { cosine as dot } from "./embeddings/embedder";
import { normalise } from "./embeddings/vector-math";
import {
  countVectors,
  deleteCentroids,
  fileNodeVectors,
  findCentroidGeneration,
  insertCentroids,
  listCentroids,
  sampleVectors,
  vectorsByPage,
} from "./vector-index.repository";

// ---------------------------------------------------------------------------
// Vectors in the index (decision 022): unit vectors stored as one float32
// scale followed by int8 codes (a quarter of float32's bytes, cosine off by
// well under 0.01), searched through an inverted file: k-means centroids, each
// vector filed under its nearest, and a query scans the lists of its nearest
// centroids. Below IVF_MIN_VECTORS there are no lists and every vector is
// scanned (exact).
// ---------------------------------------------------------------------------

/** Vectors a model needs before the index is cut into lists. */
export const IVF_MIN_VECTORS = 2_000;
/** Vectors the k-means training samples. */
const TRAINING_SAMPLE = 20_000;
const TRAINING_ITERATIONS = 8;

/** Unit vector → [float32 scale][int8 × dimensions]. */
export function encodeVector(vector: Float32Array): Buffer {
  let max = 0;
  for (const x of vector) max = Math.max(max, Math.abs(x));
  const scale = max > 0 ? max / 127 : 1;
  const out = Buffer.alloc(4 + vector.length);
  out.writeFloatLE(scale, 0);
  for (let i = 0; i < vector.length; i++) out.writeInt8(Math.round(vector[i]! / scale), 4 + i);
  return out;
}

export function decodeVector(bytes: Uint8Array): Float32Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const scale = view.readFloatLE(0);
  const out = new Float32Array(view.length - 4);
  for (let i = 0; i < out.length; i++) out[i] = view.readInt8(4 + i) * scale;
  return out;
}

/** Cosine of a unit query and a stored (encoded) unit vector. */
export function encodedCosine(query: Float32Array, bytes: Uint8Array): number {
  const n = Math.min(query.length, bytes.length - 4);
  const scale = Buffer.from(bytes.buffer, bytes.byteOffset, 4).readFloatLE(0);
  const codes = new Int8Array(bytes.buffer, bytes.byteOffset + 4, n);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += query[i]! * codes[i]!;
  return sum * scale;
}

export interface IvfLists {
  model: string;
  generation: number;
  centroids: Float32Array[];
}

/** By database, then model: one process may serve several databases (tools, tests). */
const cache = new WeakMap<Db, Map<string, { lists: IvfLists | null; checkedAt: number }>>();
const CACHE_MS = 5_000;

/** A model's centroids (null while it has none), re-read when their generation changes. */
export async function loadIvfLists(db: Db, model: string): Promise<IvfLists | null> {
  let byModel = cache.get(db);
  if (!byModel) cache.set(db, (byModel = new Map()));
  const cached = byModel.get(model);
  if (cached && Date.now() - cached.checkedAt < CACHE_MS) return cached.lists;
  const head = await findCentroidGeneration(db, model);
  let lists: IvfLists | null = null;
  if (head) {
    if (cached?.lists && cached.lists.generation === head.generation) {
      lists = cached.lists;
    } else {
      const rows = await listCentroids(db, model);
      lists = {
        model,
        generation: head.generation,
        centroids: rows.map((r) => decodeVector(r.centroid)),
      };
    }
  }
  byModel.set(model, { lists, checkedAt: Date.now() });
  return lists;
}

/** The n lists whose centroids are nearest the vector, nearest first. */
export function nearestLists(lists: IvfLists, vector: Float32Array, n: number): number[] {
  const scored = lists.centroids.map((c, list) => ({ list, score: dot(c, vector) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, n).map((s) => s.list);
}

/**
 * Lists a query scans: a twentieth of them, at least 8. Measured at 100k
 * vectors (316 lists): 16 lists give recall@10 0.97 against exact neighbours
 * in about 20 ms; 8 give 0.88 (`npm run bench`).
 */
export function probeCount(lists: IvfLists): number {
  return Math.min(lists.centroids.length, Math.max(8, Math.ceil(lists.centroids.length / 20)));
}

/** How many lists a model's vectors should be cut into (0: scan them all). */
export function wantedLists(vectors: number): number {
  return vectors < IVF_MIN_VECTORS ? 0 : Math.round(Math.sqrt(vectors));
}

/** Whether the lists should be (re)trained: none yet, or the vectors have quadrupled since. */
export async function needsTraining(db: Db, model: string): Promise<boolean> {
  const wanted = wantedLists(await countVectors(db, model));
  if (wanted === 0) return false;
  const current = (await loadIvfLists(db, model))?.centroids.length ?? 0;
  return current === 0 || wanted >= current * 2;
}

/** k-means++ seeding then Lloyd iterations on unit vectors (spherical k-means). */
export function kMeans(
  samples: Float32Array[],
  k: number,
  random: () => number = Math.random,
): Float32Array[] {
  const dims = samples[0]?.length ?? 0;
  const centroids: Float32Array[] = [
    Float32Array.from(samples[Math.floor(random() * samples.length)]!),
  ];
  const best = new Float64Array(samples.length).fill(Infinity);
  while (centroids.length < k) {
    const last = centroids[centroids.length - 1]!;
    let total = 0;
    for (let i = 0; i < samples.length; i++) {
      const d = Math.max(0, 1 - dot(samples[i]!, last));
      if (d < best[i]!) best[i] = d;
      total += best[i]! * best[i]!;
    }
    let pick = random() * total;
    let chosen = samples.length - 1;
    for (let i = 0; i < samples.length; i++) {
      pick -= best[i]! * best[i]!;
      if (pick <= 0) {
        chosen = i;
        break;
      }
    }
    centroids.push(Float32Array.from(samples[chosen]!));
  }
  for (let iteration = 0; iteration < TRAINING_ITERATIONS; iteration++) {
    const sums = centroids.map(() => new Float32Array(dims));
    const sizes = new Int32Array(k);
    for (const sample of samples) {
      let list = 0;
      let score = -Infinity;
      for (let c = 0; c < k; c++) {
        const s = dot(sample, centroids[c]!);
        if (s > score) {
          score = s;
          list = c;
        }
      }
      sizes[list]!++;
      const sum = sums[list]!;
      for (let i = 0; i < dims; i++) sum[i]! += sample[i]!;
    }
    for (let c = 0; c < k; c++) {
      // An empty list keeps its centroid rather than collapsing to zero.
      if (sizes[c]! > 0) centroids[c] = normalise(sums[c]!);
    }
  }
  return centroids;
}

/**
 * Trains a model's lists on a sample of its vectors, stores them under a new
 * generation, then files every vector again in key order. Until a vector is
 * filed under the new generation, queries scan it whatever its list.
 */
export async function trainIvfLists(
  db: Db,
  model: string,
): Promise<{ lists: number; vectors: number }> {
  const total = await countVectors(db, model);
  const k = wantedLists(total);
  if (k === 0) return { lists: 0, vectors: total };
  const sample = await sampleVectors(db, model, TRAINING_SAMPLE);
  const vectors = sample.flatMap((r) =>
    r.embedding ? [normalise(decodeVector(r.embedding))] : [],
  );
  const centroids = kMeans(vectors, Math.min(k, vectors.length));
  const previous = await loadIvfLists(db, model);
  const generation = (previous?.generation ?? 0) + 1;
  await db.transaction(async (tx) => {
    await deleteCentroids(tx, model);
    for (let start = 0; start < centroids.length; start += 500) {
      await insertCentroids(
        tx,
        centroids.slice(start, start + 500).map((c, i) => ({
          model,
          list: start + i,
          centroid: encodeVector(c),
          generation,
        })),
      );
    }
  });
  cache.get(db)?.delete(model);
  const lists: IvfLists = { model, generation, centroids };
  let after = "00000000-0000-0000-0000-000000000000";
  let filed = 0;
  for (;;) {
    const rows = await vectorsByPage(db, model, after, 2_000);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    const assigned = rows.map((r) =>
      r.embedding ? nearestLists(lists, decodeVector(r.embedding), 1)[0]! : 0,
    );
    await fileNodeVectors(db, model, generation, ids, assigned);
    filed += rows.length;
    after = rows[rows.length - 1]!.id;
  }
  return { lists: centroids.length, vectors: filed };
}

/** The list and generation a new vector is filed under. */
export async function fileVector(
  db: Db,
  model: string,
  vector: Float32Array,
): Promise<{ list: number; generation: number }> {
  const lists = await loadIvfLists(db, model);
  if (!lists) return { list: 0, generation: 0 };
  return { list: nearestLists(lists, vector, 1)[0] ?? 0, generation: lists.generation };
}

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { searchIvfCentroids, searchNodes } from "../../db/schema/search";
import { cosine } from "./embeddings/embedder";
import { normalise } from "./embeddings/vector-math";
import { nearestNodes } from "./search.query";
import { announceVectorsChanged } from "./vector-store";
import {
  decodeVector,
  encodedCosine,
  encodeVector,
  IVF_MIN_VECTORS,
  loadIvfLists,
  needsTraining,
  trainIvfLists,
  wantedLists,
} from "./vector-index";

const t = await createTestApp();
const db = t.database.db;
const MODEL = "test-clusters-1";
const DIMS = 24;

/** A seeded generator, so the clusters are the same on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296 - 0.5;
  };
}

const random = generator(12345);
const centres = Array.from({ length: 40 }, () =>
  normalise(Float32Array.from({ length: DIMS }, random)),
);
function near(centre: Float32Array, spread: number): Float32Array {
  return normalise(Float32Array.from(centre, (x) => x + spread * random()));
}

/** Stores one node with a vector of MODEL; returns its id. */
async function insertVectorNode(
  entityId: string,
  vector: Float32Array,
  filed: { ivfList: number; ivfGeneration: number } = { ivfList: 0, ivfGeneration: 0 },
): Promise<string> {
  const [row] = await db
    .insert(searchNodes)
    .values({
      entityType: "case-study",
      entityId,
      nodeType: "publication",
      title: entityId,
      url: `/case-study/${entityId}`,
      date: new Date(),
      searchVector: sql`''::tsvector`,
      titleVector: sql`''::tsvector`,
      embedding: encodeVector(vector),
      embeddingModel: MODEL,
      ...filed,
    })
    .returning({ id: searchNodes.id });
  return row!.id;
}

describe("stored vectors", () => {
  it("round-trip through the int8 encoding with cosine off by less than 0.01", () => {
    for (let i = 0; i < 50; i++) {
      const a = near(centres[i % 40]!, 0.8);
      const b = near(centres[(i * 7) % 40]!, 0.8);
      expect(Math.abs(encodedCosine(a, encodeVector(b)) - cosine(a, b))).toBeLessThan(0.01);
      expect(cosine(a, normalise(decodeVector(encodeVector(a))))).toBeGreaterThan(0.999);
    }
  });
});

describe("the inverted-file lists", () => {
  it("are trained once there are enough vectors, and find what an exact scan finds", async () => {
    const count = IVF_MIN_VECTORS + 500;
    const vectors = Array.from({ length: count }, (_, i) => near(centres[i % 40]!, 0.6));
    for (let start = 0; start < count; start += 500) {
      await db.insert(searchNodes).values(
        vectors.slice(start, start + 500).map((v, k) => ({
          entityType: "case-study" as const,
          entityId: `vector-${start + k}`,
          nodeType: "publication" as const,
          title: `Vector ${start + k}`,
          url: `/case-study/vector-${start + k}`,
          date: new Date(),
          searchVector: sql`''::tsvector`,
          titleVector: sql`''::tsvector`,
          embedding: encodeVector(v),
          embeddingModel: MODEL,
        })),
      );
    }
    expect(await loadIvfLists(db, MODEL)).toBeNull();
    expect(await needsTraining(db, MODEL)).toBe(true);
    const trained = await trainIvfLists(db, MODEL);
    expect(trained).toEqual({ lists: wantedLists(count), vectors: count });
    expect(await needsTraining(db, MODEL)).toBe(false);
    const lists = await loadIvfLists(db, MODEL);
    expect(lists?.centroids).toHaveLength(wantedLists(count));
    const filed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchNodes)
      .where(eq(searchNodes.ivfGeneration, lists!.generation));
    expect(filed[0]!.n).toBe(count);

    // recall@10 against scoring every vector, on 20 queries.
    let found = 0;
    for (let q = 0; q < 20; q++) {
      const query = near(centres[(q * 3) % 40]!, 0.6);
      const exact = vectors
        .map((v, i) => ({ id: `vector-${i}`, score: encodedCosine(query, encodeVector(v)) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, 10)
        .map((x) => x.id);
      const got = await nearestNodes(db, MODEL, query, { limit: 10 });
      const ids = await db
        .select({ id: searchNodes.id, entityId: searchNodes.entityId })
        .from(searchNodes)
        .where(sql`${searchNodes.id} in ${got.map((g) => g.id)}`);
      const names = new Set(ids.map((r) => r.entityId));
      found += exact.filter((id) => names.has(id)).length;
    }
    expect(found / 200).toBeGreaterThanOrEqual(0.9);
  });

  it("still finds a vector filed under an older generation of lists", async () => {
    const lists = (await loadIvfLists(db, MODEL))!;
    const lonely = normalise(Float32Array.from({ length: DIMS }, (_, i) => (i === 3 ? 1 : 0)));
    // Filed under a list far from it, in a past generation.
    const id = await insertVectorNode("vector-lonely", lonely, {
      ivfList: 0,
      ivfGeneration: lists.generation - 1,
    });
    const got = await nearestNodes(db, MODEL, lonely, { limit: 1, probes: 1 });
    expect(got[0]!.id).toBe(id);
    expect(got[0]!.score).toBeGreaterThan(0.99);
    const centroids = await db
      .select()
      .from(searchIvfCentroids)
      .where(eq(searchIvfCentroids.model, MODEL));
    expect(centroids).toHaveLength(lists.centroids.length);
  });
});

describe("a server's copy of the vectors", () => {
  const queries = Array.from({ length: 10 }, (_, q) => near(centres[(q * 7) % 40]!, 0.6));
  const query = (q: number) => queries[q]!;

  it("gives the same neighbours, in the same order, as the database", async () => {
    for (let q = 0; q < 10; q++) {
      const fromDatabase = await nearestNodes(db, MODEL, query(q), { limit: 20 });
      const fromCopy = await nearestNodes(db, MODEL, query(q), { limit: 20, fromCopy: true });
      expect(fromCopy.map((c) => c.id)).toEqual(fromDatabase.map((c) => c.id));
      expect(fromCopy.map((c) => c.score)).toEqual(fromDatabase.map((c) => c.score));
    }
  });

  it("follows a written vector and a removed one once the change is announced", async () => {
    const target = query(1);
    const before = await nearestNodes(db, MODEL, target, { limit: 1, fromCopy: true });
    expect(before[0]!.score).toBeLessThan(0.9999);
    const id = await insertVectorNode("vector-new", target);
    announceVectorsChanged();
    const added = await nearestNodes(db, MODEL, target, { limit: 1, fromCopy: true });
    expect(added[0]!.id).toBe(id);

    await db.delete(searchNodes).where(eq(searchNodes.id, id));
    announceVectorsChanged();
    const removed = await nearestNodes(db, MODEL, target, { limit: 5, fromCopy: true });
    expect(removed.map((c) => c.id)).not.toContain(id);
    expect(removed[0]!.id).toBe(before[0]!.id);
  });

  it("holds what filters test of each node, and follows a node rewritten with new tags", async () => {
    const target = query(3);
    const id = await insertVectorNode("vector-facts", target);
    await db
      .update(searchNodes)
      .set({ domain: "Water & Oceans", tags: ["groundwater"], location: "Anantapur, India" })
      .where(eq(searchNodes.id, id));
    announceVectorsChanged();
    const [found] = await nearestNodes(db, MODEL, target, { limit: 1, fromCopy: true });
    expect(found).toMatchObject({
      id,
      facts: {
        entityType: "case-study",
        domain: "Water & Oceans",
        tags: ["groundwater"],
        location: "Anantapur, India",
      },
    });

    // The indexer writes a node's row again (updated_at) when its tags change.
    await db
      .update(searchNodes)
      .set({ tags: ["aquifers", "groundwater"], updatedAt: new Date() })
      .where(eq(searchNodes.id, id));
    announceVectorsChanged();
    const [again] = await nearestNodes(db, MODEL, target, { limit: 1, fromCopy: true });
    expect(again!.facts?.tags).toEqual(["aquifers", "groundwater"]);
    await db.delete(searchNodes).where(eq(searchNodes.id, id));
    announceVectorsChanged();
  });

  it("keeps to the node types asked for", async () => {
    const got = await nearestNodes(db, MODEL, query(2), {
      limit: 5,
      fromCopy: true,
      nodeTypes: ["person"],
    });
    expect(got).toEqual([]);
  });
});

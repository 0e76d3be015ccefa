import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SearchResponse } from "@field-commons/shared/search";
import { as } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { searchNodes, searchText } from "../../db/schema/search";
import { readExactFieldMasks, readTextPool } from "./search-text.repository";
import { kthLargest } from "./vector-store";

const t = await createTestApp();
const db = t.database.db;

/** Writes nodes straight into the index, as the indexer does; returns their ids. */
async function insertNodes(
  prefix: string,
  count: number,
  title: (i: number) => string,
  body = "",
): Promise<string[]> {
  const rows = await db
    .insert(searchNodes)
    .values(
      Array.from({ length: count }, (_, i) => ({
        entityType: "case-study" as const,
        entityId: `${prefix}-${i}`,
        nodeType: "publication" as const,
        title: title(i),
        body,
        url: `/case-study/${prefix}-${i}`,
        domain: "Water & Oceans",
        tags: ["aquifers"],
        location: "Peru",
        date: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
        searchVector: sql`setweight(to_tsvector('english', ${title(i)}), 'A') || setweight(to_tsvector('english', ${body}), 'C')`,
        titleVector: sql`to_tsvector('english', ${title(i)})`,
      })),
    )
    .returning({ id: searchNodes.id });
  return rows.map((r) => r.id);
}

async function textSearch(text: string, options: Record<string, unknown> = {}) {
  const res = await as(t.app, null).post("/api/search/text", { text, options });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

describe("the text side's narrow copy", () => {
  it("follows its node in the same statement: written, changed and removed with it", async () => {
    const [id] = await insertNodes("copy", 1, () => "Quellwater terraces");
    const copy = async () =>
      (await db.select().from(searchText).where(eq(searchText.nodeId, id!)))[0];
    expect(await copy()).toMatchObject({
      entityType: "case-study",
      domain: "Water & Oceans",
      tags: ["aquifers"],
      location: "Peru",
    });
    expect((await textSearch("quellwater")).total).toBe(1);

    await db
      .update(searchNodes)
      .set({
        title: "Zanjero rotations",
        tags: ["canals"],
        searchVector: sql`to_tsvector('english', 'Zanjero rotations')`,
        titleVector: sql`to_tsvector('english', 'Zanjero rotations')`,
      })
      .where(eq(searchNodes.id, id!));
    expect((await copy())?.tags).toEqual(["canals"]);
    expect((await textSearch("quellwater")).total).toBe(0);
    expect((await textSearch("zanjero")).results[0]?.node.id).toBe(id);

    await db.delete(searchNodes).where(eq(searchNodes.id, id!));
    expect(await copy()).toBeUndefined();
    expect((await textSearch("zanjero")).total).toBe(0);
  });
});

describe("bounded text pools", () => {
  it("counts every match exactly while they fit the pools", async () => {
    await insertNodes("fit", 150, (i) => `Qanat tunnel survey ${i}`);
    const found = await textSearch("qanat", { limit: 50 });
    expect(found.total).toBe(150);
    expect(found.totalIsLowerBound).toBe(false);
    expect(found.pages).toBe(3);
    const last = await textSearch("qanat", { limit: 50, page: 3 });
    expect(last.results).toHaveLength(50);
  });

  it("says the count is a lower bound when a common word overflows them, and still pages", async () => {
    await insertNodes("many", 320, (i) => `Aflaj channel shares ${i}`);
    const found = await textSearch("aflaj", { limit: 10 });
    expect(found.totalIsLowerBound).toBe(true);
    expect(found.total).toBeGreaterThan(200);
    expect(found.total).toBeLessThan(320);
    expect(found.pages).toBe(Math.ceil(Math.min(found.total, 300) / 10));
    // The last page is read, with items the first pages did not show.
    const last = await textSearch("aflaj", { limit: 10, page: found.pages });
    expect(last.results.length).toBeGreaterThan(0);
    expect(last.results.length).toBeLessThanOrEqual(10);
    const firstIds = new Set(found.results.map((r) => r.node.id));
    expect(last.results.every((r) => !firstIds.has(r.node.id))).toBe(true);
    // Related topics come from the first results' tags.
    expect(found.relatedTopics).toEqual([{ topic: "aquifers", count: 100 }]);
    // Several words as selective as these: every item holding one is ranked.
    const both = await textSearch("aflaj channel", { limit: 50 });
    expect(both.totalIsLowerBound).toBe(false);
    expect(both.total).toBe(320);
    expect(both.results.every((r) => r.node.title.startsWith("Aflaj channel"))).toBe(true);
  });

  it("looks for items with some of the words only when all those with every word are in", async () => {
    await insertNodes("some", 5, (i) => `Foggara maintenance ${i}`);
    const found = await textSearch("foggara cistern");
    // No item has both words: the five with one of them are found, below any with both.
    expect(found.total).toBe(5);
    expect(found.totalIsLowerBound).toBe(false);
    expect(found.results.every((r) => r.node.title.startsWith("Foggara"))).toBe(true);
  });
});

describe("the pool's statement", () => {
  it("finds the same items and fields whether or not it first scans the table's first rows", async () => {
    await insertNodes(
      "pages",
      30,
      (i) => `Acequia ${i} ditch rotas`,
      "The mayordomo keeps the acequia rota.",
    );
    const terms = [
      { lexeme: "acequia", prefix: false },
      { lexeme: "rota", prefix: false },
      { lexeme: "mayordomo", prefix: false },
    ];
    const read = async (dense: boolean) => {
      const row = await readTextPool(db, terms, terms.slice(2), ["A", "B", "C"], { dense });
      return (row?.items ?? []).map((item) => [item[0], ...item.slice(8)]).sort();
    };
    const scanned = await read(true);
    const indexed = await read(false);
    expect(scanned).toHaveLength(30);
    expect(indexed).toEqual(scanned);
    // Per term, the fields holding it: bit 1 the title, 4 the body.
    for (const [, titleMatch, acequia, rota, mayordomo] of scanned) {
      expect([titleMatch, acequia, rota, mayordomo]).toEqual([false, 1 + 4, 1 + 4, 4]);
    }
  });
});

describe("the fields' Bloom filters", () => {
  it("never miss a word a field holds, and claim one it does not rarely", async () => {
    const body = Array.from({ length: 300 }, (_, i) => `kestrel${i}`).join(" ");
    const [id] = await insertNodes("bloom", 1, () => "Bloom terraces", body);
    const [row] = await queryRows<{ held: number; missed: number; claimed: number }>(
      db,
      sql`
      select
        (select count(*)::int from unnest(tsvector_to_array(ts_filter(s.search_vector, '{C}'))) l) as held,
        (select count(*)::int from unnest(tsvector_to_array(ts_filter(s.search_vector, '{C}'))) l
          where not search_bloom_has(s.body_bloom, l)) as missed,
        (select count(*)::int from generate_series(1, 4000) i
          where search_bloom_has(s.body_bloom, 'osprey' || i)) as claimed
      from search_text s where s.node_id = ${id}`,
    );
    expect(row).toMatchObject({ held: 300, missed: 0 });
    // About one in 400 (four bits of sixteen a word): 10 expected of 4,000.
    expect(row!.claimed).toBeLessThan(40);
  });

  it("do not change the ranking: the window's items are scored from their vectors", async () => {
    // An item whose short body's filter claims a rare word it does not hold.
    const body = Array.from({ length: 10 }, (_, i) => `heron${i}`).join(" ");
    const [claimer] = await insertNodes("claim", 1, () => "Tidal weir commons", body);
    const candidates = Array.from({ length: 5000 }, (_, i) => `zqv${i}`);
    const [{ w: claimed } = { w: undefined }] = await queryRows<{ w: string }>(
      db,
      sql`
        select w from unnest(${sql.param(candidates)}::text[]) w, search_text s
        where s.node_id = ${claimer} and search_bloom_has(s.body_bloom, w)
          and tsvector_to_array(to_tsvector('english', w)) = array[w]
        limit 1`,
    );
    expect(claimed).toBeDefined();
    // The one that does hold it, in a body ten times as long: ranked by the
    // filters, the claimer's short body would put it first.
    const [holder] = await insertNodes(
      "holds",
      1,
      () => "Tidal weir rotas",
      `${claimed} ${Array.from({ length: 100 }, (_, i) => `egret${i}`).join(" ")}`,
    );
    // And one that holds both words in its title, the best by far: the
    // claimer is then not the side's best, and is scored exactly because it
    // reaches the page.
    await insertNodes("best", 1, () => `Weir ${claimed} ledger`);
    const terms = [
      { lexeme: "weir", prefix: false },
      { lexeme: claimed!, prefix: false },
    ];
    const pool = await readTextPool(db, terms, terms, ["A", "B", "C"], { dense: false });
    const fromBloom = new Map((pool?.items ?? []).map((item) => [item[0], item.slice(9)]));
    // The filter claims the word for the claimer's body ...
    expect(fromBloom.get(claimer!)).toEqual([1, 4]);
    expect(pool?.exact).toBe(false);
    // ... its vector does not hold it, and the search ranks by the vector.
    const exact = await readExactFieldMasks(db, terms, [claimer!, holder!], ["A", "B", "C"]);
    expect(new Map(exact.map(([id, ...masks]) => [id, masks])).get(claimer!)).toEqual([1, 0]);
    const found = await textSearch(`weir ${claimed}`);
    const ids = found.results.map((r) => r.node.id);
    expect(ids).toContain(claimer);
    expect(ids.indexOf(holder!)).toBeLessThan(ids.indexOf(claimer!));
    // Fused with the semantic side, the text scores it weighs are exact too.
    const res = await as(t.app, null).post("/api/search/hybrid", {
      text: `weir ${claimed}`,
      options: { semanticRatio: 0.1 },
    });
    const fused = res.json<SearchResponse>().results.map((r) => r.node.id);
    expect(fused.indexOf(holder!)).toBeGreaterThanOrEqual(0);
    expect(fused.indexOf(holder!)).toBeLessThan(
      fused.includes(claimer!) ? fused.indexOf(claimer!) : Infinity,
    );
  });
});

describe("kthLargest", () => {
  it("agrees with a sort, with ties and empty scores", () => {
    let state = 99;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 400);
      const values = Float64Array.from({ length: n }, () => {
        const r = random();
        if (r < 0.1) return Number.NEGATIVE_INFINITY;
        return Math.round(r * (round % 2 ? 20 : 1e6)) / 10;
      });
      const sorted = [...values].sort((a, b) => b - a);
      const k = 1 + Math.floor(random() * n);
      expect(kthLargest(values.slice(), k)).toBe(sorted[k - 1]);
    }
  });
});

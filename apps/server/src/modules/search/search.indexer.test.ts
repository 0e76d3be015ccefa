import { and, eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { content } from "../../db/schema/content";
import { searchEdges, searchNodes } from "../../db/schema/search";
import { markDirty, similarEdge, syncSearchIndex } from "./search.indexer";

const t = await createTestApp();
const db = t.database.db;
const sync = () => syncSearchIndex(db, t.app.embedder);

function tagged(title: string, tags: string[], country = "Peru") {
  return {
    input: {
      type: "opinion-essay",
      title,
      summary: "Members share a village solar grid and decide its tariffs together.",
      domain: "Energy & Infrastructure",
      location: { name: "Cusco", country, lat: -13.53, lng: -71.97 },
      body: {
        tags,
        content:
          "Diesel was dear and the grid did not reach the valley. A cooperative bought panels and elected a board. Bills fell and the board meets monthly.",
      },
    },
    status: "published" as const,
  };
}

const topics = () =>
  db
    .select({
      id: searchNodes.id,
      entityId: searchNodes.entityId,
      title: searchNodes.title,
      url: searchNodes.url,
    })
    .from(searchNodes)
    .where(eq(searchNodes.entityType, "topic"));

let author: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  author = await makeUser(db, { name: "Wayra Mamani" });
});

describe("topic nodes", () => {
  it("are one node whatever the case, hyphens or plural, titled as most items write it", async () => {
    await makeContent(db, author, tagged("Solar cooperative of the valley", ["community-energy"]));
    await makeContent(
      db,
      author,
      tagged("Village grid tariffs", ["Community energy", "seed banks"]),
    );
    await makeContent(db, author, tagged("Board of the solar grid", ["community energy"]));
    await makeContent(
      db,
      author,
      tagged("Seed keepers of Cusco", ["seed-bank", "community energy"]),
    );
    await sync();
    const all = await topics();
    const energy = all.filter((n) => n.entityId === "community energy");
    expect(energy).toHaveLength(1);
    expect(all.filter((n) => n.title.toLowerCase().includes("community"))).toHaveLength(1);
    // Spaces before hyphens, then the most common form.
    expect(energy[0]!.title).toBe("community energy");
    // Its page filters on every spelling the items use.
    const url = new URL(energy[0]!.url, "http://x");
    expect(url.searchParams.get("q")).toBe("community energy");
    expect(url.searchParams.getAll("tags").sort()).toEqual(
      ["Community energy", "community energy", "community-energy"].sort(),
    );
    const edges = await db
      .select()
      .from(searchEdges)
      .where(and(eq(searchEdges.targetId, energy[0]!.id), eq(searchEdges.type, "mentions")));
    expect(edges).toHaveLength(4);
    const seed = all.filter((n) => n.entityId === "seed bank");
    expect(seed).toHaveLength(1);
    expect(seed[0]!.title).toBe("seed banks");
  });

  it("leave nodes under an older key once their items are reindexed", async () => {
    // An index written before the key folded hyphens: a node under the old key.
    const [item] = await db
      .select({
        id: searchNodes.id,
        entityType: searchNodes.entityType,
        entityId: searchNodes.entityId,
      })
      .from(searchNodes)
      .where(eq(searchNodes.title, "Solar cooperative of the valley"));
    const [old] = await db
      .insert(searchNodes)
      .values({
        entityType: "topic",
        entityId: "community-energy",
        nodeType: "topic",
        title: "community-energy",
        url: "/search?q=community-energy&tags=community-energy",
        tags: ["community-energy"],
        date: new Date(),
        searchVector: sql`to_tsvector('english', 'community-energy')`,
        titleVector: sql`to_tsvector('english', 'community-energy')`,
      })
      .returning({ id: searchNodes.id });
    await db.insert(searchEdges).values({
      sourceId: item!.id,
      targetId: old!.id,
      type: "mentions",
      strength: 0.6,
      confidence: 1,
    });
    // What migration 0019 does: every indexed thing marked for reindexing.
    const things = await db
      .select({ entityType: searchNodes.entityType, entityId: searchNodes.entityId })
      .from(searchNodes)
      .where(sql`${searchNodes.entityType} not in ('topic', 'location')`);
    await markDirty(db, things);
    const result = await sync();
    expect(result.processed).toBe(things.length);
    const all = await topics();
    expect(all.find((n) => n.id === old!.id)).toBeUndefined();
    expect(all.filter((n) => n.entityId === "community energy")).toHaveLength(1);
  });

  it("take the title of the remaining items when an item changes its tags", async () => {
    await db
      .update(content)
      .set({
        body: sql`jsonb_set(${content.body}, '{tags}', '["community-energy"]'::jsonb)`,
      })
      .where(eq(content.title, "Board of the solar grid"));
    await sync();
    const titleOf = async (key: string) => (await topics()).find((n) => n.entityId === key)?.title;
    // "community energy" and "Community energy" once each now: the current title stays.
    expect(await titleOf("community energy")).toBe("community energy");
    await db
      .update(content)
      .set({ status: "archived" })
      .where(eq(content.title, "Village grid tariffs"));
    await sync();
    // Two items write "community-energy", one "community energy": spaces first.
    expect(await titleOf("community energy")).toBe("community energy");
    expect(await titleOf("seed bank")).toBe("seed-bank");
    await db
      .update(content)
      .set({ body: sql`jsonb_set(${content.body}, '{tags}', '["seed-bank"]'::jsonb)` })
      .where(eq(content.title, "Seed keepers of Cusco"));
    await sync();
    // Only the hyphenated spelling is left.
    expect(await titleOf("community energy")).toBe("community-energy");
    const url = new URL(
      (await topics()).find((n) => n.entityId === "community energy")!.url,
      "http://x",
    );
    expect(url.searchParams.getAll("tags")).toEqual(["community-energy"]);
  });
});

describe("similar_to edges", () => {
  it("need a shared topic or place, or a very high cosine", () => {
    expect(similarEdge(0.59, true)).toBeNull();
    expect(similarEdge(0.8, false)).toBeNull();
    expect(similarEdge(0.6, true)).toEqual({ strength: 0.5, confidence: 0.62 });
    expect(similarEdge(0.7, true)).toEqual({ strength: 0.625, confidence: 0.62 });
    expect(similarEdge(0.8, true)).toEqual({ strength: 0.75, confidence: 0.95 });
    expect(similarEdge(0.9, false)).toEqual({ strength: 0.875, confidence: 0.62 });
    expect(similarEdge(1, true)).toEqual({ strength: 1, confidence: 0.95 });
  });

  it("are made again when an item is reindexed without a change of text", async () => {
    const similar = () =>
      db
        .select({
          sourceId: searchEdges.sourceId,
          targetId: searchEdges.targetId,
          strength: searchEdges.strength,
        })
        .from(searchEdges)
        .where(eq(searchEdges.type, "similar_to"));
    const before = await similar();
    // The test items share their place and most of their text.
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((e) => e.strength >= 0.5 && e.strength <= 1)).toBe(true);
    await db.delete(searchEdges).where(eq(searchEdges.type, "similar_to"));
    const items = await db
      .select({ entityType: searchNodes.entityType, entityId: searchNodes.entityId })
      .from(searchNodes)
      .where(eq(searchNodes.nodeType, "publication"));
    await markDirty(db, items);
    const result = await sync();
    expect(result.embedded).toBe(0);
    const key = (e: { sourceId: string; targetId: string }) => `${e.sourceId} ${e.targetId}`;
    expect((await similar()).map(key).sort()).toEqual(before.map(key).sort());
  });
});

const dirty = (id: string) => markDirty(db, [{ entityType: "opinion-essay", entityId: id }]);

/** Two published items by `by`, liked 3 and 2 times, indexed. */
async function twoLikedItems(
  by: Awaited<ReturnType<typeof makeUser>>,
  first: ReturnType<typeof tagged>,
  second: ReturnType<typeof tagged>,
) {
  const a = await makeContent(db, by, first);
  const b = await makeContent(db, by, second);
  await db.update(content).set({ likes: 3 }).where(eq(content.id, a.id));
  await db.update(content).set({ likes: 2 }).where(eq(content.id, b.id));
  await Promise.all([dirty(a.id), dirty(b.id)]);
  await sync();
  return [a, b] as const;
}

describe("reindexing", () => {
  /** A node's row version, description and likes (by entity id, or any condition). */
  const nodeOf = async (which: string | SQL) => {
    const [row] = await db
      .select({
        version: sql<string>`${searchNodes}.ctid::text`,
        description: searchNodes.description,
        likes: searchNodes.likes,
      })
      .from(searchNodes)
      .where(typeof which === "string" ? eq(searchNodes.entityId, which) : which);
    return row;
  };
  const edgeVersions = async (entityId: string) =>
    (
      await db
        .select({ version: sql<string>`${searchEdges}.ctid::text` })
        .from(searchEdges)
        .innerJoin(searchNodes, eq(searchNodes.id, searchEdges.sourceId))
        .where(eq(searchNodes.entityId, entityId))
    )
      .map((r) => r.version)
      .sort();

  it("writes nothing for a thing that did not change, and rewrites a node whose text changed", async () => {
    const item = await makeContent(db, author, tagged("Tariff board minutes", ["tariffs"]));
    await sync();
    // Its similar items as a reindex finds them (a first index links it
    // before the items after it in its round are embedded).
    await markDirty(db, [{ entityType: "opinion-essay", entityId: item.id }]);
    await sync();
    const first = await nodeOf(item.id);
    const edges = await edgeVersions(item.id);
    expect(first).toBeDefined();
    expect(edges.length).toBeGreaterThan(0);

    await markDirty(db, [{ entityType: "opinion-essay", entityId: item.id }]);
    await sync();
    expect((await nodeOf(item.id))!.version).toBe(first!.version);
    expect(await edgeVersions(item.id)).toEqual(edges);

    await db
      .update(content)
      .set({ description: "The board's minutes, read aloud each month." })
      .where(eq(content.id, item.id));
    await markDirty(db, [{ entityType: "opinion-essay", entityId: item.id }]);
    await sync();
    const edited = await nodeOf(item.id);
    expect(edited!.version).not.toBe(first!.version);
    expect(edited!.description).toBe("The board's minutes, read aloud each month.");
  });

  it("leaves a topic as it was when an item's text is edited, and keeps its sums as items are liked, retagged and withdrawn", async () => {
    const [a, b] = await twoLikedItems(
      author,
      tagged("Moon turns of Huaro", ["Canal turns"]),
      tagged("Huaro canal judges", ["canal turns"]),
    );
    const topic = () =>
      nodeOf(
        and(eq(searchNodes.entityType, "topic"), sql`lower(${searchNodes.title}) = 'canal turns'`)!,
      );
    const first = await topic();
    expect(first).toMatchObject({ description: "Topic of 2 items", likes: 5 });

    // An edit of an item's text: the topic is not written again.
    await db
      .update(content)
      .set({ summary: "Turns kept by the moon." })
      .where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect((await topic())!.version).toBe(first!.version);

    // Liked once more: the topic's sum follows.
    await db.update(content).set({ likes: 4 }).where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect(await topic()).toMatchObject({ description: "Topic of 2 items", likes: 6 });

    // Retagged away from it: it counts one item.
    await db
      .update(content)
      .set({ body: sql`jsonb_set(${content.body}, '{tags}', '["water judges"]')` })
      .where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect(await topic()).toMatchObject({ description: "Topic of 1 item", likes: 2 });

    // Its last item withdrawn: the topic goes.
    await db.update(content).set({ status: "archived" }).where(eq(content.id, b.id));
    await dirty(b.id);
    await sync();
    expect(await topic()).toBeUndefined();
  });

  it("keeps an author's figures the sums of their work as it is published, edited, liked and withdrawn", async () => {
    const writer = await makeUser(db, { name: "Inti Quispe" });
    const person = () => nodeOf(writer.id);
    const [a] = await twoLikedItems(
      writer,
      tagged("Canal turns of Huaro", ["irrigation"]),
      tagged("Huaro water judges", ["irrigation"]),
    );
    expect((await person())!.likes).toBe(5);

    // Liked once more: its author's sum follows.
    await db.update(content).set({ likes: 4 }).where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect((await person())!.likes).toBe(6);

    // An edit of its text leaves the sum as it is.
    await db.update(content).set({ summary: "Turns by the moon." }).where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect((await person())!.likes).toBe(6);

    // Withdrawn: it leaves its author's sum.
    await db.update(content).set({ status: "archived" }).where(eq(content.id, a.id));
    await dirty(a.id);
    await sync();
    expect(await nodeOf(a.id)).toBeUndefined();
    expect((await person())!.likes).toBe(2);
  });
});

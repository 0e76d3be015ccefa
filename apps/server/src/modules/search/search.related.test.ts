import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NodeEntityType, NodeType, RelationshipType } from "@field-commons/shared/search";
import type { Database, Db } from "../../db/client";
import { searchEdges, searchNodes } from "../../db/schema/search";
import { createTestDatabase } from "../../../test/test-database";
import { rankSecondHop, relatedEdges } from "./search.related";

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

/** Writes a node; returns its id. */
async function node(
  name: string,
  entityType: NodeEntityType = "case-study",
  nodeType: NodeType = "publication",
): Promise<string> {
  const [row] = await db
    .insert(searchNodes)
    .values({
      entityType,
      entityId: name,
      nodeType,
      title: name,
      url: `/${entityType}/${name}`,
      date: new Date(),
      searchVector: sql`''::tsvector`,
      titleVector: sql`''::tsvector`,
    })
    .returning({ id: searchNodes.id });
  return row!.id;
}

async function edge(
  sourceId: string,
  targetId: string,
  type: RelationshipType,
  strength: number,
  confidence = 1,
): Promise<void> {
  await db.insert(searchEdges).values({ sourceId, targetId, type, strength, confidence });
}

describe("rankSecondHop", () => {
  const row = (source: string, other: string, strength: number, degree: number) => ({
    source,
    other,
    type: "mentions" as const,
    strength,
    confidence: 1,
    degree,
  });

  it("scores a path by its two strengths over the hub's degree, summed over paths", () => {
    const first = [
      { other: "author", strength: 1 },
      { other: "topic", strength: 0.6 },
      { other: "similar", strength: 0.8 },
    ];
    const ranked = rankSecondHop(
      first,
      [
        // An author of 40 items: 1 × 1 / 40 = 0.025 each.
        row("author", "book-1", 1, 40),
        row("author", "book-2", 1, 40),
        // A topic of three items: 0.6 × 0.6 / 3 = 0.12.
        row("topic", "topical", 0.6, 3),
        // Through the similar item (degree 4) and the topic: 0.8 × 0.9 / 4 + 0.6 × 0.6 / 3 = 0.3.
        row("similar", "both", 0.9, 4),
        row("topic", "both", 0.6, 3),
      ],
      new Set(["asked", "author", "topic", "similar"]),
      10,
    );
    expect(ranked.map((r) => r.other)).toEqual(["both", "topical", "book-1", "book-2"]);
    // Reached by its strongest path.
    expect(ranked[0]).toMatchObject({ source: "similar", strength: 0.9 });
    expect(ranked.find((r) => r.other === "book-1")).toMatchObject({ source: "author" });
  });

  it("never returns excluded nodes, nor a node twice, and stops at the room left", () => {
    const first = [
      { other: "a", strength: 1 },
      { other: "b", strength: 1 },
    ];
    const ranked = rankSecondHop(
      first,
      [
        row("a", "asked", 1, 2),
        row("a", "b", 1, 2),
        row("a", "x", 0.9, 2),
        row("a", "x", 0.5, 2),
        row("b", "x", 0.8, 2),
        row("b", "y", 0.7, 2),
        row("b", "z", 0.6, 2),
      ],
      new Set(["asked", "a", "b"]),
      2,
    );
    expect(ranked.map((r) => r.other)).toEqual(["x", "y"]);
  });
});

describe("relatedEdges", () => {
  let asked: string;
  let author: string;
  let topic: string;
  let similar: string;
  let referenced: string;
  const authorsOther: string[] = [];
  const topical: string[] = [];

  beforeAll(async () => {
    asked = await node("asked");
    author = await node("prolific-author", "person", "author");
    topic = await node("seed bank", "topic", "topic");
    similar = await node("similar");
    referenced = await node("referenced", "trip");
    await edge(asked, author, "authored_by", 1);
    await edge(asked, topic, "mentions", 0.6);
    await edge(asked, similar, "similar_to", 0.8, 0.95);
    // The similar item comes back to the asked one and names another.
    await edge(similar, asked, "similar_to", 0.75, 0.62);
    await edge(similar, referenced, "references", 0.9);
    // The similar item shares the topic too: listed once, at depth 1.
    await edge(similar, topic, "mentions", 0.6);
    for (let i = 0; i < 2; i++) {
      topical.push(await node(`topical-${i}`));
      await edge(topical[i]!, topic, "mentions", 0.6);
    }
    for (let i = 0; i < 30; i++) {
      authorsOther.push(await node(`work-${String(i).padStart(2, "0")}`));
      await edge(authorsOther[i]!, author, "authored_by", 1);
    }
  });

  it("lists the neighbours by strength at depth 1, within the limit", async () => {
    const one = await relatedEdges(db, asked, 10, 1);
    expect(one.map((r) => r.other)).toEqual([author, similar, topic]);
    expect(one.every((r) => r.source === asked)).toBe(true);
    expect(one[1]).toMatchObject({ type: "similar_to", strength: 0.8, confidence: 0.95 });
    expect((await relatedEdges(db, asked, 2, 2)).map((r) => r.other)).toEqual([author, similar]);
  });

  it("does not let a prolific author's work flood depth 2", async () => {
    const two = await relatedEdges(db, asked, 10, 2);
    const others = two.map((r) => r.other);
    expect(others.slice(0, 3)).toEqual([author, similar, topic]);
    // The item the similar one names (0.8 × 0.9 / 4 = 0.18), then the topic's
    // items (0.6 × 0.6 / 4 = 0.09), then the author's (1 × 1 / 31 = 0.03).
    expect(others[3]).toBe(referenced);
    expect(new Set(others.slice(4, 6))).toEqual(new Set(topical));
    expect(others.slice(6).every((id) => authorsOther.includes(id))).toBe(true);
    expect(others).toHaveLength(10);
    expect(two[3]).toMatchObject({ source: similar, type: "references", strength: 0.9 });
    expect(two.slice(4, 6).every((r) => r.source === topic)).toBe(true);
    expect(two.slice(6).every((r) => r.source === author && r.type === "authored_by")).toBe(true);
  });

  it("never returns the node itself or a node twice", async () => {
    const two = await relatedEdges(db, asked, 100, 2);
    const others = two.map((r) => r.other);
    expect(others).not.toContain(asked);
    expect(new Set(others).size).toBe(others.length);
    // Everything two steps away fits: 3 neighbours, 1 + 2 + 30 beyond.
    expect(others).toHaveLength(36);
  });

  it("answers a node without edges with nothing", async () => {
    const alone = await node("alone");
    expect(await relatedEdges(db, alone, 10, 2)).toEqual([]);
  });
});

import { afterAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "@field-commons/shared/search";
import { as, caseStudyInput, makeContent, makeUser } from "../../../test/factories";
import { startFakeServer, type ReceivedRequest } from "../../../test/fakes/fake-http-server";
import { createTestApp } from "../../../test/test-app";
import { searchNodes } from "../../db/schema/search";
import { syncSearchIndex } from "./search.indexer";

// A stand-in for an OpenAI-compatible /v1/embeddings service on loopback: each
// text's vector counts its words in a few themes, so meaning can be checked.
const THEMES = [
  ["water", "river", "irrigation", "canal", "farmers", "crops", "rain"],
  ["forest", "woodland", "timber", "logging", "trees"],
  ["energy", "solar", "wind", "power", "grid"],
];

function vectorOf(text: string): number[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...THEMES.map((theme) => words.filter((w) => theme.includes(w)).length), 0.01];
}

const service = await startFakeServer((request: ReceivedRequest) => {
  if (request.url.pathname !== "/v1/embeddings") return { status: 404, json: {} };
  const body = JSON.parse(request.body) as { model: string; input: string[] };
  return {
    json: {
      object: "list",
      model: body.model,
      data: body.input.map((text, index) => ({
        object: "embedding",
        index,
        embedding: vectorOf(text),
      })),
    },
  };
});
afterAll(() => service.close());

const t = await createTestApp({
  EMBEDDINGS_URL: service.url,
  EMBEDDINGS_API_KEY: "test-key",
  EMBEDDINGS_MODEL: "themes-1",
});
const db = t.database.db;

describe("search with an OpenAI-compatible embeddings service", () => {
  it("embeds the index and the queries through the service", async () => {
    const author = await makeUser(db);
    await makeContent(db, author, {
      input: caseStudyInput({
        title: "Canal turns in the valley",
        summary: "Farmers take river water for crops by turns.",
      }),
      status: "published",
    });
    await makeContent(db, author, {
      input: caseStudyInput({
        title: "Village woodland councils",
        summary: "Timber quotas keep the trees standing.",
        body: { dates: "2020", problem: "Logging.", intervention: "Quotas.", outcomes: "Forest." },
      }),
      status: "published",
    });
    await syncSearchIndex(db, t.app.embedder);
    const nodes = await db.select().from(searchNodes);
    expect(nodes.every((n) => n.embeddingModel === "openai:themes-1")).toBe(true);
    expect(service.requests.length).toBeGreaterThan(0);
    for (const request of service.requests) {
      expect(request.headers.authorization).toBe("Bearer test-key");
      expect(JSON.parse(request.body)).toMatchObject({ model: "themes-1" });
    }

    const before = service.requests.length;
    const res = await as(t.app, null).post("/api/search/semantic", { text: "logging of trees" });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<SearchResponse>();
    expect(found.results[0]!.node.title).toBe("Village woodland councils");
    expect(service.requests.length).toBe(before + 1);
    expect(JSON.parse(service.requests.at(-1)!.body)).toMatchObject({
      input: ["logging of trees"],
    });
  });

  it("answers 502 for semantic search when the service fails; text and hybrid still answer", async () => {
    service.respond(() => ({ status: 500, text: "down" }));
    const semantic = await as(t.app, null).post("/api/search/semantic", { text: "river water" });
    expect(semantic.statusCode).toBe(502);
    const text = await as(t.app, null).post("/api/search/text", { text: "canal" });
    expect(text.statusCode).toBe(200);
    expect(text.json<SearchResponse>().results[0]!.node.title).toBe("Canal turns in the valley");
    // Hybrid answers from its text side alone.
    const hybrid = await as(t.app, null).post("/api/search/hybrid", { text: "canal" });
    expect(hybrid.statusCode).toBe(200);
    const results = hybrid.json<SearchResponse>().results;
    expect(results[0]!.node.title).toBe("Canal turns in the valley");
    expect(results.every((r) => r.matchType === "text")).toBe(true);
  });
});

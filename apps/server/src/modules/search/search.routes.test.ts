import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  RelatedResponse,
  SearchFiltersResponse,
  SearchNode,
  SearchResponse,
  SuggestionsResponse,
} from "@field-commons/shared/search";
import { as, caseStudyInput, makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { content } from "../../db/schema/content";
import { jobs } from "../../db/schema/jobs";
import { recordings } from "../../db/schema/recordings";
import { searchDirty, searchNodes } from "../../db/schema/search";
import { tripCards } from "../../db/schema/trips";
import { employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { makeRecording } from "../recordings/__fixtures__/recording-fixtures";
import { syncSearchIndex } from "./search.indexer";

const t = await createTestApp();
const db = t.database.db;
const anonymous = () => as(t.app, null);
const sync = () => syncSearchIndex(db, t.app.embedder);

async function searchAs(
  type: "hybrid" | "semantic" | "text",
  text: string,
  extra: Record<string, unknown> = {},
): Promise<SearchResponse> {
  const res = await anonymous().post(`/api/search/${type}`, { text, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

const titles = (r: SearchResponse) => r.results.map((x) => x.node.title);

function article(title: string, summary: string, overrides: Record<string, unknown> = {}) {
  return {
    input: caseStudyInput({ title, summary, ...overrides }),
    status: "published" as const,
  };
}

let author: Awaited<ReturnType<typeof makeUser>>;
let water: Awaited<ReturnType<typeof makeContent>>;
let forest: Awaited<ReturnType<typeof makeContent>>;
let draft: Awaited<ReturnType<typeof makeContent>>;
let essay: Awaited<ReturnType<typeof makeContent>>;

beforeAll(async () => {
  author = await makeUser(db, { name: "Amaru Quispe" });
  water = await makeContent(
    db,
    author,
    article(
      "Irrigation cooperatives sharing river water in Nepal",
      "Farmer-managed canals divide scarce river water between upstream and downstream fields.",
      {
        domain: "Water & Oceans",
        location: { name: "Kathmandu", country: "Nepal", lat: 27.7, lng: 85.3 },
        body: {
          dates: "2018-2022",
          problem: "Dry seasons left tail-end farmers without water for their crops.",
          intervention: "Rotational turns agreed in village assemblies, with canal cleaning days.",
          outcomes: "Yields rose downstream and disputes fell.",
        },
      },
    ),
  );
  forest = await makeContent(
    db,
    author,
    article(
      "Community forest user groups and timber rules",
      "Villagers govern woodland harvests with seasonal quotas and patrols.",
      {
        domain: "Land & Environment",
        location: { name: "Oaxaca", country: "Mexico", lat: 17, lng: -96.7 },
        body: {
          dates: "2015-2020",
          problem: "Illegal logging emptied the commons.",
          intervention: "Elected forest committees set quotas and rotate patrol duty.",
          outcomes: "Canopy cover recovered within five years.",
        },
      },
    ),
  );
  essay = await makeContent(db, author, {
    input: {
      type: "opinion-essay",
      title: "Why water rights need village courts",
      summary: "Local courts settle canal disputes faster than ministries.",
      domain: "Water & Oceans",
      location: { name: "Kathmandu", country: "Nepal", lat: 27.7, lng: 85.3 },
      body: { tags: ["irrigation", "water rights"], content: "Courts of elders hear canal cases." },
    },
    status: "published",
  });
  draft = await makeContent(db, author, {
    input: caseStudyInput({
      title: "Zyxquartz secret draft about irrigation",
      summary: "Unpublished zyxquartz notes.",
    }),
    status: "draft",
  });
  for (const status of ["pending", "rejected", "archived"] as const) {
    await makeContent(db, author, {
      input: caseStudyInput({ title: `Zyxquartz ${status} item`, summary: "zyxquartz" }),
      status,
    });
  }
  await sync();
});

describe("the index", () => {
  it("holds published items with their author, place and topics, and nothing else", async () => {
    const nodes = await db.select().from(searchNodes);
    const items = nodes.filter((n) => n.entityType === "case-study");
    expect(items.map((n) => n.entityId).sort()).toEqual([water.id, forest.id].sort());
    expect(nodes.filter((n) => n.entityType === "opinion-essay").map((n) => n.entityId)).toEqual([
      essay.id,
    ]);
    expect(nodes.some((n) => n.title.toLowerCase().includes("zyxquartz"))).toBe(false);
    const person = nodes.find((n) => n.entityType === "person");
    expect(person).toMatchObject({
      entityId: author.id,
      title: "Amaru Quispe",
      nodeType: "author",
    });
    expect(nodes.find((n) => n.entityType === "location" && n.title === "Nepal")).toBeTruthy();
    expect(nodes.find((n) => n.entityType === "topic" && n.title === "irrigation")).toBeTruthy();
    expect(
      nodes.every((n) => n.embedding !== null && n.embeddingModel === t.app.embedder.model),
    ).toBe(true);
    expect(await db.select().from(searchDirty)).toEqual([]);
  });

  it("derives typed relationships from the data", async () => {
    const node = await nodeOf("opinion-essay", essay.id);
    const related = await relatedOf(node.id);
    const kinds = related.related.map(
      (r) => `${r.relationship}:${r.node.entityType}:${r.node.title}`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        "authored_by:person:Amaru Quispe",
        "located_in:location:Nepal",
        "mentions:topic:irrigation",
        "mentions:topic:water rights",
      ]),
    );
    for (const r of related.related) {
      expect(r.strength).toBeGreaterThan(0);
      expect(r.strength).toBeLessThanOrEqual(1);
      expect(r.source).toBe(node.id);
    }
    // The person's side: both items, authored by them.
    const person = await nodeOf("person", author.id);
    const work = await relatedOf(person.id);
    expect(
      work.related
        .filter((r) => r.relationship === "authored_by")
        .map((r) => r.node.entityId)
        .sort(),
    ).toEqual([water.id, forest.id, essay.id].sort());
    expect(person.popularity.views).toBe(0);
  });

  it("follows edits, unpublishing, republishing and deletion", async () => {
    const item = await makeContent(
      db,
      author,
      article("Seed banks kept by grandmothers", "Seeds."),
    );
    await sync();
    expect(titles(await searchAs("text", "grandmothers"))).toEqual([
      "Seed banks kept by grandmothers",
    ]);

    await db
      .update(content)
      .set({ title: "Seed libraries run by elders" })
      .where(eq(content.id, item.id));
    await sync();
    expect(titles(await searchAs("text", "grandmothers"))).toEqual([]);
    // Items with every word come first; items with some follow.
    expect(titles(await searchAs("text", "libraries elders"))[0]).toBe(
      "Seed libraries run by elders",
    );

    await db.update(content).set({ status: "archived" }).where(eq(content.id, item.id));
    await sync();
    expect(titles(await searchAs("text", "elders"))).not.toContain("Seed libraries run by elders");
    expect(await nodeRow("case-study", item.id)).toBeUndefined();

    await db.update(content).set({ status: "published" }).where(eq(content.id, item.id));
    await sync();
    expect(titles(await searchAs("text", "elders"))).toContain("Seed libraries run by elders");

    await db.delete(content).where(eq(content.id, item.id));
    await sync();
    expect(titles(await searchAs("hybrid", "elders"))).not.toContain(
      "Seed libraries run by elders",
    );
    // Its topic and place nodes went with it when nothing else names them.
    expect(await nodeRow("case-study", item.id)).toBeUndefined();
  });

  it("links a trip to the case study its card names, and a recording to its interview", async () => {
    const trip = await makeContent(db, author, {
      input: {
        type: "trip",
        title: "Field visit to the Nepal canal cooperatives",
        summary: "Two weeks with canal committees.",
        domain: "Water & Oceans",
        location: { name: "Pokhara", country: "Nepal", lat: 28.2, lng: 83.98 },
        body: {},
      },
      status: "published",
    });
    await db.insert(tripCards).values({
      tripId: trip.id,
      cardType: "case-study",
      title: "Background reading",
      content: { contentId: water.id, note: "Read before going" },
      order: 0,
    });
    const interview = await makeContent(db, author, {
      input: {
        type: "interview",
        title: "A canal judge on water turns",
        summary: "An interview about rotation.",
        domain: "Water & Oceans",
        body: { interviewee: { name: "Dolma Sherpa" }, interviewer: { name: "Amaru" } },
      },
      status: "published",
    });
    const recording = await makeRecording(db, t.app.storage, author.id, {
      title: "Canal judge recording",
      status: "published",
      privacy: "public",
      contentId: interview.id,
      transcriptText: "We share the water by turns every seven days.",
    });
    await sync();
    const tripNode = await nodeOf("trip", trip.id);
    expect((await relatedOf(tripNode.id)).related).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relationship: "references",
          node: expect.objectContaining({ entityId: water.id }),
        }),
      ]),
    );
    const recordingNode = await nodeOf("recording", recording.id);
    expect(recordingNode.url).toBe(`/recordings/${recording.id}`);
    expect((await relatedOf(recordingNode.id)).related).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          relationship: "part_of",
          node: expect.objectContaining({ entityId: interview.id }),
        }),
      ]),
    );
    // Making the recording private takes it out at once.
    await db.update(recordings).set({ privacy: "private" }).where(eq(recordings.id, recording.id));
    await sync();
    expect(await nodeRow("recording", recording.id)).toBeUndefined();
    for (const type of ["text", "semantic", "hybrid"] as const) {
      expect(titles(await searchAs(type, "Canal judge recording"))).not.toContain(
        "Canal judge recording",
      );
    }
  });

  it("indexes active jobs with their organization, and drops them when they close", async () => {
    const boss = await employer(t.app, db);
    const job = await postJob(boss.client, { title: "Watershed governance researcher" });
    await sync();
    const node = await nodeOf("job", job.id);
    expect(node.url).toBe(`/jobs/${job.id}`);
    const related = await relatedOf(node.id);
    expect(related.related.map((r) => r.relationship)).toContain("part_of");
    await nodeOf("organization", boss.organization.id);
    await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, job.id));
    await sync();
    expect(await nodeRow("job", job.id)).toBeUndefined();
  });
});

describe("searching", () => {
  it("finds items by text with highlights, by meaning, and by both", async () => {
    const text = await searchAs("text", "river irrigation canals");
    expect(text.results[0]!.node.entityId).toBe(water.id);
    expect(text.results[0]!.matchType).toBe("text");
    expect(text.results[0]!.highlights.title[0]).toContain("<mark>Irrigation</mark>");
    expect(text.results[0]!.highlights.content.join(" ")).toMatch(/<mark>canals?<\/mark>/i);

    // No shared word with the water item, but the same meaning.
    const semantic = await searchAs("semantic", "farmers dividing water for crops");
    expect(semantic.results[0]!.node.entityId).toBe(water.id);
    expect(semantic.results[0]!.matchType).toBe("semantic");

    const hybrid = await searchAs("hybrid", "woodland logging quotas");
    expect(hybrid.results[0]!.node.entityId).toBe(forest.id);
    expect(hybrid.results[0]!.matchType).toBe("hybrid");
    for (const r of [...text.results, ...semantic.results, ...hybrid.results]) {
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }
    expect(hybrid.processingTime).toBeGreaterThanOrEqual(0);
  });

  it("matches word prefixes and tolerates typos in titles", async () => {
    expect(titles(await searchAs("text", "irrig"))).toContain(
      "Irrigation cooperatives sharing river water in Nepal",
    );
    expect(titles(await searchAs("text", "irigation coperatives"))).toContain(
      "Irrigation cooperatives sharing river water in Nepal",
    );
  });

  it("answers nothing to words it does not know, in every mode", async () => {
    for (const type of ["text", "semantic", "hybrid"] as const) {
      for (const nonsense of ["zzqxjv", "qwpfhk vbnrt"]) {
        const found = await searchAs(type, nonsense);
        expect(found.results, `${type} "${nonsense}"`).toEqual([]);
        expect(found.total).toBe(0);
        expect(found.relatedTopics).toEqual([]);
      }
    }
  });

  it("finds a word of five or more letters with one typo, and marks the word it meant", async () => {
    const found = await searchAs("text", "cooperatvies");
    const hit = found.results.find(
      (r) => r.node.title === "Irrigation cooperatives sharing river water in Nepal",
    );
    expect(hit?.highlights.title[0]).toContain("<mark>cooperatives</mark>");
    // Four letters tolerate none.
    expect((await searchAs("text", "rivr")).results).toEqual([]);
  });

  it("ranks the item whose title is the query first, in every mode that reads text", async () => {
    for (const type of ["text", "hybrid"] as const) {
      const found = await searchAs(type, "community forest user groups and timber rules");
      expect(found.results[0]!.node.entityId, type).toBe(forest.id);
    }
  });

  it("ranks items above topics and places, and sorts by date over items alone", async () => {
    const found = await searchAs("semantic", "irrigation water");
    const firstOther = found.results.findIndex((r) => r.node.type !== "publication");
    const lastItem = found.results.map((r) => r.node.type).lastIndexOf("publication");
    if (firstOther >= 0) expect(firstOther).toBeGreaterThan(0);
    expect(lastItem).toBeGreaterThanOrEqual(0);
    const byDate = await searchAs("hybrid", "irrigation water", {
      options: { sortBy: "date", limit: 50 },
    });
    expect(byDate.results.length).toBeGreaterThan(0);
    expect(byDate.results.every((r) => r.node.type === "publication")).toBe(true);
  });

  it("never finds drafts, items in review, rejected or archived items, by any search", async () => {
    for (const type of ["text", "semantic", "hybrid"] as const) {
      const found = await searchAs(type, "zyxquartz secret draft about irrigation");
      expect(titles(found).some((x) => x.toLowerCase().includes("zyxquartz"))).toBe(false);
    }
    const suggestions = await anonymous().get("/api/search/suggestions?q=zyxq");
    expect(suggestions.json<SuggestionsResponse>().suggestions).toEqual([]);
    const entity = await anonymous().get(`/api/search/entity/case-study/${draft.id}`);
    expect(entity.statusCode).toBe(404);
  });

  it("filters by type, domain, tag and place", async () => {
    const byDomain = await searchAs("hybrid", "community", {
      filters: { domains: ["Land & Environment"] },
    });
    expect(byDomain.results.length).toBeGreaterThan(0);
    expect(byDomain.results.every((r) => r.node.domain === "Land & Environment")).toBe(true);
    const byTag = await searchAs("text", "water", { filters: { tags: ["irrigation"] } });
    expect(byTag.results.every((r) => r.node.tags.includes("irrigation"))).toBe(true);
    expect(byTag.results.map((r) => r.node.entityId)).toContain(essay.id);
    const byPlace = await searchAs("semantic", "community rules", {
      filters: { locations: ["Mexico"], types: ["case-study"] },
    });
    expect(byPlace.results.map((r) => r.node.entityId)).toEqual([forest.id]);
    const byType = await searchAs("text", "Nepal", { filters: { types: ["location"] } });
    expect(byType.results.every((r) => r.node.entityType === "location")).toBe(true);
  });

  it("pages results, sorts by date and popularity, and gives related topics", async () => {
    for (let i = 0; i < 7; i++) {
      await makeContent(
        db,
        author,
        article(`Grazing commons report ${i}`, "Pasture rotation rules."),
      );
    }
    await db
      .update(content)
      .set({ views: 500 })
      .where(eq(content.title, "Grazing commons report 3"));
    await sync();
    const first = await searchAs("text", "grazing", { options: { limit: 5 } });
    expect(first.total).toBe(7);
    expect(first.pages).toBe(2);
    expect(first.results).toHaveLength(5);
    const second = await searchAs("text", "grazing", { options: { limit: 5, page: 2 } });
    expect(second.results).toHaveLength(2);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(7);
    // Popularity comes from the counters once the schedule copies them.
    const { refreshPopularity } = await import("./search.indexer");
    await refreshPopularity(db);
    const popular = await searchAs("text", "grazing", { options: { sortBy: "popularity" } });
    expect(popular.results[0]!.node.title).toBe("Grazing commons report 3");
    expect(popular.results[0]!.node.popularity.views).toBe(500);
    const oldest = await searchAs("text", "grazing", {
      options: { sortBy: "date", sortOrder: "asc" },
    });
    const dates = oldest.results.map((r) => r.node.date);
    expect([...dates].sort()).toEqual(dates);
    const withTopics = await searchAs("text", "courts");
    expect(withTopics.relatedTopics.map((x) => x.topic)).toContain("water rights");
  });

  it("answers a page past the last with no results, by every search type", async () => {
    for (const type of ["text", "semantic", "hybrid"] as const) {
      const past = await searchAs(type, "grazing pasture", { options: { limit: 5, page: 40 } });
      expect(past.results).toEqual([]);
      expect(past.page).toBe(40);
    }
  });

  it("answers bad requests with 400 and runs nothing", async () => {
    const cases: Array<[string, unknown]> = [
      ["/api/search/hybrid", { text: "" }],
      ["/api/search/text", { text: "   " }],
      ["/api/search/semantic", {}],
      ["/api/search/text", { text: "x".repeat(201) }],
      ["/api/search/text", { text: "water", options: { limit: 51 } }],
      ["/api/search/text", { text: "water", options: { limit: 0 } }],
      ["/api/search/text", { text: "water", options: { sortBy: "random" } }],
      ["/api/search/text", { text: "water", filters: { types: ["galaxy"] } }],
      ["/api/search/text", { text: "water", filters: { tags: Array(21).fill("a") } }],
      ["/api/search/fuzzy", { text: "water" }],
    ];
    for (const [url, payload] of cases) {
      const res = await anonymous().post(url, payload as object);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
    expect((await anonymous().get("/api/search/nodes/not-a-uuid")).statusCode).toBe(400);
    expect(
      (await anonymous().get("/api/search/nodes/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    expect(
      (await anonymous().get("/api/search/related/00000000-0000-4000-8000-000000000000"))
        .statusCode,
    ).toBe(404);
    const node = await nodeOf("case-study", water.id);
    expect((await anonymous().get(`/api/search/related/${node.id}?limit=101`)).statusCode).toBe(
      400,
    );
    expect((await anonymous().get(`/api/search/related/${node.id}?depth=3`)).statusCode).toBe(400);
  });

  it("escapes what an author wrote in highlights", async () => {
    await makeContent(
      db,
      author,
      article(
        'Hostile <script>alert("x")</script> commons',
        "A <img src=x onerror=alert(1)> summary about pastures.",
      ),
    );
    await sync();
    const found = await searchAs("text", "hostile commons");
    const hit = found.results.find((r) => r.node.title.startsWith("Hostile"))!;
    const html = [...hit.highlights.title, ...hit.highlights.content].join(" ");
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("suggestions, filters, nodes", () => {
  it("suggests titles, people and topics only after more than 2 characters", async () => {
    const short = await anonymous().get("/api/search/suggestions?q=ir");
    expect(short.json<SuggestionsResponse>().suggestions).toEqual([]);
    const long = await anonymous().get("/api/search/suggestions?q=irr");
    const texts = long.json<SuggestionsResponse>().suggestions.map((s) => s.text);
    expect(texts).toContain("irrigation");
    expect(texts).toContain("Irrigation cooperatives sharing river water in Nepal");
    const person = await anonymous().get("/api/search/suggestions?q=amaru");
    expect(person.json<SuggestionsResponse>().suggestions).toContainEqual({
      text: "Amaru Quispe",
      type: "author",
    });
  });

  it("puts titles starting with the query first, shortest first, then titles holding it", async () => {
    const texts = async (q: string) =>
      (await anonymous().get(`/api/search/suggestions?q=${q}`))
        .json<SuggestionsResponse>()
        .suggestions.map((s) => s.text);
    const irr = await texts("irr");
    const starting = irr.filter((text) => text.toLowerCase().startsWith("irr"));
    expect(irr.slice(0, starting.length)).toEqual(starting);
    expect(starting.map((text) => text.length)).toEqual(
      [...starting].map((text) => text.length).sort((a, b) => a - b),
    );
    // Titles holding the query elsewhere fill what titles starting with it leave.
    const inside = await texts("rrigation");
    expect(inside).toContain("irrigation");
    expect(inside.every((text) => text.toLowerCase().includes("rrigation"))).toBe(true);
    expect(new Set(inside.map((text) => text.toLowerCase())).size).toBe(inside.length);
  });

  it("lists filter values with real counts", async () => {
    const res = await anonymous().get("/api/search/filters");
    const filters = res.json<SearchFiltersResponse>();
    const caseStudies = filters.types.find((x) => x.value === "case-study")!;
    const indexed = await db
      .select()
      .from(searchNodes)
      .where(eq(searchNodes.entityType, "case-study"));
    expect(caseStudies).toEqual({
      value: "case-study",
      label: "Case Study",
      count: indexed.length,
    });
    expect(filters.locations.map((l) => l.value)).toContain("Nepal");
    expect(filters.domains.map((d) => d.value)).toContain("Water & Oceans");
    expect(filters.tags.find((x) => x.value === "irrigation")?.count).toBeGreaterThanOrEqual(1);
  });

  it("returns related nodes to depth 2 within the limit", async () => {
    const node = await nodeOf("case-study", water.id);
    const one = await relatedOf(node.id, "limit=3");
    expect(one.related).toHaveLength(3);
    const two = await relatedOf(node.id, "depth=2&limit=40");
    expect(two.related.length).toBeGreaterThan((await relatedOf(node.id)).related.length);
    expect(two.related.some((r) => r.source !== node.id)).toBe(true);
    const ids = two.related.map((r) => r.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(node.id);
  });
});

async function nodeRow(entityType: string, entityId: string) {
  const rows = await db.select().from(searchNodes).where(eq(searchNodes.entityId, entityId));
  return rows.find((r) => r.entityType === entityType);
}

async function nodeOf(entityType: string, entityId: string): Promise<SearchNode> {
  const res = await anonymous().get(`/api/search/entity/${entityType}/${entityId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchNode>();
}

async function relatedOf(id: string, query = ""): Promise<RelatedResponse> {
  const res = await anonymous().get(`/api/search/related/${id}${query ? `?${query}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RelatedResponse>();
}

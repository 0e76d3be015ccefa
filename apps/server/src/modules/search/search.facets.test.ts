import { beforeAll, describe, expect, it } from "vitest";
import { DOMAINS } from "@field-commons/shared/domains";
import type {
  SearchFacets,
  SearchFilters,
  SearchFiltersResponse,
  SearchResponse,
  SearchType,
} from "@field-commons/shared/search";
import { as, caseStudyInput, makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { syncSearchIndex } from "./search.indexer";

const t = await createTestApp();
const db = t.database.db;
const anonymous = () => as(t.app, null);

const NO_FILTERS: SearchFilters = { types: [], domains: [], tags: [], locations: [] };

async function searchFor(
  type: SearchType,
  text: string,
  filters: Partial<SearchFilters> = {},
): Promise<SearchResponse> {
  const res = await anonymous().post(`/api/search/${type}`, {
    text,
    filters: { ...NO_FILTERS, ...filters },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

const counts = (values: Array<{ value: string; count: number }>) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));

const FACETS = ["types", "domains", "tags", "locations"] as const;

/**
 * Every value of every facet, chosen in its facet alone (with the other
 * facets' choices kept), leaves as many results as its count said.
 */
async function expectCountsToMatchResults(
  type: SearchType,
  text: string,
  filters: Partial<SearchFilters> = {},
) {
  const base = await searchFor(type, text, filters);
  let checked = 0;
  for (const facet of FACETS) {
    for (const { value, count } of base.facets[facet]) {
      const chosen = await searchFor(type, text, { ...filters, [facet]: [value] });
      expect(chosen.total, `${type} "${text}" ${facet}=${value}`).toBe(count);
      expect(chosen.results).toHaveLength(count);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
}

beforeAll(async () => {
  const author = await makeUser(db, { name: "Imke Doorn" });
  const caseStudy = (title: string, domain: string, country: string) =>
    makeContent(db, author, {
      input: caseStudyInput({
        title,
        summary: `${title}: how villagers share the work.`,
        domain,
        location: { name: country, country, lat: 0, lng: 0 },
      }),
      status: "published",
    });
  const essay = (title: string, domain: string, country: string, tags: string[]) =>
    makeContent(db, author, {
      input: {
        type: "opinion-essay",
        title,
        summary: `${title}, argued from the field.`,
        domain,
        location: { name: country, country, lat: 0, lng: 0 },
        body: { tags, content: `${title}. Notes from the committees.` },
      },
      status: "published",
    });
  await caseStudy("Marshwort wetlands kept by fishing villages", "Water & Oceans", "Netherlands");
  await caseStudy("Marshwort meadows grazed in common", "Land & Environment", "Ireland");
  await essay("Marshwort rights belong to the commons", "Water & Oceans", "Netherlands", [
    "wetland-care",
    "peat",
  ]);
  await essay("Who tends the marshwort banks", "Culture & Heritage", "Ireland", ["Wetland care"]);
  // Things the query does not match: they count site-wide, never for it.
  for (const n of [1, 2, 3]) {
    await caseStudy(`Seed library number ${n}`, "Water & Oceans", "Netherlands");
  }
  const boss = await employer(t.app, db, { domain: "Health & Wellbeing" });
  await postJob(boss.client, {
    title: "Marshwort health outreach coordinator",
    domain: "Health & Wellbeing",
    location: { country: "Ireland", city: "Galway", type: "hybrid" },
    tags: ["peat"],
  });
  await postJob(boss.client, {
    title: "Marshwort energy cooperative analyst",
    domain: "Energy & Technology",
    location: { country: "Netherlands", city: "Leeuwarden", type: "remote" },
    tags: ["energy"],
  });
  await postJob(boss.client, {
    title: "Seed library job without the word",
    domain: "Energy & Technology",
  });
  await syncSearchIndex(db, t.app.embedder);
});

describe("facet counts follow the query", () => {
  it("counts the query's matches, not the whole index", async () => {
    const res = await searchFor("text", "marshwort");
    expect(res.total).toBe(6);
    expect(counts(res.facets.types)).toEqual({ "case-study": 2, "opinion-essay": 2, job: 2 });
    expect(counts(res.facets.domains)).toEqual({
      "Water & Oceans": 2,
      "Land & Environment": 1,
      "Culture & Heritage": 1,
      "Energy & Infrastructure": 1,
      "Social & Governance Systems": 1,
    });
    expect(counts(res.facets.locations)).toEqual({ Netherlands: 3, Ireland: 3 });
    // Two spellings of one topic count once per item, under one value.
    expect(res.facets.tags.find((x) => x.value.toLowerCase().includes("wetland"))?.count).toBe(2);
    expect(res.facets.tags.find((x) => x.value === "peat")?.count).toBe(2);

    const siteWide = (await anonymous().get("/api/search/filters")).json<SearchFiltersResponse>();
    expect(siteWide.types.find((x) => x.value === "case-study")?.count).toBe(5);
    expect(siteWide.types.find((x) => x.value === "job")?.count).toBe(3);
  });

  it("a facet's own choice leaves its counts; the other facets' choices narrow them", async () => {
    const jobsOnly = await searchFor("text", "marshwort", { types: ["job"] });
    expect(jobsOnly.total).toBe(2);
    expect(jobsOnly.results.every((r) => r.node.entityType === "job")).toBe(true);
    expect(counts(jobsOnly.facets.types)).toEqual({
      "case-study": 2,
      "opinion-essay": 2,
      job: 2,
    });
    expect(counts(jobsOnly.facets.domains)).toEqual({
      "Energy & Infrastructure": 1,
      "Social & Governance Systems": 1,
    });
    expect(counts(jobsOnly.facets.locations)).toEqual({ Netherlands: 1, Ireland: 1 });

    const twoDomains = await searchFor("text", "marshwort", {
      domains: ["Water & Oceans", "Land & Environment"],
    });
    expect(twoDomains.total).toBe(3);
    expect(counts(twoDomains.facets.domains)["Culture & Heritage"]).toBe(1);
    expect(counts(twoDomains.facets.types)).toEqual({ "case-study": 2, "opinion-essay": 1 });
  });

  it("lists a chosen value the matches lack, at zero, so it can be unticked", async () => {
    const res = await searchFor("text", "marshwort", {
      types: ["recording"],
      locations: ["Peru"],
    });
    expect(res.total).toBe(0);
    expect(res.facets.types.find((x) => x.value === "recording")).toMatchObject({ count: 0 });
    expect(res.facets.locations.find((x) => x.value === "Peru")).toMatchObject({ count: 0 });
  });

  it("every count is the number of results choosing that value leaves (text)", async () => {
    await expectCountsToMatchResults("text", "marshwort");
    await expectCountsToMatchResults("text", "marshwort", { types: ["case-study", "job"] });
    await expectCountsToMatchResults("text", "marshwort", { locations: ["Ireland"] });
  });

  it("every count is the number of results choosing that value leaves (hybrid, semantic)", async () => {
    await expectCountsToMatchResults("hybrid", "marshwort wetlands");
    await expectCountsToMatchResults("hybrid", "marshwort wetlands", {
      domains: ["Water & Oceans"],
    });
    await expectCountsToMatchResults("semantic", "wetlands");
  });

  it("a filter only narrows a search's results", async () => {
    for (const type of ["text", "hybrid", "semantic"] as const) {
      const all = await searchFor(type, "marshwort wetlands commons");
      const ids = new Set(all.results.map((r) => r.node.id));
      for (const domain of DOMAINS) {
        const narrowed = await searchFor(type, "marshwort wetlands commons", {
          domains: [domain],
        });
        expect(narrowed.total).toBeLessThanOrEqual(all.total);
        for (const r of narrowed.results) {
          expect(ids.has(r.node.id), `${type} ${domain}: ${r.node.title}`).toBe(true);
          expect(r.node.domain).toBe(domain);
        }
      }
    }
  });
});

describe("one domain vocabulary", () => {
  it("shows a job under its commons domain, with its own field beside", async () => {
    const res = await searchFor("text", "marshwort", {
      domains: ["Social & Governance Systems"],
    });
    expect(res.results).toHaveLength(1);
    expect(res.results[0]!.node).toMatchObject({
      title: "Marshwort health outreach coordinator",
      entityType: "job",
      domain: "Social & Governance Systems",
      field: "Health & Wellbeing",
    });
    const energy = await searchFor("text", "marshwort", { domains: ["Energy & Infrastructure"] });
    expect(energy.results.map((r) => [r.node.title, r.node.field])).toEqual([
      ["Marshwort energy cooperative analyst", "Energy & Technology"],
    ]);
    // Content carries no field of its own.
    const essays = await searchFor("text", "marshwort", { types: ["opinion-essay"] });
    expect(essays.results.every((r) => r.node.field === undefined)).toBe(true);
  });

  it("lists the seven commons domains only, site-wide and per query", async () => {
    const siteWide = (await anonymous().get("/api/search/filters")).json<SearchFiltersResponse>();
    const perQuery: SearchFacets = (await searchFor("hybrid", "marshwort")).facets;
    for (const facets of [siteWide, perQuery]) {
      for (const { value } of facets.domains) expect(DOMAINS).toContain(value);
    }
    // Jobs and their organization count under the domains their fields map to.
    const site = counts(siteWide.domains);
    expect(site["Energy & Infrastructure"]).toBe(2);
    expect(site["Social & Governance Systems"]).toBe(2);
    expect(site["Water & Oceans"]).toBe(5);
  });
});

import { Cite } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-ris";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentStatus } from "@field-commons/shared/content";
import { CITATION_FORMATS, type CitationFormat } from "@field-commons/shared/citations";
import { caseStudyInput, makeContent, makeUser, sessionFor } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { UserRow } from "../../db/schema/users";

let t: TestApp;
let author: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  author = await makeUser(t.database.db, { role: "contributor", name: "Ana Lúcia Ferreira" });
});

const origin = () => t.app.config.appUrl;

async function published(input: Record<string, unknown> = caseStudyInput(), by = author) {
  return makeContent(t.database.db, by, { input, status: "published" });
}

function cite(item: { type: string; slug: string }, format: string, cookie?: string) {
  return t.app.inject({
    method: "GET",
    url: `/api/content/${item.type}/${item.slug}/cite?format=${format}`,
    headers: cookie ? { cookie } : {},
  });
}

function dateParts(date: Date): number[] {
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

describe("GET /api/content/:type/:idOrSlug/cite", () => {
  it.each<[CitationFormat, string, string]>([
    ["bibtex", "application/x-bibtex; charset=utf-8", ".bib"],
    ["ris", "application/x-research-info-systems; charset=utf-8", ".ris"],
    ["csl-json", "application/vnd.citationstyles.csl+json; charset=utf-8", ".json"],
    ["apa", "text/plain; charset=utf-8", "-apa.txt"],
    ["chicago", "text/plain; charset=utf-8", "-chicago.txt"],
  ])("answers %s as %s, named after the slug", async (format, mediaType, suffix) => {
    const item = await published();
    const response = await cite(item, format);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(mediaType);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${item.slug}${suffix}"`,
    );
    expect(response.body.length).toBeGreaterThan(20);
  });

  it("covers every format the contract lists", () => {
    expect([...CITATION_FORMATS]).toEqual(["bibtex", "ris", "csl-json", "apa", "chicago"]);
  });

  it("writes BibTeX that parses back to the item", async () => {
    const item = await published(caseStudyInput({ title: "Community water boards in Cusco" }));
    const response = await cite(item, "bibtex");
    expect(response.body.startsWith("@techreport{")).toBe(true);
    const [entry] = new Cite(response.body).data;
    expect(entry).toMatchObject({
      type: "report",
      title: "Community water boards in Cusco",
      author: [{ family: "Ferreira", given: "Ana Lúcia" }],
      publisher: "Field Commons",
      URL: `${origin()}/case-study/${item.slug}`,
    });
    expect((entry!.issued as { "date-parts": number[][] })["date-parts"][0]).toEqual(
      dateParts(item.publishedAt!),
    );
  });

  it("writes RIS that parses back to the item", async () => {
    const item = await published(caseStudyInput({ title: "Grazing commons of the Altiplano" }));
    const response = await cite(item, "ris");
    expect(response.body.startsWith("TY  - RPRT")).toBe(true);
    const [entry] = new Cite(response.body).data;
    expect(entry).toMatchObject({
      type: "report",
      title: "Grazing commons of the Altiplano",
      author: [{ family: "Ferreira", given: "Ana Lúcia" }],
      publisher: "Field Commons",
      URL: `${origin()}/case-study/${item.slug}`,
      abstract: "How irrigators share scarce water through rotating turns.",
    });
    expect((entry!.issued as { "date-parts": number[][] })["date-parts"][0]).toEqual(
      dateParts(item.publishedAt!),
    );
  });

  it("keeps accents, &, braces, % and quotes through BibTeX and RIS", async () => {
    const title = 'Água & {Terra}: 100% "shared" — the ‘commons’ of São João';
    const summary = "Irrigation & grazing at 80% of {the} “old” rate.";
    const writer = await makeUser(t.database.db, { role: "contributor", name: "José Müller" });
    const item = await published(caseStudyInput({ title, summary }), writer);

    const bibtex = (await cite(item, "bibtex")).body;
    expect(bibtex).toContain("\\&");
    expect(bibtex).toContain("\\%");
    const [fromBibtex] = new Cite(bibtex).data;
    expect(fromBibtex).toMatchObject({
      title,
      author: [{ family: "Müller", given: "José" }],
    });

    const ris = (await cite(item, "ris")).body;
    const [fromRis] = new Cite(ris).data;
    expect(fromRis).toMatchObject({
      title,
      abstract: summary,
      author: [{ family: "Müller", given: "José" }],
    });
  });

  it("formats APA with the author, year and URL, and the item carries today's access date", async () => {
    const item = await published(caseStudyInput({ title: "Seed libraries in Oaxaca" }));
    const apa = (await cite(item, "apa")).body;
    const year = item.publishedAt!.getUTCFullYear();
    expect(apa).toContain(`Ferreira, A. L. (${year}). Seed libraries in Oaxaca [Case study].`);
    expect(apa).toContain("Field Commons");
    expect(apa.trim().endsWith(`${origin()}/case-study/${item.slug}`)).toBe(true);

    const [data] = JSON.parse((await cite(item, "csl-json")).body);
    expect(data.accessed).toEqual({ "date-parts": [dateParts(new Date())] });
  });

  it("formats Chicago author-date differently from APA", async () => {
    const item = await published(caseStudyInput({ title: "Seed libraries in Chiapas" }));
    const apa = (await cite(item, "apa")).body;
    const chicago = (await cite(item, "chicago")).body;
    const year = item.publishedAt!.getUTCFullYear();
    expect(chicago).not.toBe(apa);
    expect(chicago).toContain(`Ferreira, Ana Lúcia. ${year}. “Seed Libraries in Chiapas.”`);
    expect(chicago).toContain(`${origin()}/case-study/${item.slug}`);
  });

  it("puts the licence, abstract, keywords and canonical URL in CSL-JSON", async () => {
    const shareAlike = await published(caseStudyInput({ license: "CC-BY-SA-4.0" }));
    const [data] = JSON.parse((await cite(shareAlike, "csl-json")).body);
    expect(data).toMatchObject({
      id: shareAlike.slug,
      type: "report",
      genre: "Case study",
      license: "https://creativecommons.org/licenses/by-sa/4.0/",
      abstract: "How irrigators share scarce water through rotating turns.",
      keyword: "Water & Oceans",
      URL: `${origin()}/case-study/${shareAlike.slug}`,
      publisher: "Field Commons",
    });

    const reserved = await published(caseStudyInput({ license: "LicenseRef-All-Rights-Reserved" }));
    const [other] = JSON.parse((await cite(reserved, "csl-json")).body);
    expect(other.license).toBe("All rights reserved");
  });

  it.each([
    ["policy-brief", "report", "Water & Oceans,rivers lakes,dams"],
    ["opinion-essay", "article-magazine", "Water & Oceans,rivers lakes,dams"],
    ["interview", "interview", "Water & Oceans,rivers lakes,dams"],
    // Trips have no tags.
    ["trip", "document", "Water & Oceans"],
  ])("cites a %s as CSL %s", async (type, cslType, keyword) => {
    const item = await published({
      type,
      title: "Irrigation turns in the Andes",
      domain: "Water & Oceans",
      body: type === "trip" ? {} : { tags: ["rivers, lakes", "dams"] },
    });
    const response = await cite(item, "csl-json");
    expect(response.statusCode).toBe(200);
    const [data] = JSON.parse(response.body);
    expect(data.type).toBe(cslType);
    expect(data.keyword).toBe(keyword);
    expect(data.URL).toBe(`${origin()}/${item.type}/${item.slug}`);
    for (const format of ["bibtex", "ris", "apa", "chicago"]) {
      expect((await cite(item, format)).statusCode).toBe(200);
    }
  });

  it("finds the item by id as well as by slug", async () => {
    const item = await published();
    const response = await cite({ type: item.type, slug: item.id }, "csl-json");
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)[0].id).toBe(item.slug);
  });

  it.each<ContentStatus>(["draft", "pending", "rejected", "archived"])(
    "answers 404 for a %s item, to anyone, its author and admins included",
    async (status) => {
      const item = await makeContent(t.database.db, author, { status });
      const admin = await makeUser(t.database.db, { role: "admin" });
      for (const cookie of [
        undefined,
        await sessionFor(t.database.db, author.id),
        await sessionFor(t.database.db, admin.id),
      ]) {
        const response = await cite(item, "bibtex", cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
      }
    },
  );

  it("answers 404 for an unknown item or the wrong type", async () => {
    const item = await published();
    expect((await cite({ type: "case-study", slug: "no-such-item" }, "ris")).statusCode).toBe(404);
    expect((await cite({ type: "policy-brief", slug: item.slug }, "ris")).statusCode).toBe(404);
  });

  it("refuses an unknown or missing format with 400 VALIDATION_FAILED", async () => {
    const item = await published();
    for (const url of [
      `/api/content/case-study/${item.slug}/cite?format=mla`,
      `/api/content/case-study/${item.slug}/cite`,
      `/api/content/case-study/${item.slug}/cite?format=bibtex&style=x`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "VALIDATION_FAILED" },
      });
    }
  });
});

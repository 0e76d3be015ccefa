import { eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { contentPath } from "@field-commons/shared/content";
import { DOMAINS } from "@field-commons/shared/domains";
import { makeContent, makeUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { queryRows } from "../../db/client";
import { content, contentWithdrawals } from "../../db/schema/content";
import type { UserRow } from "../../db/schema/users";
import { deleteContent, updateContent } from "../content/content.repository";
import { OAI_PAGE_SIZE } from "./oai.protocol";

const APP_URL = "https://commons.example.org";
const HOST = "commons.example.org";
const BASE_URL = `${APP_URL}/oai`;
const t = await createTestApp({ APP_URL });
const db = t.database.db;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name, jpath) =>
    ["record", "setSpec", "error", "set", "dc:subject", "dc:type", "metadataFormat"].includes(
      name,
    ) || String(jpath).endsWith("ListIdentifiers.header"),
});

interface Header {
  "@_status"?: string;
  identifier: string;
  datestamp: string;
  setSpec: string[];
}
interface DublinCore {
  "dc:title": string;
  "dc:creator": string;
  "dc:subject"?: string[];
  "dc:description"?: string;
  "dc:date": string;
  "dc:type": string[];
  "dc:identifier": string;
  "dc:rights": string;
  "dc:language": string;
  "dc:publisher": string;
  [attribute: `@_${string}`]: string;
}
interface OaiRecord {
  header: Header;
  metadata?: { "oai_dc:dc": DublinCore };
}
type Token = { "#text"?: string; "@_cursor"?: string } | string | undefined;
interface OaiDoc {
  "@_xmlns": string;
  "@_xsi:schemaLocation": string;
  responseDate: string;
  request: string | ({ "#text": string } & Record<string, string>);
  error?: { "@_code": string; "#text": string }[];
  Identify?: Record<string, unknown>;
  ListMetadataFormats?: { metadataFormat: Record<string, string>[] };
  ListSets?: { set: { setSpec: string[]; setName: string }[] };
  ListIdentifiers?: { header: Header[]; resumptionToken?: Token };
  ListRecords?: { record: OaiRecord[]; resumptionToken?: Token };
  GetRecord?: { record: OaiRecord[] };
}

function parse(body: string): OaiDoc {
  return (parser.parse(body) as { "OAI-PMH": OaiDoc })["OAI-PMH"];
}

async function get(query: string): Promise<OaiDoc> {
  const response = await t.app.inject({ method: "GET", url: `/oai?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/xml; charset=utf-8");
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parse(response.body);
}

async function post(form: string): Promise<OaiDoc> {
  const response = await t.app.inject({
    method: "POST",
    url: "/oai",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/xml; charset=utf-8");
  return parse(response.body);
}

const identifierOf = (id: string) => `oai:${HOST}:${id}`;
const idOf = (identifier: string) => identifier.slice(`oai:${HOST}:`.length);
const tokenText = (token: Token) => (typeof token === "object" ? token["#text"] : token);
const codes = (doc: OaiDoc) => (doc.error ?? []).map((e) => e["@_code"]);

interface Harvest {
  headers: Header[];
  records: OaiRecord[];
  cursors: string[];
  pages: number;
}

/**
 * A whole list, following resumption tokens to the end. `between` runs after
 * each page but the last (to change the data during the harvest).
 */
async function harvest(
  verb: "ListIdentifiers" | "ListRecords",
  args: string,
  options: {
    post?: boolean;
    between?: (page: number, listed: readonly Header[]) => Promise<void>;
  } = {},
): Promise<Harvest> {
  const send = options.post ? post : get;
  const result: Harvest = { headers: [], records: [], cursors: [], pages: 0 };
  let doc = await send(`verb=${verb}&${args}`);
  for (;;) {
    expect(doc.error, JSON.stringify(doc.error)).toBeUndefined();
    result.pages++;
    const list = verb === "ListIdentifiers" ? doc.ListIdentifiers! : doc.ListRecords!;
    if (verb === "ListIdentifiers") {
      result.headers.push(...doc.ListIdentifiers!.header);
      expect(doc.ListIdentifiers!.header.length).toBeLessThanOrEqual(OAI_PAGE_SIZE);
    } else {
      result.records.push(...doc.ListRecords!.record);
      result.headers.push(...doc.ListRecords!.record.map((r) => r.header));
      expect(doc.ListRecords!.record.length).toBeLessThanOrEqual(OAI_PAGE_SIZE);
    }
    const token = list.resumptionToken;
    if (token === undefined) break;
    if (typeof token === "object" && token["@_cursor"] !== undefined) {
      result.cursors.push(token["@_cursor"]);
    }
    const next = tokenText(token);
    if (!next) break;
    await options.between?.(result.pages, result.headers);
    doc = await send(`verb=${verb}&resumptionToken=${encodeURIComponent(next)}`);
  }
  return result;
}

async function publishedIds(): Promise<Set<string>> {
  const rows = await db
    .select({ id: content.id })
    .from(content)
    .where(eq(content.status, "published"));
  return new Set(rows.map((r) => r.id));
}

async function withdrawnIds(): Promise<Set<string>> {
  const rows = await db.select({ id: contentWithdrawals.contentId }).from(contentWithdrawals);
  return new Set(rows.map((r) => r.id));
}

const BULK = 400;
const DAYS = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"];
let author: UserRow;

beforeAll(async () => {
  author = await makeUser(db, { name: "Ada Fieldworker" });
  // Four in ten are never published (draft, pending, rejected, archived); the rest are,
  // spread over four days, three to a timestamp so ties are broken by id.
  await db.execute(sql`
    insert into content (type, slug, title, summary, domain, status, author_id, updated_at, published_at)
    select
      (array['case-study','trip','policy-brief','opinion-essay','interview'])[1 + g % 5]::content_type,
      'bulk-' || g,
      'Bulk item ' || g,
      'Summary of bulk item ' || g,
      case when g % 11 = 0 then null
        else (array[${sql.join(
          DOMAINS.map((d) => sql`${d}`),
          sql`, `,
        )}]::text[])[1 + g % 7] end,
      (case g % 10 when 0 then 'draft' when 1 then 'pending' when 2 then 'rejected'
        when 3 then 'archived' else 'published' end)::content_status,
      ${author.id},
      timestamptz '2026-03-02 08:00:00+00' + make_interval(days => g % 4, secs => g / 3),
      timestamptz '2026-03-02 08:00:00+00' + make_interval(days => g % 4, secs => g / 3)
    from generate_series(1, ${BULK}) g`);
});

describe("Identify", () => {
  it("describes the repository in the OAI-PMH envelope", async () => {
    const doc = await get("verb=Identify");
    expect(doc["@_xmlns"]).toBe("http://www.openarchives.org/OAI/2.0/");
    expect(doc["@_xsi:schemaLocation"]).toBe(
      "http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd",
    );
    expect(doc.responseDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(doc.request).toEqual({ "#text": BASE_URL, "@_verb": "Identify" });
    const [earliest] = await queryRows<{ day: string }>(
      db,
      sql`select to_char(min(at) at time zone 'UTC', 'YYYY-MM-DD') as day from (
            select updated_at as at from content where status = 'published'
            union all select withdrawn_at from content_withdrawals) x`,
    );
    expect(earliest!.day).toBe(DAYS[0]);
    expect(doc.Identify).toMatchObject({
      repositoryName: "Field Commons",
      baseURL: BASE_URL,
      protocolVersion: "2.0",
      adminEmail: "no-reply@fieldcommons.localhost",
      earliestDatestamp: earliest!.day,
      deletedRecord: "persistent",
      granularity: "YYYY-MM-DD",
      description: {
        "oai-identifier": {
          scheme: "oai",
          repositoryIdentifier: HOST,
          delimiter: ":",
        },
      },
    });
  });

  it("lists oai_dc as the only format, for the repository and for one record", async () => {
    const [item] = await publishedIds();
    for (const query of [
      "verb=ListMetadataFormats",
      `verb=ListMetadataFormats&identifier=${identifierOf(item!)}`,
    ]) {
      const doc = await get(query);
      expect(doc.ListMetadataFormats!.metadataFormat).toEqual([
        {
          metadataPrefix: "oai_dc",
          schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
          metadataNamespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
        },
      ]);
    }
  });

  it("lists a set per content type and per domain, under their parents", async () => {
    const doc = await get("verb=ListSets");
    const specs = doc.ListSets!.set.map((s) => s.setSpec[0]);
    expect(specs).toEqual(
      expect.arrayContaining([
        "type",
        "type:case-study",
        "type:trip",
        "type:policy-brief",
        "type:opinion-essay",
        "type:interview",
        "domain",
        "domain:water-oceans",
        "domain:land-environment",
      ]),
    );
    expect(specs).toHaveLength(2 + 5 + DOMAINS.length);
    expect(doc.ListSets!.set).toContainEqual({
      setSpec: ["domain:water-oceans"],
      setName: "Water & Oceans",
    });
  });
});

describe("harvesting lists", () => {
  it("ListIdentifiers and ListRecords page through exactly the published and withdrawn items", async () => {
    const published = await publishedIds();
    const withdrawn = await withdrawnIds();
    expect(published.size).toBeGreaterThan(2 * OAI_PAGE_SIZE);

    for (const verb of ["ListIdentifiers", "ListRecords"] as const) {
      const result = await harvest(verb, "metadataPrefix=oai_dc");
      const ids = result.headers.map((h) => idOf(h.identifier));
      expect(new Set(ids).size, `${verb}: no duplicates`).toBe(ids.length);
      expect(
        new Set(result.headers.filter((h) => !h["@_status"]).map((h) => idOf(h.identifier))),
      ).toEqual(published);
      expect(
        new Set(result.headers.filter((h) => h["@_status"]).map((h) => idOf(h.identifier))),
      ).toEqual(withdrawn);
      expect(result.pages).toBe(Math.ceil((published.size + withdrawn.size) / OAI_PAGE_SIZE));
      // cursor: how many came before each page, the empty last token included.
      expect(result.cursors).toEqual(
        Array.from({ length: result.pages }, (_, i) => String(i * OAI_PAGE_SIZE)),
      );
      const stamps = result.headers.map((h) => h.datestamp);
      expect([...stamps].sort()).toEqual(stamps);
      if (verb === "ListRecords") {
        for (const record of result.records) {
          expect(record.metadata !== undefined).toBe(!record.header["@_status"]);
        }
      }
    }
  });

  it("publications and edits during a harvest cause no skips, and no duplicates but the edited", async () => {
    const before = new Set([...(await publishedIds()), ...(await withdrawnIds())]);
    const drafts = await db
      .select({ id: content.id })
      .from(content)
      .where(eq(content.status, "draft"))
      .limit(6);
    const added: string[] = [];
    const edited: string[] = [];
    const result = await harvest("ListIdentifiers", "metadataPrefix=oai_dc", {
      between: async (page, listed) => {
        // After every page: a new item, an old draft published now, and an
        // edit of an item already listed (which moves it behind the cursor,
        // where an offset would then skip a record).
        const fresh = await makeContent(db, author, { status: "published" });
        const draft = drafts[page - 1]!;
        await updateContent(db, draft.id, { status: "published", publishedAt: new Date() });
        const seen = idOf(listed[listed.length - 2 * page]!.identifier);
        await updateContent(db, seen, { title: `Edited during harvest ${page}` });
        added.push(fresh.id, draft.id);
        edited.push(seen);
      },
    });
    expect(result.pages).toBeGreaterThan(2);
    const ids = result.headers.map((h) => idOf(h.identifier));
    // Every record there was when the harvest began is listed...
    for (const id of before) expect(ids).toContain(id);
    // ...once, but for the edited ones, listed again with their new datestamp...
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(new Set(twice)).toEqual(new Set(edited));
    expect(twice).toHaveLength(edited.length);
    // ...and what is new comes after them (this harvest has no until).
    expect(new Set(ids.slice(before.size))).toEqual(new Set([...added, ...edited]));
    expect(ids).toHaveLength(before.size + added.length + edited.length);
  });

  it("selects by day (from and until are inclusive) and by set", async () => {
    const rows = await queryRows<{ id: string; day: string; type: string; domain: string | null }>(
      db,
      sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day, type::text as type, domain
          from content where status = 'published'`,
    );
    const days = (
      await harvest("ListIdentifiers", `metadataPrefix=oai_dc&from=${DAYS[1]}&until=${DAYS[2]}`)
    ).headers;
    expect(new Set(days.map((h) => idOf(h.identifier)))).toEqual(
      new Set(rows.filter((r) => r.day === DAYS[1] || r.day === DAYS[2]).map((r) => r.id)),
    );
    expect(days.every((h) => h.datestamp === DAYS[1] || h.datestamp === DAYS[2])).toBe(true);

    const oneDay = (
      await harvest("ListRecords", `metadataPrefix=oai_dc&from=${DAYS[3]}&until=${DAYS[3]}`)
    ).headers;
    expect(oneDay.length).toBe(rows.filter((r) => r.day === DAYS[3]).length);

    const briefs = (await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=type:policy-brief"))
      .headers;
    expect(new Set(briefs.filter((h) => !h["@_status"]).map((h) => idOf(h.identifier)))).toEqual(
      new Set(rows.filter((r) => r.type === "policy-brief").map((r) => r.id)),
    );
    expect(briefs.every((h) => h.setSpec.includes("type:policy-brief"))).toBe(true);

    const water = (
      await harvest(
        "ListIdentifiers",
        `metadataPrefix=oai_dc&set=domain:water-oceans&until=${DAYS[3]}`,
      )
    ).headers;
    expect(new Set(water.map((h) => idOf(h.identifier)))).toEqual(
      new Set(
        rows.filter((r) => r.domain === "Water & Oceans" && r.day <= DAYS[3]!).map((r) => r.id),
      ),
    );
    expect(water.every((h) => h.setSpec.includes("domain:water-oceans"))).toBe(true);

    const withDomain = (
      await harvest("ListIdentifiers", `metadataPrefix=oai_dc&set=domain&until=${DAYS[3]}`)
    ).headers;
    expect(withDomain.length).toBe(
      rows.filter((r) => r.domain !== null && r.day <= DAYS[3]!).length,
    );
    const everything = (
      await harvest("ListIdentifiers", `metadataPrefix=oai_dc&set=type&until=${DAYS[3]}`)
    ).headers;
    expect(everything.length).toBe(rows.filter((r) => r.day <= DAYS[3]!).length);

    // The selection travels in the token: later pages keep it.
    const paged = await harvest(
      "ListIdentifiers",
      `metadataPrefix=oai_dc&from=${DAYS[0]}&until=${DAYS[1]}`,
    );
    expect(paged.pages).toBeGreaterThan(1);
    expect(paged.headers.every((h) => h.datestamp <= DAYS[1]!)).toBe(true);
  });
});

describe("deleted records", () => {
  it("unpublishing, moderation and deletion leave deleted records; publishing again removes them", async () => {
    const unpublished = await makeContent(db, author, { status: "published" });
    const archived = await makeContent(db, author, { status: "published" });
    const deleted = await makeContent(db, author, { status: "published" });
    await updateContent(db, unpublished.id, { status: "draft" });
    await updateContent(db, archived.id, { status: "archived" });
    await deleteContent(db, deleted.id);
    const today = new Date().toISOString().slice(0, 10);

    for (const item of [unpublished, archived, deleted]) {
      const doc = await get(
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifierOf(item.id)}`,
      );
      const [record] = doc.GetRecord!.record;
      expect(record!.header["@_status"]).toBe("deleted");
      expect(record!.header.datestamp).toBe(today);
      expect(record!.metadata).toBeUndefined();
    }
    const recent = await harvest("ListRecords", `metadataPrefix=oai_dc&from=${today}`);
    const deletedIds = recent.records
      .filter((r) => r.header["@_status"] === "deleted")
      .map((r) => idOf(r.header.identifier));
    expect(deletedIds).toEqual(expect.arrayContaining([unpublished.id, archived.id, deleted.id]));

    await updateContent(db, unpublished.id, { status: "published" });
    const again = await get(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifierOf(unpublished.id)}`,
    );
    const [record] = again.GetRecord!.record;
    expect(record!.header["@_status"]).toBeUndefined();
    expect(record!.metadata!["oai_dc:dc"]["dc:title"]).toBe(unpublished.title);
    const after = await harvest("ListIdentifiers", `metadataPrefix=oai_dc&from=${today}`);
    const listed = after.headers.filter((h) => idOf(h.identifier) === unpublished.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]!["@_status"]).toBeUndefined();
  });
});

describe("GetRecord", () => {
  it("carries oai_dc metadata, with the licence as dc:rights and the text made safe", async () => {
    const item = await makeContent(db, author, { status: "published" });
    await db
      .update(content)
      .set({
        title: 'Water & <rights> "in" the\u0001 Andes',
        license: "CC-BY-SA-4.0",
        body: { tags: ["irrigation", "Commons"], keywords: ["commons", "water judges"] },
      })
      .where(eq(content.id, item.id));
    const doc = await get(
      `verb=GetRecord&identifier=${identifierOf(item.id)}&metadataPrefix=oai_dc`,
    );
    expect(doc.request).toEqual({
      "#text": BASE_URL,
      "@_verb": "GetRecord",
      "@_identifier": identifierOf(item.id),
      "@_metadataPrefix": "oai_dc",
    });
    const [record] = doc.GetRecord!.record;
    expect(record!.header).toMatchObject({
      identifier: identifierOf(item.id),
      datestamp: new Date().toISOString().slice(0, 10),
      setSpec: ["type:case-study", "domain:water-oceans"],
    });
    const dc = record!.metadata!["oai_dc:dc"];
    expect(dc).toMatchObject({
      "@_xmlns:oai_dc": "http://www.openarchives.org/OAI/2.0/oai_dc/",
      "@_xmlns:dc": "http://purl.org/dc/elements/1.1/",
      "@_xsi:schemaLocation":
        "http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
      "dc:title": 'Water & <rights> "in" the Andes',
      "dc:creator": "Ada Fieldworker",
      "dc:subject": ["Water & Oceans", "irrigation", "Commons", "water judges"],
      "dc:description": item.summary,
      "dc:date": item.publishedAt!.toISOString().slice(0, 10),
      "dc:type": ["Text", "Case Study"],
      "dc:identifier": `${APP_URL}${contentPath(item)}`,
      "dc:rights": "https://creativecommons.org/licenses/by-sa/4.0/",
      "dc:language": "en",
      "dc:publisher": "Field Commons",
    });

    await db
      .update(content)
      .set({ license: "LicenseRef-All-Rights-Reserved" })
      .where(eq(content.id, item.id));
    const reserved = await get(
      `verb=GetRecord&identifier=${identifierOf(item.id)}&metadataPrefix=oai_dc`,
    );
    expect(reserved.GetRecord!.record[0]!.metadata!["oai_dc:dc"]["dc:rights"]).toBe(
      "All rights reserved",
    );
  });
});

describe("errors", () => {
  async function expectError(query: string, code: string, echoes: boolean) {
    const doc = await get(query);
    expect(codes(doc), query).toEqual([code]);
    if (echoes) expect(typeof doc.request, query).toBe("object");
    else expect(doc.request, `${query}: no attributes after ${code}`).toBe(BASE_URL);
  }

  it("badVerb: missing, unknown or repeated verb", async () => {
    await expectError("", "badVerb", false);
    await expectError("verb=Harvest", "badVerb", false);
    await expectError("verb=Identify&verb=Identify", "badVerb", false);
  });

  it("badArgument: unknown, repeated, missing or illegal arguments", async () => {
    const item = (await makeContent(db, author, { status: "published" })).id;
    for (const query of [
      "verb=Identify&set=type",
      "verb=ListRecords",
      "verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-03-02&from=2026-03-03",
      "verb=ListRecords&metadataPrefix=oai_dc&from=2026-03-02T00:00:00Z",
      "verb=ListRecords&metadataPrefix=oai_dc&until=2026-02-30",
      "verb=ListRecords&metadataPrefix=oai_dc&from=2026-03-05&until=2026-03-02",
      "verb=ListRecords&metadataPrefix=oai_dc&set=type:podcast",
      "verb=ListRecords&metadataPrefix=oai_dc&from=",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&resumptionToken=abc",
      `verb=GetRecord&identifier=${identifierOf(item)}`,
      "verb=GetRecord&metadataPrefix=oai_dc",
      "verb=ListRecords&metadataPrefix=oai_dc%01",
    ]) {
      await expectError(query, "badArgument", false);
    }
  });

  it("badResumptionToken: unknown, tampered or for another verb", async () => {
    const first = await get("verb=ListIdentifiers&metadataPrefix=oai_dc");
    const token = tokenText(first.ListIdentifiers!.resumptionToken)!;
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(token, "base64url").toString()),
        set: "type:podcast",
      }),
    ).toString("base64url");
    const extra = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(token, "base64url").toString()), limit: 100000 }),
    ).toString("base64url");
    for (const bad of [
      "not-a-token",
      "%%%",
      Buffer.from("{}").toString("base64url"),
      tampered,
      extra,
    ]) {
      await expectError(
        `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(bad)}`,
        "badResumptionToken",
        true,
      );
    }
    await expectError(`verb=ListRecords&resumptionToken=${token}`, "badResumptionToken", true);
    await expectError("verb=ListSets&resumptionToken=x", "badResumptionToken", true);
  });

  it("badResumptionToken: crafted tokens out of range, with junk appended or for another verb", async () => {
    const first = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&set=domain");
    const token = tokenText(first.ListIdentifiers!.resumptionToken)!;
    const issued = JSON.parse(Buffer.from(token, "base64url").toString()) as {
      after: { at: string; id: string };
      cursor: number;
    } & Record<string, unknown>;
    // The token as issued goes on.
    expect(codes(await get(`verb=ListIdentifiers&resumptionToken=${token}`))).toEqual([]);
    const craft = (changes: Record<string, unknown>) =>
      Buffer.from(JSON.stringify({ ...issued, ...changes })).toString("base64url");
    const at = (value: string) => craft({ after: { ...issued.after, at: value } });
    const crafted: [string, string][] = [
      ["year 0000", at("0000-01-01T00:00:00.000Z")],
      ["year 0000, last instant", at("0000-12-31T23:59:59.999Z")],
      ["year 9999", at("9999-12-31T23:59:59.999Z")],
      ["year 10000", at("+010000-01-01T00:00:00.000Z")],
      ["year 99999", at("99999-01-01T00:00:00.000Z")],
      ["a year from now", at(new Date(Date.now() + 366 * 86_400_000).toISOString())],
      ["not the issued form", at(issued.after.at.replace(".000Z", "Z").replace(/\.(\d+)Z$/, "Z"))],
      ["an offset", at(issued.after.at.replace("Z", "+00:00"))],
      ["February 30th", at("2026-02-30T00:00:00.000Z")],
      [
        "before from",
        craft({ from: "2026-03-03", after: { ...issued.after, at: "2026-03-02T08:00:00.000Z" } }),
      ],
      [
        "after until",
        craft({ until: "2026-03-02", after: { ...issued.after, at: "2026-03-03T08:00:00.000Z" } }),
      ],
      ["until before from", craft({ from: "2026-03-05", until: "2026-03-02" })],
      ["from in year 0000", craft({ from: "0000-01-01" })],
      ["until in year 99999", craft({ until: "99999-01-01" })],
      [
        "an id in capitals",
        craft({ after: { ...issued.after, id: issued.after.id.toUpperCase() } }),
      ],
      ["an id of another shape", craft({ after: { ...issued.after, id: "1" } })],
      ["a negative cursor", craft({ cursor: -100 })],
      ["a fractional cursor", craft({ cursor: 100.5 })],
      ["a cursor past the safe integers", craft({ cursor: 2 ** 60 })],
      ["an unknown set", craft({ set: "domain:nowhere" })],
      ["another metadataPrefix", craft({ metadataPrefix: "marc21" })],
      ["another version", craft({ v: 2 })],
      ["one junk character appended", `${token}x`],
      ["junk characters appended", `${token}xyz`],
      ["padding appended", `${token}==`],
      ["JSON with spaces", Buffer.from(JSON.stringify(issued, null, 1)).toString("base64url")],
      ["JSON with trailing text", Buffer.from(`${JSON.stringify(issued)} `).toString("base64url")],
      ["another verb", craft({ verb: "ListRecords" })],
      ["a verb of no list", craft({ verb: "GetRecord" })],
    ];
    for (const [what, bad] of crafted) {
      for (const send of [get, post]) {
        const doc = await send(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(bad)}`);
        expect(codes(doc), what).toEqual(["badResumptionToken"]);
      }
    }
  });

  it("badArgument: from and until outside the years a datestamp may name; until 9999-12-31 lists", async () => {
    for (const query of [
      "verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01",
      "verb=ListRecords&metadataPrefix=oai_dc&until=0000-12-31",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=99999-01-01",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&until=99999-01-01",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&until=+10000-01-01",
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=-0001-01-01",
    ]) {
      await expectError(query, "badArgument", false);
    }
    // The widest range there is: every record.
    const all = await get(
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=0001-01-01&until=9999-12-31",
    );
    expect(codes(all)).toEqual([]);
    const plain = await get("verb=ListIdentifiers&metadataPrefix=oai_dc");
    expect(all.ListIdentifiers!.header).toEqual(plain.ListIdentifiers!.header);
  });

  it("idDoesNotExist: unknown, foreign or unpublished identifiers", async () => {
    const draft = await makeContent(db, author);
    for (const identifier of [
      identifierOf("00000000-0000-4000-8000-000000000000"),
      identifierOf(draft.id),
      `oai:elsewhere.example.org:${draft.id}`,
      "urn:isbn:0451450523",
    ]) {
      await expectError(
        `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(identifier)}`,
        "idDoesNotExist",
        true,
      );
      await expectError(
        `verb=ListMetadataFormats&identifier=${encodeURIComponent(identifier)}`,
        "idDoesNotExist",
        true,
      );
    }
  });

  it("noRecordsMatch and cannotDisseminateFormat", async () => {
    await expectError(
      "verb=ListRecords&metadataPrefix=oai_dc&from=2100-01-01",
      "noRecordsMatch",
      true,
    );
    await expectError(
      "verb=ListIdentifiers&metadataPrefix=oai_dc&until=2000-01-01",
      "noRecordsMatch",
      true,
    );
    await expectError("verb=ListRecords&metadataPrefix=marc21", "cannotDisseminateFormat", true);
    const item = (await makeContent(db, author, { status: "published" })).id;
    await expectError(
      `verb=GetRecord&metadataPrefix=marc21&identifier=${identifierOf(item)}`,
      "cannotDisseminateFormat",
      true,
    );
  });
});

describe("POST", () => {
  it("takes the arguments as a form, tokens included", async () => {
    const identify = await post("verb=Identify");
    expect(identify.Identify).toMatchObject({ baseURL: BASE_URL });
    const viaPost = await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=type:trip", {
      post: true,
    });
    const viaGet = await harvest("ListIdentifiers", "metadataPrefix=oai_dc&set=type:trip");
    expect(viaPost.headers).toEqual(viaGet.headers);
    expect(codes(await post("verb=Identify&verb=ListSets"))).toEqual(["badVerb"]);
  });

  it("refuses a body that is not a form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/oai",
      payload: { verb: "Identify" },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

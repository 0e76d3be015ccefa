import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTENT_DETAIL_PATHS,
  CONTENT_TYPES,
  type ContentType,
} from "@field-commons/shared/content";
import { LICENSE_INFO, type License } from "@field-commons/shared/licenses";
import { buildApp } from "../../app";
import { testEnv } from "../../env";
import { withPageMeta } from "../../plugins/web-app";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";

// `$'`, `$\`` and `$&` mean "after", "before" and "the match" in a String#replace
// replacement; `$1` and `$<name>` refer to groups. Text must go in as it is.
const TITLE = "Water $' boards $` of $& the $$ Andes $1 $<x>";
const SUMMARY = "Who $& decides $' who $` drinks $$?";
const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#39;");

const INDEX =
  '<!doctype html><html><head><title>Field Commons</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let web: FastifyInstance;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "fc-head-"));

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  web = await buildApp({
    env: testEnv({ APP_URL: "http://commons.example" }),
    database: t.database,
    webDistDir: dist,
  });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function expectIntactHead(html: string) {
  // Exactly one head, one title and one description: nothing was duplicated or cut out.
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html).toContain(`<title>${escaped(TITLE)} | Field Commons</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped(TITLE)}" />`);
  expect(html).toContain(`<meta name="description" content="${escaped(SUMMARY)}" />`);
  expect(html).toContain(`<meta property="og:description" content="${escaped(SUMMARY)}" />`);
  expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
}

describe("server-rendered head with replacement patterns in the text", () => {
  it("withPageMeta inserts title and description literally", () => {
    const html = withPageMeta(
      INDEX,
      { title: TITLE, description: SUMMARY },
      "http://commons.example/case-study/x",
      "http://commons.example",
    );
    expectIntactHead(html);
  });

  it.each(CONTENT_TYPES)(
    "the published %s page carries its title and summary as written",
    async (type) => {
      const { client } = await signedIn(t.app, t.database.db, "contributor");
      const admin = await signedIn(t.app, t.database.db, "admin");
      const created = await client.post("/api/content", { type, title: TITLE, summary: SUMMARY });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json() as { id: string; slug: string; description: string };
      const published = await admin.client.patch(`/api/content/${item.id}/status`, {
        status: "published",
      });
      expect(published.statusCode, published.body).toBe(200);
      // The card description falls back to the summary when the type derives none.
      expect([SUMMARY, ""]).toContain(item.description);

      const page = await web.inject({
        method: "GET",
        url: `${CONTENT_DETAIL_PATHS[type]}/${item.slug}`,
        headers: { host: "commons.example" },
      });
      expect(page.statusCode).toBe(200);
      expectIntactHead(page.body);
    },
  );
});

describe("found by indexers: Highwire Press tags and schema.org JSON-LD", () => {
  const HOSTILE = `"Water" <b>boards</b> </script><script>alert(1)</script> & 'rules'`;
  const SCHEMA_TYPES = {
    "case-study": "ScholarlyArticle",
    "opinion-essay": "ScholarlyArticle",
    "policy-brief": "Report",
    interview: "Article",
    trip: "CreativeWork",
  } as const;
  const LICENSE_BY_TYPE: Record<ContentType, License> = {
    "case-study": "CC-BY-4.0",
    "opinion-essay": "CC-BY-SA-4.0",
    "policy-brief": "CC0-1.0",
    interview: "LicenseRef-All-Rights-Reserved",
    trip: "CC-BY-NC-4.0",
  };

  it.each(CONTENT_TYPES)("the published %s page names its type and its author", async (type) => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    const admin = await signedIn(t.app, t.database.db, "admin");
    const created = await author.client.post("/api/content", {
      type,
      title: HOSTILE,
      summary: SUMMARY,
      domain: "Water & Oceans",
      license: LICENSE_BY_TYPE[type],
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as { id: string; slug: string };
    await admin.client.patch(`/api/content/${item.id}/status`, { status: "published" });

    const page = await web.inject({
      method: "GET",
      url: `${CONTENT_DETAIL_PATHS[type]}/${item.slug}`,
      // Links are on APP_URL, not on the Host the request names.
      headers: { host: "evil.example" },
    });
    const html = page.body;
    // One JSON-LD block, which the title cannot close early.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(html.match(/<script>alert/g)).toBeNull();
    const data = JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
    expect(data["@type"]).toBe(SCHEMA_TYPES[type]);
    expect(data.headline).toBe(HOSTILE);
    expect(data.author).toEqual([{ "@type": "Person", name: author.user.name }]);
    expect(data.url).toBe(`http://commons.example${CONTENT_DETAIL_PATHS[type]}/${item.slug}`);
    // The licence: its address, or the notice when it has none.
    const license = LICENSE_INFO[LICENSE_BY_TYPE[type]];
    if (license.url) expect(data.license).toBe(license.url);
    else expect(data.copyrightNotice).toBe("All rights reserved");

    const meta = (name: string) =>
      [...html.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)" />`, "g"))].map(
        (m) => m[1],
      );
    expect(meta("citation_title")).toEqual([escaped(HOSTILE).replaceAll('"', "&quot;")]);
    expect(meta("citation_author")).toEqual([author.user.name]);
    expect(meta("citation_publication_date")[0]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(meta("citation_abstract_html_url")).toEqual([
      `http://commons.example${CONTENT_DETAIL_PATHS[type]}/${item.slug}`,
    ]);
    expect(meta("citation_language")).toEqual(["en"]);
    expect(meta("citation_keywords")[0]).toContain("Water &amp; Oceans");
  });

  it("says nothing about a draft", async () => {
    const author = await signedIn(t.app, t.database.db, "contributor");
    const created = await author.client.post("/api/content", {
      type: "case-study",
      title: "Draft only",
    });
    const item = created.json() as { slug: string };
    const page = await web.inject({
      method: "GET",
      url: `/case-study/${item.slug}`,
      headers: { host: "commons.example" },
    });
    expect(page.body).not.toContain("citation_title");
    expect(page.body).not.toContain("application/ld+json");
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_DETAIL_PATHS, CONTENT_TYPES } from "@field-commons/shared/content";
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
  web = await buildApp({ env: testEnv(), database: t.database, webDistDir: dist });
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

import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createWebTestApp } from "../../../test/web-app";
import { caseStudyInput, signedIn } from "../../../test/factories";

let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  web = await createWebTestApp(t, { APP_URL });
});

/** The configured address: every absolute link is on it, whatever Host the request names. */
const APP_URL = "https://commons.example.org";

describe("link previews of public detail pages", () => {
  it("puts the title, description and OpenGraph tags of a published case study into the HTML, escaped", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const item = (
      await client.post(
        "/api/content",
        caseStudyInput({
          title: 'Rivers & "rights" <script>alert(1)</script>',
          summary: "Who decides <who> drinks?",
        }),
      )
    ).json();
    await client.post(`/api/content/${item.id}/publish`);

    const page = await web.inject({
      method: "GET",
      url: `/case-study/${item.slug}`,
      // A forged Host header: links must not follow it.
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(
      "<title>Rivers &amp; &quot;rights&quot; &lt;script&gt;alert(1)&lt;/script&gt; | Field Commons</title>",
    );
    expect(html).toContain(
      '<meta property="og:title" content="Rivers &amp; &quot;rights&quot; &lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain('<meta name="description" content="Who decides &lt;who&gt; drinks?" />');
    expect(html).toContain(
      `<meta property="og:url" content="${APP_URL}/case-study/${item.slug}" />`,
    );
    expect(html).toContain(
      `<meta name="citation_abstract_html_url" content="${APP_URL}/case-study/${item.slug}" />`,
    );
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("leaves drafts and unknown items alone", async () => {
    const { client } = await signedIn(t.app, t.database.db, "contributor");
    const draft = (
      await client.post("/api/content", caseStudyInput({ title: "Secret draft title" }))
    ).json();
    for (const url of [`/case-study/${draft.slug}`, "/case-study/no-such-study"]) {
      const page = await web.inject({ method: "GET", url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("og:title");
      expect(page.body).not.toContain("Secret draft title");
    }
  });
});

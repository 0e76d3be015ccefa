import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { makeContent, makeUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createWebTestApp } from "../../../test/web-app";

let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  web = await createWebTestApp(t);
});

const essayInput = (title: string) => ({
  type: "opinion-essay",
  title,
  summary: "Why shared pastures outlast fenced ones.",
  domain: "Land & Environment",
  body: { content: "Commons are kept by the people who use them." },
});

describe("opinion essay id links", () => {
  it("move a published essay's id URL to its slug URL with 301, keeping the query", async () => {
    const author = await makeUser(t.database.db);
    const essay = await makeContent(t.database.db, author, {
      input: essayInput("Pastures held in common"),
      status: "published",
    });
    expect(essay.slug).toBe("pastures-held-in-common");
    const response = await web.inject({
      method: "GET",
      url: `/opinion-essay/${essay.id}?ref=digest`,
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/opinion-essay/pastures-held-in-common?ref=digest");
  });

  it("leave slugs, unknown ids and unpublished essays to the web app's page", async () => {
    const author = await makeUser(t.database.db);
    const draft = await makeContent(t.database.db, author, {
      input: essayInput("A draft about fisheries"),
    });
    for (const url of [
      "/opinion-essay/pastures-held-in-common",
      "/opinion-essay/00000000-0000-4000-8000-000000000000",
      `/opinion-essay/${draft.id}`,
    ]) {
      const response = await web.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
    }
  });
});

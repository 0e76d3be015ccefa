import { TemplatePage } from "@field-commons/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  // The public cache on, as in production.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: "30" });
});

describe("anonymous template pages from memory", () => {
  it("are the page Zod writes, as JSON, and count a use at once", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/trip-templates?limit=5" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const page = TemplatePage.parse(first.json());
    expect(first.body).toBe(JSON.stringify(page));
    expect(page.items).toHaveLength(5);

    const again = await t.app.inject({ method: "GET", url: "/api/trip-templates?limit=5" });
    expect(again.body).toBe(first.body);

    // Another query is another page.
    const other = await t.app.inject({ method: "GET", url: "/api/trip-templates?limit=2" });
    expect(TemplatePage.parse(other.json()).items).toHaveLength(2);

    const { client } = await signedIn(t.app, t.database.db);
    const template = page.items[0]!;
    const used = await client.post(`/api/trip-templates/${template.id}/use`, {});
    expect(used.statusCode).toBe(201);
    const after = TemplatePage.parse(
      (await t.app.inject({ method: "GET", url: "/api/trip-templates?limit=5" })).json(),
    );
    expect(after.items.find((i) => i.id === template.id)!.usageCount).toBe(template.usageCount + 1);
  });
});

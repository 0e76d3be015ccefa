import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { as, makeContent, makeUpload, signedIn } from "../../test/factories";
import { PERSONAL_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./http-cache";

const t = await createTestApp();
const db = t.database.db;
const anonymous = as(t.app, null);

const member = await signedIn(t.app, db);
const admin = await signedIn(t.app, db, "admin");
const item = await makeContent(db, member.user, { status: "published" });
const image = await makeUpload(db, t.app.storage, member.user.id);

/** The directives of an answer's Cache-Control, lower case. */
function directives(value: unknown): string[] {
  return String(value ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim())
    .filter(Boolean);
}

describe("answers that depend on the session are never stored", () => {
  it.each([
    ["the dashboard's figures", "/api/me/stats"],
    ["the dashboard's likes", "/api/me/likes"],
    ["the settings page", "/api/me/profile"],
    ["the signed-in user", "/api/auth/me"],
    ["the author's analytics", `/api/analytics/dashboard/${member.user.id}`],
  ])("%s (%s), for its owner", async (_label, url) => {
    const response = await member.client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(directives(response.headers["cache-control"])).toContain("no-store");
  });

  it.each([
    "/api/admin/dashboard",
    "/api/admin/users",
    "/api/admin/moderation-queue",
    "/api/admin/actions",
    "/api/admin/analytics",
  ])("%s, for an admin", async (url) => {
    const response = await admin.client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(directives(response.headers["cache-control"])).toContain("no-store");
  });

  it("a public item read by a signed-in member (it carries their likes and saves)", async () => {
    const response = await member.client.get(`/api/content/case-study/${item.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().viewer).toEqual({ liked: false, saved: false }); // what this member did
    expect(directives(response.headers["cache-control"])).toContain("no-store");
  });

  it("refusals of personal routes, signed out", async () => {
    for (const url of ["/api/me/stats", "/api/admin/users"]) {
      const response = await anonymous.get(url);
      expect(response.statusCode).toBe(401);
      expect(directives(response.headers["cache-control"])).toContain("no-store");
    }
    const notAdmin = await member.client.get("/api/admin/users");
    expect(notAdmin.statusCode).toBe(403);
    expect(directives(notAdmin.headers["cache-control"])).toContain("no-store");
  });
});

describe("answers that are the same for everyone keep their own policy", () => {
  it("a public item read signed out is not marked personal", async () => {
    const response = await anonymous.get(`/api/content/case-study/${item.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).not.toBe(PERSONAL_CACHE_CONTROL);
  });

  it("a public list read signed out stays publicly cacheable", async () => {
    const response = await anonymous.get("/api/content?limit=12");
    expect(response.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("an uploaded image keeps its immutable public policy, even for a signed-in member", async () => {
    const response = await member.client.get(`/api/uploads/${image.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

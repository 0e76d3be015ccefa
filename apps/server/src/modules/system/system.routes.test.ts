import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testEnv } from "../../env";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { testDbKind } from "../../../test/test-database";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO: "true" });
});

describe("GET /api/health", () => {
  it("reports the database in use", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: testDbKind() });
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database answers, every migration is applied and storage takes a file", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });

  it("is not ready, and says why, when storage cannot be written", async () => {
    const storage = {
      put: () => Promise.reject(new Error("read-only file system")),
      putStream: () => Promise.reject(new Error("read-only file system")),
      stat: () => Promise.resolve(null),
      get: () => Promise.resolve(null),
      delete: () => Promise.resolve(),
    };
    const app = await buildApp({ env: testEnv(), database: t.database, storage });
    try {
      const response = await app.inject({ method: "GET", url: "/api/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: "not-ready",
        checks: { database: "ok", migrations: "ok", storage: "read-only file system" },
      });
    } finally {
      await app.close();
    }
  });
});

describe("API conventions", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      success: false,
      error: { code: "NOT_FOUND", message: "No route for GET /api/does-not-exist" },
    });
  });

  it("tags every response with a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/api/health", "/api/nope", "/api/docs/"]) {
      const response = await t.app.inject({ method: "GET", url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("https://tile.openstreetmap.org");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("serves the OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/auth/login",
        "/api/auth/register",
        "/api/auth/me",
      ]),
    );
    const register = doc.paths["/api/auth/register"].post;
    expect(register.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "email", "password"]),
    );
    const ui = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toMatch(/text\/html/);
  });

  it("exposes the public configuration", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toEqual({
      demo: true,
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      tileAttribution: "&copy; OpenStreetMap contributors",
    });
  });
});

describe("serving the web app", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "fc-web-dist-"));
  let web: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
    fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {})");
    fs.writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Field Commons"}');
    fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
    web = await buildApp({ env: testEnv(), database: t.database, webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers every route of the route table with the app", async () => {
    for (const url of [
      "/",
      "/about",
      "/login",
      "/signup",
      "/case-study/water-users",
      "/trip-planner?trip=1",
      "/publish/interview/42",
    ]) {
      const response = await web.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers other paths with the app and a 404 status, and /api with JSON", async () => {
    const page = await web.inject({ method: "GET", url: "/no/such/page" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await web.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe("NOT_FOUND");
  });

  it("caches hashed assets for a year", async () => {
    const response = await web.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has the service worker, the manifest and the shell checked on every start, other files kept five minutes", async () => {
    for (const url of ["/sw.js", "/manifest.webmanifest", "/index.html"]) {
      const response = await web.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    const manifest = await web.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.headers["content-type"]).toContain("application/manifest+json");
    const icon = await web.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=300");
  });
});

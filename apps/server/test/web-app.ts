import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll } from "vitest";
import { buildApp } from "../src/app";
import { testEnv } from "../src/env";
import type { TestApp } from "./test-app";

/**
 * A second app on the test app's database that also serves a minimal built
 * web app (an index.html), for the pages the server describes (title,
 * OpenGraph, JSON-LD). Closed, and its folder removed, after the file's tests.
 */
export async function createWebTestApp(
  t: TestApp,
  envOverrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "fc-web-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><head><title>Field Commons</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
  );
  const web = await buildApp({
    env: testEnv(envOverrides),
    database: t.database,
    webDistDir: dist,
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return web;
}

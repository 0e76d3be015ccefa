import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { testEnv } from "../src/env";
import { LocalDiskStorage } from "../src/storage/local-disk-storage";
import { createTestDatabase } from "./test-database";

export const ORIGIN = "http://localhost:80";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The directory uploads are stored in. */
  uploadsDir: string;
}

/**
 * Builds the real app in-process against a database of this file's own.
 * Closed after the file's tests.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testEnv({ DEMO: "false", ...envOverrides });
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-uploads-"));
  const storage = new LocalDiskStorage(uploadsDir);
  const app = await buildApp({ env, database, storage, webDistDir: null });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });
  return { app, database, uploadsDir };
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "fc_session");
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `fc_session=${cookie.value}`;
}

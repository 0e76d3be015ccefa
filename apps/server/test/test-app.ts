import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll } from "vitest";
import { buildApp } from "../src/app";
import type { Database } from "../src/db/client";
import { testEnv } from "../src/env";
import { createTestDatabase } from "./test-database";

export const ORIGIN = "http://localhost:80";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * Builds the real app in-process against a database of this file's own.
 * Closed after the file's tests.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = testEnv({ DEMO: "false", ...envOverrides });
  const app = await buildApp({ env, database, webDistDir: null });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

/** The session cookie from a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "fc_session");
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `fc_session=${cookie.value}`;
}

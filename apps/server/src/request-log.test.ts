import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { testEnv } from "./env";
import { createTestDatabase } from "../test/test-database";

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  method?: string;
  statusCode?: number;
  ms?: number;
  req?: unknown;
}

const databases: Database[] = [];
afterAll(async () => {
  for (const database of databases) await database.close();
});

/** The app at a log level, with every log line it writes collected. */
async function appLogging(level: "info" | "debug") {
  const database = await createTestDatabase();
  databases.push(database);
  const lines: LogLine[] = [];
  const app = await buildApp({
    env: testEnv({ DEMO: "false", LOG_LEVEL: level }),
    database,
    webDistDir: null,
    logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
  return { app, lines };
}

describe("request logging", () => {
  it("keeps answered requests out of the default info log", async () => {
    const { app, lines } = await appLogging("info");
    lines.length = 0;
    for (let i = 0; i < 5; i++) await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/no-such-thing" });
    await app.close();
    // Fastify's own pair ("incoming request", "request completed") and ours stay out.
    expect(lines.filter((line) => /request/i.test(line.msg))).toEqual([]);
  });

  it("writes one line per request at debug, with its status, time and a redacted URL", async () => {
    const { app, lines } = await appLogging("debug");
    lines.length = 0;
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "POST", url: "/api/auth/verify-email?token=secret-value" });
    await app.close();
    const requests = lines.filter((line) => /request/i.test(line.msg));
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 20,
      msg: "request",
      method: "GET",
      url: "/api/health",
      statusCode: 200,
    });
    expect(typeof requests[0]!.ms).toBe("number");
    expect(requests[1]!.url).toBe("/api/auth/verify-email?token=[redacted]");
    expect(JSON.stringify(lines)).not.toContain("secret-value");
  });
});

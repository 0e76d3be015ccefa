import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestDatabase } from "../../test/test-database";
import errorHandler from "./error-handler";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  await app.register(errorHandler);
  // Text that reached the database some way the input guard does not see.
  app.get("/nul", async () => database.db.execute(sql`select ${"a\u0000b"}::text as t`));
  app.get("/escape", async () => database.db.execute(sql`select '"\\u0000"'::jsonb as j`));
  app.get("/cut", async () => {
    throw new Error("Unexpected end of multipart data");
  });
  app.get("/boom", async () => {
    throw new Error("select * from users where syntax error at or near");
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("error handler", () => {
  it.each(["/nul", "/escape"])(
    "answers 400, not 500, when the database refuses text (%s)",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: "VALIDATION_FAILED" },
      });
    },
  );

  it("answers 400 for a multipart body the parser could not read", async () => {
    const response = await app.inject({ method: "GET", url: "/cut" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: "BAD_REQUEST" } });
  });

  it("answers anything else with a plain 500 that names nothing inside", async () => {
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/select|syntax|users/i);
  });
});

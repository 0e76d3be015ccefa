import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DEMO: true,
      DATA_DIR: "./data",
      databaseKind: "pglite",
    });
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u@h/db" }).databaseKind).toBe("postgres");
  });

  it("names every bad value with a clear message", () => {
    expect(() =>
      loadEnv({ PORT: "eighty", DEMO: "maybe", DATABASE_URL: "mysql://x" }),
    ).toThrowError(EnvError);
    try {
      loadEnv({ PORT: "eighty", DEMO: "maybe", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty": must be a port number');
      expect(message).toContain('DEMO="maybe": must be one of true, false, 1, 0, yes, no');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres://');
    }
  });
});

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

  it("reads the mail and worker settings", () => {
    const defaults = loadEnv({ PORT: "4100" });
    expect(defaults).toMatchObject({
      appUrl: "http://localhost:4100",
      WORKERS: true,
      WORKER_POLL_MS: 1000,
      MAIL_FROM: "Field Commons <no-reply@fieldcommons.localhost>",
    });
    expect(defaults.SMTP_URL).toBeUndefined();
    const set = loadEnv({
      APP_URL: "https://commons.example.org/",
      WORKERS: "off",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
    });
    expect(set).toMatchObject({ appUrl: "https://commons.example.org", WORKERS: false });
    expect(() => loadEnv({ SMTP_URL: "mail.example.org" })).toThrowError(/SMTP_URL/);
    expect(() => loadEnv({ WORKERS: "sometimes" })).toThrowError(
      /WORKERS="sometimes": must be on or off/,
    );
    expect(() => loadEnv({ APP_URL: "ftp://x" })).toThrowError(/APP_URL/);
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

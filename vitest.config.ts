import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// API tests run on embedded PGlite always, and on PostgreSQL too when
// TEST_DATABASE_URL points at a server.
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: "./apps/server/vitest.config.ts",
        root: "./apps/server",
        test: {
          name: "api-postgres",
          // An absolute path: the same file for Vitest (which resolves from the
          // project's root) and for knip (which reads from this file's folder).
          globalSetup: [
            fileURLToPath(new URL("./apps/server/test/global-setup-postgres.ts", import.meta.url)),
          ],
          env: { TEST_DB: "postgres" },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default leaves one core to its own process, which mostly waits:
    // on a 2-core machine that is one test file at a time. Files are isolated
    // (a database each), so run as many as there are cores, at least two.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      "packages/shared",
      "apps/web",
      {
        extends: "./apps/server/vitest.config.ts",
        root: "./apps/server",
        test: { name: "api-pglite" },
      },
      ...postgres,
    ],
  },
});

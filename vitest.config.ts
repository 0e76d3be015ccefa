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
          // Files that never open the test database (pure functions, the
          // embedded database's own lock) gain nothing from a second run.
          exclude: [
            "src/db/data-dir-lock.test.ts",
            "src/env.test.ts",
            "src/lib/promise-cache.test.ts",
            "src/lib/redact-url.test.ts",
            "src/lib/response-serializer.test.ts",
            "src/modules/recordings/analysis/**",
            "src/modules/recordings/speech/**",
            "src/modules/search/embeddings/**",
            "src/modules/search/search.documents.test.ts",
            "src/modules/search/search.ranking.test.ts",
            "src/modules/search/simd-dot.test.ts",
            "src/modules/trips/calendar.test.ts",
            "src/plugins/access.test.ts",
            "src/plugins/visitor-id.test.ts",
            "src/storage/create-storage.test.ts",
            "src/storage/migrate-to-s3.test.ts",
          ],
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

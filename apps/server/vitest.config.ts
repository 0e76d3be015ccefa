import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "demo/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup-pglite.ts"],
    env: { TEST_DB: "pglite" },
    testTimeout: 30_000,
    // A worker runs its files one after another in one module graph instead of
    // importing the whole server again for each file (about a third of a
    // file's time). Each file still builds its own app on its own database;
    // see docs/decisions/004-test-databases.md for why their state stays apart.
    isolate: false,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["test/global-setup-pglite.ts"],
    env: { TEST_DB: "pglite" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

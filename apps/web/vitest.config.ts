import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    // Return real CSS text for ?raw imports of the stylesheet (the theme test reads it).
    css: { include: [/styles\.css/] },
    restoreMocks: true,
    // A worker's test files share one module graph and one DOM (much faster
    // than a fresh one per file); setup-tests.ts resets what they share.
    isolate: false,
    unstubGlobals: true,
  },
});

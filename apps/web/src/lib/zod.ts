import { config } from "zod/v4/core";
export * from "zod/v4";

// Every `from "zod"` in the web app and the shared package resolves to this
// module (vite.config.ts), so this runs before any schema is built or parsed,
// in whichever chunk zod first arrives. Zod compiles object parsers with
// `new Function` when it may, and probes for that by trying it; the
// Content-Security-Policy forbids eval, so the probe would be reported as a
// violation on every page: parse without compiling.
config({ jitless: true });

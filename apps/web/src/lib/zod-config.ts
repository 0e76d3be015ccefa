import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may, and probes
// for that by trying it. The Content-Security-Policy forbids eval, so the
// probe is reported as a violation on every page: parse without compiling.
z.config({ jitless: true });

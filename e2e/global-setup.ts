import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drainTasks, startServer } from "./server";

/** Where the prepared demo data directory is; each worker's server starts on a copy. */
export const TEMPLATE_ENV = "FC_E2E_DATA_TEMPLATE";

/**
 * Seeds the demo data once and runs its background work (the search index,
 * the demo recordings' transcripts, the digests) to the end, so that every
 * worker's server, and every server restarted after a failed test, starts on
 * a finished copy instead of seeding and indexing again beside the tests.
 */
export default async function globalSetup() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), "fc-e2e-template-"));
  const t0 = Date.now();
  const seeding = await startServer(3099, template, { WORKERS: "off" });
  await seeding.stop();
  await drainTasks(template);
  console.log(`demo data prepared in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  process.env[TEMPLATE_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}

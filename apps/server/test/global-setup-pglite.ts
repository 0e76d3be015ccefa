import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, pgliteDatabase } from "../src/db/client";

/** Migrates one PGlite database and dumps it; every test file loads a copy. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fc-pglite-template-"));
  const file = path.join(dir, "template.tar");
  const client = await createPglite();
  await pgliteDatabase(client).migrate();
  const dump = await client.dumpDataDir("none");
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string };
  }
}

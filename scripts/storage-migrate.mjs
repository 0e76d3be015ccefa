// npm run storage:migrate: copies every stored upload from local disk
// (DATA_DIR/uploads) to the S3 bucket that the S3_* settings name, under the
// same keys (after S3_PREFIX).
//
//   STORAGE=s3 S3_BUCKET=... [S3_ENDPOINT=... S3_ACCESS_KEY_ID=... ...] npm run storage:migrate
//
// Each copy is checked by size and SHA-256 as read back from the bucket; a
// file already there with the same size and checksum is left alone, so the
// command is safe to run again (after a failure, or once more after the
// server has switched to STORAGE=s3, for files uploaded meanwhile). Prints
// one line per failed or skipped file and a summary; exits non-zero when
// any file failed. The database is not touched: keys stay the same.
import path from "node:path";
import { EnvError, loadEnv } from "../apps/server/src/env.ts";
import { createStorage } from "../apps/server/src/storage/create-storage.ts";
import { migrateToS3 } from "../apps/server/src/storage/migrate-to-s3.ts";

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (env.STORAGE !== "s3") {
  console.error(
    "storage:migrate copies DATA_DIR/uploads to S3: set STORAGE=s3 and S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials as needed).",
  );
  process.exit(1);
}

const sourceDir = path.join(env.dataDir, "uploads");
const target = env.S3_PREFIX ? `s3://${env.S3_BUCKET}/${env.S3_PREFIX}` : `s3://${env.S3_BUCKET}`;
console.log(`Copying ${sourceDir} to ${target}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}`);
let seen = 0;
const summary = await migrateToS3({
  sourceDir,
  target: createStorage(env),
  onFile(key, outcome, reason) {
    seen++;
    if (outcome === "failed") console.error(`  failed   ${key}: ${reason}`);
    else if (outcome === "skipped") console.log(`  skipped  ${key} (${reason})`);
    if (seen % 500 === 0) console.log(`  ... ${seen} files`);
  },
}).catch((error) => {
  console.error(`storage:migrate: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

console.log(
  `copied: ${summary.copied}, already there: ${summary.alreadyThere}, failed: ${summary.failed}, skipped: ${summary.skipped}`,
);
process.exit(summary.failed > 0 ? 1 : 0);

import path from "node:path";
import { EnvError, type Env } from "../env";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** The configured storage: DATA_DIR/uploads on local disk, or an S3 bucket with STORAGE=s3. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE === "local") return new LocalDiskStorage(path.join(env.dataDir, "uploads"));
  if (!env.S3_BUCKET) throw new EnvError("S3_BUCKET is required when STORAGE=s3");
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.S3_PREFIX,
  });
}

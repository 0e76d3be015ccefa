import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { S3Storage } from "../src/storage/s3-storage";

const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** An S3Storage on this server's bucket, under a prefix of its own. */
  storage(prefix: string): S3Storage;
  /** Every object key under a prefix (the prefix included). */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, files in a temporary directory) on a
 * free loopback port, with one bucket. The SDK talks to it over HTTP exactly
 * as it talks to AWS, path-style as self-hosted services want.
 */
export async function startS3TestServer(bucket = "field-commons-test"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "fc-s3-"));
  const s3rver = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  // Our own HTTP server around s3rver's handler, so closing can end the
  // SDK's kept-alive connections instead of waiting for them.
  const server = http.createServer(s3rver.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    storage: (prefix) =>
      new S3Storage({
        bucket,
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
        prefix,
      }),
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ""));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { Readable } from "node:stream";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { assertSafeKey } from "./local-disk-storage";
import type { ByteRange, Storage } from "./storage";

/**
 * The SDK, loaded on first use: it takes most of a second to load, which
 * every server and test that stores on disk would otherwise pay at start.
 */
let sdk: Promise<{ s3: typeof ClientS3; storage: typeof LibStorage }> | null = null;
function loadSdk() {
  sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([s3, storage]) => ({ s3, storage }),
  );
  return sdk;
}

/** S3's smallest multipart part (except the last). */
const MIN_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2 ...); AWS itself when unset. */
  endpoint?: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted services). */
  forcePathStyle?: boolean | undefined;
  /** Unset: the SDK's default credential chain (environment, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so one bucket can hold more than this app (`field-commons/`). */
  prefix?: string | undefined;
  /** Bytes per multipart part of a streamed upload; at least 5 MiB, S3's minimum. */
  partSize?: number | undefined;
}

/**
 * Stores files in an S3 bucket (AWS or any service that speaks its protocol).
 * Streams go up as multipart uploads a few parts at a time, never whole;
 * reads stream down, one inclusive byte range when asked.
 */
export class S3Storage implements Storage {
  private client: S3Client | null = null;
  private readonly options: S3StorageOptions;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = normalizePrefix(options.prefix);
    this.partSize = Math.max(MIN_PART_BYTES, options.partSize ?? MIN_PART_BYTES);
    this.options = options;
  }

  /** The SDK and this storage's client, made on first use. */
  private async sdk() {
    const loaded = await loadSdk();
    const { region, forcePathStyle, endpoint, credentials } = this.options;
    this.client ??= new loaded.s3.S3Client({
      region,
      forcePathStyle: forcePathStyle ?? false,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
    });
    return { s3: loaded.s3, Upload: loaded.storage.Upload, client: this.client };
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { client, s3 } = await this.sdk();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
        ContentLength: data.length,
      }),
    );
  }

  async putStream(key: string, data: Readable, contentType: string): Promise<number> {
    const objectKey = this.objectKey(key);
    const { client, s3, Upload } = await this.sdk();
    let bytes = 0;
    let streamError: unknown;
    // Counts what is read and remembers the stream's own error, which the
    // upload may otherwise report as a later failure (an abort refused, say).
    const counted = async function* () {
      try {
        for await (const chunk of data) {
          bytes += Buffer.byteLength(chunk as Buffer | string);
          yield chunk as Buffer | string;
        }
      } catch (error) {
        streamError = error;
        throw error;
      }
    };
    const body = Readable.from(counted());
    // At most a part being filled and two being sent are held in memory.
    const upload = new Upload({
      client,
      params: {
        Bucket: this.bucket,
        Key: objectKey,
        Body: body,
        ContentType: contentType,
      },
      partSize: this.partSize,
      queueSize: 2,
    });
    try {
      await upload.done();
      return bytes;
    } catch (error) {
      body.destroy();
      data.destroy();
      // The upload aborts its multipart upload itself, so no parts are kept;
      // an object can only be there if completion raced the failure. Keys
      // are new for every upload, so removing it never removes older data.
      await client
        .send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }))
        .catch(() => undefined);
      throw streamError ?? error;
    }
  }

  async stat(key: string): Promise<{ bytes: number } | null> {
    const { client, s3 } = await this.sdk();
    try {
      const head = await client.send(
        new s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { bytes: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const { client, s3 } = await this.sdk();
    try {
      const object = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // On Node the body is the response stream itself (an IncomingMessage).
      const body = (object.Body as Readable | undefined) ?? Readable.from([]);
      return range ? exactRange(body, object.ContentRange, range) : body;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the key existed.
    const { client, s3 } = await this.sdk();
    await client.send(
      new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
    );
  }
}

/**
 * The bytes asked for, even from a service that answers a range with more
 * (HTTP lets a server ignore Range and send the whole object; some
 * S3-compatible servers widen `bytes=0-0`): the extra is skipped or cut off.
 */
function exactRange(body: Readable, contentRange: string | undefined, range: ByteRange): Readable {
  const served = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? "");
  const servedStart = served ? Number(served[1]) : 0;
  const servedEnd = served ? Number(served[2]) : Number.POSITIVE_INFINITY;
  if (servedStart === range.start && servedEnd === range.end) return body;
  if (servedStart > range.start || servedEnd < range.end) {
    body.destroy();
    throw new Error(
      `the object store sent bytes ${contentRange ?? "(all)"} for ${range.start}-${range.end}`,
    );
  }
  async function* slice(skip: number, length: number) {
    for await (const chunk of body) {
      const buffer = (chunk as Buffer).subarray(skip);
      skip = Math.max(0, skip - (chunk as Buffer).length);
      if (buffer.length >= length) {
        yield buffer.subarray(0, length);
        return; // ends the loop, which destroys the response stream
      }
      length -= buffer.length;
      if (buffer.length > 0) yield buffer;
    }
  }
  return Readable.from(slice(range.start - servedStart, range.end - range.start + 1), {
    objectMode: false,
  });
}

/** `a/b/` for `a/b`, `/a/b/` or `a/b/`; empty for none. */
function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (!trimmed) return "";
  if (trimmed.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`unsafe storage key prefix: ${prefix}`);
  }
  return `${trimmed}/`;
}

/**
 * A missing object: HEAD answers a bare 404 (NotFound), GET names it
 * (NoSuchKey). A missing bucket (NoSuchBucket) is an error, not an absent file.
 */
function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "NoSuchKey" || error.name === "NotFound") return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 && error.name !== "NoSuchBucket";
}

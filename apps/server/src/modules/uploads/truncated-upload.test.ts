import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from "@field-commons/shared/applications";
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from "@field-commons/shared/recordings";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
} from "@field-commons/shared/uploads";
import { chunkedMultipart } from "../../../test/chunked-multipart";
import { signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { formFields } from "../recordings/__fixtures__/recording-fixtures";
import { wavFile } from "./__fixtures__/media-samples";

/**
 * Every multipart route, sent a file over its limit the way Node's fetch
 * sends one: chunked, no content-length, the file's bytes in 64 KiB chunks.
 * When the limit falls between two chunks the parser stops there and only
 * marks the file truncated, and an image was once stored cut to exactly
 * 4 MiB. Each must answer 413 and keep nothing: no row, no file, no
 * temporary file.
 */

const CHUNK = 64 * 1024;

let t: TestApp;
let png: Buffer;
let jobId: string;
beforeAll(async () => {
  // Room and uploads to spare, so the size limit is what refuses each file.
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1000", UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
  const org = await employer(t.app, t.database.db);
  jobId = (await postJob(org.client)).id;
});

/** `bytes` bytes that still read as the file `start` begins when cut anywhere after it. */
function padded(start: Buffer, bytes: number, fill = 0): Buffer {
  const data = Buffer.alloc(bytes, fill);
  start.copy(data);
  return data;
}

/** A WAV header announcing `bytes` of samples, then silence. */
function longWav(bytes: number): Buffer {
  const data = padded(wavFile(100), bytes);
  data.writeUInt32LE(bytes - 8, 4);
  data.writeUInt32LE(bytes - 44, 40);
  return data;
}

function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadsDir)) return [];
  return fs
    .readdirSync(t.uploadsDir, { recursive: true })
    .map(String)
    .filter((f) => fs.statSync(path.join(t.uploadsDir, f)).isFile());
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const rowsOf = async (ownerId: string) => ({
  uploads: await count(sql`select count(*)::int as n from uploads where owner_id = ${ownerId}`),
  applications: await count(
    sql`select count(*)::int as n from applications where applicant_id = ${ownerId}`,
  ),
  recordings: await count(
    sql`select count(*)::int as n from recordings where author_id = ${ownerId}`,
  ),
});

interface Route {
  url: string;
  limit: number;
  message: string;
  fields: () => Record<string, string>;
  file: (bytes: number) => { field: string; filename: string; contentType: string; data: Buffer };
}

const ROUTES: Record<string, Route> = {
  "POST /api/uploads/images": {
    url: "/api/uploads/images",
    limit: IMAGE_MAX_BYTES,
    message: IMAGE_MESSAGES.tooLarge,
    fields: () => ({}),
    // A PNG with padding after its end: still an image when cut at the limit.
    file: (bytes) => ({
      field: "file",
      filename: "photo.png",
      contentType: "image/png",
      data: padded(png, bytes),
    }),
  },
  "POST /api/uploads/media": {
    url: "/api/uploads/media",
    limit: MEDIA_MAX_BYTES,
    message: MEDIA_MESSAGES.tooLarge,
    fields: () => ({}),
    file: (bytes) => ({
      field: "file",
      filename: "talk.wav",
      contentType: "audio/wav",
      data: longWav(bytes),
    }),
  },
  "POST /api/recordings": {
    url: "/api/recordings",
    limit: RECORDING_MAX_BYTES,
    message: RECORDING_MESSAGES.tooLarge,
    fields: () => formFields(),
    file: (bytes) => ({
      field: "file",
      filename: "take.wav",
      contentType: "audio/wav",
      data: longWav(bytes),
    }),
  },
  "POST /api/applications": {
    url: "/api/applications",
    limit: RESUME_MAX_BYTES,
    message: APPLICATION_MESSAGES.resumeTooLarge,
    fields: () => ({ application: JSON.stringify(applicationInput(jobId)) }),
    file: (bytes) => ({
      field: "resume",
      filename: "cv.pdf",
      contentType: "application/pdf",
      data: padded(Buffer.from("%PDF-1.4\n"), bytes, 0x20),
    }),
  },
};

function send(route: Route, cookie: string, bytes: number) {
  const body = chunkedMultipart(route.fields(), route.file(bytes), CHUNK);
  return t.app.inject({
    method: "POST",
    url: route.url,
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

describe.each(Object.keys(ROUTES))(
  "%s with a file over the limit, sent chunked with the limit between two chunks",
  (name) => {
    const route = ROUTES[name]!;

    it("answers 413 and keeps no row, no stored file and no partial file", async () => {
      expect(route.limit % CHUNK).toBe(0);
      const { user, cookie } = await signedIn(t.app, t.database.db);
      const files = storedFiles();
      const response = await send(route, cookie, route.limit + CHUNK);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json().error).toEqual({ code: "PAYLOAD_TOO_LARGE", message: route.message });
      expect(await rowsOf(user.id)).toEqual({ uploads: 0, applications: 0, recordings: 0 });
      expect(storedFiles()).toEqual(files);
    });
  },
);

describe("the same framing at exactly the limit", () => {
  it.each(["POST /api/uploads/images", "POST /api/applications"])(
    "%s stores the whole file",
    async (name) => {
      const route = ROUTES[name]!;
      const { user, cookie } = await signedIn(t.app, t.database.db);
      const response = await send(route, cookie, route.limit);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = (
        (await t.database.db.execute(
          sql`select bytes from uploads where owner_id = ${user.id}`,
        )) as unknown as { rows: { bytes: number }[] }
      ).rows;
      expect(row?.bytes).toBe(route.limit);
    },
  );
});

describe("POST /api/uploads/images from Node's fetch through a listening server", () => {
  it("refuses every size over 4 MB with 413 and stores nothing", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const { user, cookie } = await signedIn(t.app, t.database.db);
    const files = storedFiles();
    for (const over of [1, 1000, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 200_000]) {
      const form = new FormData();
      form.append(
        "file",
        new Blob([padded(png, IMAGE_MAX_BYTES + over)], { type: "image/png" }),
        "photo.png",
      );
      const response = await fetch(`http://127.0.0.1:${port}/api/uploads/images`, {
        method: "POST",
        body: form,
        headers: { cookie },
      });
      expect(response.status, `${over} bytes over: ${await response.clone().text()}`).toBe(413);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        IMAGE_MESSAGES.tooLarge,
      );
    }
    expect((await rowsOf(user.id)).uploads).toBe(0);
    expect(storedFiles()).toEqual(files);
  });
});

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES } from "@field-commons/shared/uploads";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { as, signedIn } from "../../../test/factories";
import { multipartFile } from "../../../test/multipart";
import { mp4File, oggOpusFile, wavFile, webmFile } from "./__fixtures__/media-samples";
import { parseRange } from "../../lib/byte-range";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let wav: Buffer;
beforeAll(async () => {
  // Room for a file over the 100 MB limit, so that limit is what refuses it
  // (the storage quota has its own tests).
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1000" });
  owner = await signedIn(t.app, t.database.db);
  wav = wavFile(400);
});

function upload(cookie: string | null, name: string, type: string, data: Buffer, field = "file") {
  const { payload, headers } = multipartFile(field, name, type, data);
  return t.app.inject({
    method: "POST",
    url: "/api/uploads/media",
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(t.uploadsDir);
  return out;
}

async function uploadRows(): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from uploads`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function uploadRow(id: string) {
  const result = await t.database.db.execute(
    sql`select kind, mime_type, bytes, owner_id, storage_key from uploads where id = ${id}`,
  );
  return (
    result as unknown as {
      rows: {
        kind: string;
        mime_type: string;
        bytes: number;
        owner_id: string;
        storage_key: string;
      }[];
    }
  ).rows[0];
}

describe("POST /api/uploads/media", () => {
  it("stores a WAV recording as media and serves it back byte for byte", async () => {
    const response = await upload(owner.cookie, "../../interview.wav", "audio/wav", wav);
    expect(response.statusCode).toBe(201);
    const media = response.json();
    expect(media).toEqual({
      id: expect.any(String),
      url: `/api/uploads/${media.id}`,
      kind: "audio",
      mimeType: "audio/wav",
      bytes: wav.length,
    });
    expect(await uploadRow(media.id)).toMatchObject({
      kind: "media",
      mime_type: "audio/wav",
      bytes: wav.length,
      owner_id: owner.user.id,
      storage_key: `media/${media.id.slice(0, 2)}/${media.id}`,
    });
    expect(storedFiles().some((f) => f.includes("interview"))).toBe(false);

    const served = await t.app.inject({ method: "GET", url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("audio/wav");
    expect(served.headers["accept-ranges"]).toBe("bytes");
    expect(served.headers["content-length"]).toBe(String(wav.length));
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(wav)).toBe(true);
  });

  it.each([
    ["an Ogg Opus file", "voice.ogg", () => oggOpusFile(), "audio/ogg", "audio"],
    [
      "an audio-only WebM (as browsers record it)",
      "take.webm",
      () => webmFile(),
      "audio/webm",
      "audio",
    ],
    [
      "a WebM with a video track",
      "clip.webm",
      () => webmFile({ video: true }),
      "video/webm",
      "video",
    ],
    [
      "an M4A file",
      "talk.m4a",
      () => mp4File({ brand: "M4A", handler: "soun" }),
      "audio/mp4",
      "audio",
    ],
    [
      "an MP4 holding only sound",
      "talk.mp4",
      () => mp4File({ handler: "soun" }),
      "audio/mp4",
      "audio",
    ],
    [
      "an MP4 with a video track",
      "walk.mp4",
      () => mp4File({ handler: "vide" }),
      "video/mp4",
      "video",
    ],
  ])("recognises %s by its content", async (_label, name, make, mimeType, kind) => {
    const data = make();
    // The declared type is deliberately wrong: only the bytes count.
    const response = await upload(owner.cookie, name, "application/octet-stream", data);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ mimeType, kind, bytes: data.length });
    const served = await t.app.inject({ method: "GET", url: response.json().url });
    expect(served.headers["content-type"]).toBe(mimeType);
    expect(served.rawPayload.equals(data)).toBe(true);
  });

  it("judges by content, not by name: a text file called .mp3 is refused with 415 and nothing is stored", async () => {
    const files = storedFiles().length;
    const rows = await uploadRows();
    const response = await upload(
      owner.cookie,
      "interview.mp3",
      "audio/mpeg",
      Buffer.from("Q: Who keeps the key to the sluice?\nA: The water judge.\n".repeat(50)),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please choose an audio or video file",
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await uploadRows()).toBe(rows);
  });

  it("refuses images and empty files as media", async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: "#1565c0" },
    })
      .png()
      .toBuffer();
    const rows = await uploadRows();
    for (const [name, data] of [
      ["photo.webm", png],
      ["empty.wav", Buffer.alloc(0)],
    ] as const) {
      const response = await upload(owner.cookie, name, "audio/wav", data);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.message).toBe("Please choose an audio or video file");
    }
    expect(await uploadRows()).toBe(rows);
  });

  it("refuses a stream over 100 MB with 413 and leaves no file or row behind", async () => {
    const files = storedFiles().length;
    const rows = await uploadRows();
    const boundary = `----fc${randomBytes(8).toString("hex")}`;
    const chunk = Buffer.alloc(1024 * 1024);
    const target = MEDIA_MAX_BYTES + 2 * chunk.length;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      );
      // A valid WAV start, so only the size is wrong.
      yield wav.subarray(0, 44);
      for (let sent = 44; sent < target; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads/media",
      payload: Readable.from(body()),
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: owner.cookie,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "File is too large (max 100 MB)",
    });
    expect(storedFiles()).toHaveLength(files);
    expect(storedFiles().some((f) => f.endsWith(".tmp"))).toBe(false);
    expect(await uploadRows()).toBe(rows);
  });

  it("refuses a body that announces more than 100 MB before storing anything", async () => {
    const rows = await uploadRows();
    const files = storedFiles().length;
    const boundary = `----fc${randomBytes(8).toString("hex")}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    let sent = 0;
    async function* body() {
      yield head;
      yield wav.subarray(0, 44);
      // The server answers without reading this far.
      for (; sent < 8; sent++) yield Buffer.alloc(64 * 1024);
    }
    const response = await t.app.inject({
      method: "POST",
      url: "/api/uploads/media",
      payload: Readable.from(body()),
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(MEDIA_MAX_BYTES + 1024 * 1024),
        cookie: owner.cookie,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("File is too large (max 100 MB)");
    expect(await uploadRows()).toBe(rows);
    expect(storedFiles()).toHaveLength(files);
  });

  it("needs a session, a multipart body and the field 'file'", async () => {
    expect((await upload(null, "a.wav", "audio/wav", wav)).statusCode).toBe(401);
    const json = await owner.client.post("/api/uploads/media", { file: "a.wav" });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(owner.cookie, "a.wav", "audio/wav", wav, "audio");
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.message).toContain("'file'");
  });
});

describe("GET /api/uploads/:id with byte ranges", () => {
  let url: string;
  let size: number;
  beforeAll(async () => {
    const response = await upload(owner.cookie, "range.wav", "audio/wav", wav);
    url = response.json().url;
    size = wav.length;
  });

  const get = (range?: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { ...(range ? { range } : {}), ...extra } });

  it("answers bytes=a-b, bytes=a- and bytes=-n with 206 and the exact bytes", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=44-44", 44, 44],
      ["bytes=1000-", 1000, size - 1],
      ["bytes=-250", size - 250, size - 1],
      ["bytes=700-999999", 700, size - 1],
      [`bytes=-${size + 10}`, 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers["content-length"], range).toBe(String(end - start + 1));
      expect(response.headers["content-type"]).toBe("audio/wav");
      expect(response.headers["cache-control"]).toContain("immutable");
      expect(response.rawPayload.equals(wav.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 with the file's size for ranges outside the file", async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, "bytes=-0"]) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${size}`);
      expect(response.json().success).toBe(false);
    }
  });

  it("sends the whole file for ranges it does not serve partially", async () => {
    for (const range of ["bytes=0-1,5-9", "items=0-5", "bytes=9-3", "bytes=abc"]) {
      const response = await get(range);
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.equals(wav), range).toBe(true);
    }
    // If-Range names another version: the whole file, not a piece of this one.
    const stale = await get("bytes=0-9", { "if-range": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    const fresh = await get("bytes=0-9", { "if-range": (await get()).headers.etag as string });
    expect(fresh.statusCode).toBe(206);
  });

  it("answers HEAD with the headers only", async () => {
    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(size));
    expect(head.headers["accept-ranges"]).toBe("bytes");
    expect(head.headers["content-type"]).toBe("audio/wav");
    expect(head.rawPayload.length).toBe(0);
    const partial = await t.app.inject({ method: "HEAD", url, headers: { range: "bytes=10-19" } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers["content-range"]).toBe(`bytes 10-19/${size}`);
    expect(partial.headers["content-length"]).toBe("10");
  });

  it("serves ranges of images and their card variant too", async () => {
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: "#2e7d32" },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile("file", "a.png", "image/png", png);
    const image = (
      await t.app.inject({
        method: "POST",
        url: "/api/uploads/images",
        payload,
        headers: { ...headers, cookie: owner.cookie },
      })
    ).json();
    const original = await t.app.inject({
      method: "GET",
      url: image.url,
      headers: { range: "bytes=0-7" },
    });
    expect(original.statusCode).toBe(206);
    expect(original.headers["content-type"]).toBe("image/png");
    expect(original.rawPayload.equals(png.subarray(0, 8))).toBe(true);
    const card = await t.app.inject({
      method: "GET",
      url: image.cardUrl,
      headers: { range: "bytes=8-11" },
    });
    expect(card.statusCode).toBe(206);
    expect(card.headers["content-type"]).toBe("image/webp");
    expect(card.rawPayload.toString("ascii")).toBe("WEBP");
  });

  it("answers 404 for unknown uploads and 400 for malformed ids", async () => {
    const anonymous = as(t.app, null);
    expect(
      (await anonymous.get("/api/uploads/6f1c5bfe-8a55-4a4e-9d4e-4b8f0c1d2e3f")).statusCode,
    ).toBe(404);
    expect((await anonymous.get("/api/uploads/not-an-id")).statusCode).toBe(400);
  });
});

describe("parseRange", () => {
  it("reads single ranges and refuses what it cannot satisfy", () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=2-4", 10)).toEqual({ kind: "partial", range: { start: 2, end: 4 } });
    expect(parseRange("bytes=-3", 10)).toEqual({ kind: "partial", range: { start: 7, end: 9 } });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-5", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-", 10)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=99999999999999999999-", 10)).toEqual({ kind: "whole" });
  });
});

describe("attaching media to interviews", () => {
  async function mediaOf(cookie: string) {
    return (await upload(cookie, "talk.wav", "audio/wav", wav)).json() as { id: string };
  }
  async function imageOf(cookie: string) {
    const png = await sharp({
      create: { width: 60, height: 60, channels: 3, background: "#ad1457" },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile("file", "face.png", "image/png", png);
    return (
      await t.app.inject({
        method: "POST",
        url: "/api/uploads/images",
        payload,
        headers: { ...headers, cookie },
      })
    ).json() as { id: string };
  }
  const interview = (body: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    type: "interview",
    title: "Talking with a canal guard",
    body,
    ...extra,
  });

  it("attaches the author's own recording and photo", async () => {
    const media = await mediaOf(owner.cookie);
    const photo = await imageOf(owner.cookie);
    const response = await owner.client.post(
      "/api/content",
      interview({
        mediaType: "audio",
        mediaUploadId: media.id,
        interviewee: { name: "A canal guard", photoUploadId: photo.id },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().body).toMatchObject({
      mediaUploadId: media.id,
      interviewee: { photoUploadId: photo.id },
    });
  });

  it("refuses someone else's recording, with the field named, and stores nothing", async () => {
    const media = await mediaOf(owner.cookie);
    const other = await signedIn(t.app, t.database.db);
    const count = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from content`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    const response = await other.client.post(
      "/api/content",
      interview({ mediaUploadId: media.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      "body.mediaUploadId": ["Choose an audio or video file you have uploaded"],
    });
    expect(await count()).toBe(before);

    // Nor can they swap it into their own interview later.
    const own = (await other.client.post("/api/content", interview({}))).json();
    const swapped = await other.client.put(
      `/api/content/${own.id}`,
      interview({ mediaUploadId: media.id }),
    );
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.fields["body.mediaUploadId"]).toBeDefined();
  });

  it("refuses uploads of the wrong kind in each place", async () => {
    const media = await mediaOf(owner.cookie);
    const photo = await imageOf(owner.cookie);
    const imageAsMedia = await owner.client.post(
      "/api/content",
      interview({ mediaUploadId: photo.id }),
    );
    expect(imageAsMedia.statusCode).toBe(400);
    expect(imageAsMedia.json().error.fields).toEqual({
      "body.mediaUploadId": ["Choose an audio or video file you have uploaded"],
    });
    const mediaAsPhoto = await owner.client.post(
      "/api/content",
      interview({ interviewee: { name: "A guard", photoUploadId: media.id } }),
    );
    expect(mediaAsPhoto.statusCode).toBe(400);
    expect(mediaAsPhoto.json().error.fields).toEqual({
      "body.interviewee.photoUploadId": ["Choose an image you have uploaded"],
    });
    const mediaAsImage = await owner.client.post(
      "/api/content",
      interview({}, { images: [{ uploadId: media.id }] }),
    );
    expect(mediaAsImage.statusCode).toBe(400);
    expect(mediaAsImage.json().error.fields.images).toBeDefined();
  });

  it("lets an admin edit an interview that keeps its author's recording", async () => {
    const media = await mediaOf(owner.cookie);
    const created = (
      await owner.client.post("/api/content", interview({ mediaUploadId: media.id }))
    ).json();
    const admin = await signedIn(t.app, t.database.db, "admin");
    const edited = await admin.client.put(
      `/api/content/${created.id}`,
      interview({ mediaUploadId: media.id, subtitle: "Edited by a moderator" }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().body.mediaUploadId).toBe(media.id);
  });
});

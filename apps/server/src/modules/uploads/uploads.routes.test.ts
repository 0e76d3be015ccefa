import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { caseStudyInput, signedIn } from "../../../test/factories";
import { multipartFile } from "../../../test/multipart";

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
});

function upload(cookie: string | null, name: string, type: string, data: Buffer) {
  const { payload, headers } = multipartFile("file", name, type, data);
  return t.app.inject({
    method: "POST",
    url: "/api/uploads/images",
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

describe("POST /api/uploads/images", () => {
  it("stores an image under a generated name and serves it and a card variant", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const response = await upload(cookie, "../../etc/passwd.png", "image/png", png);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    expect(image).toMatchObject({
      width: 1600,
      height: 900,
      mimeType: "image/png",
      bytes: png.length,
    });
    expect(image.url).toBe(`/api/uploads/${image.id}`);
    expect(storedFiles().some((f) => f.includes("passwd"))).toBe(false);

    const original = await t.app.inject({ method: "GET", url: image.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/png");
    expect(original.headers["cache-control"]).toContain("immutable");
    expect(original.rawPayload.equals(png)).toBe(true);

    const card = await t.app.inject({ method: "GET", url: image.cardUrl });
    expect(card.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(card.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 450 });
    expect(card.rawPayload.length).toBeLessThan(png.length);
  });

  it("judges by content, not by name: a text file called .png is refused with 415 and nothing is stored", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const files = storedFiles().length;
    const rows = await uploadRows();
    const response = await upload(
      cookie,
      "photo.png",
      "image/png",
      Buffer.from("<svg onload=alert(1)>not an image</svg>"),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please choose an image file",
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await uploadRows()).toBe(rows);
  });

  it("refuses an image over 4 MB with 413 and stores nothing", async () => {
    const { cookie } = await signedIn(t.app, t.database.db);
    const files = storedFiles().length;
    const rows = await uploadRows();
    const big = Buffer.concat([png, Buffer.alloc(4 * 1024 * 1024)]);
    const response = await upload(cookie, "big.png", "image/png", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Image is too large (max 4MB)",
    });
    expect(storedFiles()).toHaveLength(files);
    expect(await uploadRows()).toBe(rows);
  });

  it("needs a session", async () => {
    expect((await upload(null, "a.png", "image/png", png)).statusCode).toBe(401);
  });

  it("lets authors attach only their own uploads", async () => {
    const owner = await signedIn(t.app, t.database.db);
    const other = await signedIn(t.app, t.database.db);
    const image = (await upload(owner.cookie, "a.png", "image/png", png)).json();
    const stolen = await other.client.post(
      "/api/content",
      caseStudyInput({ images: [{ uploadId: image.id }] }),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields.images).toBeDefined();

    const own = await owner.client.post(
      "/api/content",
      caseStudyInput({ images: [{ uploadId: image.id, alt: "Irrigation canal at dawn" }] }),
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().coverImage).toMatchObject({
      uploadId: image.id,
      cardUrl: `/api/uploads/${image.id}/card`,
      alt: "Irrigation canal at dawn",
      width: 1600,
      height: 900,
    });
    expect(own.json().imageCount).toBe(1);
  });
});

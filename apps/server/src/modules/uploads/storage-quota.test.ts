import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { STORAGE_MESSAGES } from "@field-commons/shared/uploads";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedIn } from "../../../test/factories";
import { multipartFile } from "../../../test/multipart";
import { oversizedPdf } from "../applications/__fixtures__/resume-samples";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { wavFile } from "./__fixtures__/media-samples";

// 1 MB for free accounts here, so a few small files fill it.
let t: TestApp;
let limited: TestApp;
let wav: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1", UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  limited = await createTestApp({ UPLOAD_RATE_LIMIT_PER_USER: "3" });
  wav = wavFile(25_000); // 400,044 bytes
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
});

function post(app: TestApp, kind: "images" | "media", cookie: string, data: Buffer) {
  const file =
    kind === "media"
      ? multipartFile("file", "talk.wav", "audio/wav", data)
      : multipartFile("file", "photo.png", "image/png", data);
  return app.app.inject({
    method: "POST",
    url: `/api/uploads/${kind}`,
    payload: file.payload,
    headers: { ...file.headers, cookie },
  });
}

function storedFiles(app: TestApp): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else n++;
    }
  };
  walk(app.uploadsDir);
  return n;
}

async function usedBytes(app: TestApp, ownerId: string): Promise<number> {
  const result = await app.database.db.execute(
    sql`select coalesce(sum(bytes), 0)::int as n from uploads where owner_id = ${ownerId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe("storage quota", () => {
  it("refuses an upload that would go over the plan's storage with 413, storing nothing", async () => {
    const { cookie, user, client } = await signedIn(t.app, t.database.db);
    expect((await post(t, "media", cookie, wav)).statusCode).toBe(201);
    expect((await post(t, "media", cookie, wav)).statusCode).toBe(201);
    const files = storedFiles(t);
    const used = await usedBytes(t, user.id);
    expect(used).toBe(2 * wav.length);

    const refused = await post(t, "media", cookie, wav);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({
      code: "QUOTA_EXCEEDED",
      message: STORAGE_MESSAGES.quotaExceeded(used, 1_000_000),
    });
    expect(refused.json().error.message).toBe("Storage quota exceeded: 0.8 MB of 1 MB used");
    expect(storedFiles(t)).toBe(files);
    expect(await usedBytes(t, user.id)).toBe(used);

    // A small image still fits; then nothing more does, images included.
    expect((await post(t, "images", cookie, png)).statusCode).toBe(201);
    const big = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_000_000 - used);
    const image = await post(t, "images", cookie, big);
    expect(image.statusCode).toBe(413);
    expect(image.json().error.code).toBe("QUOTA_EXCEEDED");

    const usage = await client.get("/api/me/storage");
    expect(usage.json()).toEqual({ usedBytes: used + png.length, limitBytes: 1_000_000 });
  });

  it("lets concurrent uploads together stay within the quota", async () => {
    const { cookie, user } = await signedIn(t.app, t.database.db);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(t, "media", cookie, wav)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 413)).toHaveLength(4);
    expect(await usedBytes(t, user.id)).toBeLessThanOrEqual(1_000_000);
  });

  it("gives contributors their plan's storage and admins no limit", async () => {
    const contributor = await signedIn(t.app, t.database.db, "contributor");
    expect((await contributor.client.get("/api/me/storage")).json()).toEqual({
      usedBytes: 0,
      limitBytes: 1_000_000_000,
    });
    const admin = await signedIn(t.app, t.database.db, "admin");
    expect((await admin.client.get("/api/me/storage")).json()).toEqual({
      usedBytes: 0,
      limitBytes: null,
    });
    for (let i = 0; i < 3; i++)
      expect((await post(t, "media", admin.cookie, wav)).statusCode).toBe(201);
    expect(await usedBytes(t, admin.user.id)).toBeGreaterThan(1_000_000);
  });

  it("answers GET /api/me/storage only when signed in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/me/storage" })).statusCode).toBe(401);
  });
});

describe("upload rate limit", () => {
  it("refuses uploads beyond the limit with 429 and Retry-After, storing nothing", async () => {
    const { cookie } = await signedIn(limited.app, limited.database.db);
    for (let i = 0; i < 3; i++)
      expect((await post(limited, "images", cookie, png)).statusCode).toBe(201);
    const files = storedFiles(limited);
    const refused = await post(limited, "media", cookie, wav);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(refused.json().error.message).toMatch(
      /^Too many uploads\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(storedFiles(limited)).toBe(files);
    // Another account has its own allowance.
    const other = await signedIn(limited.app, limited.database.db);
    expect((await post(limited, "images", other.cookie, png)).statusCode).toBe(201);
  });
});

describe("résumés count like any other upload", () => {
  // A PDF of 400,001 bytes: two fill 0.8 MB of the 1 MB allowance.
  const resume = () => ({
    data: oversizedPdf(400_000),
    filename: "cv.pdf",
    contentType: "application/pdf",
  });

  async function resumeFiles(app: TestApp): Promise<number> {
    const result = await app.database.db.execute(
      sql`select count(*)::int as n from uploads where kind = 'resume'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  it("fills a free account's storage, then 413 QUOTA_EXCEEDED with nothing stored", async () => {
    // The probe's way round: one account makes an organization, posts jobs and applies to each.
    const applicant = await employer(t.app, t.database.db);
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await postJob(applicant.client));
    for (const job of jobs.slice(0, 2)) {
      const sent = await apply(t.app, applicant.cookie, applicationInput(job.id), resume());
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const used = await usedBytes(t, applicant.user.id);
    expect(used).toBe(2 * 400_001);
    const files = storedFiles(t);
    const rows = await resumeFiles(t);

    const refused = await apply(t.app, applicant.cookie, applicationInput(jobs[2]!.id), resume());
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toEqual({
      code: "QUOTA_EXCEEDED",
      message: STORAGE_MESSAGES.quotaExceeded(used, 1_000_000),
    });
    expect(storedFiles(t)).toBe(files);
    expect(await resumeFiles(t)).toBe(rows);
    expect(await usedBytes(t, applicant.user.id)).toBe(used);
    const mine = await applicant.client.get("/api/applications");
    expect(mine.json().pagination.total).toBe(2);
    expect((await applicant.client.get("/api/me/storage")).json()).toEqual({
      usedBytes: used,
      limitBytes: 1_000_000,
    });

    // Storage is one allowance: an image that no longer fits is refused the same way.
    const big = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_000_000 - used);
    expect((await post(t, "images", applicant.cookie, big)).json().error.code).toBe(
      "QUOTA_EXCEEDED",
    );
  });

  it("a résumé that fits is stored, and concurrent ones together stay within the quota", async () => {
    const org = await employer(t.app, t.database.db);
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await postJob(org.client));
    const applicant = await signedIn(t.app, t.database.db);
    const results = await Promise.all(
      jobs.map((job) => apply(t.app, applicant.cookie, applicationInput(job.id), resume())),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 413]);
    expect(await usedBytes(t, applicant.user.id)).toBe(2 * 400_001);
  });

  it("share the upload rate with images and media (429 with Retry-After, nothing stored)", async () => {
    const org = await employer(limited.app, limited.database.db);
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await postJob(org.client));
    const applicant = await signedIn(limited.app, limited.database.db);
    // One image and two résumés use the three uploads of the window.
    expect((await post(limited, "images", applicant.cookie, png)).statusCode).toBe(201);
    for (const job of jobs.slice(0, 2)) {
      const sent = await apply(limited.app, applicant.cookie, applicationInput(job.id), resume());
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const files = storedFiles(limited);
    const rows = await resumeFiles(limited);

    const refused = await apply(
      limited.app,
      applicant.cookie,
      applicationInput(jobs[2]!.id),
      resume(),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(refused.json().error.message).toMatch(
      /^Too many uploads\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(limited, "images", applicant.cookie, png)).statusCode).toBe(429);
    expect(storedFiles(limited)).toBe(files);
    expect(await resumeFiles(limited)).toBe(rows);
  });
});

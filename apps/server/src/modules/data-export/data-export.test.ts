import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { DATA_EXPORT_MESSAGES, type DataExport } from "@field-commons/shared/data-export";
import { createBackground } from "../../background";
import { dataExports } from "../../db/schema/data-exports";
import { applications, jobs, organizationMembers } from "../../db/schema/jobs";
import { content } from "../../db/schema/content";
import { outbox } from "../../db/schema/outbox";
import { likes, saves } from "../../db/schema/reactions";
import { recordings } from "../../db/schema/recordings";
import { uploads } from "../../db/schema/uploads";
import { tripCards } from "../../db/schema/trips";
import {
  as,
  caseStudyInput,
  makeContent,
  makeTrip,
  makeUpload,
  signedIn,
  TEST_PASSWORD,
} from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { makeRecording } from "../recordings/__fixtures__/recording-fixtures";
import { safeName } from "./export-section";
import { cleanUpExpiredExports } from "./data-export.tasks";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-exports-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const APP_URL = "https://commons.example.org";
const t = await createTestApp({ DATA_DIR: dataDir, APP_URL, UPLOAD_RATE_LIMIT_PER_USER: "1000" });
const db = t.database.db;
const silent = { info() {}, warn() {}, error() {} };

/** Runs every queued job (the export, then its e-mail) to the end. */
async function runJobs() {
  const background = createBackground({
    env: t.app.config,
    db,
    log: silent,
    storage: t.app.storage,
    // A quiet week of 2015: the schedules add nothing of their own.
    worker: { now: () => Date.parse("2015-06-10T12:00:00Z") },
  });
  await background.worker.drain();
  await background.stop();
}

/** Every entry of a ZIP, by name. */
function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function count(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}
const n = sql<number>`count(*)::int`;

/** A member with work of every kind, and someone else whose data must stay out. */
async function richAccount() {
  const owner = await employer(t.app, db, { name: "Andes Water Lab" });
  const author = owner.user;
  await makeContent(db, author, { status: "published" });
  await makeContent(db, author, {
    input: caseStudyInput({ title: "Grazing rotations in the puna" }),
  });
  await makeContent(db, author, {
    status: "pending",
    input: {
      type: "policy-brief",
      title: "Water boards in national law",
      summary: "Recognise community water boards.",
      body: {
        executiveSummary: "Community boards allocate water fairly.",
        policyRecommendations: [
          { title: "Register boards", priority: "high", description: "A registry." },
        ],
        tags: ["water", "law"],
      },
    },
  });
  await makeContent(db, author, {
    status: "rejected",
    input: {
      type: "opinion-essay",
      title: "Commons are not a tragedy",
      body: { thesis: "Shared rules work.", content: "## Why\n\nBecause people talk." },
    },
  });
  await makeContent(db, author, {
    input: {
      type: "interview",
      title: "A water judge speaks",
      body: { questions: [{ question: "How do turns work?", answer: "By the moon." }] },
    },
  });
  const trip = await makeTrip(db, author, { cards: 3 });
  await makeUpload(db, t.app.storage, author.id);
  await makeUpload(db, t.app.storage, author.id);
  const recording = await makeRecording(db, t.app.storage, author.id, {
    originalName: "council meeting.wav",
    title: "Council meeting",
  });
  await postJob(owner.client, { title: "Field assistant" });

  // Someone else's work, which the owner likes, saves and applies to.
  const other = await employer(t.app, db, { name: "Puna Grazing Trust" });
  const theirs = await makeContent(db, other.user, {
    status: "published",
    input: caseStudyInput({ title: "Someone else's study" }),
  });
  const theirDraft = await makeContent(db, other.user, {
    input: caseStudyInput({ title: "Someone else's draft" }),
  });
  await makeUpload(db, t.app.storage, other.user.id);
  await makeRecording(db, t.app.storage, other.user.id, { title: "Their recording" });
  const theirJob = await postJob(other.client, { title: "Their job" });
  for (const kind of ["likes", "saves"]) {
    const response = await owner.client.post(`/api/${kind}`, {
      contentType: "case-study",
      contentId: theirs.id,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  const applied = await apply(t.app, owner.cookie, applicationInput(theirJob.id), {
    data: resumePdf(),
    filename: "cv.pdf",
    contentType: "application/pdf",
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return { owner, other, theirs, theirDraft, trip, recording };
}

async function requestExport(client: ReturnType<typeof as>) {
  const response = await client.post("/api/me/data-exports");
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as DataExport;
}

async function exportsOf(client: ReturnType<typeof as>) {
  const response = await client.get("/api/me/data-exports");
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: DataExport[]; nextCursor: string | null };
}

let account: Awaited<ReturnType<typeof richAccount>>;
let first: DataExport;
let archive: Map<string, Buffer>;
let download: Awaited<ReturnType<typeof t.app.inject>>;

beforeAll(async () => {
  account = await richAccount();
  first = await requestExport(account.owner.client);
  await runJobs();
  download = await account.owner.client.get(`/api/me/data-exports/${first.id}/download`);
  archive = await unzip(download.rawPayload);
});

const json = (name: string) => JSON.parse(archive.get(name)!.toString("utf8")) as unknown;
const names = () => [...archive.keys()];

describe("the archive", () => {
  it("is downloaded by its owner as field-commons-data-YYYY-MM-DD.zip", async () => {
    expect(download.statusCode, download.body.slice(0, 300)).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const today = new Date().toISOString().slice(0, 10);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="field-commons-data-${today}.zip"`,
    );
    expect(download.headers["cache-control"]).toBe("no-store");
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, first.id));
    expect(row).toMatchObject({ status: "ready", sizeBytes: download.rawPayload.length });
    expect(row!.fileCount).toBe(archive.size);
    expect(row!.expiresAt!.getTime() - row!.completedAt!.getTime()).toBe(24 * 3_600_000);
  });

  it("holds a README, a manifest that lists every file, and the profile without secrets", () => {
    expect(archive.get("README.txt")!.toString()).toContain("profile.json");
    const manifest = json("manifest.json") as { files: string[]; counts: Record<string, number> };
    expect([...manifest.files].sort()).toEqual(names().sort());
    const profile = json("profile.json") as { account: Record<string, unknown> };
    expect(profile.account).toMatchObject({
      id: account.owner.user.id,
      email: account.owner.user.email,
      role: "user",
      plan: "free",
    });
    const text = archive.get("profile.json")!.toString();
    expect(text).not.toMatch(/passwordHash|argon2|password_hash|token/i);
    expect(profile).toHaveProperty("preferences.digestFrequency");
  });

  it("holds every item the owner wrote, in every status, as JSON and Markdown", async () => {
    const ownerId = account.owner.user.id;
    const rows = await db
      .select({ type: content.type, slug: content.slug, status: content.status })
      .from(content)
      .where(eq(content.authorId, ownerId));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(["published", "draft", "pending", "rejected"]),
    );
    const items = names().filter((name) => /^content\/[^/]+\/[^/]+\.json$/.test(name));
    const documents = names().filter((name) => /^content\/[^/]+\/[^/]+\.md$/.test(name));
    expect(items.sort()).toEqual(rows.map((r) => `content/${r.type}/${r.slug}.json`).sort());
    expect(documents).toHaveLength(rows.length);
    const brief = rows.find((r) => r.type === "policy-brief")!;
    const detail = json(`content/policy-brief/${brief.slug}.json`) as Record<string, unknown>;
    expect(detail).toMatchObject({ type: "policy-brief", status: "pending" });
    expect(detail).toHaveProperty("permissions");
    const markdown = archive.get(`content/policy-brief/${brief.slug}.md`)!.toString();
    expect(markdown).toContain("# Water boards in national law");
    expect(markdown).toContain("Recognise community water boards.");
    expect(markdown).toContain("## Executive summary");
    expect(markdown).toContain("### Register boards");
  });

  it("holds each trip with its cards", async () => {
    const cards = await count(
      db.select({ n }).from(tripCards).where(eq(tripCards.tripId, account.trip.trip.id)),
    );
    const trip = json(`trips/${account.trip.trip.slug}.json`) as { cards: unknown[] };
    expect(trip.cards).toHaveLength(cards);
    expect(cards).toBe(3);
  });

  it("holds likes, saves and applications, one entry per row", async () => {
    const ownerId = account.owner.user.id;
    const liked = json("likes.json") as { id: string; type: string; url: string }[];
    const saved = json("saves.json") as unknown[];
    expect(liked).toHaveLength(
      await count(db.select({ n }).from(likes).where(eq(likes.userId, ownerId))),
    );
    expect(saved).toHaveLength(
      await count(db.select({ n }).from(saves).where(eq(saves.userId, ownerId))),
    );
    expect(liked[0]).toMatchObject({
      id: account.theirs.id,
      type: "case-study",
      url: `${APP_URL}/case-study/${account.theirs.slug}`,
    });
    const sent = json("applications.json") as { resume: { file: string } }[];
    expect(sent).toHaveLength(
      await count(db.select({ n }).from(applications).where(eq(applications.applicantId, ownerId))),
    );
    expect(archive.has(sent[0]!.resume.file)).toBe(true);
    expect(archive.get(sent[0]!.resume.file)!.subarray(0, 4).toString()).toBe("%PDF");
  });

  it("holds every recording with its audio, and every other uploaded file", async () => {
    const ownerId = account.owner.user.id;
    const recordingCount = await count(
      db.select({ n }).from(recordings).where(eq(recordings.authorId, ownerId)),
    );
    expect(names().filter((name) => /^recordings\/[^/]+\.json$/.test(name))).toHaveLength(
      recordingCount,
    );
    const audio = `recordings/${account.recording.id}-council meeting.wav`;
    expect(archive.get(audio)!.subarray(0, 4).toString()).toBe("RIFF");
    const files = await db
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(eq(uploads.ownerId, ownerId), ne(uploads.kind, "recording")));
    const exported = names().filter((name) => name.startsWith("uploads/"));
    expect(exported).toHaveLength(files.length);
    for (const file of files) {
      const name = exported.find((entry) => entry.startsWith(`uploads/${file.id}-`))!;
      const stored = fs.readFileSync(path.join(t.uploadsDir, file.storageKey));
      expect(archive.get(name)!.equals(stored)).toBe(true);
    }
  });

  it("holds the organization and the jobs posted", async () => {
    const ownerId = account.owner.user.id;
    const organizations = json("organizations.json") as { yourRole: string }[];
    expect(organizations).toHaveLength(
      await count(
        db.select({ n }).from(organizationMembers).where(eq(organizationMembers.userId, ownerId)),
      ),
    );
    expect(organizations[0]).toMatchObject({ yourRole: "owner", createdByYou: true });
    expect(json("jobs.json")).toHaveLength(
      await count(db.select({ n }).from(jobs).where(eq(jobs.postedBy, ownerId))),
    );
  });

  it("records the counts in the manifest and on the export", async () => {
    const manifest = json("manifest.json") as { counts: Record<string, number> };
    expect(manifest.counts).toMatchObject({
      profile: 1,
      content: 6,
      "content.case-study": 2,
      "content.trip": 1,
      trips: 1,
      tripCards: 3,
      likes: 1,
      saves: 1,
      applications: 1,
      recordings: 1,
      recordingFiles: 1,
      uploads: 3,
      organizations: 1,
      jobs: 1,
      missingFiles: 0,
    });
    const [listed] = (await exportsOf(account.owner.client)).items;
    expect(listed).toMatchObject({
      id: first.id,
      status: "ready",
      fileCount: archive.size,
      manifest: manifest.counts,
      downloadUrl: `/api/me/data-exports/${first.id}/download`,
    });
  });

  it("holds nothing of anyone else's", async () => {
    const other = account.other;
    const theirUploads = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerId, other.user.id));
    const everything = [...archive.values()].map((b) => b.toString("latin1")).join("\n");
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain(account.theirDraft.id);
    expect(everything).not.toContain("Their recording");
    for (const upload of theirUploads) expect(names().join("\n")).not.toContain(upload.id);
  });

  it("is announced by e-mail with the download link", async () => {
    const mails = await db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, account.owner.user.email.toLowerCase()),
          eq(outbox.subject, DATA_EXPORT_MESSAGES.mailSubject),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${APP_URL}/api/me/data-exports/${first.id}/download`);
    expect(mails[0]!.text).toContain(`${APP_URL}/profile/edit#data`);
  });
});

describe("who may download", () => {
  it("answers anyone but the owner as if there were no export", async () => {
    const url = `/api/me/data-exports/${first.id}/download`;
    expect((await as(t.app, null).get(url)).statusCode).toBe(401);
    const stranger = await signedIn(t.app, db);
    const response = await stranger.client.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    const admin = await signedIn(t.app, db, "admin");
    expect((await admin.client.get(url)).statusCode).toBe(404);
    expect((await stranger.client.get("/api/me/data-exports")).json().items).toEqual([]);
  });
});

describe("requesting", () => {
  it("allows one export at a time (409) and three a day (429)", async () => {
    const member = await signedIn(t.app, db);
    const pending = await requestExport(member.client);
    expect(pending.status).toBe("queued");
    const again = await member.client.post("/api/me/data-exports");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "EXPORT_IN_PROGRESS",
      message: DATA_EXPORT_MESSAGES.inProgress,
    });
    const early = await member.client.get(`/api/me/data-exports/${pending.id}/download`);
    expect(early.statusCode).toBe(409);
    await runJobs();
    await requestExport(member.client);
    await runJobs();
    await requestExport(member.client);
    await runJobs();
    const fourth = await member.client.post("/api/me/data-exports");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe("RATE_LIMITED");
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(3600);
    const listed = await exportsOf(member.client);
    expect(listed.items.map((item) => item.status)).toEqual(["ready", "ready", "ready"]);
    // Newest first, in pages.
    const page = (await member.client.get("/api/me/data-exports?limit=2")).json();
    expect(page.items).toHaveLength(2);
    const rest = (
      await member.client.get(`/api/me/data-exports?limit=2&cursor=${page.nextCursor}`)
    ).json();
    expect([...page.items, ...rest.items].map((item: DataExport) => item.id)).toEqual(
      listed.items.map((item) => item.id),
    );
  });
});

describe("two requests at the same moment", () => {
  it("make one export; the other is told one is being prepared", async () => {
    const member = await signedIn(t.app, db);
    const answers = await Promise.all([
      member.client.post("/api/me/data-exports"),
      member.client.post("/api/me/data-exports"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect((await exportsOf(member.client)).items).toHaveLength(1);
  });
});

describe("entry names", () => {
  it("keep a person's file name but never a path or control character", () => {
    expect(safeName("council meeting.wav", "x")).toBe("council meeting.wav");
    expect(safeName("../../etc/passwd", "x")).toBe("etc-passwd");
    expect(safeName("a\u0000b\\c:d", "x")).toBe("a-b-c-d");
    expect(safeName("...", "fallback.wav")).toBe("fallback.wav");
  });
});

describe("expiry", () => {
  it("answers 410 after expiry, and the clean-up deletes the file but keeps the row", async () => {
    const member = await signedIn(t.app, db);
    const made = await requestExport(member.client);
    await runJobs();
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, made.id));
    expect(await t.app.storage.stat(row!.storageKey!)).not.toBeNull();
    await db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, made.id));
    const gone = await member.client.get(`/api/me/data-exports/${made.id}/download`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toMatchObject({
      code: "EXPORT_EXPIRED",
      message: DATA_EXPORT_MESSAGES.expired,
    });
    expect(await cleanUpExpiredExports(db, t.app.storage)).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.stat(row!.storageKey!)).toBeNull();
    const [listed] = (await exportsOf(member.client)).items;
    expect(listed).toMatchObject({ id: made.id, status: "expired", downloadUrl: null });
    expect((await member.client.get(`/api/me/data-exports/${made.id}/download`)).statusCode).toBe(
      410,
    );
  });
});

describe("failures", () => {
  it("marks the export failed with the reason after the last attempt", async () => {
    const member = await signedIn(t.app, db);
    const made = await requestExport(member.client);
    // A file that storage cannot give: every attempt fails the same way.
    const broken = {
      ...t.app.storage,
      put: t.app.storage.put.bind(t.app.storage),
      stat: t.app.storage.stat.bind(t.app.storage),
      delete: t.app.storage.delete.bind(t.app.storage),
      get: t.app.storage.get.bind(t.app.storage),
      putStream: () => Promise.reject(new Error("disk full")),
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      const background = createBackground({
        env: t.app.config,
        db,
        log: silent,
        storage: broken,
        // Far enough ahead that every retry is due.
        worker: { now: () => Date.parse("2015-06-10T12:00:00Z") },
      });
      await background.worker.drain();
      await background.stop();
      await db.execute(
        sql`update tasks set run_at = now() where dedupe_key = ${`data-export.build:${made.id}`}`,
      );
    }
    const [listed] = (await exportsOf(member.client)).items;
    expect(listed).toMatchObject({ id: made.id, status: "failed" });
    expect(listed!.error).toContain("disk full");
    // A failed export does not hold up the next one.
    await requestExport(member.client);
  });
});

describe("account deletion", () => {
  it("deletes the archives' files with the account", async () => {
    const member = await signedIn(t.app, db);
    const made = await requestExport(member.client);
    await runJobs();
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, made.id));
    const key = row!.storageKey!;
    expect(await t.app.storage.stat(key)).not.toBeNull();
    const deleted = await member.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "remove",
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.app.storage.stat(key)).toBeNull();
    expect(await db.select().from(dataExports).where(eq(dataExports.id, made.id))).toEqual([]);
  });
});

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RECORDING_MAX_BYTES, RECORDING_MESSAGES } from "@field-commons/shared/recordings";
import { tasks } from "../../db/schema/tasks";
import { recordings } from "../../db/schema/recordings";
import {
  as,
  makeContent,
  makeTrip,
  makeUpload,
  makeUser,
  signedIn,
  TEST_PASSWORD,
} from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { wavFile } from "../uploads/__fixtures__/media-samples";
import {
  formFields,
  makeRecording,
  recordingForm,
  uploadForm,
} from "./__fixtures__/recording-fixtures";

const speechClips = fileURLToPath(new URL("../../../test/fixtures/speech/", import.meta.url));

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedIn>>;
let owner: Caller;
let other: Caller;
let admin: Caller;

beforeAll(async () => {
  // Room for a file over the 100 MB limit, so that limit is what refuses it.
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "1000", UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  owner = await signedIn(t.app, t.database.db);
  other = await signedIn(t.app, t.database.db);
  admin = await signedIn(t.app, t.database.db, "admin");
});

const db = () => t.database.db;

function upload(cookie: string | null, form: { payload: Buffer; headers: Record<string, string> }) {
  return t.app.inject({
    method: "POST",
    url: "/api/recordings",
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadsDir)) return [];
  return fs
    .readdirSync(t.uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function count(table: "recordings" | "uploads" | "tasks"): Promise<number> {
  // The search index's own sync tasks follow any write within their window; they are not work the route asked for.
  const result = await db().execute(
    table === "tasks"
      ? sql`select count(*)::int as n from tasks where name <> 'search.sync'`
      : sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function snapshot() {
  return {
    recordings: await count("recordings"),
    uploads: await count("uploads"),
    jobs: await count("tasks"),
    files: storedFiles().length,
  };
}

const caller = (who: Caller | null) => as(t.app, who?.cookie ?? null);

describe("POST /api/recordings", () => {
  it("stores the file and the form's fields for the signed-in author, with the decoded duration", async () => {
    const wav = wavFile(2600);
    const form = recordingForm(
      formFields({ author: "someone-else", authorId: "x", duration: "999", fileSize: "1" }),
      { field: "audio", name: "../../meeting.wav", type: "application/octet-stream", data: wav },
    );
    const response = await upload(owner.cookie, form);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: "Water committee, March meeting",
      description: "Monthly meeting of the irrigation committee.",
      type: "audio",
      status: "draft",
      processingStatus: "pending",
      processingProgress: 0,
      processingError: null,
      duration: 3,
      fileSize: wav.length,
      mimeType: "audio/wav",
      authorId: owner.user.id,
      author: { id: owner.user.id, name: owner.user.name },
      views: 0,
      tags: ["irrigation", "water"],
      privacy: "private",
      isPrivate: true,
      location: { name: "Cusco" },
      consent: { recorded: true, transcribed: true, analyzed: true, shared: false },
      transcript: [],
      transcription: "",
      aiAnalysis: false,
      isOwner: true,
      fileUrl: `/api/recordings/${body.id}/file`,
      downloadUrl: `/api/recordings/${body.id}/file?download=1`,
      engines: { speech: null, analysis: null },
    });
    expect(body.recordedAt).toBe("2026-03-02T00:00:00.000Z");
    // Without process=true nothing is queued: the form's buttons start processing.
    const jobs = await db()
      .select()
      .from(tasks)
      .where(sql`${tasks.name} = 'recordings.process'`);
    expect(
      jobs.filter((j) => (j.payload as { recordingId: string }).recordingId === body.id),
    ).toEqual([]);

    const [row] = await db().select().from(recordings).where(eq(recordings.id, body.id));
    expect(row!.originalName).toBe("meeting.wav");
    // The stored name is the server's own, never the client's.
    expect(storedFiles().some((f) => f.includes("meeting"))).toBe(false);

    const file = await caller(owner).get(body.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(wav)).toBe(true);
  });

  it("measures browser recordings whose header carries no duration by decoding them", async () => {
    // Written to a pipe, as a browser's recorder writes it: the WebM header has no duration.
    const webm = execFileSync(
      "ffmpeg",
      [
        "-v",
        "error",
        "-i",
        path.join(speechClips, "grazing-land.wav"),
        "-c:a",
        "libopus",
        "-f",
        "webm",
        "-",
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const response = await upload(
      owner.cookie,
      recordingForm(formFields(), { name: "take.webm", type: "audio/webm", data: webm }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ mimeType: "audio/webm", duration: 8 });
  });

  it("accepts the fields after the file, and starts processing at once with process=true", async () => {
    const form = recordingForm(
      { ...formFields({ title: "Recorder take" }), process: "true" },
      { name: "take.wav", type: "audio/wav", data: wavFile(1200) },
      { fileFirst: true },
    );
    const response = await upload(owner.cookie, form);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Recorder take",
      processingStatus: "processing",
    });
    const jobs = await db().select().from(tasks);
    const mine = jobs.filter(
      (j) => (j.payload as { recordingId?: string }).recordingId === response.json().id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toMatchObject({
      steps: ["transcribe", "summarize", "keypoints"],
      run: 1,
    });
  });

  it("does not start processing with process=true when transcription is not consented", async () => {
    const before = await count("tasks");
    const response = await upload(
      owner.cookie,
      recordingForm(
        {
          ...formFields({
            consent: { recorded: true, transcribed: false, analyzed: false, shared: false },
          }),
          process: "true",
        },
        { name: "take.wav", type: "audio/wav", data: wavFile(800) },
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().processingStatus).toBe("pending");
    expect(await count("tasks")).toBe(before);
  });

  it("judges by content: a text file called .mp3 is refused with 415 and nothing is stored", async () => {
    const before = await snapshot();
    const response = await upload(
      owner.cookie,
      recordingForm(formFields(), {
        name: "song.mp3",
        type: "audio/mpeg",
        data: Buffer.from("just some notes, not audio at all\n".repeat(50)),
      }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: RECORDING_MESSAGES.notMedia,
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a file that looks like media but does not decode (415), storing nothing", async () => {
    const before = await snapshot();
    // An MP3 tag (so the first bytes pass as audio) followed by no audio at all.
    const broken = Buffer.concat([
      Buffer.from("ID3\x03\0\0\0\0\0\0", "latin1"),
      Buffer.alloc(20_000),
    ]);
    const response = await upload(
      owner.cookie,
      recordingForm(formFields(), { name: "broken.mp3", type: "audio/mpeg", data: broken }),
    );
    expect(response.statusCode, response.body).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a stream over 100 MB with 413 and leaves no file, row or temporary file behind", async () => {
    const before = await snapshot();
    const boundary = `----fc${randomBytes(8).toString("hex")}`;
    const chunk = Buffer.alloc(1024 * 1024);
    const target = RECORDING_MAX_BYTES + 2 * chunk.length;
    const wav = wavFile(400);
    async function* body() {
      for (const [name, value] of Object.entries(formFields())) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
      }
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
      url: "/api/recordings",
      payload: Readable.from(body()),
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: owner.cookie,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: RECORDING_MESSAGES.tooLarge,
    });
    expect(await snapshot()).toEqual(before);
    expect(storedFiles().some((f) => f.endsWith(".tmp"))).toBe(false);
  });

  it("refuses a body announcing more than 100 MB before reading it", async () => {
    const before = await snapshot();
    const form = uploadForm();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/recordings",
      payload: form.payload,
      headers: {
        ...form.headers,
        "content-length": String(RECORDING_MAX_BYTES + 1024 * 1024),
        cookie: owner.cookie,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it("validates the fields (400 with the fields named) and stores nothing", async () => {
    const foreignImage = await makeUpload(db(), t.app.storage, other.user.id);
    const othersCaseStudy = await makeContent(db(), other.user);
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ recordedAt: "yesterday" }, "recordedAt"],
      [{ privacy: "everyone" }, "privacy"],
      [{ type: "podcast" }, "type"],
      [{ domain: "Astrology" }, "domain"],
      [{ tags: "not json" }, "tags"],
      [{ images: [foreignImage.id] }, "images"],
      [{ contentId: othersCaseStudy.id }, "contentId"],
    ];
    for (const [overrides, field] of cases) {
      const fields = formFields(overrides);
      if (overrides.tags === "not json") fields.tags = "not json";
      const response = await upload(
        owner.cookie,
        recordingForm(fields, { name: "a.wav", type: "audio/wav", data: wavFile(300) }),
      );
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error.fields), field).toContain(field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("accepts the author's own images, a known domain and the author's interview", async () => {
    const image = await makeUpload(db(), t.app.storage, owner.user.id);
    const caseStudy = await makeContent(db(), owner.user);
    const response = await upload(
      owner.cookie,
      uploadForm({ images: [image.id], domain: "Water & Oceans", contentId: caseStudy.id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      domain: "Water & Oceans",
      contentId: caseStudy.id,
      images: [{ id: image.id, url: `/api/uploads/${image.id}` }],
    });
  });

  it("attaches a recording to the author's own trip (an interview card's recording)", async () => {
    const { trip } = await makeTrip(db(), owner.user);
    const response = await upload(owner.cookie, uploadForm({ contentId: trip.id }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contentId).toBe(trip.id);
    const { trip: othersTrip } = await makeTrip(db(), other.user);
    const refused = await upload(owner.cookie, uploadForm({ contentId: othersTrip.id }));
    expect(refused.statusCode).toBe(400);
  });

  it("needs a session, a multipart body and a file", async () => {
    expect((await upload(null, uploadForm())).statusCode).toBe(401);
    const json = await caller(owner).post("/api/recordings", { title: "x" });
    expect(json.statusCode).toBe(415);
    const noFile = await upload(owner.cookie, recordingForm(formFields(), null));
    expect(noFile.statusCode).toBe(400);
  });
});

describe("who sees what", () => {
  let privateOne: string;
  let sharedOne: string;
  let publicOne: string;
  let publicDraft: string;
  let viewer: Caller;

  beforeAll(async () => {
    // An author of their own, so the counts below are exact.
    viewer = await signedIn(t.app, t.database.db);
    const author = await makeUser(db(), { name: "Hidden Author" });
    const make = (
      privacy: "private" | "shared" | "public",
      status: "draft" | "published",
      title: string,
    ) =>
      makeRecording(db(), t.app.storage, author.id, { privacy, status, title }).then((r) => r.id);
    privateOne = await make("private", "published", "Zeta private");
    sharedOne = await make("shared", "published", "Zeta shared");
    publicOne = await make("public", "published", "Zeta public");
    publicDraft = await make("public", "draft", "Zeta draft");
  });

  const listed = async (who: Caller | null, query = "search=zeta&limit=50") => {
    const response = await caller(who).get(`/api/recordings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().recordings as { id: string }[]).map((r) => r.id);
  };

  it("lists public published ones to everyone, shared ones to members, private ones to nobody else", async () => {
    expect(await listed(null)).toEqual([publicOne]);
    expect((await listed(viewer)).sort()).toEqual([publicOne, sharedOne].sort());
    expect((await listed(admin)).sort()).toEqual(
      [privateOne, sharedOne, publicOne, publicDraft].sort(),
    );
    expect(await listed(viewer, "search=zeta&isPrivate=true")).toEqual([]);
    expect(await listed(admin, "search=zeta&isPrivate=true")).toEqual([privateOne]);
    expect((await listed(viewer, "search=zeta&isPrivate=false")).sort()).toEqual(
      [publicOne, sharedOne].sort(),
    );
    expect(await listed(viewer, "search=zeta&mine=true")).toEqual([]);
    expect(await listed(null, "search=zeta&mine=true")).toEqual([]);
  });

  it("answers 404 for hidden recordings on detail, file and download, to anyone but the author and admins", async () => {
    const cases: [string, (Caller | null)[]][] = [
      [privateOne, [null, viewer]],
      [sharedOne, [null]],
      [publicDraft, [null, viewer]],
    ];
    for (const [id, callers] of cases) {
      for (const who of callers) {
        for (const url of [
          `/api/recordings/${id}`,
          `/api/recordings/${id}/file`,
          `/api/recordings/${id}/file?download=1`,
        ]) {
          const response = await caller(who).get(url);
          expect(response.statusCode, `${url} as ${who ? "member" : "anonymous"}`).toBe(404);
          if (!url.endsWith("/file") && !url.endsWith("download=1"))
            expect(response.json().error.message).toBe(RECORDING_MESSAGES.notFound);
        }
      }
      for (const url of [`/api/recordings/${id}`, `/api/recordings/${id}/file`]) {
        expect((await caller(admin).get(url)).statusCode).toBe(200);
      }
    }
    expect((await caller(viewer).get(`/api/recordings/${sharedOne}/file`)).statusCode).toBe(200);
    expect((await caller(null).get(`/api/recordings/${publicOne}/file`)).statusCode).toBe(200);
  });

  it("lets a browser keep only the files of recordings published for everyone", async () => {
    const kept = async (who: Caller | null, id: string) => {
      const response = await caller(who).get(`/api/recordings/${id}/file`);
      expect(response.statusCode).toBe(200);
      return response.headers["cache-control"];
    };
    expect(await kept(null, publicOne)).toBe("private, no-cache");
    expect(await kept(viewer, sharedOne)).toBe("no-store");
    expect(await kept(admin, privateOne)).toBe("no-store");
    expect(await kept(admin, publicDraft)).toBe("no-store");
  });

  it("never serves a recording's file through the generic uploads route", async () => {
    const [row] = await db().select().from(recordings).where(eq(recordings.id, privateOne));
    for (const who of [null, viewer, admin]) {
      expect((await caller(who).get(`/api/uploads/${row!.uploadId}`)).statusCode).toBe(404);
    }
    const [pub] = await db().select().from(recordings).where(eq(recordings.id, publicOne));
    expect((await caller(null).get(`/api/uploads/${pub!.uploadId}`)).statusCode).toBe(404);
  });

  it("counts a view once per viewer and day, not the author's, admins' or crawlers'", async () => {
    const views = async () =>
      (await db().select().from(recordings).where(eq(recordings.id, publicOne)))[0]!.views;
    const start = await views();
    expect((await caller(viewer).get(`/api/recordings/${publicOne}`)).json().views).toBe(start + 1);
    expect((await caller(viewer).get(`/api/recordings/${publicOne}`)).json().views).toBe(start + 1);
    await caller(admin).get(`/api/recordings/${publicOne}`);
    await t.app.inject({
      method: "HEAD",
      url: `/api/recordings/${publicOne}`,
      headers: { cookie: other.cookie },
    });
    await t.app.inject({
      method: "GET",
      url: `/api/recordings/${publicOne}`,
      headers: {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
    });
    expect(await views()).toBe(start + 1);
    const browser = {
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    };
    await t.app.inject({ method: "GET", url: `/api/recordings/${publicOne}`, headers: browser });
    await t.app.inject({ method: "GET", url: `/api/recordings/${publicOne}`, headers: browser });
    expect(await views()).toBe(start + 2);
  });
});

describe("every route as anonymous, another member, the owner and an admin", () => {
  type Role = "anonymous" | "other" | "owner" | "admin";
  const ROLES: Role[] = ["anonymous", "other", "owner", "admin"];
  const who = (role: Role): Caller | null =>
    role === "anonymous" ? null : { other, owner, admin }[role];

  /** Expected status per route for a private recording, and for a published shared one. */
  const EXPECTED: Record<string, Record<"private" | "shared", Record<Role, number>>> = {
    detail: {
      private: { anonymous: 404, other: 404, owner: 200, admin: 200 },
      shared: { anonymous: 404, other: 200, owner: 200, admin: 200 },
    },
    file: {
      private: { anonymous: 404, other: 404, owner: 200, admin: 200 },
      shared: { anonymous: 404, other: 200, owner: 200, admin: 200 },
    },
    download: {
      private: { anonymous: 404, other: 404, owner: 200, admin: 200 },
      shared: { anonymous: 404, other: 200, owner: 200, admin: 200 },
    },
    update: {
      private: { anonymous: 401, other: 404, owner: 200, admin: 200 },
      shared: { anonymous: 401, other: 403, owner: 200, admin: 200 },
    },
    process: {
      private: { anonymous: 401, other: 404, owner: 202, admin: 202 },
      shared: { anonymous: 401, other: 403, owner: 202, admin: 202 },
    },
    delete: {
      private: { anonymous: 401, other: 404, owner: 200, admin: 200 },
      shared: { anonymous: 401, other: 403, owner: 200, admin: 200 },
    },
  };

  const call = (route: string, client: ReturnType<typeof caller>, id: string) => {
    switch (route) {
      case "detail":
        return client.get(`/api/recordings/${id}`);
      case "file":
        return client.get(`/api/recordings/${id}/file`);
      case "download":
        return client.get(`/api/recordings/${id}/file?download=1`);
      case "update":
        return client.put(`/api/recordings/${id}`, { summary: "Edited" });
      case "process":
        return client.post(`/api/recordings/${id}/process`, { steps: ["transcribe"] });
      default:
        return client.delete(`/api/recordings/${id}`);
    }
  };

  for (const privacy of ["private", "shared"] as const) {
    for (const route of Object.keys(EXPECTED)) {
      it.each(ROLES)(`${route} of a ${privacy} recording as %s`, async (role) => {
        const token = `matrix${randomBytes(6).toString("hex")}`;
        const row = await makeRecording(db(), t.app.storage, owner.user.id, {
          privacy,
          status: "published",
          title: `Route ${token}`,
        });
        const before = (await db().select().from(recordings).where(eq(recordings.id, row.id)))[0];
        const response = await call(route, caller(who(role)), row.id);
        const expected = EXPECTED[route]![privacy][role];
        expect(response.statusCode, response.body.slice(0, 200)).toBe(expected);
        // Listed exactly to those who may open it (and no longer once deleted).
        const listed = await caller(who(role)).get(`/api/recordings?search=${token}`);
        const ids = (listed.json().recordings as { id: string }[]).map((r) => r.id);
        const deleted = route === "delete" && expected === 200;
        const visible = EXPECTED.detail![privacy][role] === 200 && !deleted;
        expect(ids).toEqual(visible ? [row.id] : []);
        if (expected >= 400) {
          const after = (await db().select().from(recordings).where(eq(recordings.id, row.id)))[0];
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe("GET /api/recordings: paging, filters and sorts", () => {
  let author: Caller;
  beforeAll(async () => {
    author = await signedIn(t.app, t.database.db);
    const rows: [string, string, number, "audio" | "video"][] = [
      ["Kappa alpha", "2026-01-03T00:00:00Z", 30, "audio"],
      ["kappa Beta", "2026-01-01T00:00:00Z", 300, "video"],
      ["Kappa gamma", "2026-01-02T00:00:00Z", 5, "audio"],
    ];
    for (const [title, recordedAt, durationSeconds, type] of rows) {
      await makeRecording(db(), t.app.storage, author.user.id, {
        title,
        recordedAt: new Date(recordedAt),
        durationSeconds,
        type,
      });
    }
  });

  const titles = async (query: string) => {
    const response = await caller(author).get(`/api/recordings?mine=true&search=kappa&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().recordings as { title: string }[]).map((r) => r.title);
  };

  it("sorts by date, title and duration", async () => {
    expect(await titles("")).toEqual(["Kappa alpha", "Kappa gamma", "kappa Beta"]);
    expect(await titles("sortBy=oldest")).toEqual(["kappa Beta", "Kappa gamma", "Kappa alpha"]);
    expect(await titles("sortBy=title-asc")).toEqual(["Kappa alpha", "kappa Beta", "Kappa gamma"]);
    expect(await titles("sortBy=title-desc")).toEqual(["Kappa gamma", "kappa Beta", "Kappa alpha"]);
    expect(await titles("sortBy=longest")).toEqual(["kappa Beta", "Kappa alpha", "Kappa gamma"]);
    expect(await titles("sortBy=shortest")).toEqual(["Kappa gamma", "Kappa alpha", "kappa Beta"]);
  });

  it("filters by type and processing status, and pages", async () => {
    expect(await titles("type=video")).toEqual(["kappa Beta"]);
    expect(await titles("status=completed")).toEqual([]);
    const page = await caller(author).get("/api/recordings?mine=true&search=kappa&limit=2&page=2");
    expect(page.json()).toMatchObject({ totalPages: 2, total: 3, page: 2 });
    expect(page.json().recordings).toHaveLength(1);
    const bad = await caller(author).get("/api/recordings?sortBy=random");
    expect(bad.statusCode).toBe(400);
  });

  it("pages by 12 by default", async () => {
    const response = await caller(null).get("/api/recordings");
    expect(response.statusCode).toBe(200);
    expect(response.json().recordings.length).toBeLessThanOrEqual(12);
  });
});

describe("GET /api/recordings/:id/file", () => {
  let id: string;
  const wav = wavFile(1000);
  beforeAll(async () => {
    id = (
      await makeRecording(db(), t.app.storage, owner.user.id, {
        data: wav,
        title: "Río Grande: «turnos» / 2026",
      })
    ).id;
  });

  it("streams the file with its type and byte ranges", async () => {
    const whole = await caller(owner).get(`/api/recordings/${id}/file`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/wav");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-disposition"]).toBe("inline");
    expect(whole.headers["content-length"]).toBe(String(wav.length));

    const part = await t.app.inject({
      method: "GET",
      url: `/api/recordings/${id}/file`,
      headers: { cookie: owner.cookie, range: "bytes=10-19" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(10, 20))).toBe(true);

    const tail = await t.app.inject({
      method: "GET",
      url: `/api/recordings/${id}/file`,
      headers: { cookie: owner.cookie, range: "bytes=-4" },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(wav.subarray(wav.length - 4))).toBe(true);

    const outside = await t.app.inject({
      method: "GET",
      url: `/api/recordings/${id}/file`,
      headers: { cookie: owner.cookie, range: `bytes=${wav.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${wav.length}`);
  });

  it("sends a download with a safe name made from the title", async () => {
    const response = await caller(owner).get(`/api/recordings/${id}/file?download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Rio Grande turnos 2026.wav"; filename*=UTF-8''Rio%20Grande%20turnos%202026.wav`,
    );
    expect(response.rawPayload.equals(wav)).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const response = await t.app.inject({
      method: "HEAD",
      url: `/api/recordings/${id}/file`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(wav.length));
    expect(response.body).toBe("");
  });
});

describe("PUT /api/recordings/:id", () => {
  const transcript = [
    { start: 0, end: 4, text: "The committee meets on Monday.", speaker: "Speaker 1" },
    { start: 4, end: 9, text: "We need to repair the canal gate." },
  ];

  it("edits the fields sent (transcript, analysis, form fields) and leaves the rest", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      privacy: "shared",
      status: "published",
      tags: ["kept"],
      description: "Kept description",
    });
    const response = await caller(owner).put(`/api/recordings/${row.id}`, {
      title: "Edited title",
      transcript,
      summary: "The committee plans a repair.",
      keyQuotes: [{ text: "We need to repair the canal gate.", timestamp: 4, importance: 0.9 }],
      actionItems: [{ text: "Repair the canal gate", priority: "high", category: "maintenance" }],
      topics: [
        { topic: "canal gate", confidence: 0.8, relevance: 0.9 },
        { topic: "committee", confidence: 0.5, relevance: 0.4 },
      ],
      entities: [{ name: "Monday", type: "other", confidence: 0.6 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: "Edited title",
      description: "Kept description",
      privacy: "shared",
      status: "published",
      tags: ["kept"],
      transcript,
      transcription: "The committee meets on Monday. We need to repair the canal gate.",
      summary: "The committee plans a repair.",
      keywords: ["canal gate", "committee"],
      aiAnalysis: true,
    });
    // Fields not sent stay as they were, the licence included (CC BY 4.0 by default).
    expect(response.json().license).toBe("CC-BY-4.0");
    const relicensed = await caller(owner).put(`/api/recordings/${row.id}`, { license: "CC0-1.0" });
    expect(relicensed.json()).toMatchObject({ license: "CC0-1.0", title: "Edited title" });
    const refused = await caller(owner).put(`/api/recordings/${row.id}`, { license: "MIT" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.license).toEqual(["Choose a licence from the list"]);
    // The edited transcript is searchable.
    const found = await caller(owner).get("/api/recordings?mine=true&search=canal");
    expect(found.json().recordings.map((r: { id: string }) => r.id)).toContain(row.id);
  });

  it.each([
    [
      "a negative timestamp",
      { transcript: [{ start: -1, end: 2, text: "x" }] },
      "transcript.0.start",
    ],
    [
      "a fractional timestamp",
      { transcript: [{ start: 1.5, end: 2, text: "x" }] },
      "transcript.0.start",
    ],
    [
      "an end before the start",
      { transcript: [{ start: 5, end: 2, text: "x" }] },
      "transcript.0.end",
    ],
    [
      "importance 1.5",
      { keyQuotes: [{ text: "x", timestamp: 1, importance: 1.5 }] },
      "keyQuotes.0.importance",
    ],
    [
      "priority 'urgent'",
      { actionItems: [{ text: "x", priority: "urgent" }] },
      "actionItems.0.priority",
    ],
    [
      "entity type 'animal'",
      { entities: [{ name: "x", type: "animal", confidence: 0.5 }] },
      "entities.0.type",
    ],
    [
      "a confidence of 2",
      { topics: [{ topic: "x", confidence: 2, relevance: 0.5 }] },
      "topics.0.confidence",
    ],
    ["an unknown domain", { domain: "Astrology" }, "domain"],
    [
      "a transcript over 200,000 characters",
      {
        transcript: Array.from({ length: 50 }, (_, i) => ({
          start: i,
          end: i + 1,
          text: "word ".repeat(900).trim(),
        })),
      },
      "transcript",
    ],
    ["someone else's image", "foreign-image", "images"],
  ])("refuses %s with 400 and changes nothing", async (_label, body, field) => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, { summary: "Before" });
    let payload = body as Record<string, unknown>;
    if (body === "foreign-image") {
      payload = { images: [(await makeUpload(db(), t.app.storage, other.user.id)).id] };
    }
    const before = (await db().select().from(recordings).where(eq(recordings.id, row.id)))[0];
    const response = await caller(owner).put(`/api/recordings/${row.id}`, {
      summary: "After",
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    const after = (await db().select().from(recordings).where(eq(recordings.id, row.id)))[0];
    expect(after).toEqual(before);
  });

  it("lets the author and admins edit; others get 403 when they see it and 404 when they do not", async () => {
    const shared = await makeRecording(db(), t.app.storage, owner.user.id, {
      privacy: "shared",
      status: "published",
    });
    const hidden = await makeRecording(db(), t.app.storage, owner.user.id);
    expect(
      (await caller(other).put(`/api/recordings/${shared.id}`, { title: "Mine now" })).statusCode,
    ).toBe(403);
    expect(
      (await caller(other).put(`/api/recordings/${hidden.id}`, { title: "Mine now" })).statusCode,
    ).toBe(404);
    expect(
      (await caller(null).put(`/api/recordings/${hidden.id}`, { title: "Mine now" })).statusCode,
    ).toBe(401);
    const byAdmin = await caller(admin).put(`/api/recordings/${hidden.id}`, { title: "Moderated" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: "Moderated", authorId: owner.user.id });
  });
});

describe("DELETE /api/recordings/:id", () => {
  it("removes the row, its upload and its file; only for the author and admins", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      privacy: "public",
      status: "published",
    });
    const files = storedFiles().length;
    expect((await caller(null).delete(`/api/recordings/${row.id}`)).statusCode).toBe(401);
    expect((await caller(other).delete(`/api/recordings/${row.id}`)).statusCode).toBe(403);
    const response = await caller(owner).delete(`/api/recordings/${row.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await db().select().from(recordings).where(eq(recordings.id, row.id))).toEqual([]);
    expect(storedFiles()).toHaveLength(files - 1);
    expect((await caller(owner).get(`/api/recordings/${row.id}`)).statusCode).toBe(404);

    const byAdmin = await makeRecording(db(), t.app.storage, owner.user.id);
    expect((await caller(admin).delete(`/api/recordings/${byAdmin.id}`)).statusCode).toBe(200);
  });

  it("goes with the author's account: rows and files", async () => {
    const leaving = await signedIn(t.app, t.database.db);
    const row = await makeRecording(db(), t.app.storage, leaving.user.id, {
      privacy: "public",
      status: "published",
    });
    await caller(other).get(`/api/recordings/${row.id}`);
    const files = storedFiles().length;
    const response = await leaving.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "keep",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await db().select().from(recordings).where(eq(recordings.id, row.id))).toEqual([]);
    expect(storedFiles()).toHaveLength(files - 1);
  });
});

describe("POST /api/recordings/:id/process", () => {
  const jobsOf = async (id: string) =>
    (await db().select().from(tasks)).filter(
      (j) => (j.payload as { recordingId?: string }).recordingId === id,
    );

  it("queues a task and answers 202 at once; a second call while it runs starts nothing", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id);
    const first = await caller(owner).post(`/api/recordings/${row.id}/process`, {});
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({
      id: row.id,
      processingStatus: "processing",
      processingProgress: 0,
    });
    const second = await caller(owner).post(`/api/recordings/${row.id}/process`, {
      steps: ["transcribe"],
    });
    expect(second.statusCode).toBe(202);
    expect(second.json().processingStatus).toBe("processing");
    const jobs = await jobsOf(row.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload).toEqual({
      recordingId: row.id,
      run: 1,
      steps: ["transcribe", "summarize", "keypoints"],
    });
  });

  it("enforces the consent: no transcription without 'transcribed', no analysis without 'analyzed'", async () => {
    const none = await makeRecording(db(), t.app.storage, owner.user.id, {
      consent: { recorded: true, transcribed: false, analyzed: false, shared: false },
    });
    for (const body of [{}, { steps: ["transcribe"] }]) {
      const response = await caller(owner).post(`/api/recordings/${none.id}/process`, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(RECORDING_MESSAGES.consentTranscribe);
    }
    const transcribeOnly = await makeRecording(db(), t.app.storage, owner.user.id, {
      consent: { recorded: true, transcribed: true, analyzed: false, shared: false },
      transcript: [{ start: 0, end: 2, text: "Hello" }],
    });
    const refused = await caller(owner).post(`/api/recordings/${transcribeOnly.id}/process`, {
      steps: ["summarize"],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(RECORDING_MESSAGES.consentAnalyze);
    expect(await jobsOf(none.id)).toEqual([]);
    expect(await jobsOf(transcribeOnly.id)).toEqual([]);
    const unchanged = (await db().select().from(recordings).where(eq(recordings.id, none.id)))[0];
    expect(unchanged!.processingStatus).toBe("pending");

    // Without a list: what the consent allows (here transcription only).
    const allowed = await caller(owner).post(`/api/recordings/${transcribeOnly.id}/process`, {});
    expect(allowed.statusCode).toBe(202);
    expect((await jobsOf(transcribeOnly.id))[0]!.payload).toMatchObject({ steps: ["transcribe"] });
  });

  it("refuses to analyse without a transcript (409)", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id);
    const response = await caller(owner).post(`/api/recordings/${row.id}/process`, {
      steps: ["summarize", "keypoints"],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(RECORDING_MESSAGES.noTranscript);
    expect(await jobsOf(row.id)).toEqual([]);
  });

  it("is for the author and admins only", async () => {
    const row = await makeRecording(db(), t.app.storage, owner.user.id, {
      privacy: "public",
      status: "published",
    });
    expect((await caller(null).post(`/api/recordings/${row.id}/process`, {})).statusCode).toBe(401);
    expect((await caller(other).post(`/api/recordings/${row.id}/process`, {})).statusCode).toBe(
      403,
    );
    expect(await jobsOf(row.id)).toEqual([]);
    expect((await caller(admin).post(`/api/recordings/${row.id}/process`, {})).statusCode).toBe(
      202,
    );
  });
});

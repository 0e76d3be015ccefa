import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordings } from "../../db/schema/recordings";
import { as, caseStudyInput, signedIn } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { formFields, makeRecording, uploadForm } from "./__fixtures__/recording-fixtures";

/**
 * Publishing a recording is like publishing content: the fields the form
 * marks needed to publish, then contributor status (the same gate, code and
 * message as content's direct publishing). Drafts stay free for everyone.
 */

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedIn>>;
let free: Caller;
let contributor: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_QUOTA_FREE_MB: "100", UPLOAD_RATE_LIMIT_PER_USER: "1000" });
  free = await signedIn(t.app, t.database.db);
  contributor = await signedIn(t.app, t.database.db, "contributor");
  admin = await signedIn(t.app, t.database.db, "admin");
});

const db = () => t.database.db;
const anonymous = () => as(t.app, null);

const COMPLETE = {
  title: "Irrigation turns in Cusco",
  description: "The water judges explain the turn schedule.",
  domain: "Water & Oceans",
  recordedAt: "2026-03-02",
  type: "audio",
  privacy: "public",
} as const;

function upload(cookie: string, overrides: Record<string, unknown>) {
  const form = uploadForm(overrides);
  return t.app.inject({
    method: "POST",
    url: "/api/recordings",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

async function count(table: "recordings" | "uploads"): Promise<number> {
  const result = await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function stored(id: string) {
  return (await db().select().from(recordings).where(eq(recordings.id, id)))[0];
}

/** A draft of the caller's own with only a title (as the hub's recorder leaves it). */
function recorderDraft(who: Caller, title = "Recording Mar 2, 2026") {
  return makeRecording(db(), t.app.storage, who.user.id, {
    title,
    privacy: "public",
    status: "draft",
  });
}

async function publicIds(query = "limit=50"): Promise<string[]> {
  const response = await anonymous().get(`/api/recordings?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json().recordings as { id: string }[]).map((r) => r.id);
}

describe("publishing with PUT", () => {
  it("refuses a free member (403 UPGRADE_REQUIRED, content's message) and stores nothing", async () => {
    const row = await recorderDraft(free);
    const before = await stored(row.id);
    const response = await free.client.put(`/api/recordings/${row.id}`, {
      ...COMPLETE,
      status: "published",
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { code: "UPGRADE_REQUIRED", message: "Publishing requires the Contributor plan." },
    });
    // Not even the other fields of the refused request were kept.
    expect(await stored(row.id)).toEqual(before);
    expect(await publicIds()).not.toContain(row.id);

    // The same member is refused the same way when publishing content directly.
    const item = await free.client.post("/api/content", caseStudyInput());
    expect(item.statusCode, item.body).toBe(201);
    const published = await free.client.post(`/api/content/${item.json().id}/publish`);
    expect(published.statusCode).toBe(403);
    expect(published.json().error).toEqual(response.json().error);
  });

  it("names every missing field (400 NOT_READY_TO_PUBLISH) and stores nothing", async () => {
    const row = await recorderDraft(contributor);
    const before = await stored(row.id);
    const response = await contributor.client.put(`/api/recordings/${row.id}`, {
      status: "published",
      summary: "Not kept either.",
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe("NOT_READY_TO_PUBLISH");
    expect(error.fields).toEqual({
      domain: ["Domain is required to publish"],
      description: ["Description is required to publish"],
    });
    expect(error.message).toBe(
      "Not ready to publish: Domain is required to publish; Description is required to publish",
    );
    expect(await stored(row.id)).toEqual(before);

    // Blank or unknown values count as missing; fields sent count with the stored ones.
    const blank = await contributor.client.put(`/api/recordings/${row.id}`, {
      status: "published",
      description: "   ",
      domain: null,
      title: "Kept title",
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(["description", "domain"]);
    const halfway = await contributor.client.put(`/api/recordings/${row.id}`, {
      status: "published",
      description: COMPLETE.description,
    });
    expect(halfway.json().error.fields).toEqual({ domain: ["Domain is required to publish"] });
    expect(await stored(row.id)).toEqual(before);
  });

  it("publishes a complete recording for a contributor, which then shows to everyone", async () => {
    const row = await recorderDraft(contributor, "Irrigation turns draft");
    expect(await publicIds()).not.toContain(row.id);
    const response = await contributor.client.put(`/api/recordings/${row.id}`, {
      ...COMPLETE,
      status: "published",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ...COMPLETE,
      recordedAt: "2026-03-02T00:00:00.000Z",
      status: "published",
      isPrivate: false,
    });
    expect(await publicIds()).toContain(row.id);
    expect((await anonymous().get(`/api/recordings/${row.id}`)).statusCode).toBe(200);

    // Once published, an edit may not empty a needed field; other edits go through.
    const emptied = await contributor.client.put(`/api/recordings/${row.id}`, { description: "" });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.fields).toEqual({
      description: ["Description is required to publish"],
    });
    expect((await stored(row.id))?.description).toBe(COMPLETE.description);
    const retitled = await contributor.client.put(`/api/recordings/${row.id}`, {
      title: "Irrigation turns, Cusco",
    });
    expect(retitled.statusCode).toBe(200);

    // Back to a draft is always allowed, and hides it again.
    const unpublished = await contributor.client.put(`/api/recordings/${row.id}`, {
      status: "draft",
      description: "",
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(unpublished.json()).toMatchObject({ status: "draft", description: "" });
    expect(await publicIds()).not.toContain(row.id);
  });

  it("checks fields before the plan, lets a free member unpublish, and lets admins publish", async () => {
    const row = await recorderDraft(free);
    // A free member with missing fields is told about the fields first, as content does.
    const missing = await free.client.put(`/api/recordings/${row.id}`, { status: "published" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("NOT_READY_TO_PUBLISH");

    // An admin may publish anyone's complete recording.
    const byAdmin = await admin.client.put(`/api/recordings/${row.id}`, {
      ...COMPLETE,
      status: "published",
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: "published", authorId: free.user.id });

    // Its free author may change it and take it back to a draft without the plan.
    const edited = await free.client.put(`/api/recordings/${row.id}`, { title: "Renamed" });
    expect(edited.statusCode).toBe(200);
    const back = await free.client.put(`/api/recordings/${row.id}`, { status: "draft" });
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe("draft");
    // ...but publishing it again needs the plan.
    const again = await free.client.put(`/api/recordings/${row.id}`, { status: "published" });
    expect(again.statusCode).toBe(403);
    expect((await stored(row.id))?.status).toBe("draft");
  });

  it("lets a member who bought the Contributor plan publish", async () => {
    const buyer = await signedIn(t.app, t.database.db);
    const row = await recorderDraft(buyer);
    const refused = await buyer.client.put(`/api/recordings/${row.id}`, {
      ...COMPLETE,
      status: "published",
    });
    expect(refused.statusCode).toBe(403);
    const paid = await buyer.client.post("/api/payments/simulate", { plan: "contributor" });
    expect(paid.statusCode, paid.body).toBe(200);
    const retried = await buyer.client.put(`/api/recordings/${row.id}`, {
      ...COMPLETE,
      status: "published",
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await publicIds()).toContain(row.id);
  });
});

describe("publishing with POST", () => {
  it("refuses a free member's published upload (403) and keeps no row, upload or file", async () => {
    const before = { recordings: await count("recordings"), uploads: await count("uploads") };
    const response = await upload(free.cookie, { ...COMPLETE, status: "published" });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe("UPGRADE_REQUIRED");
    expect({ recordings: await count("recordings"), uploads: await count("uploads") }).toEqual(
      before,
    );
    // The same upload as a draft is fine.
    const draft = await upload(free.cookie, { ...COMPLETE, status: "draft" });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().status).toBe("draft");
  });

  it("names the missing fields of a contributor's published upload (400) and keeps nothing", async () => {
    const before = { recordings: await count("recordings"), uploads: await count("uploads") };
    const response = await upload(contributor.cookie, {
      status: "published",
      description: "",
      domain: "",
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "NOT_READY_TO_PUBLISH",
      fields: {
        domain: ["Domain is required to publish"],
        description: ["Description is required to publish"],
      },
    });
    expect({ recordings: await count("recordings"), uploads: await count("uploads") }).toEqual(
      before,
    );
  });

  it("publishes a complete upload by a contributor, listed for signed-out visitors", async () => {
    const response = await upload(contributor.cookie, {
      ...COMPLETE,
      title: "Published upload",
      status: "published",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: "published", privacy: "public" });
    expect(await publicIds("search=published%20upload")).toEqual([response.json().id]);
    // The form's own fields as the fixtures send them, published, are complete too.
    const fromForm = await upload(contributor.cookie, {
      ...formFields(),
      domain: "Land & Environment",
      status: "published",
    });
    expect(fromForm.statusCode, fromForm.body).toBe(201);
  });
});

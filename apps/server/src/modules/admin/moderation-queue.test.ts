import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminAction, type ModerationItem } from "@field-commons/shared/admin";
import { contentReports } from "../../db/schema/admin";
import { tasks } from "../../db/schema/tasks";
import { content } from "../../db/schema/content";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  as,
  caseStudyInput,
  login,
  makeContent,
  makeUser,
  signedIn,
} from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;

async function queueEntry(
  client: ReturnType<typeof as>,
  id: string,
): Promise<ModerationItem | undefined> {
  const response = await client.get("/api/admin/moderation-queue?limit=100");
  expect(response.statusCode).toBe(200);
  return (response.json().items as ModerationItem[]).find((item) => item.id === id);
}

async function actionsFor(client: ReturnType<typeof as>, targetId: string) {
  const response = await client.get("/api/admin/actions?limit=100");
  expect(response.statusCode).toBe(200);
  return (response.json().actions as AdminAction[]).filter((a) => a.targetId === targetId);
}

async function statusOf(id: string) {
  const [row] = await db().select().from(content).where(eq(content.id, id));
  return row!;
}

async function mailSubjectsTo(email: string): Promise<string[]> {
  const rows = await db()
    .select({ payload: tasks.payload })
    .from(tasks)
    .where(eq(tasks.name, "mail.send"));
  return rows
    .map((row) => row.payload as { to: string; subject: string })
    .filter((payload) => payload.to === email)
    .map((payload) => payload.subject);
}

/** A contributor's published case study, reported by a reader with details. */
async function reportedItem(details = "The rainfall figures are copied from a 2019 blog post.") {
  const author = await makeUser(db(), { role: "contributor", name: "Ana Quispe" });
  const item = await makeContent(db(), author, { status: "published" });
  const reader = await makeUser(db(), { name: "Reader Rosa" });
  const { cookie } = await login(t.app, reader.email);
  const reported = await as(t.app, cookie).post(`/api/content/${item.id}/reports`, {
    reason: "copyright",
    details,
  });
  expect(reported.statusCode).toBe(201);
  const authorClient = as(t.app, (await login(t.app, author.email)).cookie);
  return { author, authorClient, item, reader, details };
}

describe("the moderation queue shows what was reported", () => {
  it("lists each open report's category, the reporter's details and the reporter", async () => {
    const { item, reader, details } = await reportedItem();
    const admin = await signedIn(t.app, db(), "admin");
    const entry = await queueEntry(admin.client, item.id);
    expect(entry).toMatchObject({ status: "published", priority: "urgent", reportCount: 1 });
    expect(entry!.reports).toEqual([
      {
        id: expect.any(String),
        reason: "copyright",
        details,
        reporter: { id: reader.id, name: "Reader Rosa" },
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe("moderation actions", () => {
  it("Dismiss report keeps the item published, clears its reports and logs it with links", async () => {
    const { author, item } = await reportedItem();
    const admin = await signedIn(t.app, db(), "admin");
    const dismissed = await admin.client.post(`/api/admin/content/case-study/${item.id}/dismiss`, {
      reason: "The figures are cited correctly",
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().item).toMatchObject({ status: "published", reportCount: 0 });
    expect((await statusOf(item.id)).status).toBe("published");
    expect(await queueEntry(admin.client, item.id)).toBeUndefined();
    const open = await db()
      .select()
      .from(contentReports)
      .where(eq(contentReports.contentId, item.id));
    expect(open.every((report) => report.resolvedAt !== null)).toBe(true);

    const [logged] = await actionsFor(admin.client, item.id);
    expect(logged).toMatchObject({
      action: "dismiss-reports",
      targetType: "case-study",
      targetId: item.id,
      reason: "The figures are cited correctly",
      targetPath: `/case-study/${item.slug}`,
      targetTitle: item.title,
      user: { id: author.id, name: "Ana Quispe" },
    });
    expect(logged!.details).toContain("1 report(s) dismissed");
    // Nothing changed for the author, so no mail.
    expect((await mailSubjectsTo(author.email)).length).toBe(0);
  });

  it("Hide pending review takes the item offline, keeps the reports in view until a decision", async () => {
    const { author, authorClient, item, details } = await reportedItem();
    const admin = await signedIn(t.app, db(), "admin");
    const publicBefore = await as(t.app, null).get(`/api/content/case-study/${item.slug}`);
    expect(publicBefore.statusCode).toBe(200);

    const waitingBefore = (await admin.client.get("/api/admin/dashboard")).json().content[
      "case-study"
    ].pending as number;
    const hidden = await admin.client.post(`/api/admin/content/case-study/${item.id}/hide`, {
      reason: "",
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().item.status).toBe("in-review");
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      404,
    );
    const entry = await queueEntry(admin.client, item.id);
    expect(entry).toMatchObject({ status: "in-review", reportCount: 1 });
    // The overview counts it with the items waiting for review.
    expect(
      (await admin.client.get("/api/admin/dashboard")).json().content["case-study"].pending,
    ).toBe(waitingBefore + 1);
    expect(entry!.reports[0]!.details).toBe(details);

    // The author cannot put it back up themselves: publishing keeps it in review.
    const republished = await authorClient.post(`/api/content/${item.id}/publish`);
    expect(republished.statusCode).toBe(200);
    expect(republished.json().status).toBe("in-review");

    const approved = await admin.client.post(`/api/admin/content/case-study/${item.id}/approve`, {
      reason: "",
    });
    expect(approved.json().item).toMatchObject({ status: "published", reportCount: 0 });
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      200,
    );
    expect(await queueEntry(admin.client, item.id)).toBeUndefined();

    const actions = (await actionsFor(admin.client, item.id)).map((a) => a.action);
    expect(actions).toEqual(["approve", "hide"]);
    expect(await mailSubjectsTo(author.email)).toEqual(
      expect.arrayContaining([expect.stringContaining("is hidden while a moderator reviews it")]),
    );
  });

  it("Request revision: the author reads the note, revises, resubmits to in-review; approval publishes", async () => {
    const author = await makeUser(db(), { role: "contributor", name: "Tomas Huaman" });
    const item = await makeContent(db(), author, { status: "pending" });
    const authorClient = as(t.app, (await login(t.app, author.email)).cookie);
    const admin = await signedIn(t.app, db(), "admin");
    const note = "Name the irrigation board you interviewed and add the date of the meeting.";

    // A revision request needs a note; without one nothing changes.
    const refused = await admin.client.patch(`/api/admin/content/${item.id}/status`, {
      status: "needs-revision",
      note: " ",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.noteRequired);
    expect((await statusOf(item.id)).status).toBe("pending");

    const requested = await admin.client.patch(`/api/admin/content/${item.id}/status`, {
      status: "needs-revision",
      note,
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().item).toMatchObject({
      status: "needs-revision",
      moderationReason: note,
    });
    // It waits for the author now, not for a moderator.
    expect(await queueEntry(admin.client, item.id)).toBeUndefined();

    // The author sees the note on their own list and on the item.
    const own = await authorClient.get("/api/content?author=me&status=needs-revision&limit=50");
    expect(own.statusCode).toBe(200);
    const mine = own.json().items.find((entry: { id: string }) => entry.id === item.id);
    expect(mine).toMatchObject({ status: "needs-revision", moderationReason: note });
    const detail = await authorClient.get(`/api/content/case-study/${item.id}`);
    expect(detail.json().moderationReason).toBe(note);
    expect(await mailSubjectsTo(author.email)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("needs a revision before it can be published"),
      ]),
    );
    // Still offline.
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      404,
    );

    // The author revises: saving keeps the request open until they resubmit.
    const revised = await authorClient.put(
      `/api/content/${item.id}`,
      caseStudyInput({ summary: "Interviews with the Chua irrigation board, 12 March 2026." }),
    );
    expect(revised.statusCode).toBe(200);
    expect(revised.json().status).toBe("needs-revision");

    // The author resubmits: back to a moderator, in review.
    const resubmitted = await authorClient.post(`/api/content/${item.id}/publish`);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().status).toBe("in-review");
    const back = await queueEntry(admin.client, item.id);
    expect(back).toMatchObject({ status: "in-review", moderationReason: note });

    const approved = await admin.client.post(`/api/admin/content/case-study/${item.id}/approve`, {
      reason: "",
    });
    expect(approved.json().item).toMatchObject({ status: "published", moderationReason: null });
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      200,
    );

    const logged = await actionsFor(admin.client, item.id);
    expect(logged.map((a) => a.action)).toEqual(["approve", "request-revision"]);
    expect(logged[1]).toMatchObject({
      reason: note,
      targetPath: `/case-study/${item.slug}`,
      user: { id: author.id, name: "Tomas Huaman" },
    });
    expect(logged[1]!.details).toContain("pending → needs-revision");
  });

  it("PATCH status takes { status, note } for in-review too, and the queue's request-revision takes the note as reason", async () => {
    const { item } = await reportedItem();
    const admin = await signedIn(t.app, db(), "admin");
    const hidden = await admin.client.patch(`/api/admin/content/${item.id}/status`, {
      status: "in-review",
      note: "Checking the cited sources",
    });
    expect(hidden.json().item).toMatchObject({
      status: "in-review",
      moderationReason: "Checking the cited sources",
      reportCount: 1,
    });
    const revision = await admin.client.post(
      `/api/admin/content/case-study/${item.id}/request-revision`,
      { reason: "Cite the 2019 post you took the figures from." },
    );
    expect(revision.json().item).toMatchObject({
      status: "needs-revision",
      moderationReason: "Cite the 2019 post you took the figures from.",
      reportCount: 0,
    });
    const empty = await admin.client.post(
      `/api/admin/content/case-study/${item.id}/request-revision`,
      { reason: "" },
    );
    expect(empty.statusCode).toBe(400);
    const actions = (await actionsFor(admin.client, item.id)).map((a) => a.action);
    expect(actions).toEqual(["request-revision", "hide"]);
  });

  it("Reject with reason takes a reported item offline with the reason logged and told", async () => {
    const { author, item } = await reportedItem();
    const admin = await signedIn(t.app, db(), "admin");
    const noReason = await admin.client.post(`/api/admin/content/case-study/${item.id}/reject`, {
      reason: "",
    });
    expect(noReason.statusCode).toBe(400);
    expect((await statusOf(item.id)).status).toBe("published");

    const rejected = await admin.client.post(`/api/admin/content/case-study/${item.id}/reject`, {
      reason: "Copied from another author's work",
    });
    expect(rejected.json().item).toMatchObject({
      status: "rejected",
      moderationReason: "Copied from another author's work",
      reportCount: 0,
    });
    expect((await as(t.app, null).get(`/api/content/case-study/${item.slug}`)).statusCode).toBe(
      404,
    );
    const [logged] = await actionsFor(admin.client, item.id);
    expect(logged).toMatchObject({
      action: "reject",
      reason: "Copied from another author's work",
      user: { id: author.id },
    });
    expect(await mailSubjectsTo(author.email)).toEqual(
      expect.arrayContaining([expect.stringContaining("was not approved")]),
    );
  });

  it("a user action's log line links to that user; a deleted item's line has no item link", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const member = await makeUser(db(), { name: "Banned Bea" });
    await admin.client.post(`/api/admin/users/${member.id}/ban`, { banned: true, reason: "Spam" });
    const [ban] = await actionsFor(admin.client, member.id);
    expect(ban).toMatchObject({
      targetType: "user",
      targetPath: null,
      targetTitle: null,
      user: { id: member.id, name: "Banned Bea" },
    });

    const author = await makeUser(db(), { role: "contributor" });
    const item = await makeContent(db(), author, { status: "published" });
    await admin.client.delete(`/api/admin/content/${item.id}`);
    const [deleted] = await actionsFor(admin.client, item.id);
    expect(deleted).toMatchObject({ action: "delete", targetPath: null, user: null });

    // The overview's recent actions carry the same links.
    const overview = await admin.client.get("/api/admin/dashboard");
    const recent = (overview.json().recentActions as AdminAction[]).find(
      (a) => a.targetId === member.id,
    );
    expect(recent?.user).toEqual({ id: member.id, name: "Banned Bea" });
  });
});

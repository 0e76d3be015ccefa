import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminAction } from "@field-commons/shared/admin";
import { adminActions, contentDailyStats } from "../../db/schema/admin";
import { tasks } from "../../db/schema/tasks";
import { content } from "../../db/schema/content";
import { users } from "../../db/schema/users";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  as,
  caseStudyInput,
  login,
  makeContent,
  makeUser,
  signedIn,
} from "../../../test/factories";
import { windowDays } from "../analytics/analytics.service";
import { presentUser } from "../../lib/present-user";
import { banUser, updateUserAsAdmin } from "./admin-users.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const db = () => t.database.db;

async function actionsFor(targetId: string): Promise<AdminAction[]> {
  const admin = await signedIn(t.app, db(), "admin");
  const response = await admin.client.get("/api/admin/actions?limit=100");
  expect(response.statusCode).toBe(200);
  return (response.json().actions as AdminAction[]).filter((a) => a.targetId === targetId);
}

async function pendingTrip() {
  const author = await signedIn(t.app, db(), "user");
  const trip = await makeContent(db(), author.user, {
    input: {
      type: "trip",
      title: "Irrigation turns in Cusco",
      location: { name: "Cusco", country: "Peru" },
    },
    status: "pending",
  });
  return { author, trip };
}

async function mailJobsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await db()
    .select({ payload: tasks.payload })
    .from(tasks)
    .where(eq(tasks.name, "mail.send"));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((payload) => payload.to === email);
}

describe("moderation", () => {
  it("lists pending items, approves one with the action logged and the author told", async () => {
    const { author, trip } = await pendingTrip();
    const admin = await signedIn(t.app, db(), "admin");

    const queue = await admin.client.get("/api/admin/moderation-queue?limit=100");
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().items.find((item: { id: string }) => item.id === trip.id);
    expect(entry).toMatchObject({ type: "trip", status: "pending", priority: "normal" });

    const approved = await admin.client.post(`/api/admin/content/trip/${trip.id}/approve`, {
      reason: "",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().item).toMatchObject({ id: trip.id, status: "published" });

    const [logged] = await actionsFor(trip.id);
    expect(logged).toMatchObject({
      action: "approve",
      targetType: "trip",
      adminId: admin.user.id,
      status: "success",
    });
    expect(logged!.details).toContain("pending → published");
    const mails = await mailJobsTo(author.user.email);
    expect(mails.some((mail) => mail.subject.includes("was approved"))).toBe(true);
  });

  it("a rejection needs a reason; without one nothing changes and nothing is logged", async () => {
    const { trip } = await pendingTrip();
    const admin = await signedIn(t.app, db(), "admin");
    const refused = await admin.client.post(`/api/admin/content/trip/${trip.id}/reject`, {
      reason: "  ",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: "REASON_REQUIRED",
      message: ADMIN_MESSAGES.reasonRequired,
    });
    const [row] = await db().select().from(content).where(eq(content.id, trip.id));
    expect(row!.status).toBe("pending");
    expect(await actionsFor(trip.id)).toHaveLength(0);
  });

  it("a wrong type in the path is not found and changes nothing", async () => {
    const { trip } = await pendingTrip();
    const admin = await signedIn(t.app, db(), "admin");
    const response = await admin.client.post(`/api/admin/content/case-study/${trip.id}/approve`, {
      reason: "",
    });
    expect(response.statusCode).toBe(404);
    expect(await actionsFor(trip.id)).toHaveLength(0);
  });

  it("a rejected author sees the reason on their own list, can edit and resubmit to review", async () => {
    const { author, trip } = await pendingTrip();
    const admin = await signedIn(t.app, db(), "admin");
    const rejected = await admin.client.post(`/api/admin/content/trip/${trip.id}/reject`, {
      reason: "Please add where the cards' places are",
    });
    expect(rejected.json().item).toMatchObject({
      status: "rejected",
      moderationReason: "Please add where the cards' places are",
    });
    const [logged] = await actionsFor(trip.id);
    expect(logged).toMatchObject({
      action: "reject",
      reason: "Please add where the cards' places are",
    });

    const own = await author.client.get("/api/content?author=me&status=rejected&limit=50");
    const mine = own.json().items.find((item: { id: string }) => item.id === trip.id);
    expect(mine.moderationReason).toBe("Please add where the cards' places are");
    const mails = await mailJobsTo(author.user.email);
    expect(mails.some((mail) => mail.text.includes("Please add where the cards' places are"))).toBe(
      true,
    );

    // Strangers never see the reason: the item is not public.
    const stranger = await as(t.app, null).get(`/api/content?author=${author.user.id}`);
    expect(stranger.json().items.map((item: { id: string }) => item.id)).not.toContain(trip.id);

    // Approval clears it.
    await admin.client.post(`/api/admin/content/trip/${trip.id}/approve`, { reason: "" });
    const [row] = await db().select().from(content).where(eq(content.id, trip.id));
    expect(row!.moderationReason).toBeNull();
  });

  it("the Content tab lists every status, changes a status and deletes, each logged", async () => {
    const author = await makeUser(db(), { role: "contributor" });
    const draft = await makeContent(db(), author, {
      input: caseStudyInput({ title: "An unlisted draft about seed banks" }),
    });
    const admin = await signedIn(t.app, db(), "admin");
    const listed = await admin.client.get(
      "/api/admin/content?status=draft&search=seed%20banks&limit=20",
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(draft.id);

    const changed = await admin.client.patch(`/api/admin/content/${draft.id}/status`, {
      status: "pending",
      reason: "",
    });
    expect(changed.json().item.status).toBe("pending");
    const removed = await admin.client.delete(`/api/admin/content/${draft.id}`);
    expect(removed.statusCode).toBe(200);
    const told = await mailJobsTo(author.email);
    expect(told.some((mail) => mail.subject.includes("was removed by a moderator"))).toBe(true);
    expect(await db().select().from(content).where(eq(content.id, draft.id))).toHaveLength(0);
    const actions = await actionsFor(draft.id);
    expect(actions.map((a) => a.action).sort()).toEqual(["delete", "status"]);
  });
  it("an admin deleting someone's item through the content route is logged and the author told", async () => {
    const author = await makeUser(db(), { role: "contributor" });
    const item = await makeContent(db(), author, { status: "published" });
    const admin = await signedIn(t.app, db(), "admin");
    expect((await admin.client.delete(`/api/content/${item.id}`)).statusCode).toBe(200);
    const [logged] = await actionsFor(item.id);
    expect(logged).toMatchObject({ action: "delete", adminId: admin.user.id });
    const told = await mailJobsTo(author.email);
    expect(told.some((mail) => mail.subject.includes("was removed by a moderator"))).toBe(true);

    // The author deleting their own item is neither logged nor mailed.
    const own = await makeContent(db(), author, { status: "published" });
    const { cookie } = await login(t.app, author.email);
    expect((await as(t.app, cookie).delete(`/api/content/${own.id}`)).statusCode).toBe(200);
    expect(await actionsFor(own.id)).toHaveLength(0);
  });
});

describe("dashboard", () => {
  it("counts items per type and status as they are made, change status or type, and go, an author's deletion included", async () => {
    const counted = async () => {
      const rows = await db()
        .select({
          type: content.type,
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${content.status} in ('pending', 'in-review')))::int`,
          approved: sql<number>`(count(*) filter (where ${content.status} = 'published'))::int`,
        })
        .from(content)
        .groupBy(content.type);
      return Object.fromEntries(rows.map(({ type, ...figures }) => [type, figures]));
    };
    const admin = await signedIn(t.app, db(), "admin");
    const shown = async () => {
      const response = await admin.client.get("/api/admin/dashboard");
      expect(response.statusCode).toBe(200);
      const figures = response.json().content as Record<string, { total: number }>;
      return Object.fromEntries(Object.entries(figures).filter(([, f]) => f.total > 0));
    };
    const author = await makeUser(db(), { role: "contributor" });
    const draft = await makeContent(db(), author, { input: caseStudyInput({ title: "A draft" }) });
    await makeContent(db(), author, {
      input: caseStudyInput({ title: "A published study" }),
      status: "published",
    });
    const trip = await makeContent(db(), author, {
      input: {
        type: "trip",
        title: "A pending trip",
        location: { name: "Cusco", country: "Peru" },
      },
      status: "pending",
    });
    expect(await shown()).toEqual(await counted());

    await db().update(content).set({ status: "in-review" }).where(eq(content.id, draft.id));
    await db().update(content).set({ views: 5 }).where(eq(content.id, trip.id));
    expect(await shown()).toEqual(await counted());
    await db().delete(content).where(eq(content.id, trip.id));
    expect(await shown()).toEqual(await counted());
    // The author's account goes, and their items with it.
    await db().delete(users).where(eq(users.id, author.id));
    expect(await shown()).toEqual(await counted());
  });
});

describe("reports", () => {
  it("a reader's report puts a published item in the queue as urgent, once per reader", async () => {
    const author = await makeUser(db(), { role: "contributor" });
    const item = await makeContent(db(), author, { status: "published" });
    const reader = await signedIn(t.app, db(), "user");

    const first = await reader.client.post(`/api/content/${item.id}/reports`, {
      reason: "misinformation",
      details: "The dates do not match the cited source.",
    });
    expect(first.statusCode).toBe(201);
    const again = await reader.client.post(`/api/content/${item.id}/reports`, { reason: "spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ADMIN_MESSAGES.alreadyReported);

    const admin = await signedIn(t.app, db(), "admin");
    const queue = await admin.client.get("/api/admin/moderation-queue?limit=100");
    const entry = queue.json().items.find((i: { id: string }) => i.id === item.id);
    expect(entry).toMatchObject({
      status: "published",
      priority: "urgent",
      reportCount: 1,
      reportReasons: ["misinformation"],
    });
    // Urgent items come before the rest.
    const priorities = queue.json().items.map((i: { priority: string }) => i.priority);
    expect(
      priorities.indexOf("normal") === -1 ||
        priorities.lastIndexOf("urgent") < priorities.indexOf("normal"),
    ).toBe(true);

    // Keeping it up dismisses the report and takes it out of the queue.
    await admin.client.post(`/api/admin/content/case-study/${item.id}/approve`, { reason: "" });
    const after = await admin.client.get("/api/admin/moderation-queue?limit=100");
    expect(after.json().items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    const [logged] = await actionsFor(item.id);
    expect(logged).toMatchObject({ action: "dismiss-reports" });
    expect(logged!.details).toContain("1 report(s) dismissed");
  });

  it("refuses signed-out reports, drafts and unknown reasons, storing nothing", async () => {
    const author = await makeUser(db(), { role: "contributor" });
    const draft = await makeContent(db(), author);
    const reader = await signedIn(t.app, db(), "user");
    expect(
      (await as(t.app, null).post(`/api/content/${draft.id}/reports`, { reason: "spam" }))
        .statusCode,
    ).toBe(401);
    expect(
      (await reader.client.post(`/api/content/${draft.id}/reports`, { reason: "spam" })).statusCode,
    ).toBe(404);
    expect(
      (await reader.client.post(`/api/content/${draft.id}/reports`, { reason: "boring" }))
        .statusCode,
    ).toBe(400);
  });
});

describe("users", () => {
  it("lists and searches users, 20 a page, with their reaction totals", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const named = await makeUser(db(), { name: "Wangari Searchable" });
    const response = await admin.client.get("/api/admin/users?search=searchable");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(response.json().users[0]).toMatchObject({
      id: named.id,
      name: "Wangari Searchable",
      totalLikes: 0,
      totalSaves: 0,
      bio: "",
    });
  });

  it("a ban signs the user out at once and is logged with its reason; unban lets them back", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const target = await signedIn(t.app, db(), "user");
    expect((await target.client.get("/api/auth/me")).json().user.id).toBe(target.user.id);

    const banned = await admin.client.post(`/api/admin/users/${target.user.id}/ban`, {
      banned: true,
      reason: "Spam accounts",
    });
    expect(banned.json().user.status).toBe("banned");
    expect((await target.client.get("/api/auth/me")).json().user).toBeNull();
    const [logged] = await actionsFor(target.user.id);
    expect(logged).toMatchObject({ action: "ban", reason: "Spam accounts" });
    const told = await mailJobsTo(target.user.email);
    expect(told.some((mail) => mail.text.includes("Spam accounts"))).toBe(true);

    const unbanned = await admin.client.post(`/api/admin/users/${target.user.id}/ban`, {
      banned: false,
    });
    expect(unbanned.json().user.status).toBe("active");
    await login(t.app, target.user.email);
  });

  it("edits the full user form and logs what changed", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const target = await makeUser(db());
    const response = await admin.client.put(`/api/admin/users/${target.id}`, {
      name: "Elinor O.",
      bio: "Studies fisheries.",
      researchInterests: ["fisheries", "polycentric governance"],
      isVerified: true,
      role: "contributor",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: "Elinor O.",
      bio: "Studies fisheries.",
      researchInterests: ["fisheries", "polycentric governance"],
      isVerified: true,
      role: "contributor",
    });
    const [logged] = await actionsFor(target.id);
    expect(logged!.action).toBe("edit-user");
    expect(logged!.details).toContain("role user → contributor");
  });

  it("only a super admin makes admins or acts on them; nobody bans or demotes themselves", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const other = await makeUser(db());
    const otherAdmin = await makeUser(db(), { role: "admin" });
    const promote = await admin.client.put(`/api/admin/users/${other.id}`, { role: "admin" });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.message).toBe(ADMIN_MESSAGES.superadminOnly);
    expect(
      (await admin.client.post(`/api/admin/users/${otherAdmin.id}/ban`, { banned: true }))
        .statusCode,
    ).toBe(403);
    const self = await admin.client.post(`/api/admin/users/${admin.user.id}/ban`, { banned: true });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(ADMIN_MESSAGES.notYourself);

    const superadmin = await signedIn(t.app, db(), "superadmin");
    const promoted = await superadmin.client.put(`/api/admin/users/${other.id}`, {
      role: "admin",
    });
    expect(promoted.json().user.role).toBe("admin");
    const [row] = await db().select().from(users).where(eq(users.id, other.id));
    expect(row!.role).toBe("admin");
    expect(
      (await superadmin.client.put(`/api/admin/users/${superadmin.user.id}`, { role: "admin" }))
        .statusCode,
    ).toBe(403);
  });

  it("only a super admin grants or removes the super admin role", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const member = await makeUser(db(), { role: "contributor" });
    const holder = await makeUser(db(), { role: "superadmin" });

    const grant = await admin.client.put(`/api/admin/users/${member.id}`, { role: "superadmin" });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().error.message).toBe(
      "Only a super admin can grant or remove the super admin role",
    );
    const remove = await admin.client.put(`/api/admin/users/${holder.id}`, { role: "contributor" });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.message).toBe(ADMIN_MESSAGES.superadminRoleOnly);
    const [untouched] = await db().select().from(users).where(eq(users.id, member.id));
    expect(untouched!.role).toBe("contributor");
    const [kept] = await db().select().from(users).where(eq(users.id, holder.id));
    expect(kept!.role).toBe("superadmin");
    expect(await actionsFor(member.id)).toHaveLength(0);

    const superadmin = await signedIn(t.app, db(), "superadmin");
    const granted = await superadmin.client.put(`/api/admin/users/${member.id}`, {
      role: "superadmin",
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user.role).toBe("superadmin");
    const removed = await superadmin.client.put(`/api/admin/users/${member.id}`, {
      role: "contributor",
    });
    expect(removed.statusCode).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, member.id));
    expect(after!.role).toBe("contributor");
  });

  it("the last active super admin keeps the role, even against a demotion racing another", async () => {
    const first = await makeUser(db(), { role: "superadmin" });
    const second = await makeUser(db(), { role: "superadmin" });
    await db()
      .update(users)
      .set({ role: "admin" })
      .where(and(eq(users.role, "superadmin"), ne(users.id, first.id), ne(users.id, second.id)));
    // `first` was demoted a moment ago by `second`; its request still carries the old role.
    const staleFirst = presentUser(first);
    await db().update(users).set({ role: "admin" }).where(eq(users.id, first.id));
    await expect(
      updateUserAsAdmin(db(), { appUrl: "http://localhost" }, staleFirst, second.id, {
        role: "admin",
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: "LAST_SUPERADMIN",
    });
    await expect(
      banUser(db(), { appUrl: "http://localhost" }, staleFirst, second.id, true, "Admin action"),
    ).rejects.toMatchObject({
      code: "LAST_SUPERADMIN",
    });
    const [row] = await db().select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ role: "superadmin", status: "active" });
  });
});

describe("analytics", () => {
  it("figures for 7, 30 and 90 days equal counts from the raw rollup rows", async () => {
    const author = await makeUser(db(), { role: "contributor" });
    const first = await makeContent(db(), author, { status: "published" });
    const second = await makeContent(db(), author, {
      status: "published",
      input: { type: "opinion-essay", title: "Commons are verbs", body: {} },
    });
    // Today through the real view route: three visitors, one of them twice.
    const visitors = await Promise.all([1, 2, 3].map(() => signedIn(t.app, db(), "user")));
    for (const visitor of visitors) await visitor.client.post(`/api/content/${first.id}/views`);
    await visitors[0]!.client.post(`/api/content/${first.id}/views`);
    // Earlier days written as the rollup would have kept them.
    const days = windowDays(90);
    const history = [
      { contentId: first.id, day: days[days.length - 5]!, views: 4, uniqueViews: 3 },
      { contentId: second.id, day: days[days.length - 20]!, views: 7, uniqueViews: 5 },
      { contentId: first.id, day: days[days.length - 60]!, views: 11, uniqueViews: 8 },
      { contentId: second.id, day: days[0]!, views: 2, uniqueViews: 2 },
    ];
    await db().insert(contentDailyStats).values(history);

    const rows = await db()
      .select()
      .from(contentDailyStats)
      .where(sql`${contentDailyStats.contentId} in (${first.id}, ${second.id})`);
    const admin = await signedIn(t.app, db(), "admin");
    for (const window of [7, 30, 90] as const) {
      const inWindow = rows.filter((row) => windowDays(window).includes(String(row.day)));
      const views = inWindow.reduce((sum, row) => sum + row.views, 0);
      const unique = inWindow.reduce((sum, row) => sum + row.uniqueViews, 0);

      const mine = await as(t.app, (await login(t.app, author.email)).cookie).get(
        `/api/analytics/dashboard/${author.id}?days=${window}`,
      );
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toMatchObject({
        days: window,
        totalViews: views,
        totalUniqueViews: unique,
        totalContent: 2,
      });
      expect(mine.json().series).toHaveLength(window);
      expect(mine.json().engagementRate).toBe(Math.round((unique / views) * 1000) / 10);

      const site = await admin.client.get(`/api/admin/analytics?days=${window}`);
      expect(site.statusCode).toBe(200);
      expect(site.json().totalViews).toBeGreaterThanOrEqual(views);
    }
    // Today's real views: 4 counted, 3 unique visitors.
    const today = rows.find((row) => row.contentId === first.id && row.day === days.at(-1));
    expect(today).toMatchObject({ views: 4, uniqueViews: 3 });
  });

  it("an author's figures are theirs and the admins'; other windows are refused", async () => {
    const author = await signedIn(t.app, db(), "contributor");
    const stranger = await signedIn(t.app, db(), "user");
    expect(
      (await stranger.client.get(`/api/analytics/dashboard/${author.user.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await author.client.get(`/api/analytics/dashboard/${author.user.id}?days=14`)).statusCode,
    ).toBe(400);
    const list = await author.client.get(`/api/analytics/author/${author.user.id}`);
    expect(list.json()).toMatchObject({ items: [], total: 0, limit: 50, offset: 0 });
  });
});

describe("single records and bad input", () => {
  it("reads one user, answers 404 for an unknown id, and refuses an empty edit storing nothing", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const target = await makeUser(db(), { name: "Ostrom Reader" });
    const one = await admin.client.get(`/api/admin/users/${target.id}`);
    expect(one.json().user).toMatchObject({ id: target.id, name: "Ostrom Reader" });
    expect(
      (await admin.client.get("/api/admin/users/6f1c2a9e-3b1d-4c55-9a77-0d2b1e4f5a61")).statusCode,
    ).toBe(404);
    const empty = await admin.client.put(`/api/admin/users/${target.id}`, {});
    expect(empty.statusCode).toBe(400);
    const badRole = await admin.client.put(`/api/admin/users/${target.id}`, { role: "king" });
    expect(badRole.statusCode).toBe(400);
    expect(await actionsFor(target.id)).toHaveLength(0);
  });

  it("gives an item's figures to its author and admins, not to others", async () => {
    const author = await signedIn(t.app, db(), "contributor");
    const item = await makeContent(db(), author.user, { status: "published" });
    const reader = await signedIn(t.app, db(), "user");
    await reader.client.post(`/api/content/${item.id}/views`);
    const mine = await author.client.get(`/api/analytics/content/${item.id}/case-study`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ contentId: item.id, views: 1, uniqueViews: 1 });
    expect(mine.json().series).toHaveLength(30);
    const list = await author.client.get(`/api/analytics/author/${author.user.id}`);
    expect(list.json().items[0]).toMatchObject({ contentId: item.id, views: 1 });
    expect(
      (await reader.client.get(`/api/analytics/content/${item.id}/case-study`)).statusCode,
    ).toBe(403);
    const admin = await signedIn(t.app, db(), "admin");
    expect(
      (await admin.client.get(`/api/analytics/content/${item.id}/case-study`)).statusCode,
    ).toBe(200);
    expect((await author.client.get(`/api/analytics/content/${item.id}/trip`)).statusCode).toBe(
      404,
    );
  });
});

describe("the audit log", () => {
  it("is paged 20 at a time, newest first", async () => {
    const admin = await signedIn(t.app, db(), "admin");
    const page = await admin.client.get("/api/admin/actions");
    expect(page.statusCode).toBe(200);
    expect(page.json().limit).toBe(20);
    const stamps = page.json().actions.map((a: AdminAction) => a.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const total = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(adminActions);
    expect(page.json().total).toBe(total[0]!.n);
  });
});

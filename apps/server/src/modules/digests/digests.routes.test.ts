import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isoWeekOf,
  isoWeekStart,
  previousIsoWeek,
  weekKey,
  type IsoWeek,
} from "@field-commons/shared/digests";
import { as, caseStudyInput, makeContent, makeUser, signedIn } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { createBackground } from "../../background";
import { contentDailyStats } from "../../db/schema/admin";
import { content } from "../../db/schema/content";
import { digestDeliveries, digests } from "../../db/schema/digests";
import { applications, jobAlerts, jobs } from "../../db/schema/jobs";
import { outbox } from "../../db/schema/outbox";
import { profiles } from "../../db/schema/profiles";
import { likes } from "../../db/schema/reactions";
import { users } from "../../db/schema/users";
import { tasks } from "../../db/schema/tasks";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import { weekRange } from "./digest.builder";
import { deliverBatch, runWeeklyDigest, weeklyOffsetMs } from "./digest.tasks";
import { generateDigest } from "./digests.repository";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-digests-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const APP_URL = "https://commons.example.org";
const t = await createTestApp({ DATA_DIR: dataDir, APP_URL });
const db = t.database.db;
const silent = { info() {}, warn() {}, error() {} };
const anonymous = () => as(t.app, null);

const DAY = 86_400_000;
/** The week the figures are built for: two weeks ago, so it has ended. */
const WEEK: IsoWeek = previousIsoWeek(new Date(Date.now() - 7 * DAY));
const range = weekRange(WEEK);
const inWeek = (dayOffset: number, hours = 12) =>
  new Date(range.start.getTime() + dayOffset * DAY + hours * 3_600_000);

/**
 * Runs the queued tasks (the mail). The worker's clock sits in a quiet week of
 * 2015, so its own weekly schedule adds nothing to what a test sends.
 */
async function sendQueuedMail() {
  const quietNow = Date.parse("2015-06-10T12:00:00Z");
  const worker = createBackground({
    env: t.app.config,
    db,
    log: silent,
    worker: { now: () => quietNow },
  });
  await worker.worker.drain();
  await worker.stop();
}

async function mailsTo(email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
}

async function verifiedSubscriber(
  frequency: "weekly" | "monthly" | "off",
  options: { domains?: string[]; verified?: boolean; name?: string } = {},
) {
  const user = await makeUser(db, { name: options.name ?? "Digest Reader" });
  await db
    .update(users)
    .set({ isVerified: options.verified ?? true })
    .where(eq(users.id, user.id));
  await db.insert(profiles).values({
    userId: user.id,
    digestFrequency: frequency,
    digestDomains: options.domains ?? [],
  });
  return user;
}

async function publishAt(
  author: Awaited<ReturnType<typeof makeUser>>,
  at: Date,
  input: Record<string, unknown> = caseStudyInput(),
) {
  const item = await makeContent(db, author, { input, status: "published" });
  await db.update(content).set({ publishedAt: at, listedAt: at }).where(eq(content.id, item.id));
  return item;
}

// --- seeded activity: what the week's figures must equal ----------------------
let author: Awaited<ReturnType<typeof makeUser>>;
let waterCase: { id: string };
let landCase: { id: string };
let weekJobId: string;

beforeAll(async () => {
  author = await makeUser(db, { name: "Amara Okafor" });
  waterCase = await publishAt(
    author,
    inWeek(1),
    caseStudyInput({ title: "Irrigation turns in the Upper Valley", domain: "Water & Oceans" }),
  );
  landCase = await publishAt(
    author,
    inWeek(3),
    caseStudyInput({ title: "Grazing rules on the commons", domain: "Land & Environment" }),
  );
  // Outside the week (before and after) and a draft: none of these count.
  await publishAt(author, new Date(range.start.getTime() - 1000), caseStudyInput());
  await publishAt(author, range.end, caseStudyInput());
  await makeContent(db, author, { status: "draft" });

  // Views during the week (and one day after it, which does not count).
  await db.insert(contentDailyStats).values([
    { contentId: waterCase.id, day: range.startDay, views: 7, uniqueViews: 5 },
    {
      contentId: waterCase.id,
      day: inWeek(2).toISOString().slice(0, 10),
      views: 4,
      uniqueViews: 4,
    },
    { contentId: landCase.id, day: inWeek(4).toISOString().slice(0, 10), views: 3, uniqueViews: 3 },
    { contentId: landCase.id, day: range.endDay, views: 100, uniqueViews: 90 },
  ]);
  // A like in the week makes the land case study (3 views + 5) outrank... not the water one (11).
  const liker = await makeUser(db);
  await db.insert(likes).values({ userId: liker.id, contentId: landCase.id, createdAt: inWeek(4) });
  await db.update(content).set({ likes: 1 }).where(eq(content.id, landCase.id));

  // Two jobs posted in the week, one before it; one application in the week.
  const boss = await employer(t.app, db, { name: "Andean Water Lab" });
  const a = await postJob(boss.client, {
    title: "Water Governance Fellow",
    domain: "Water & Oceans",
  });
  const b = await postJob(boss.client, {
    title: "Field Coordinator",
    domain: "Land & Environment",
  });
  const c = await postJob(boss.client, { title: "Old Posting" });
  weekJobId = a.id;
  await db
    .update(jobs)
    .set({ createdAt: inWeek(2) })
    .where(eq(jobs.id, a.id));
  await db
    .update(jobs)
    .set({ createdAt: inWeek(5) })
    .where(eq(jobs.id, b.id));
  await db
    .update(jobs)
    .set({ createdAt: new Date(range.start.getTime() - DAY) })
    .where(eq(jobs.id, c.id));
  const applicant = await signedIn(t.app, db);
  const sent = await apply(t.app, applicant.cookie, applicationInput(a.id), {
    data: resumePdf(),
    filename: "cv.pdf",
    contentType: "application/pdf",
  });
  expect(sent.statusCode).toBe(201);
  await db.update(applications).set({ createdAt: inWeek(3) });
});

describe("ISO weeks", () => {
  it("computes weeks across year changes", () => {
    expect(weekKey(isoWeekOf(new Date("2020-12-31T12:00:00Z")))).toBe("2020-W53");
    expect(weekKey(isoWeekOf(new Date("2021-01-03T23:59:59Z")))).toBe("2020-W53");
    expect(weekKey(isoWeekOf(new Date("2021-01-04T00:00:00Z")))).toBe("2021-W01");
    expect(weekKey(isoWeekOf(new Date("2024-12-30T08:00:00Z")))).toBe("2025-W01");
    expect(weekKey(isoWeekOf(new Date("2026-01-01T00:00:00Z")))).toBe("2026-W01");
    expect(weekKey(isoWeekOf(new Date("2027-01-01T00:00:00Z")))).toBe("2026-W53");
    expect(isoWeekStart({ year: 2026, week: 1 }).toISOString()).toBe("2025-12-29T00:00:00.000Z");
    expect(weekKey(previousIsoWeek(new Date("2026-01-05T06:00:00Z")))).toBe("2026-W01");
    expect(weekKey(previousIsoWeek(new Date("2021-01-04T06:00:00Z")))).toBe("2020-W53");
  });

  it("schedules Monday 06:00 UTC on the weekly grid", () => {
    const offset = weeklyOffsetMs("mon 06:00");
    const start = Math.floor((Date.parse("2026-11-25T10:00:00Z") - offset) / (7 * DAY)) * 7 * DAY;
    expect(new Date(start + offset).toISOString()).toBe("2026-11-23T06:00:00.000Z");
  });
});

describe("generation", () => {
  it("builds figures equal to counts of the seeded week", async () => {
    const { row, created } = await generateDigest(db, WEEK);
    expect(created).toBe(true);
    expect(row.weekKey).toBe(weekKey(WEEK));
    expect(row.stats).toEqual({
      totalNewContent: 2,
      newJobs: 2,
      newCaseStudies: 2,
      newTrips: 0,
      totalViews: 7 + 4 + 3,
      totalApplications: 1,
    });
    expect(row.quiet).toBe(false);
    expect(row.title).toBe(`Week ${WEEK.week}, ${WEEK.year}: 2 new publications`);
    expect(row.summary).toContain("The community published 2 case studies.");
    expect(row.summary).toContain("2 new jobs were posted.");
    expect(row.summary).toContain("Published work was read 14 times.");
    expect(row.featured.map((f) => f.title)).toEqual([
      "Irrigation turns in the Upper Valley",
      "Grazing rules on the commons",
    ]);
    expect(row.featured[0]).toMatchObject({ views: 11, likes: 0, author: "Amara Okafor" });
    expect(row.featured[1]).toMatchObject({ views: 3, likes: 1 });
    expect(row.newJobs.map((j) => j.title).sort()).toEqual([
      "Field Coordinator",
      "Water Governance Fellow",
    ]);
    expect(row.newJobs[0]).toMatchObject({ organization: "Andean Water Lab" });
    expect(row.newCaseStudies).toHaveLength(2);
    expect(row.newCaseStudies[0]!.url).toMatch(/^\/case-study\//);
  });

  it("features older work liked or read during the week and new work nobody has read yet, and nothing else", async () => {
    const week: IsoWeek = { year: 2019, week: 20 };
    const span = weekRange(week);
    const during = new Date(span.start.getTime() + 2 * DAY);
    const earlier = new Date("2018-03-01T12:00:00Z");
    const writer = await makeUser(db, { name: "Older Work" });
    const liked = await publishAt(writer, earlier, caseStudyInput({ title: "Liked this week" }));
    const read = await publishAt(writer, earlier, caseStudyInput({ title: "Read this week" }));
    await publishAt(writer, during, caseStudyInput({ title: "New this week" }));
    await publishAt(writer, earlier, caseStudyInput({ title: "Untouched this week" }));
    const [a, b] = [await makeUser(db), await makeUser(db)];
    await db.insert(likes).values([
      { userId: a.id, contentId: liked.id, createdAt: during },
      { userId: b.id, contentId: liked.id, createdAt: during },
      // Before the week: does not count.
      { userId: a.id, contentId: read.id, createdAt: earlier },
    ]);
    await db
      .insert(contentDailyStats)
      .values({ contentId: read.id, day: span.startDay, views: 4, uniqueViews: 4 });

    const { row } = await generateDigest(db, week);
    expect(row.featured.map((f) => [f.title, f.views, f.likes])).toEqual([
      ["Liked this week", 0, 2],
      ["Read this week", 4, 0],
      ["New this week", 0, 0],
    ]);
  });

  it("gives a week without activity an honest quiet digest", async () => {
    const { row } = await generateDigest(db, { year: 2019, week: 10 });
    expect(row.quiet).toBe(true);
    expect(row.title).toBe("A quiet week (Week 10, 2019)");
    expect(row.stats.totalNewContent).toBe(0);
  });

  it("makes each week once, even with two workers scheduled at the same moment", async () => {
    const now = Date.parse("2026-03-09T07:00:00Z"); // a Monday after 06:00
    const make = () =>
      createBackground({ env: t.app.config, db, log: silent, worker: { now: () => now } });
    const [a, b] = [make(), make()];
    await Promise.all([a.worker.enqueueScheduled(), b.worker.enqueueScheduled()]);
    await Promise.all([a.worker.drain(), b.worker.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await db.select().from(digests).where(eq(digests.weekKey, "2026-W10"));
    expect(rows).toHaveLength(1);
    const queued = await db.select().from(tasks).where(eq(tasks.name, "digest.generate-week"));
    expect(queued.filter((j) => (j.payload as { week: string }).week === "2026-W10")).toHaveLength(
      1,
    );
  });
});

describe("delivery", () => {
  it("e-mails weekly subscribers once, cut to their domains, with one-click unsubscribe", async () => {
    const all = await verifiedSubscriber("weekly", { name: "All Domains" });
    const water = await verifiedSubscriber("weekly", { domains: ["Water & Oceans"] });
    const culture = await verifiedSubscriber("weekly", { domains: ["Culture & Heritage"] });
    const unverified = await verifiedSubscriber("weekly", { verified: false });
    const off = await verifiedSubscriber("off");
    const monthly = await verifiedSubscriber("monthly");

    const payload = { kind: "weekly" as const, period: weekKey(WEEK), after: null };
    await deliverBatch(db, { appUrl: APP_URL, log: silent }, payload);
    // A retried batch sends nothing twice.
    await deliverBatch(db, { appUrl: APP_URL, log: silent }, payload);
    await sendQueuedMail();

    const [mail, ...more] = await mailsTo(all.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Week ${WEEK.week}, ${WEEK.year}: 2 new publications | Field Commons`,
    );
    expect(mail!.text).toContain("Irrigation turns in the Upper Valley");
    expect(mail!.text).toContain("Grazing rules on the commons");
    expect(mail!.text).toContain(`${APP_URL}/digest/${weekKey(WEEK)}`);
    expect(mail!.html).toContain("Unsubscribe");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/commons\.example\.org\/api\/digest\/unsubscribe\?token=[^>]+>$/,
    );

    const [waterMail] = await mailsTo(water.email);
    expect(waterMail!.text).toContain("Irrigation turns in the Upper Valley");
    expect(waterMail!.text).toContain("Water Governance Fellow");
    expect(waterMail!.text).not.toContain("Grazing rules on the commons");
    expect(waterMail!.text).not.toContain("Field Coordinator");

    // Nothing in their domains, unverified, off, monthly: no weekly e-mail.
    for (const person of [culture, unverified, off, monthly]) {
      expect(await mailsTo(person.email)).toHaveLength(0);
    }
    const delivered = await db
      .select()
      .from(digestDeliveries)
      .where(eq(digestDeliveries.period, weekKey(WEEK)));
    expect(delivered.map((d) => d.userId).sort()).toEqual([all.id, water.id].sort());
  });

  it("delivers job alerts in the same run, even with the digest off", async () => {
    const seeker = await verifiedSubscriber("off");
    await db
      .insert(jobAlerts)
      .values({ userId: seeker.id, filters: { domain: "Water & Oceans" }, createdAt: range.start });
    await deliverBatch(
      db,
      { appUrl: APP_URL, log: silent },
      { kind: "weekly", period: weekKey(WEEK), after: null },
    );
    await sendQueuedMail();
    const [mail, ...more] = await mailsTo(seeker.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("New jobs matching your alerts");
    expect(mail!.text).toContain("Water Governance Fellow");
    expect(mail!.text).toContain(`${APP_URL}/jobs/${weekJobId}`);
    expect(mail!.text).not.toContain("Field Coordinator");
  });

  it("sends no e-mail for a quiet week", async () => {
    const reader = await verifiedSubscriber("weekly");
    await runWeeklyDigest(db, silent, "2019-W11");
    await sendQueuedMail();
    expect(await mailsTo(reader.email)).toHaveLength(0);
  });

  it("sends monthly subscribers the month when its last week is done", async () => {
    // 2026-W09 (23 Feb – 1 Mar) is February's last week: its next Monday is 2 March.
    const author2 = await makeUser(db, { name: "Lena Park" });
    await publishAt(
      author2,
      new Date("2026-02-24T10:00:00Z"),
      caseStudyInput({ title: "Seed banks of the valley" }),
    );
    const reader = await verifiedSubscriber("monthly");
    await runWeeklyDigest(db, silent, "2026-W09");
    await sendQueuedMail();
    const [mail, ...more] = await mailsTo(reader.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Monthly digest: February 2026 | Field Commons");
    expect(mail!.text).toContain("Seed banks of the valley");
  });
});

describe("opting in", () => {
  it("is offered at sign-up and off unless ticked", async () => {
    const register = (email: string, weeklyDigest?: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { name: "New Reader", email, password: "field-notes-2026", weeklyDigest },
      });
    const yes = await register("digest-yes@example.org", true);
    const no = await register("digest-no@example.org");
    expect([yes.statusCode, no.statusCode]).toEqual([201, 201]);
    const frequency = async (id: string) =>
      (await db.select().from(profiles).where(eq(profiles.userId, id)))[0]?.digestFrequency ??
      "off";
    expect(await frequency(yes.json().user.id)).toBe("weekly");
    expect(await frequency(no.json().user.id)).toBe("off");
  });
});

describe("unsubscribe", () => {
  async function tokenFor(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail!.text!.match(/\/digest\/unsubscribe\?token=([A-Za-z0-9._-]+)/);
    return decodeURIComponent(match![1]!);
  }

  it("stops the e-mails with one click (RFC 8058 form POST), without signing in", async () => {
    const reader = await verifiedSubscriber("weekly", { name: "One Click" });
    await deliverBatch(
      db,
      { appUrl: APP_URL, log: silent },
      { kind: "weekly", period: weekKey(WEEK), after: null },
    );
    await sendQueuedMail();
    const token = await tokenFor(reader.email);

    const response = await t.app.inject({
      method: "POST",
      url: `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(
      "You are unsubscribed. You will not receive digest e-mails any more.",
    );
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, reader.id));
    expect(profile).toMatchObject({ digestFrequency: "off", jobAlertEmails: false });
  });

  it("cannot be forged or used for another user", async () => {
    const victim = await verifiedSubscriber("weekly");
    const attacker = await verifiedSubscriber("weekly", { name: "Attacker" });
    await db.delete(digestDeliveries).where(eq(digestDeliveries.userId, attacker.id));
    await deliverBatch(
      db,
      { appUrl: APP_URL, log: silent },
      { kind: "weekly", period: weekKey(WEEK), after: null },
    );
    await sendQueuedMail();
    const own = await tokenFor(attacker.email);
    const mac = own.split(".")[1]!;
    for (const token of [
      `${victim.id}.${mac}`,
      `${victim.id}.AAAA${mac.slice(4)}`,
      "not-a-token-at-all",
    ]) {
      const response = await anonymous().post("/api/digest/unsubscribe", { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("This unsubscribe link is not valid.");
    }
    const missing = await anonymous().post("/api/digest/unsubscribe", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("This unsubscribe link is not valid.");
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, victim.id));
    expect(profile!.digestFrequency).toBe("weekly");
  });

  it("takes the token only exactly as sent: nothing appended, cut or changed", async () => {
    const reader = await verifiedSubscriber("weekly", { name: "Exact Token" });
    await deliverBatch(
      db,
      { appUrl: APP_URL, log: silent },
      { kind: "weekly", period: weekKey(WEEK), after: null },
    );
    await sendQueuedMail();
    const token = await tokenFor(reader.email);
    const [userId, mac] = token.split(".") as [string, string];
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const swap = (text: string, i: number, to: string) => text.slice(0, i) + to + text.slice(i + 1);
    const last = BASE64URL.indexOf(mac.at(-1)!);
    for (const bad of [
      `${token}!`,
      `${token}=`,
      `${token}%`,
      `${token} `,
      `${token}~`,
      `${token}A`,
      `${token}.x`,
      token.slice(0, -1),
      token.slice(0, -4),
      // The last character's two unused bits: the same bytes, spelt otherwise.
      `${userId}.${swap(mac, 42, BASE64URL[last ^ 1]!)}`,
      `${userId}.${swap(mac, 42, BASE64URL[last ^ 2]!)}`,
      // A changed character of the signature, and of the user id.
      `${userId}.${swap(mac, 10, mac[10] === "A" ? "B" : "A")}`,
      `${swap(userId, 0, userId[0] === "a" ? "b" : "a")}.${mac}`,
      `${userId.toUpperCase()}.${mac}`,
      `${userId}.${mac.slice(0, 20)}!${mac.slice(21)}`,
    ]) {
      const response = await anonymous().post("/api/digest/unsubscribe", { token: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.message).toBe("This unsubscribe link is not valid.");
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, reader.id));
      expect(profile!.digestFrequency, bad).toBe("weekly");
    }
    const exact = await anonymous().post("/api/digest/unsubscribe", { token });
    expect(exact.statusCode).toBe(200);
  });
});

describe("GET /api/digest", () => {
  it("pages the archive 10 at a time, newest first", async () => {
    for (let week = 1; week <= 12; week++) await generateDigest(db, { year: 2018, week });
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(digests)) as [
      { n: number },
    ];
    const first = (await anonymous().get("/api/digest")).json();
    expect(first.digests).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, total: n, pages: Math.ceil(n / 10) });
    const weeks = first.digests.map((d: { weekOf: string }) => d.weekOf);
    expect([...weeks].sort().reverse()).toEqual(weeks);
    const last = (await anonymous().get(`/api/digest?page=${Math.ceil(n / 10)}`)).json();
    expect(last.digests.length).toBe(n - 10 * (Math.ceil(n / 10) - 1));
    expect((await anonymous().get("/api/digest?limit=0")).statusCode).toBe(400);
    expect((await anonymous().get("/api/digest?page=abc")).statusCode).toBe(400);
  });

  it("reads one digest by week or id, counting a view once per visitor per day", async () => {
    const key = weekKey(WEEK);
    const byWeek = await anonymous().get(`/api/digest/${key}`);
    expect(byWeek.statusCode).toBe(200);
    const digest = byWeek.json();
    expect(digest).toMatchObject({ week: key, weekNumber: WEEK.week, year: WEEK.year });
    expect(digest.weekOf).toBe(range.startDay);
    const reader = await signedIn(t.app, db);
    const first = (await reader.client.get(`/api/digest/${digest.id}`)).json();
    const again = (await reader.client.get(`/api/digest/${digest.id}`)).json();
    expect(again.views).toBe(first.views);
    expect(first.views).toBeGreaterThanOrEqual(1);
  });

  it("answers 'Digest Not Found' for a week without one and 400 for a malformed id", async () => {
    const missing = await anonymous().get("/api/digest/2017-W05");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Digest Not Found");
    expect(
      (await anonymous().get("/api/digest/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    expect((await anonymous().get("/api/digest/last-week")).statusCode).toBe(400);
  });
});

describe("POST /api/admin/digests/{week}/regenerate", () => {
  it("lets admins rebuild a finished week from today's data, and logs it", async () => {
    const key = weekKey(WEEK);
    const user = await signedIn(t.app, db);
    expect((await user.client.post(`/api/admin/digests/${key}/regenerate`)).statusCode).toBe(403);
    expect((await anonymous().post(`/api/admin/digests/${key}/regenerate`)).statusCode).toBe(401);

    await publishAt(author, inWeek(5), caseStudyInput({ title: "A late addition" }));
    const admin = await signedIn(t.app, db, "admin");
    const response = await admin.client.post(`/api/admin/digests/${key}/regenerate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().stats.totalNewContent).toBe(3);
    const current = weekKey(isoWeekOf(new Date()));
    expect((await admin.client.post(`/api/admin/digests/${current}/regenerate`)).statusCode).toBe(
      400,
    );
    // Malformed or nonexistent weeks: 400, nothing stored.
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(digests);
    for (const week of ["2026-W99", "2021-W53", "last-week"]) {
      expect((await admin.client.post(`/api/admin/digests/${week}/regenerate`)).statusCode).toBe(
        400,
      );
    }
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(digests)).toEqual(before);
    const log = await db.execute(
      sql`select count(*)::int as n from admin_actions where action = 'regenerate' and target_id = ${key}`,
    );
    expect((log as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe("POST /api/admin/digests/{week}/send", () => {
  it("e-mails the week to subscribers who have not had it, and nobody twice", async () => {
    const key = weekKey(WEEK);
    const newcomer = await verifiedSubscriber("weekly", { name: "Newcomer" });
    const [earlier] = await db
      .select({ userId: digestDeliveries.userId })
      .from(digestDeliveries)
      .where(eq(digestDeliveries.period, key));
    const [earlierUser] = await db.select().from(users).where(eq(users.id, earlier!.userId));
    const before = (await mailsTo(earlierUser!.email)).length;

    const user = await signedIn(t.app, db);
    expect((await user.client.post(`/api/admin/digests/${key}/send`)).statusCode).toBe(403);
    expect((await anonymous().post(`/api/admin/digests/${key}/send`)).statusCode).toBe(401);
    const jobsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(tasks);
    expect((await user.client.post(`/api/admin/digests/${key}/send`)).statusCode).toBe(403);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(tasks)).toEqual(jobsBefore);
    const admin = await signedIn(t.app, db, "admin");
    const sent = await admin.client.post(`/api/admin/digests/${key}/send`);
    expect(sent.statusCode).toBe(202);
    expect((await admin.client.post(`/api/admin/digests/${key}/send`)).statusCode).toBe(202);
    await sendQueuedMail();
    expect(await mailsTo(newcomer.email)).toHaveLength(1);
    expect(await mailsTo(earlierUser!.email)).toHaveLength(before);
    expect((await admin.client.post("/api/admin/digests/2019-W10/send")).statusCode).toBe(400);
    expect((await admin.client.post("/api/admin/digests/2017-W05/send")).statusCode).toBe(404);
  });
});

describe("feeds", () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (n) => n === "item" || n === "entry",
  });

  it("serves the digests as RSS 2.0 and Atom", async () => {
    const rss = await anonymous().get("/digest/feed.xml");
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const doc = parser.parse(rss.body);
    expect(doc.rss["@_version"]).toBe("2.0");
    expect(doc.rss.channel.title).toBe("Field Commons weekly digest");
    expect(doc.rss.channel.item.length).toBeGreaterThan(0);
    expect(doc.rss.channel.item[0].link).toMatch(
      /^https:\/\/commons\.example\.org\/digest\/\d{4}-W\d{2}$/,
    );

    const atom = await anonymous().get("/digest/feed.atom");
    expect(atom.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const feed = parser.parse(atom.body).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.entry.length).toBe(doc.rss.channel.item.length);

    // A week's page is the web app's, never taken by the feed routes.
    const page = await anonymous().get(`/digest/${weekKey(WEEK)}`);
    expect(page.json().error.message).toBe(`No route for GET /digest/${weekKey(WEEK)}`);

    const etag = rss.headers.etag as string;
    const again = await t.app.inject({
      method: "GET",
      url: "/digest/feed.xml",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves newly published work overall and per domain, published only", async () => {
    const all = parser.parse((await anonymous().get("/feed.xml")).body).rss.channel;
    const titles = all.item.map((i: { title: string }) => i.title);
    expect(titles).toContain("Irrigation turns in the Upper Valley");
    expect(titles).toContain("Grazing rules on the commons");
    const [draft] = await db
      .select({ title: content.title })
      .from(content)
      .where(and(eq(content.status, "draft")));
    expect(all.item.every((i: { link: string }) => i.link.startsWith(APP_URL))).toBe(true);
    expect(draft).toBeDefined();

    const water = parser.parse((await anonymous().get("/feed/water-oceans.xml")).body).rss.channel;
    expect(water.title).toBe("Field Commons: Water & Oceans");
    const waterTitles = water.item.map((i: { title: string }) => i.title);
    expect(waterTitles).toContain("Irrigation turns in the Upper Valley");
    expect(waterTitles).not.toContain("Grazing rules on the commons");
    const inWater = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(content)
      .where(and(eq(content.status, "published"), eq(content.domain, "Water & Oceans")));
    expect(water.item).toHaveLength(inWater[0]!.n);
    const atom = parser.parse((await anonymous().get("/feed/water-oceans.atom")).body).feed;
    expect(atom.entry).toHaveLength(inWater[0]!.n);
    expect((await anonymous().get("/feed/atlantis.xml")).statusCode).toBe(404);
    expect((await anonymous().get("/feed/WATER.xml")).statusCode).toBe(400);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DELETED_USER_ID, PROFILE_MESSAGES } from "@field-commons/shared/profiles";
import { createBackground } from "../../background";
import { content } from "../../db/schema/content";
import { organizationMembers } from "../../db/schema/jobs";
import { outbox } from "../../db/schema/outbox";
import { uploads } from "../../db/schema/uploads";
import { users } from "../../db/schema/users";
import {
  as,
  caseStudyInput,
  login,
  makeContent,
  makeUpload,
  makeUser,
  signedIn,
  TEST_PASSWORD,
} from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apply, applicationInput, employer, postJob } from "../jobs/__fixtures__/jobs-fixtures";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import { ACCOUNT_CHANGES_PER_WINDOW } from "./account.service";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-account-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const t = await createTestApp({ DATA_DIR: dataDir, APP_URL: "https://commons.example.org" });
const db = t.database.db;
const background = createBackground({
  env: t.app.config,
  db,
  log: { info() {}, warn() {}, error() {} },
});
afterAll(() => background.stop());
const runJobs = () => background.worker.drain();

async function mailsTo(email: string) {
  await runJobs();
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

function linkToken(text: string | null): string {
  const match = text?.match(
    /https:\/\/commons\.example\.org\/verify-email\?token=([A-Za-z0-9_-]+)/,
  );
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

const verify = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/verify-email?token=${token}` });

const isSignedIn = async (cookie: string) =>
  (await as(t.app, cookie).get("/api/auth/me")).json().user !== null;

describe("account settings under /api/me", () => {
  it("are never cached: profile, sessions and refusals alike", async () => {
    const { client } = await signedIn(t.app, db);
    for (const url of ["/api/me/profile", "/api/me/sessions"]) {
      const answer = await client.get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const refused = await t.app.inject({ method: "GET", url: "/api/me/sessions" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});

describe("changing the password", () => {
  it("needs the current password; a wrong one changes nothing", async () => {
    const { user, client } = await signedIn(t.app, db);
    const before = (await db.select().from(users).where(eq(users.id, user.id)))[0]!;
    const response = await client.post("/api/me/password", {
      currentPassword: "not my password",
      newPassword: "a brand new notebook",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      currentPassword: [PROFILE_MESSAGES.wrongPassword],
    });
    const after = (await db.select().from(users).where(eq(users.id, user.id)))[0]!;
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it("applies the password rules to the new one", async () => {
    const { client } = await signedIn(t.app, db);
    for (const newPassword of ["12345", "123456", "password1", "aaaaaaaa"]) {
      const response = await client.post("/api/me/password", {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["newPassword"]);
    }
  });

  it("keeps this session, signs every other one out, and tells the account's address", async () => {
    const { user, cookie, client } = await signedIn(t.app, db);
    const { cookie: laptop } = await login(t.app, user.email);
    const response = await client.post("/api/me/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new notebook",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PROFILE_MESSAGES.passwordChanged);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await login(t.app, user.email, "a brand new notebook");
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe("Your Field Commons password was changed");
  });

  it(`is limited to ${ACCOUNT_CHANGES_PER_WINDOW} tries per window`, async () => {
    const { client } = await signedIn(t.app, db);
    for (let i = 0; i < ACCOUNT_CHANGES_PER_WINDOW; i++) {
      await client.post("/api/me/password", {
        currentPassword: "wrong",
        newPassword: "x".repeat(8),
      });
    }
    const limited = await client.post("/api/me/password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a brand new notebook",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("changing the e-mail address", () => {
  it("changes only when the link sent to the new address is opened", async () => {
    const { user, cookie, client } = await signedIn(t.app, db);
    const newEmail = `moved-${user.id.slice(0, 8)}@example.org`;
    const wrong = await client.post("/api/me/email", { newEmail, currentPassword: "nope" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toEqual([PROFILE_MESSAGES.wrongPassword]);
    const same = await client.post("/api/me/email", {
      newEmail: user.email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(same.json().error.fields.newEmail).toEqual([PROFILE_MESSAGES.sameEmail]);

    const asked = await client.post("/api/me/email", { newEmail, currentPassword: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(PROFILE_MESSAGES.emailChangeSent);
    const mine = (await client.get("/api/me/profile")).json();
    expect(mine).toMatchObject({ email: user.email, pendingEmail: newEmail });
    // Until the link is opened, the old address still signs in.
    await login(t.app, user.email);

    const [mail] = await mailsTo(newEmail);
    expect(mail!.subject).toBe("Confirm your new e-mail address for Field Commons");
    const token = linkToken(mail!.text);
    const opened = await verify(token);
    expect(opened.statusCode, opened.body).toBe(200);

    const me = (await as(t.app, cookie).get("/api/auth/me")).json().user;
    expect(me).toMatchObject({ email: newEmail, isVerified: true });
    expect((await client.get("/api/me/profile")).json().pendingEmail).toBeNull();
    await login(t.app, newEmail);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const [notice] = await mailsTo(user.email);
    expect(notice!.subject).toBe("Your Field Commons e-mail address was changed");
    expect(notice!.text).toContain(newEmail);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("TOKEN_USED");
  });

  it("only the newest request's link works", async () => {
    const { user, client } = await signedIn(t.app, db);
    const first = `first-${user.id.slice(0, 8)}@example.org`;
    const second = `second-${user.id.slice(0, 8)}@example.org`;
    await client.post("/api/me/email", { newEmail: first, currentPassword: TEST_PASSWORD });
    const [firstMail] = await mailsTo(first);
    await client.post("/api/me/email", { newEmail: second, currentPassword: TEST_PASSWORD });
    expect((await verify(linkToken(firstMail!.text))).statusCode).toBe(400);
    const [secondMail] = await mailsTo(second);
    expect((await verify(linkToken(secondMail!.text))).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(second);
  });

  it("answers the same for an address another account uses, and tells that address instead", async () => {
    const { client } = await signedIn(t.app, db);
    const holder = await makeUser(db);
    const response = await client.post("/api/me/email", {
      newEmail: holder.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PROFILE_MESSAGES.emailChangeSent);
    const [mail] = await mailsTo(holder.email);
    expect(mail!.subject).toBe("Someone tried to use this address on Field Commons");
    expect(mail!.text).not.toContain("token=");
  });
});

describe("sessions", () => {
  it("lists where the account is signed in, and signs one device out", async () => {
    const { user, cookie, client } = await signedIn(t.app, db);
    const { cookie: phone } = await login(t.app, user.email);
    const other = await signedIn(t.app, db);

    const list = (await client.get("/api/me/sessions")).json().sessions as {
      id: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = list.find((s) => !s.current)!;
    expect(phoneSession.id).toMatch(/^[0-9a-f]{24}$/);

    // Another account cannot sign it out.
    expect((await other.client.delete(`/api/me/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect(await isSignedIn(phone)).toBe(true);

    expect((await client.delete(`/api/me/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await client.delete(`/api/me/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect((await client.delete("/api/me/sessions/not-a-session")).statusCode).toBe(400);
  });

  it("signs out everywhere, this browser included", async () => {
    const { user, cookie, client } = await signedIn(t.app, db);
    const { cookie: phone } = await login(t.app, user.email);
    const response = await client.delete("/api/me/sessions");
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/fc_session=;/);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });
});

describe("preferences", () => {
  it("are stored and read back, and refused when malformed", async () => {
    const { client } = await signedIn(t.app, db);
    expect((await client.get("/api/me/profile")).json().preferences).toEqual({
      digestFrequency: "off",
      digestDomains: [],
      jobAlertEmails: true,
      notifyApplicationStatus: true,
      notifyNewApplications: true,
    });
    const saved = await client.put("/api/me/preferences", {
      digestFrequency: "weekly",
      digestDomains: ["Water & Oceans", "Water & Oceans", "Culture & Heritage"],
      jobAlertEmails: false,
      notifyApplicationStatus: false,
      notifyNewApplications: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual({
      digestFrequency: "weekly",
      digestDomains: ["Water & Oceans", "Culture & Heritage"],
      jobAlertEmails: false,
      notifyApplicationStatus: false,
      notifyNewApplications: true,
    });
    const unknownDomain = await client.put("/api/me/preferences", {
      digestFrequency: "weekly",
      digestDomains: ["Atlantis"],
      notifyApplicationStatus: false,
      notifyNewApplications: true,
    });
    expect(unknownDomain.statusCode).toBe(400);
    const bad = await client.put("/api/me/preferences", {
      digestFrequency: "hourly",
      notifyApplicationStatus: false,
      notifyNewApplications: true,
    });
    expect(bad.statusCode).toBe(400);
    expect((await client.get("/api/me/profile")).json().preferences.digestFrequency).toBe("weekly");
  });
});

/** Every row in any table that still points at the account. */
async function rowsReferring(userId: string): Promise<string[]> {
  const columns = (await db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'uuid'
  `)) as unknown as { rows: { table: string; column: string }[] };
  const found: string[] = [];
  for (const { table, column } of columns.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  const visitors = (await db.execute(
    sql`select (select count(*) from content_events where visitor_key = ${`u:${userId}`})
      + (select count(*) from job_views where visitor_key = ${`u:${userId}`})
      + (select count(*) from digest_views where visitor_key = ${`u:${userId}`}) as n`,
  )) as unknown as { rows: { n: number | string }[] };
  if (Number(visitors.rows[0]!.n) > 0) found.push("visitor keys");
  return found;
}

describe("deleting the account", () => {
  async function busyAccount() {
    const session = await signedIn(t.app, db, "contributor");
    const { user } = session;
    const cover = await makeUpload(db, t.app.storage, user.id);
    const loose = await makeUpload(db, t.app.storage, user.id);
    const published = await makeContent(db, user, {
      status: "published",
      input: caseStudyInput({
        coverUploadId: cover.id,
        images: [{ uploadId: cover.id, alt: "A weir" }],
      }),
    });
    const draft = await makeContent(db, user, { input: caseStudyInput({ title: "Half done" }) });
    const neighbour = await makeUser(db, { role: "contributor" });
    const theirs = await makeContent(db, neighbour, { status: "published" });
    await session.client.post("/api/likes", { contentType: "case-study", contentId: theirs.id });
    await session.client.post("/api/saves", { contentType: "case-study", contentId: theirs.id });
    await as(t.app, null).get(`/api/content/case-study/${theirs.slug}`);
    await session.client.get(`/api/content/case-study/${theirs.slug}`);
    await session.client.put("/api/me/profile", { name: user.name, bio: "Gone soon" });
    const boss = await employer(t.app, db);
    const job = await postJob(boss.client);
    const sent = await apply(t.app, session.cookie, applicationInput(job.id), {
      data: resumePdf(),
      filename: "cv.pdf",
      contentType: "application/pdf",
    });
    expect(sent.statusCode).toBe(201);
    const counts = async () =>
      (await db.select().from(content).where(eq(content.id, theirs.id)))[0]!;
    const before = await counts();
    expect(before).toMatchObject({ likes: 1, saves: 1 });
    return { ...session, cover, loose, published, draft, theirs, counts, job, boss };
  }

  const fileExists = (key: string) => fs.existsSync(path.join(t.uploadsDir, key));

  it("needs the password; a wrong one deletes nothing", async () => {
    const { user, client } = await signedIn(t.app, db);
    const response = await client.delete("/api/me", { password: "wrong", published: "keep" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toEqual([PROFILE_MESSAGES.wrongPassword]);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("keeps published work under 'Deleted user' when asked, and leaves nothing else behind", async () => {
    const a = await busyAccount();
    const response = await a.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "keep",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/fc_session=;/);
    expect(await isSignedIn(a.cookie)).toBe(false);

    expect(await rowsReferring(a.user.id)).toEqual([]);
    const kept = await as(t.app, null).get(`/api/content/case-study/${a.published.slug}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().author).toEqual({ id: DELETED_USER_ID, name: "Deleted user" });
    expect((await as(t.app, null).get(`/api/uploads/${a.cover.id}`)).statusCode).toBe(200);
    expect(fileExists(a.cover.storageKey)).toBe(true);
    expect(fileExists(a.loose.storageKey)).toBe(false);
    expect(await db.select().from(uploads).where(eq(uploads.id, a.loose.id))).toEqual([]);
    expect(await db.select().from(content).where(eq(content.id, a.draft.id))).toEqual([]);
    expect(await a.counts()).toMatchObject({ likes: 0, saves: 0 });
    const job = (await a.boss.client.get(`/api/jobs/${a.job.id}`)).json();
    expect(job.applications ?? job.job?.applications ?? 0).toBe(0);
    expect((await as(t.app, null).get(`/api/profiles/${a.user.id}`)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/profiles/${DELETED_USER_ID}`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: "deleted-user@accounts.invalid", password: "!" },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("removes published work too when asked", async () => {
    const a = await busyAccount();
    const response = await a.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "remove",
    });
    expect(response.statusCode).toBe(200);
    expect(await rowsReferring(a.user.id)).toEqual([]);
    expect(await db.select().from(content).where(eq(content.id, a.published.id))).toEqual([]);
    expect(fileExists(a.cover.storageKey)).toBe(false);
  });

  it("refuses while the account is the only member of an organization; otherwise ownership passes on", async () => {
    const boss = await employer(t.app, db);
    const refused = await boss.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "keep",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "ORGANIZATION_OWNER",
      message: PROFILE_MESSAGES.organizationOwner,
    });

    const colleague = await makeUser(db);
    // A member who accepted an invitation.
    await db
      .insert(organizationMembers)
      .values({ organizationId: boss.organization.id, userId: colleague.id, role: "member" });
    const done = await boss.client.delete("/api/me", {
      password: TEST_PASSWORD,
      published: "keep",
    });
    expect(done.statusCode).toBe(200);
    const members = await db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, boss.organization.id));
    expect(members).toEqual([expect.objectContaining({ userId: colleague.id, role: "owner" })]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminAction } from "@field-commons/shared/admin";
import { adminActions } from "../../db/schema/admin";
import { tasks } from "../../db/schema/tasks";
import { users } from "../../db/schema/users";
import { createTestApp } from "../../../test/test-app";
import { as, login, makeUser, signedIn, uniqueEmail } from "../../../test/factories";
import { createAccountToken } from "../auth/account-tokens.repository";
import { maskEmail } from "../mail/mail.templates";

const t = await createTestApp({ APP_URL: "https://commons.example.org" });
const db = t.database.db;

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const rows = await db
    .select({ payload: tasks.payload })
    .from(tasks)
    .where(eq(tasks.name, "mail.send"));
  return rows
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((payload) => payload.to === email);
}

const emailOf = async (id: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

const loggedFor = async (id: string): Promise<Pick<AdminAction, "action" | "details">[]> =>
  db
    .select({ action: adminActions.action, details: adminActions.details })
    .from(adminActions)
    .where(eq(adminActions.targetId, id));

const isSignedIn = async (cookie: string) =>
  (await as(t.app, cookie).get("/api/auth/me")).json().user !== null;

/** A member signed in, so the test can see whether their sessions end. */
async function memberSignedIn(role: "user" | "superadmin" = "user") {
  const user = await makeUser(db, { role });
  const { cookie } = await login(t.app, user.email);
  return { user, cookie };
}

describe("an admin who is not a super admin", () => {
  it("cannot change a member's e-mail address: 403, nothing changes, nobody is told", async () => {
    const admin = await signedIn(t.app, db, "admin");
    const { user: member, cookie } = await memberSignedIn();
    const response = await admin.client.put(`/api/admin/users/${member.id}`, {
      email: uniqueEmail("taken-over"),
      name: "Renamed Too",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "FORBIDDEN",
      message: ADMIN_MESSAGES.emailSuperadminOnly,
    });
    expect(await emailOf(member.id)).toBe(member.email);
    expect((await db.select().from(users).where(eq(users.id, member.id)))[0]!.name).toBe(
      member.name,
    );
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await loggedFor(member.id)).toEqual([]);
  });

  it("cannot change their own address here, nor a super admin's", async () => {
    const admin = await signedIn(t.app, db, "admin");
    const own = await admin.client.put(`/api/admin/users/${admin.user.id}`, {
      email: uniqueEmail("mine"),
    });
    // (A plain admin's own row is an admin's: the admin route refuses it whatever the field.)
    expect(own.statusCode).toBe(403);
    expect(await emailOf(admin.user.id)).toBe(admin.user.email);

    const superadmin = await makeUser(db, { role: "superadmin" });
    const theirs = await admin.client.put(`/api/admin/users/${superadmin.id}`, {
      email: uniqueEmail("boss"),
    });
    expect(theirs.statusCode).toBe(403);
    expect(await emailOf(superadmin.id)).toBe(superadmin.email);
  });

  it("still edits the rest of the form, with the address sent back unchanged (any case)", async () => {
    const admin = await signedIn(t.app, db, "admin");
    const member = await makeUser(db);
    const response = await admin.client.put(`/api/admin/users/${member.id}`, {
      email: member.email.toUpperCase(),
      name: "Renamed Member",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: member.email, name: "Renamed Member" });
    expect(await mailsTo(member.email)).toEqual([]);
  });
});

describe("a super admin", () => {
  it("changes a member's address: the old address is told with the new one masked, sessions and old links end, the log has it", async () => {
    const superadmin = await signedIn(t.app, db, "superadmin");
    const { user: member, cookie } = await memberSignedIn();
    const resetLink = await createAccountToken(db, {
      purpose: "reset-password",
      userId: member.id,
      email: member.email,
      ttlMs: 3_600_000,
    });
    const newEmail = `new.address.${member.id.slice(0, 6)}@elsewhere.example`;

    const response = await superadmin.client.put(`/api/admin/users/${member.id}`, {
      email: newEmail,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await emailOf(member.id)).toBe(newEmail);

    const [notice, ...more] = await mailsTo(member.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe("An administrator changed your Field Commons e-mail address");
    expect(notice!.text).toContain(maskEmail(newEmail));
    expect(notice!.text).not.toContain(newEmail);
    expect(notice!.text).toContain("contact the people who run Field Commons");
    expect(await mailsTo(newEmail)).toEqual([]);

    expect(await isSignedIn(cookie)).toBe(false);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: resetLink, password: "a long field notebook" },
    });
    expect(reset.statusCode).toBe(400);

    const [logged, ...others] = await loggedFor(member.id);
    expect(others).toEqual([]);
    expect(logged!.action).toBe("edit-user");
    expect(logged!.details).toContain(`email ${member.email} → ${newEmail}`);
  });

  it("changes another super admin's address under the same rules", async () => {
    const superadmin = await signedIn(t.app, db, "superadmin");
    const { user: other, cookie } = await memberSignedIn("superadmin");
    const newEmail = uniqueEmail("moved-boss");
    const response = await superadmin.client.put(`/api/admin/users/${other.id}`, {
      email: newEmail,
    });
    expect(response.statusCode).toBe(200);
    expect((await mailsTo(other.email)).map((m) => m.subject)).toEqual([
      "An administrator changed your Field Commons e-mail address",
    ]);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await loggedFor(other.id)).toHaveLength(1);
  });

  it("cannot change their own address here either", async () => {
    const superadmin = await signedIn(t.app, db, "superadmin");
    const response = await superadmin.client.put(`/api/admin/users/${superadmin.user.id}`, {
      email: uniqueEmail("self"),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(ADMIN_MESSAGES.emailNotYourself);
    expect(await emailOf(superadmin.user.id)).toBe(superadmin.user.email);
    expect(await isSignedIn(superadmin.cookie)).toBe(true);
  });
});

describe("maskEmail", () => {
  it("keeps only the first and last letters of the name, the domain's first letter and its ending", () => {
    expect(maskEmail("maria.lopez@example.org")).toBe("m***z@e***.org");
    expect(maskEmail("al@mail.example.co.uk")).toBe("a***@m***.uk");
    expect(maskEmail("x@localhost")).toBe("x***@l***");
  });
});

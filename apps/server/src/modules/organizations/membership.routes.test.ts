import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  INVITATION_MESSAGES,
  INVITATION_RATE_LIMIT,
  INVITATION_TTL_DAYS,
  PENDING_INVITATIONS_MAX,
} from "@field-commons/shared/invitations";
import { createBackground } from "../../background";
import { organizationMembers } from "../../db/schema/jobs";
import { organizationInvitations } from "../../db/schema/organization-invitations";
import { outbox } from "../../db/schema/outbox";
import { as, makeUser, signedIn, uniqueEmail } from "../../../test/factories";
import { createTestApp, sessionCookie } from "../../../test/test-app";
import { resumePdf } from "../applications/__fixtures__/resume-samples";
import {
  apply,
  applicationInput,
  employer,
  organizationInput,
  postJob,
} from "../jobs/__fixtures__/jobs-fixtures";
import { updateUser } from "../users/users.repository";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-invitations-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const t = await createTestApp({ DATA_DIR: dataDir, APP_URL: "https://commons.example.org" });
const db = () => t.database.db;
const background = createBackground({
  env: t.app.config,
  db: db(),
  log: { info() {}, warn() {}, error() {} },
});
afterAll(() => background.stop());

/** Runs every due job, as the in-process worker would. */
const runJobs = () => background.worker.drain();

type Client = ReturnType<typeof as>;

const pdf = () => ({ data: resumePdf(), filename: "cv.pdf", contentType: "application/pdf" });

/** A signed-in account whose address is confirmed. */
async function confirmed() {
  const session = await signedIn(t.app, db());
  await updateUser(db(), session.user.id, { isVerified: true });
  return session;
}

async function invite(owner: Client, email: string) {
  const response = await owner.post("/api/organizations/me/invitations", { email });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().invitation as { id: string; email: string; expiresAt: string };
}

async function mailsTo(email: string) {
  return db()
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/** The invitation link's id and token from the last message to the address. */
async function linkFor(email: string): Promise<{ id: string; token: string }> {
  await runJobs();
  const [mail] = await mailsTo(email);
  const match = mail?.text?.match(
    /https:\/\/commons\.example\.org\/organization\/dashboard\?invitation=([0-9a-f-]{36})&token=([A-Za-z0-9_-]{43})/,
  );
  if (!match) throw new Error(`no invitation link in: ${mail?.text}`);
  return { id: match[1]!, token: match[2]! };
}

async function memberIds(organizationId: string): Promise<string[]> {
  const rows = await db()
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return rows.map((r) => r.userId);
}

async function countInvitations(organizationId: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(organizationInvitations)
    .where(eq(organizationInvitations.organizationId, organizationId));
  return row!.n;
}

describe("inviting", () => {
  it("answers the same for a registered address, an unknown one and one already in an organization, and shows no account", async () => {
    const owner = await employer(t.app, db());
    const registered = await makeUser(db(), { name: "Registered Person" });
    const busy = await employer(t.app, db());
    const unknown = uniqueEmail("nobody");

    const answers: Awaited<ReturnType<Client["post"]>>[] = [];
    for (const email of [registered.email, unknown, busy.user.email]) {
      const response = await owner.client.post("/api/organizations/me/invitations", {
        email: `  ${email.toUpperCase()} `,
      });
      answers.push(response);
    }
    for (const response of answers) {
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json())).toEqual(["invitation"]);
      expect(Object.keys(response.json().invitation).sort()).toEqual([
        "createdAt",
        "email",
        "expiresAt",
        "id",
      ]);
    }
    // The address as typed (trimmed, lower-cased), and nothing about the account.
    expect(answers.map((r) => r.json().invitation.email)).toEqual([
      registered.email,
      unknown,
      busy.user.email,
    ]);
    for (const response of answers) {
      expect(response.body).not.toContain("Registered Person");
      expect(response.body).not.toContain(registered.id);
      expect(response.body).not.toContain(busy.user.id);
    }
    const days = (r: (typeof answers)[number]) =>
      (Date.parse(r.json().invitation.expiresAt) - Date.parse(r.json().invitation.createdAt)) /
      86_400_000;
    for (const response of answers) expect(days(response)).toBeCloseTo(INVITATION_TTL_DAYS, 3);

    // Nobody joined; the owner sees the three invitations by address, and still one member.
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    const pending = (await owner.client.get("/api/organizations/me/invitations")).json();
    expect(pending.invitations.map((i: { email: string }) => i.email).sort()).toEqual(
      [registered.email, unknown, busy.user.email].sort(),
    );
    const me = (await owner.client.get("/api/organizations/me")).json();
    expect(me.members).toEqual([
      { userId: owner.user.id, name: owner.user.name, role: "owner", addedAt: expect.any(String) },
    ]);
  });

  it("sends each address a link to accept, whether or not it has an account", async () => {
    const owner = await employer(t.app, db(), { name: "Andes Water Commons" });
    const registered = await makeUser(db());
    const unknown = uniqueEmail("nobody");
    const first = await invite(owner.client, registered.email);
    const second = await invite(owner.client, unknown);
    await runJobs();
    const [toRegistered] = await mailsTo(registered.email);
    const [toUnknown] = await mailsTo(unknown);
    for (const [mail, invitation] of [
      [toRegistered, first],
      [toUnknown, second],
    ] as const) {
      expect(mail!.subject).toBe("Invitation to join Andes Water Commons on Field Commons");
      expect(mail!.text).toContain(`${owner.user.name} invited you to join`);
      expect(mail!.text).toContain(
        `https://commons.example.org/organization/dashboard?invitation=${invitation.id}&token=`,
      );
    }
    expect(toRegistered!.text).toContain("Sign in with this e-mail address");
    expect(toUnknown!.text).toContain("create a Field Commons account with this e-mail address");
    // The token exists only as a hash.
    const [row] = await db()
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, first.id));
    const { token } = await linkFor(registered.email);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });

  it("refuses bad addresses, members and people without an organization, storing nothing", async () => {
    const owner = await employer(t.app, db());
    for (const email of ["", "not-an-address", `${"a".repeat(250)}@example.org`]) {
      const response = await owner.client.post("/api/organizations/me/invitations", { email });
      expect(response.statusCode, email).toBe(400);
    }
    expect(await countInvitations(owner.organization.id)).toBe(0);
    const loner = await signedIn(t.app, db());
    const response = await loner.client.post("/api/organizations/me/invitations", {
      email: uniqueEmail(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("ORGANIZATION_NOT_FOUND");
    expect(
      (await as(t.app, null).post("/api/organizations/me/invitations", { email: uniqueEmail() }))
        .statusCode,
    ).toBe(401);
    // The old route that added accounts without asking is gone.
    const old = await owner.client.post("/api/organizations/me/members", { email: uniqueEmail() });
    expect(old.statusCode).toBe(404);
  });

  it(`limits invitations per inviter: ${INVITATION_RATE_LIMIT.max} an hour, then 429`, async () => {
    const owner = await employer(t.app, db());
    for (let i = 0; i < INVITATION_RATE_LIMIT.max; i++) {
      await invite(owner.client, uniqueEmail(`guess${i}`));
    }
    const before = await countInvitations(owner.organization.id);
    const limited = await owner.client.post("/api/organizations/me/invitations", {
      email: uniqueEmail("one-more"),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await countInvitations(owner.organization.id)).toBe(before);
    // Another inviter is not held back.
    const other = await employer(t.app, db());
    await invite(other.client, uniqueEmail());
  });

  it(`keeps at most ${PENDING_INVITATIONS_MAX} invitations waiting per organization`, async () => {
    const owner = await employer(t.app, db());
    await db()
      .insert(organizationInvitations)
      .values(
        Array.from({ length: PENDING_INVITATIONS_MAX }, (_, i) => ({
          organizationId: owner.organization.id,
          email: `waiting-${i}@example.org`,
          invitedBy: owner.user.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
    const response = await owner.client.post("/api/organizations/me/invitations", {
      email: uniqueEmail(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(INVITATION_MESSAGES.tooManyPending);
  });

  it("inviting the same address again replaces the first invitation and its link", async () => {
    const owner = await employer(t.app, db());
    const invitee = await confirmed();
    const first = await invite(owner.client, invitee.user.email);
    const firstLink = await linkFor(invitee.user.email);
    const second = await invite(owner.client, invitee.user.email);
    expect(second.id).not.toBe(first.id);
    const pending = (await owner.client.get("/api/organizations/me/invitations")).json();
    expect(pending.invitations.map((i: { id: string }) => i.id)).toEqual([second.id]);
    const stale = await invitee.client.post(`/api/organizations/invitations/${first.id}/accept`, {
      token: firstLink.token,
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.code).toBe("INVITATION_NOT_FOUND");
  });
});

describe("before accepting", () => {
  it("the invited person sees the invitation and nothing of the organization, and can still create their own", async () => {
    const owner = await employer(t.app, db(), { name: "Highland Seed Library" });
    const job = await postJob(owner.client);
    const applicant = await signedIn(t.app, db());
    await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    const invitee = await confirmed();
    const invitation = await invite(owner.client, invitee.user.email);

    const received = (await invitee.client.get("/api/organizations/invitations")).json();
    expect(received.invitations).toEqual([
      {
        id: invitation.id,
        organization: expect.objectContaining({
          id: owner.organization.id,
          name: "Highland Seed Library",
        }),
        invitedBy: owner.user.name,
        createdAt: expect.any(String),
        expiresAt: invitation.expiresAt,
      },
    ]);
    for (const url of [
      "/api/organizations/me",
      "/api/organizations/applications",
      "/api/organizations/jobs",
      "/api/organizations/analytics",
    ]) {
      expect((await invitee.client.get(url)).statusCode, url).toBe(404);
    }
    // Others see no invitation of theirs.
    const stranger = await signedIn(t.app, db());
    expect((await stranger.client.get("/api/organizations/invitations")).json()).toEqual({
      invitations: [],
    });
    // Nothing changed: they create an organization of their own (and then cannot accept).
    const own = await invitee.client.post("/api/organizations", organizationInput());
    expect(own.statusCode).toBe(201);
    const accept = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      {},
    );
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.message).toBe(INVITATION_MESSAGES.alreadyInOrganization);
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
  });
});

describe("accepting and declining", () => {
  it("accepting makes a member, who then sees the applicants; the owner sees the member's name only", async () => {
    const owner = await employer(t.app, db());
    const job = await postJob(owner.client);
    const applicant = await signedIn(t.app, db());
    await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    const invitee = await confirmed();
    const invitation = await invite(owner.client, invitee.user.email);

    const accepted = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      role: "member",
      organization: { id: owner.organization.id },
    });
    const applications = await invitee.client.get("/api/organizations/applications");
    expect(applications.statusCode).toBe(200);
    expect(applications.json().pagination.total).toBe(1);

    const seen = (await owner.client.get("/api/organizations/me")).json();
    expect(seen.members).toHaveLength(2);
    expect(seen.members[1]).toEqual({
      userId: invitee.user.id,
      name: invitee.user.name,
      role: "member",
      addedAt: expect.any(String),
    });
    expect(JSON.stringify(seen)).not.toContain(invitee.user.email);
    // Single use: gone from both lists, and a second answer is refused.
    expect((await owner.client.get("/api/organizations/me/invitations")).json()).toEqual({
      invitations: [],
    });
    expect((await invitee.client.get("/api/organizations/invitations")).json()).toEqual({
      invitations: [],
    });
    for (const action of ["accept", "decline"]) {
      const again = await invitee.client.post(
        `/api/organizations/invitations/${invitation.id}/${action}`,
        {},
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe("INVITATION_USED");
    }
    // A member invites no one.
    const invitingMember = await invitee.client.post("/api/organizations/me/invitations", {
      email: uniqueEmail(),
    });
    expect(invitingMember.statusCode).toBe(403);
  });

  it("an address not yet confirmed is proven by the token of the e-mail's link", async () => {
    const owner = await employer(t.app, db());
    const invitee = await signedIn(t.app, db());
    const invitation = await invite(owner.client, invitee.user.email);
    const url = `/api/organizations/invitations/${invitation.id}/accept`;

    const unproven = await invitee.client.post(url, {});
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: INVITATION_MESSAGES.notVerified,
    });
    const { id, token } = await linkFor(invitee.user.email);
    expect(id).toBe(invitation.id);
    // The same token but its last character.
    const last = token.endsWith("A") ? "B" : "A";
    const wrong = await invitee.client.post(url, { token: `${token.slice(0, 42)}${last}` });
    expect(wrong.statusCode).toBe(403);
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);

    const accepted = await invitee.client.post(url, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await memberIds(owner.organization.id)).toContain(invitee.user.id);
  });

  it("someone invited before they had an account signs up with that address and accepts", async () => {
    const owner = await employer(t.app, db());
    const email = uniqueEmail("newcomer");
    const invitation = await invite(owner.client, email);
    const { token } = await linkFor(email);
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.9.0.1",
      payload: { name: "New Colleague", email, password: "a long field notebook", plan: "free" },
    });
    expect(signUp.statusCode).toBe(201);
    const newcomer = as(t.app, sessionCookie(signUp));
    const received = (await newcomer.get("/api/organizations/invitations")).json();
    expect(received.invitations.map((i: { id: string }) => i.id)).toEqual([invitation.id]);
    const accepted = await newcomer.post(`/api/organizations/invitations/${invitation.id}/accept`, {
      token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().members.map((m: { name: string }) => m.name)).toContain("New Colleague");
  });

  it("an account with another address cannot accept or decline, even with the link", async () => {
    const owner = await employer(t.app, db());
    const invitee = await confirmed();
    const invitation = await invite(owner.client, invitee.user.email);
    const { token } = await linkFor(invitee.user.email);
    const intruder = await confirmed();
    const admin = await signedIn(t.app, db(), "admin");
    for (const client of [intruder.client, admin.client, owner.client]) {
      for (const action of ["accept", "decline"]) {
        const response = await client.post(
          `/api/organizations/invitations/${invitation.id}/${action}`,
          { token },
        );
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("INVITATION_NOT_FOUND");
      }
    }
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    // Still open for the right person.
    const accepted = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
  });

  it("declining closes the invitation without joining", async () => {
    const owner = await employer(t.app, db());
    const invitee = await confirmed();
    const invitation = await invite(owner.client, invitee.user.email);
    const declined = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    expect((await owner.client.get("/api/organizations/me/invitations")).json()).toEqual({
      invitations: [],
    });
    const accept = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      {},
    );
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error.code).toBe("INVITATION_USED");
  });

  it("an expired invitation cannot be answered, is listed nowhere, and sends nothing", async () => {
    const owner = await employer(t.app, db());
    const invitee = await confirmed();
    const invitation = await invite(owner.client, invitee.user.email);
    await db()
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizationInvitations.id, invitation.id));
    await runJobs();
    expect(await mailsTo(invitee.user.email)).toEqual([]);
    for (const action of ["accept", "decline"]) {
      const response = await invitee.client.post(
        `/api/organizations/invitations/${invitation.id}/${action}`,
        {},
      );
      expect(response.statusCode).toBe(410);
      expect(response.json().error).toEqual({
        code: "INVITATION_EXPIRED",
        message: INVITATION_MESSAGES.expired,
      });
    }
    expect((await invitee.client.get("/api/organizations/invitations")).json()).toEqual({
      invitations: [],
    });
    expect((await owner.client.get("/api/organizations/me/invitations")).json()).toEqual({
      invitations: [],
    });
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
  });

  it("the owner revokes an invitation; its link stops working", async () => {
    const owner = await employer(t.app, db());
    const invitee = await confirmed();
    const kept = await invite(owner.client, uniqueEmail("kept"));
    const invitation = await invite(owner.client, invitee.user.email);
    const { token } = await linkFor(invitee.user.email);

    // Not by another organization's owner, nor by a member.
    const otherOwner = await employer(t.app, db());
    expect(
      (await otherOwner.client.delete(`/api/organizations/me/invitations/${invitation.id}`))
        .statusCode,
    ).toBe(404);

    const revoked = await owner.client.delete(`/api/organizations/me/invitations/${invitation.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invitations.map((i: { id: string }) => i.id)).toEqual([kept.id]);
    const accept = await invitee.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      { token },
    );
    expect(accept.statusCode).toBe(404);
    expect((await invitee.client.get("/api/organizations/invitations")).json()).toEqual({
      invitations: [],
    });
    const again = await owner.client.delete(`/api/organizations/me/invitations/${invitation.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("INVITATION_NOT_FOUND");
    // An invitation revoked before its message went out sends nothing.
    const unsent = uniqueEmail("unsent");
    const withdrawn = await invite(owner.client, unsent);
    expect(
      (await owner.client.delete(`/api/organizations/me/invitations/${withdrawn.id}`)).statusCode,
    ).toBe(200);
    await runJobs();
    expect(await mailsTo(unsent)).toEqual([]);
  });

  it("someone already in an organization cannot accept: a clear 409, and the invitation stays open", async () => {
    const owner = await employer(t.app, db());
    const elsewhere = await employer(t.app, db());
    const member = await confirmed();
    const first = await invite(elsewhere.client, member.user.email);
    await member.client.post(`/api/organizations/invitations/${first.id}/accept`, {});
    const second = await invite(owner.client, member.user.email);
    const refused = await member.client.post(
      `/api/organizations/invitations/${second.id}/accept`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "CONFLICT",
      message: INVITATION_MESSAGES.alreadyInOrganization,
    });
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    // After leaving the first, the second can be accepted.
    expect((await member.client.post("/api/organizations/me/leave")).statusCode).toBe(200);
    const accepted = await member.client.post(
      `/api/organizations/invitations/${second.id}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().organization.id).toBe(owner.organization.id);
  });
});

describe("leaving and removing", () => {
  async function withMember() {
    const owner = await employer(t.app, db());
    const job = await postJob(owner.client);
    const applicant = await signedIn(t.app, db());
    await apply(t.app, applicant.cookie, applicationInput(job.id), pdf());
    const member = await confirmed();
    const invitation = await invite(owner.client, member.user.email);
    const accepted = await member.client.post(
      `/api/organizations/invitations/${invitation.id}/accept`,
      {},
    );
    expect(accepted.statusCode).toBe(200);
    return { owner, member };
  }

  it("a member leaves: no more access, and free to create an organization", async () => {
    const { owner, member } = await withMember();
    const left = await member.client.post("/api/organizations/me/leave");
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true });
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    expect((await member.client.get("/api/organizations/me")).statusCode).toBe(404);
    expect((await member.client.get("/api/organizations/applications")).statusCode).toBe(404);
    expect((await member.client.post("/api/organizations", organizationInput())).statusCode).toBe(
      201,
    );
  });

  it("the owner cannot leave; someone without an organization gets 404", async () => {
    const owner = await employer(t.app, db());
    const refused = await owner.client.post("/api/organizations/me/leave");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "ORGANIZATION_OWNER",
      message: INVITATION_MESSAGES.ownerCannotLeave,
    });
    expect(await memberIds(owner.organization.id)).toEqual([owner.user.id]);
    const loner = await signedIn(t.app, db());
    expect((await loner.client.post("/api/organizations/me/leave")).statusCode).toBe(404);
    expect((await as(t.app, null).post("/api/organizations/me/leave")).statusCode).toBe(401);
  });

  it("the owner removes a member, who loses access; nobody else can", async () => {
    const { owner, member } = await withMember();
    const colleague = await confirmed();
    const invitation = await invite(owner.client, colleague.user.email);
    await colleague.client.post(`/api/organizations/invitations/${invitation.id}/accept`, {});

    // A member cannot remove anyone; another owner cannot reach these members.
    expect(
      (await colleague.client.delete(`/api/organizations/me/members/${member.user.id}`)).statusCode,
    ).toBe(403);
    const otherOwner = await employer(t.app, db());
    expect(
      (await otherOwner.client.delete(`/api/organizations/me/members/${member.user.id}`))
        .statusCode,
    ).toBe(404);
    // The owner cannot be removed.
    const self = await owner.client.delete(`/api/organizations/me/members/${owner.user.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe("ORGANIZATION_OWNER");

    const removed = await owner.client.delete(`/api/organizations/me/members/${member.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((m: { userId: string }) => m.userId)).toEqual([
      owner.user.id,
      colleague.user.id,
    ]);
    expect((await member.client.get("/api/organizations/applications")).statusCode).toBe(404);
    const again = await owner.client.delete(`/api/organizations/me/members/${member.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(
      await db()
        .select()
        .from(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, owner.organization.id),
            eq(organizationMembers.userId, member.user.id),
          ),
        ),
    ).toEqual([]);
  });
});

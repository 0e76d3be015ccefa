import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UserStatus } from "@field-commons/shared/users";
import type { UserRow } from "./db/schema/users";
import { dataExports } from "./db/schema/data-exports";
import { organizationMembers } from "./db/schema/jobs";
import { APPLICATION_STATUSES } from "@field-commons/shared/applications";
import { resumePdf } from "./modules/applications/__fixtures__/resume-samples";
import {
  applicationBody,
  applicationInput,
  jobInput,
  organizationInput,
} from "./modules/jobs/__fixtures__/jobs-fixtures";
import {
  issueInvitationToken,
  replaceInvitation,
} from "./modules/organizations/invitations.repository";
import { makeRecording, uploadForm } from "./modules/recordings/__fixtures__/recording-fixtures";
import { OFFICIAL_TEMPLATES } from "./modules/templates/official-templates";
import { wavFile } from "./modules/uploads/__fixtures__/media-samples";
import { presentUser } from "./lib/present-user";
import type { AccessRule, DeclaredRoute } from "./plugins/access";
import {
  caseStudyInput,
  makeContent,
  makeTrip,
  makeUpload,
  makeUser,
  sessionFor,
  setUserStatus,
  TEST_PASSWORD,
  uniqueEmail,
} from "../test/factories";
import { multipartFile } from "../test/multipart";
import { createTestApp } from "../test/test-app";

/*
 * The route x role matrix: every route the app registers under /api, called
 * as seven callers (signed out, contributor owner, user, admin, super admin,
 * banned, inactive), against the access rule the route declares. New routes
 * join by themselves; a route that needs a particular body or a resource
 * of the owner's gets it from the tables below (otherwise it is called
 * without a body and with random ids, which still exercises the refusals).
 */

// Outside services point at a closed local port: nothing leaves the machine.
const t = await createTestApp({
  GEOCODER_URL: "http://127.0.0.1:9",
  OVERPASS_URL: "http://127.0.0.1:9/api/interpreter",
});
const db = t.database.db;

/** The owner is a contributor and `other` a plain user, so every role of the product is a caller. */
const ROLES = ["anonymous", "owner", "other", "admin", "superadmin", "banned", "inactive"] as const;
type Role = (typeof ROLES)[number];

const users: Record<Exclude<Role, "anonymous">, UserRow> = {
  owner: await makeUser(db, { role: "contributor", name: "Owner" }),
  other: await makeUser(db, { name: "Someone Else" }),
  admin: await makeUser(db, { role: "admin", name: "Admin" }),
  superadmin: await makeUser(db, { role: "superadmin", name: "Super Admin" }),
  banned: await makeUser(db, { name: "Banned" }),
  inactive: await makeUser(db, { name: "Inactive" }),
};
const refusedStatuses: Partial<Record<Role, UserStatus>> = {
  banned: "banned",
  inactive: "inactive",
};
for (const [role, status] of Object.entries(refusedStatuses)) {
  await setUserStatus(db, users[role as "banned" | "inactive"].id, status);
}
/** Signs in through the real route whenever a route needs credentials. */
const loginUser = await makeUser(db, { name: "Signs In" });

/** Creates an organization through the real route; the user becomes its owner. */
async function organizationOf(userId: string): Promise<{ id: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/organizations",
    headers: { cookie: await sessionFor(db, userId) },
    payload: organizationInput(),
  });
  if (response.statusCode !== 201) throw new Error(`organization: ${response.body}`);
  return response.json().organization as { id: string };
}
/** The owner owns an organization, so its member and invitation routes act on real rows. */
const ownerOrganization = await organizationOf(users.owner.id);
/** Another organization, which invites the owner. */
const inviter = await makeUser(db, { name: "Inviter" });
const invitingOrganization = await organizationOf(inviter.id);
const inOneDay = () => new Date(Date.now() + 86_400_000);

/** A contributor's organization (room for a job per call), whose jobs the callers apply to. */
const hiringCookie = await sessionFor(db, (await makeUser(db, { role: "contributor" })).id);
await t.app.inject({
  method: "POST",
  url: "/api/organizations",
  headers: { cookie: hiringCookie },
  payload: organizationInput(),
});

/** Resources of the owner's, made on first use, fresh for every call. */
class Fixtures {
  private memo = new Map<string, Promise<unknown>>();
  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.memo.has(key)) this.memo.set(key, make());
    return this.memo.get(key) as Promise<T>;
  }
  item = () => this.once("item", () => makeContent(db, users.owner, { status: "published" }));
  trip = () =>
    this.once("trip", () =>
      makeTrip(db, users.owner, { status: "published", cards: 2, startDate: "2026-05-04" }),
    );
  upload = () => this.once("upload", () => makeUpload(db, t.app.storage, users.owner.id));
  target = () => this.once("target", () => makeUser(db, { name: "Target" }));
  /** An open job of another organization's. */
  job = () =>
    this.once("job", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/jobs",
        headers: { cookie: hiringCookie },
        payload: jobInput(),
      });
      if (response.statusCode !== 201) throw new Error(`job: ${response.body}`);
      return response.json() as { id: string };
    });
  /** A member of the owner's organization. */
  member = () =>
    this.once("member", async () => {
      const member = await makeUser(db, { name: "Member" });
      await db
        .insert(organizationMembers)
        .values({ organizationId: ownerOrganization.id, userId: member.id, role: "member" });
      return member;
    });
  /** An invitation the owner's organization sent, waiting for an answer. */
  sentInvitation = () =>
    this.once("sentInvitation", () =>
      replaceInvitation(db, {
        organizationId: ownerOrganization.id,
        email: uniqueEmail("invited"),
        invitedBy: users.owner.id,
        expiresAt: inOneDay(),
      }),
    );
  /** An invitation to the owner's address from another organization, with its link's token. */
  receivedInvitation = () =>
    this.once("receivedInvitation", async () => {
      const row = await replaceInvitation(db, {
        organizationId: invitingOrganization.id,
        email: users.owner.email.toLowerCase(),
        invitedBy: inviter.id,
        expiresAt: inOneDay(),
      });
      return { id: row.id, token: (await issueInvitationToken(db, row.id))! };
    });
  recording = () =>
    this.once("recording", () =>
      makeRecording(db, t.app.storage, users.owner.id, { privacy: "public", status: "published" }),
    );
  /** A ready data export of the owner's, with its (empty) archive stored. */
  dataExport = () =>
    this.once("dataExport", async () => {
      const id = randomUUID();
      const storageKey = `exports/${id}.zip`;
      // The end-of-central-directory record alone: an empty ZIP archive.
      await t.app.storage.put(
        storageKey,
        Buffer.from([0x50, 0x4b, 5, 6, ...Array<number>(18).fill(0)]),
        "application/zip",
      );
      const [row] = await db
        .insert(dataExports)
        .values({
          id,
          userId: users.owner.id,
          status: "ready",
          storageKey,
          sizeBytes: 22,
          fileCount: 0,
          completedAt: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      return row!;
    });
}

/**
 * Owner routes: the owner passes, another user does not, and admins pass
 * unless the route's declared policy leaves them out.
 */
const POLICIES_WITHOUT_ADMINS = new Set([
  "canSaveTripAsTemplate",
  "canDownloadExport",
  "canAnswerInvitation",
]);

/** Path parameters, by the route's prefix. Unknown ones get a random id. */
async function concreteUrl(url: string, f: Fixtures): Promise<string> {
  const parts = url.split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (!part.startsWith(":")) {
      out.push(part);
      continue;
    }
    const name = part.slice(1);
    if (url.startsWith("/api/content/:type/:idOrSlug")) {
      out.push(name === "type" ? "case-study" : (await f.item()).slug);
    } else if (url.startsWith("/api/content/")) out.push((await f.item()).id);
    else if (url.startsWith("/api/trips/") && name === "cardId") {
      out.push((await f.trip()).cardIds[0]!);
    } else if (url.startsWith("/api/trips/")) out.push((await f.trip()).trip.id);
    else if (url.startsWith("/api/uploads/")) out.push((await f.upload()).id);
    else if (url.startsWith("/api/recordings/")) out.push((await f.recording()).id);
    else if (url.startsWith("/api/me/data-exports/")) out.push((await f.dataExport()).id);
    else if (url.startsWith("/api/trip-templates/")) out.push(OFFICIAL_TEMPLATES[0]!.id);
    else if (url.startsWith("/api/admin/users/")) out.push((await f.target()).id);
    else if (url.startsWith("/api/organizations/me/invitations/")) {
      out.push((await f.sentInvitation()).id);
    } else if (url.startsWith("/api/organizations/me/members/")) out.push((await f.member()).id);
    else if (url.startsWith("/api/organizations/invitations/")) {
      out.push((await f.receivedInvitation()).id);
    } else if (url.startsWith("/api/admin/content/") || url.startsWith("/api/analytics/content/")) {
      const values: Record<string, string> = { type: "case-study", decision: "approve" };
      out.push(values[name] ?? (await f.item()).id);
    } else if (url.startsWith("/api/analytics/")) out.push(users.owner.id);
    else out.push(randomUUID());
  }
  return out.join("/");
}

interface Call {
  query?: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
}

const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** A valid minimal request per route, keyed "METHOD /url" (HEAD uses its GET's). */
const CALLS: Record<string, (f: Fixtures) => Promise<Call>> = {
  "POST /api/auth/register": async () => ({
    payload: {
      name: "New Member",
      email: `new-${randomUUID()}@example.org`,
      password: "a long field notebook",
      plan: "free",
    },
  }),
  "POST /api/auth/login": async () => ({
    payload: { email: loginUser.email, password: TEST_PASSWORD },
  }),
  "POST /api/payments/simulate": async () => ({ payload: { plan: "contributor" } }),
  "PATCH /api/admin/users/:id/status": async () => ({ payload: { status: "active" } }),
  "PUT /api/admin/users/:id": async () => ({ payload: { name: "Renamed Target" } }),
  "POST /api/admin/users/:id/ban": async () => ({ payload: { banned: false } }),
  "POST /api/admin/content/:type/:id/:decision": async () => ({ payload: { reason: "" } }),
  "PATCH /api/admin/content/:id/status": async () => ({ payload: { status: "published" } }),
  "POST /api/content/:id/reports": async () => ({ payload: { reason: "spam" } }),
  "POST /api/content/": async () => ({ payload: caseStudyInput({ title: "A new draft" }) }),
  "PUT /api/content/:id": async () => ({
    payload: caseStudyInput({ title: "Community water boards, revised" }),
  }),
  "PATCH /api/content/:id/status": async () => ({ payload: { status: "published" } }),
  "GET /api/likes/check": async (f) => ({
    query: `contentType=case-study&contentId=${(await f.item()).id}`,
  }),
  "GET /api/saves/check": async (f) => ({
    query: `contentType=case-study&contentId=${(await f.item()).id}`,
  }),
  "POST /api/uploads/images": async () => multipartFile("file", "dot.png", "image/png", tinyPng),
  "POST /api/uploads/media": async () => multipartFile("file", "tone.wav", "audio/wav", wavFile()),
  "POST /api/recordings/": async () => uploadForm(),
  "PUT /api/recordings/:id": async () => ({ payload: { title: "Renamed recording" } }),
  "POST /api/recordings/:id/process": async () => ({ payload: { steps: ["transcribe"] } }),
  "POST /api/trips/": async () => ({
    payload: { trip: { type: "trip", title: "A new field visit" }, cards: [] },
  }),
  "POST /api/trips/:id/cards": async () => ({
    payload: { cardType: "place", title: "Another stop" },
  }),
  "PUT /api/trips/:id/cards/order": async (f) => ({
    payload: { cardIds: [...(await f.trip()).cardIds].reverse() },
  }),
  "PUT /api/trips/:id/cards/:cardId": async () => ({
    payload: { cardType: "place", title: "Renamed stop" },
  }),
  "POST /api/trips/copilot": async () => ({ payload: { title: "Andes" } }),
  "POST /api/trips/copilot/ask": async () => ({
    payload: { question: "What should I pack?", trip: { title: "Andes" } },
  }),
  "POST /api/trip-templates/:id/use": async () => ({ payload: {} }),
  "POST /api/trip-templates/": async (f) => ({
    payload: { tripId: (await f.trip()).trip.id, name: "My irrigation visit" },
  }),
  "PUT /api/jobs/:id": async () => ({ payload: jobInput() }),
  "PUT /api/organizations/me": async () => ({ payload: organizationInput() }),
  "POST /api/organizations/me/invitations": async () => ({
    payload: { email: uniqueEmail("invited") },
  }),
  "POST /api/organizations/invitations/:id/accept": async (f) => ({
    payload: { token: (await f.receivedInvitation()).token },
  }),
  "PUT /api/applications/:id": async () => ({ payload: { status: APPLICATION_STATUSES[0] } }),
  // A résumé is an upload: it goes through the same storage quota and upload rate.
  "POST /api/applications/": async (f) =>
    applicationBody(applicationInput((await f.job()).id), {
      data: resumePdf(),
      filename: "cv.pdf",
      contentType: "application/pdf",
    }),
  "GET /api/geocode": async () => ({ query: "q=Peru" }),
  "PUT /api/me/profile": async () => ({ payload: { name: "Owner", bio: "Field notes" } }),
  "PUT /api/me/preferences": async () => ({
    payload: {
      digestFrequency: "weekly",
      notifyApplicationStatus: true,
      notifyNewApplications: false,
    },
  }),
  "GET /api/places/search": async () => ({ query: "location=Peru&section=restaurants" }),
};
for (const kind of ["likes", "saves"]) {
  for (const method of ["POST", "DELETE"]) {
    CALLS[`${method} /api/${kind}/`] = async (f) => ({
      payload: { contentType: "case-study", contentId: (await f.item()).id },
    });
  }
}

function callFor(route: DeclaredRoute): (f: Fixtures) => Promise<Call> {
  const method = route.method === "HEAD" ? "GET" : route.method;
  const key = `${method} ${route.url}`;
  return CALLS[key] ?? CALLS[`${key}/`] ?? (async () => ({}));
}

/** A digest of every table but sessions and rate limits, and the number of stored files. */
async function fingerprint(): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'rate_limits') order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const digests = await Promise.all(
    tables.rows.map(async ({ name }) => {
      const result = (await db.execute(
        sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(name)} x`,
      )) as unknown as { rows: { h: string }[] };
      return `${name}:${result.rows[0]!.h}`;
    }),
  );
  const files = fs.existsSync(t.uploadsDir)
    ? fs.readdirSync(t.uploadsDir, { recursive: true }).length
    : 0;
  return [...digests, `files:${files}`].join("\n");
}

/** codes: the error codes accepted; null when a policy's own 403/404 may carry any. */
type Expectation =
  { allowed: true } | { allowed: false; statuses: number[]; codes: string[] | null };

/** What the declaration says this caller gets. */
function expectation(rule: AccessRule, role: Role): Expectation {
  if (rule.level === "public") return { allowed: true };
  if (role === "anonymous") return { allowed: false, statuses: [401], codes: ["UNAUTHENTICATED"] };
  const status = refusedStatuses[role];
  if (status === "banned") {
    // The session layer drops banned sessions (401); the access layer refuses any left (403).
    return { allowed: false, statuses: [401, 403], codes: ["UNAUTHENTICATED", "ACCOUNT_BANNED"] };
  }
  if (status && rule.refuse.includes(status)) {
    return {
      allowed: false,
      statuses: [401, 403],
      codes: ["UNAUTHENTICATED", "ACCOUNT_INACTIVE"],
    };
  }
  const user = presentUser(users[role as Exclude<Role, "anonymous">]);
  if (rule.level === "admin") {
    return user.isAdmin
      ? { allowed: true }
      : { allowed: false, statuses: [403], codes: ["FORBIDDEN"] };
  }
  if (rule.level === "owner") {
    const passes =
      role === "owner" || (user.isAdmin && !POLICIES_WITHOUT_ADMINS.has(rule.policy ?? ""));
    return passes ? { allowed: true } : { allowed: false, statuses: [403, 404], codes: null };
  }
  return { allowed: true };
}

const routes = t.app.accessTable;

describe("the access table", () => {
  it("lists every API route with its rule", () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(routes.length).toBeGreaterThan(40);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/health",
        "PUT /api/content/:id",
        "PATCH /api/admin/users/:id/status",
        "DELETE /api/trips/:id/cards/:cardId",
        "POST /api/uploads/images",
      ]),
    );
    const rule = routes.find((r) => r.method === "PUT" && r.url === "/api/content/:id")!.rule;
    expect(rule).toMatchObject({ level: "owner", policy: "canEditContent" });
  });

  it("names each table entry after a registered route", () => {
    const keys = new Set(routes.map((r) => `${r.method} ${r.url}`.replace(/\/$/, "")));
    for (const key of Object.keys(CALLS)) expect(keys).toContain(key.replace(/\/$/, ""));
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
  "%s",
  (_name, route) => {
    it.each(ROLES)(`as %s: as declared (${describeRule(route.rule)})`, async (role) => {
      const f = new Fixtures();
      const url = await concreteUrl(route.url, f);
      const call = await callFor(route)(f);
      const cookie = role === "anonymous" ? undefined : await sessionFor(db, users[role].id);
      const expected = expectation(route.rule, role);
      const before = expected.allowed ? "" : await fingerprint();

      const response = await t.app.inject({
        method: route.method as "GET",
        url: call.query ? `${url}?${call.query}` : url,
        headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
        ...(call.payload !== undefined ? { payload: call.payload } : {}),
      });

      const seen = `${response.statusCode} ${response.body.slice(0, 300)}`;
      if (expected.allowed) {
        expect([401, 403, 500], seen).not.toContain(response.statusCode);
      } else {
        expect(expected.statuses, seen).toContain(response.statusCode);
        if (route.method !== "HEAD" && expected.codes) {
          expect(expected.codes, seen).toContain(response.json().error.code);
        }
        expect(await fingerprint(), `${seen}: refused, but the data changed`).toBe(before);
      }
    });
  },
);

function describeRule(rule: AccessRule): string {
  return rule.level === "owner" ? `owner, ${rule.policy}` : rule.level;
}

describe("PUT /api/admin/users/:id with a new e-mail address: a super admin's alone", () => {
  it.each(ROLES)("as %s", async (role) => {
    const target = await makeUser(db, { name: "Address Target" });
    const cookie = role === "anonymous" ? undefined : await sessionFor(db, users[role].id);
    const before = await fingerprint();
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/users/${target.id}`,
      headers: cookie ? { cookie } : {},
      payload: { email: uniqueEmail("moved") },
    });
    const seen = `${response.statusCode} ${response.body.slice(0, 300)}`;
    if (role === "superadmin") {
      expect(response.statusCode, seen).toBe(200);
      return;
    }
    expect([401, 403], seen).toContain(response.statusCode);
    expect(await fingerprint(), `${seen}: refused, but the data changed`).toBe(before);
  });
});
